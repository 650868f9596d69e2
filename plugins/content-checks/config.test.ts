/**
 * The site's configuration turns a writer's mistake into a failed compile, in the docs, the pages and the
 * release notes alike. Missing images are content-checks.test.ts's; links and anchors of the built pages
 * (Markdown links to files included) are `npm run check:site`'s (tools/check-site/site-links.test.ts).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {releaseNotes} from '../../config/blog';
import {docs, pages} from '../../config/content';
import config from '../../docusaurus.config';
import {compileDoc, type ContentPluginOptions, wordpressPage} from './fixtures/compile';
import {SITE_DIR} from './problems';

const TYPO = ['{ui.media.label}', '{ui.media.labell}'] as const;

/** A page any content plugin compiles: it reads one facts key. */
const SMALL_PAGE = `import {ui} from '@site/src/data/facts';\n\nOpen **{ui.media.label}**.\n\n## Next\n\nText.\n`;

/** The first line of the error compiling `source` at `file` with `from` replaced by `to`, or null. */
async function compileCause(file: string, plugin: ContentPluginOptions, from: string, to: string, source = SMALL_PAGE) {
  assert.ok(source.includes(from), `the page holds ${from}`);
  try {
    await compileDoc(file, source.replace(from, to), plugin);
  } catch (error) {
    return (error as Error).message.split('\n').find((line) => line.startsWith('Cause: ')) ?? (error as Error).message;
  }
  return null;
}

describe('a facts typo fails the compile in every content plugin', () => {
  const plugins: [string, string, ContentPluginOptions][] = [
    ['docs', wordpressPage.file, docs],
    ['pages', 'src/pages/wordpress-copy.mdx', pages],
    ['release notes', 'blog/2099-01-01-wordpress-copy.mdx', releaseNotes],
  ];
  for (const [name, file, plugin] of plugins) {
    test(name, async () => {
      assert.equal(await compileCause(file, plugin, TYPO[0], TYPO[0]), null, 'the page as it is compiles');
      const cause = await compileCause(file, plugin, ...TYPO);
      assert.match(cause ?? '', new RegExp(`^Cause: ${file}:\\d+: unknown facts key ui\\.media\\.labell`));
    });
  }
});

describe('front matter is checked wherever Docusaurus reads it', () => {
  const parse = config.markdown?.parseFrontMatter;
  const defaultParseFrontMatter = () => Promise.resolve({frontMatter: {}, content: ''});
  const withTags = (tags: string) =>
    `---\ntitle: A page\ndescription: ${'A description long enough for the style guide’s check. '.repeat(2)}\ntags: [${tags}]\n---\n\nText.\n`;

  for (const file of ['docs/embedding-media/new-page.mdx', 'blog/2099-01-01-new-note.mdx']) {
    test(`an undeclared tag in ${file.split('/')[0]} fails at its line`, async () => {
      assert.ok(parse, 'the site reads front matter through a function of its own');
      const params = {filePath: path.join(SITE_DIR, file), defaultParseFrontMatter};
      await assert.rejects(parse({...params, fileContent: withTags('no-such-tag')}), (error: Error) =>
        error.message.startsWith(`${file}:4: tag "no-such-tag" is not in`),
      );
    });
  }
});
