/**
 * Through Docusaurus' own MDX compile (the loader's compileToJSX, with the docs plugin's remark plugins): the
 * writer sees the content check's line as the compile error's cause, and Docusaurus' own syntax errors keep
 * naming the file and the place in it.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {compileDoc, wordpressPage} from './fixtures/compile';
import {SITE_DIR} from './problems';

const filePath = path.join(SITE_DIR, wordpressPage.file);
const original = wordpressPage.source;

/** The first lines of the error Docusaurus' compile gives for the page with `from` replaced by `to`. */
async function compileError(from: string, to: string): Promise<string[]> {
  assert.ok(original.includes(from));
  const fileContent = original.replace(from, to);
  try {
    await compileDoc(wordpressPage.file, fileContent);
  } catch (error) {
    return (error as Error).message.split('\n').slice(0, 2);
  }
  return [];
}

describe('Docusaurus compiling a page with a writer’s mistake', () => {
  test('the page as it is compiles', async () => {
    assert.deepEqual(await compileError('{ui.media.label}', '{ui.media.label}'), []);
  });

  test('a facts typo fails with the check’s file:line line as the cause', async () => {
    assert.deepEqual(await compileError('{ui.media.label}', '{ui.media.labell}'), [
      `MDX compilation failed for file "${filePath}"`,
      'Cause: docs/embedding-media/wordpress.mdx:22: unknown facts key ui.media.labell (did you mean ui.media.label?)',
    ]);
  });

  test('an MDX syntax error names the writer’s file and the place in it', async () => {
    assert.deepEqual(
      await compileError('<CheckedAgainst product="wordpress" />', '<CheckedAgainst product="wordpress">'),
      [
        `MDX compilation failed for file "${filePath}"`,
        'Cause: Expected a closing tag for `<CheckedAgainst>` (39:1-39:37)',
      ],
    );
  });
});
