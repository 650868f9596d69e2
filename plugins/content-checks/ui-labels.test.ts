/**
 * `<Ui>Ready</Ui>`: a UI label without a helper call. Compiled through Docusaurus' own MDX compile with the
 * docs' remark plugins, a copy of a real page shows the label in bold exactly as the helper call did, and a
 * misspelt label fails with the page's file and line; `npm run check:content` reports the same line.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {compileDoc, wordpressPage} from './fixtures/compile';
import {ownProblems} from '.';
import {loadParser} from './parse';
import {formatProblem} from './problems';

const PAGE = wordpressPage.file;
// The page as it stood when the content checks' tests were written (./fixtures), compiled at its real path.
const original = wordpressPage.source;
const READY = "**{label(ui.media.statuses, 'Ready')}**";
const RESPONSIVE = "**{label(ui.media.embedShare.options, 'Responsive')}**";

/** The page with each [from, to] replaced (each must be there once). */
function edited(...changes: [string, string][]): string {
  return changes.reduce((source, [from, to]) => {
    assert.equal(source.split(from).length, 2, `the page holds ${from} once`);
    return source.replace(from, to);
  }, original);
}

const compile = async (fileContent: string) => (await compileDoc(PAGE, fileContent)).content;

/** The cause line of the compile's error. */
async function compileCause(fileContent: string): Promise<string> {
  try {
    await compile(fileContent);
  } catch (error) {
    return (error as Error).message.split('\n')[1] ?? '';
  }
  return '';
}

const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('<Ui> labels', () => {
  test('a converted page compiles to what the helper calls gave: the same bold labels, word for word', async () => {
    const before = await compile(original);
    const after = await compile(edited([READY, '<Ui>Ready</Ui>'], [RESPONSIVE, '<Ui>Responsive</Ui>']));
    assert.match(before, /_components\.strong, \{\s*children: "Responsive"/);
    assert.equal(after, before);
  });

  test('a menu path is one bold run with its steps spaced as the style guide writes them', async () => {
    const js = await compile(edited([READY, '<Ui>Media>Upload</Ui>']));
    assert.match(js, /_components\.strong, \{\s*children: "Media > Upload"/);
  });

  test('a misspelt label fails the compile with the page’s file and line and the label it could be', async () => {
    const source = edited([RESPONSIVE, '<Ui>Responsiv</Ui>']);
    assert.equal(
      await compileCause(source),
      `Cause: ${PAGE}:${lineOf(source, '<Ui>')}: "Responsiv" is not a label in the UI facts (did you mean "Responsive"?)`,
    );
  });

  test('each wrong step of a menu path is named; markup inside <Ui> is refused with what to write', async () => {
    const path = edited([RESPONSIVE, '<Ui>Meida > Uplaod</Ui>']);
    const problems = ownProblems((await loadParser())(path, PAGE), PAGE).map(formatProblem);
    const line = lineOf(path, '<Ui>');
    assert.deepEqual(problems, [
      `${PAGE}:${line}: "Meida" is not a label in the UI facts (did you mean "Media"?)`,
      `${PAGE}:${line}: "Uplaod" is not a label in the UI facts (did you mean "Upload"?)`,
    ]);
    const markup = edited([RESPONSIVE, '<Ui>**Responsive**</Ui>']);
    assert.equal(
      await compileCause(markup),
      `Cause: ${PAGE}:${lineOf(markup, '<Ui>')}: <Ui> holds plain text only: a label such as <Ui>Ready</Ui>, or a menu path such as <Ui>Media > Upload</Ui>`,
    );
  });
});
