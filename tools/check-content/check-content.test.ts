/**
 * `npm run check:content` reports a writer's mistakes in the sources, one `file:line: message` each, and a
 * page made with `npm run new` passes it once its text is written.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {formatProblem, SITE_DIR} from '../../plugins/content-checks/problems';
import {planPage} from '../new-page/new-page';
import {PAGE_TYPES} from '../new-page/templates';
import {contentFiles, sourceProblems, typedFactProblems} from './check-content';

/** The check's lines for pages given by their source. */
async function check(pages: Record<string, string>): Promise<string[]> {
  return (await sourceProblems(Object.keys(pages), (file) => pages[file]!)).map(formatProblem);
}

/** Text a writer would write in place of each WRITE of a template. */
function written(source: string): string {
  return source
    .replace(/title: "WRITE: the question[^"]*"/, 'title: How do I add chapters to a video?')
    .replace(/title: "WRITE[^"]*"/, 'title: Adding chapters')
    .replace(/sidebar_label: "WRITE[^"]*"/, 'sidebar_label: Adding chapters')
    .replace(
      /description: "WRITE[^"]*"/,
      'description: Add chapters to a video so that viewers can jump to the part they need in the player.',
    )
    .replace(/tags: \[[^\]]*\]/, 'tags: [captions, embed, players, security]')
    .replace(
      /\[WRITE[^\]]*\]\(\/WRITE-its-route\/\)/g,
      '[Using the caption editor](/managing-media/using-the-caption-editor/)',
    )
    .replace(/\*\*WRITE[^*]*\*\*/g, '**Chapters**')
    .replace(/WRITE[^.\n]*/g, 'the chapters of a video');
}

describe('npm run check:content', () => {
  test('finds the site’s pages, and none of them has a problem', async () => {
    const files = contentFiles();
    assert.ok(files.includes('docs/embedding-media/wordpress.mdx') && files.includes('api-docs/overview.mdx'));
    assert.ok(!files.some((file) => file.endsWith('.api.mdx')), 'generated API pages are not content');
    assert.deepEqual((await sourceProblems(files)).map(formatProblem), []);
  });

  test('prints one file:line: message line per mistake in a page', async () => {
    const file = 'docs/embedding-media/wordpress.mdx';
    const original = readFileSync(path.join(SITE_DIR, 'plugins/content-checks/fixtures/wordpress.mdx'), 'utf8');
    const lines = await check({
      [file]: original.replace('{ui.media.label}', '{ui.media.labell}').replace('tags: [embed,', 'tags: [embedd,'),
    });
    assert.deepEqual(lines, [
      `${file}:4: tag "embedd" is not in docs/tags.yml (did you mean embed?): use a declared key, or declare it there`,
      `${file}:22: unknown facts key ui.media.labell (did you mean ui.media.label?)`,
    ]);
  });

  test('a fact typed by hand is reported with the key to render instead', async () => {
    const file = 'docs/embedding-media/wordpress.mdx';
    const original = readFileSync(path.join(SITE_DIR, 'plugins/content-checks/fixtures/wordpress.mdx'), 'utf8');
    assert.deepEqual(await typedFactProblems([file], () => original), []);
    const typed = original.replace('**{ui.media.label}**', '**Media**');
    assert.deepEqual(await typedFactProblems([file], () => typed), [
      `${file}:22: [ui-label] "Media": render it from the facts sheet: ui.nav[1] or api.tags[1]`,
    ]);
  });

  test('an MDX syntax error is reported at its line', async () => {
    const file = 'docs/embedding-media/wordpress.mdx';
    const original = readFileSync(path.join(SITE_DIR, 'plugins/content-checks/fixtures/wordpress.mdx'), 'utf8');
    const [line] = await check({
      [file]: original.replace('<CheckedAgainst product="wordpress" />', '<CheckedAgainst product="wordpress">'),
    });
    assert.match(line!, /^docs\/embedding-media\/wordpress\.mdx:39: MDX syntax error: /);
  });
});

describe('npm run new', () => {
  for (const type of PAGE_TYPES) {
    test(`a ${type} page is refused while it holds WRITE markers and passes every check once written`, async () => {
      const target = {faq: 'frequently-asked-questions/adding-chapters-faq', 'release-note': 'release-notes/chapters'}[
        type as string
      ];
      const page = planPage(target ?? 'managing-media/adding-chapters-test', target ? undefined : type, '2026-12-05');
      assert.equal(page.type, type);
      const unwritten = await check({[page.file]: page.source});
      assert.ok(
        unwritten.some((line) => line.includes(': replace the WRITE marker')),
        unwritten.join('\n'),
      );
      assert.deepEqual(await check({[page.file]: written(page.source)}), []);
    });
  }

  test('refuses a slug that exists, a section that does not, and a slug that is not kebab-case', () => {
    assert.throws(() => planPage('embedding-media/wordpress'), {
      message:
        'docs/embedding-media/wordpress.mdx already has the route /embedding-media/wordpress: choose another slug',
    });
    assert.throws(() => planPage('release-notes/vidcove-8-2'), {
      message: 'blog/2024-01-17-vidcove-8-2.mdx already has the slug vidcove-8-2: choose another',
    });
    assert.throws(
      () => planPage('embeding-media/new-page'),
      /^Error: docs\/embeding-media is not a section: use one of building-a-site, /,
    );
    assert.throws(() => planPage('embedding-media/New Page'), /is not <section>\/<slug>/);
  });
});
