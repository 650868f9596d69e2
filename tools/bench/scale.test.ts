import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {TextModel, headingId, newTitle, proseOf, random, splitMarkup, variantOf} from './scale-content';
import {helpArticles} from './scale';

const SOURCE = [
  '---',
  'title: Choosing a thumbnail',
  'description: Pick a frame or upload an image.',
  'tags: [thumbnails, upload]',
  'sidebar_position: 3',
  '---',
  '',
  "import {limits, ui} from '@site/src/data/facts';",
  '',
  'export const list = (items) =>',
  "  items.join(', ');",
  '',
  'This article helps you choose the thumbnail of a media item that viewers see before they press play.',
  '',
  '## Image requirements {#requirements}',
  '',
  '| Requirement | Value |',
  '| --- | --- |',
  "| Formats | {limits.thumbnail.formats.join(', ')} |",
  '',
  '1. In **Media**, select the title of the media, then **{ui.media.detailTabs.thumbnails}**.',
  '2. See <a href={`mailto:${ui.email}`}>support</a> or [the FAQ](/faq#x) for `code {x}` help.',
  '',
  '<Image',
  '  img={picture}',
  '  alt="A thumbnail"',
  '/>',
  '',
  '```js',
  'const notProse = true;',
  '```',
].join('\n');

/** Models trained as bench:scale trains them: on every help article of the docs. */
function models(): {prose: TextModel; headings: TextModel} {
  const prose = new TextModel();
  const headings = new TextModel();
  for (const file of [...helpArticles(path.join(__dirname, '..', '..', 'docs')), SOURCE]) {
    const learned = proseOf(file === SOURCE ? SOURCE : readFileSync(file, 'utf8'));
    learned.prose.forEach((t) => prose.learn(t));
    learned.headings.forEach((t) => headings.learn(t));
  }
  return {prose, headings};
}

describe('bench:scale: article variants', () => {
  test('keep the structure, markup and facts, and rewrite the prose', () => {
    const {prose, headings} = models();
    const variant = variantOf(SOURCE, 'Framing the poster image', prose, headings, 7);
    const lines = variant.split('\n');
    assert.match(
      variant,
      /^---\ntitle: "Framing the poster image"\ndescription: "[^"]+"\ntags: \[thumbnails, upload\]\nsidebar_position: 3\n---\n/,
    );
    for (const kept of [
      "import {limits, ui} from '@site/src/data/facts';",
      'export const list = (items) =>',
      "  items.join(', ');",
      "| Formats | {limits.thumbnail.formats.join(', ')} |",
      '<Image',
      '  img={picture}',
      'const notProse = true;',
    ]) {
      assert.ok(lines.includes(kept), kept);
    }
    const step1 = lines.find((l) => l.startsWith('1. '))!;
    assert.match(step1, /\*\*Media\*\*.*\*\*\{ui\.media\.detailTabs\.thumbnails\}\*\*/);
    const step2 = lines.find((l) => l.startsWith('2. '))!;
    assert.ok(
      step2.includes('<a href={`mailto:${ui.email}`}>') &&
        step2.includes('[the FAQ](/faq#x)') &&
        step2.includes('`code {x}`'),
    );
    assert.ok(lines.some((l) => /^## .+ \{#requirements\}$/.test(l)));
    assert.ok(!variant.includes('This article helps you choose the thumbnail'), 'prose is new');
    assert.equal(lines.length, SOURCE.split('\n').length - 1 + 1, 'same length, one description line swapped in');
  });

  test('keep the ids of rewritten headings, so links within the article still land', () => {
    const {prose, headings} = models();
    const source = `${SOURCE}\n\n## Test with a preview\n\nSee [the preview](#test-with-a-preview).\n\n## Test with a preview\n`;
    const lines = variantOf(source, 'Framing the poster image', prose, headings, 7).split('\n');
    const ids = lines.filter((l) => l.startsWith('## ')).map((l) => /\{(?:\/\* )?#([\w-]+)(?: \*\/)?\}$/.exec(l)?.[1]);
    assert.deepEqual(ids, ['requirements', 'test-with-a-preview', 'test-with-a-preview-1']);
    assert.ok(!lines.includes('## Test with a preview {/* #test-with-a-preview */}'), 'the heading text is new');
    assert.ok(
      lines.some((l) => l.includes('](#test-with-a-preview)')),
      'the link is kept',
    );
  });

  test('give headings the ids Docusaurus gives them', () => {
    const seen = new Map<string, number>();
    assert.equal(
      headingId("Can't sign in? Check your SSO & MFA settings", seen),
      'cant-sign-in-check-your-sso--mfa-settings',
    );
    assert.equal(headingId('Café 4K (beta)', seen), 'café-4k-beta');
    assert.equal(headingId('Troubleshooting', seen), 'troubleshooting');
    assert.equal(headingId('Troubleshooting', seen), 'troubleshooting-1');
    assert.equal(headingId('Troubleshooting', seen), 'troubleshooting-2');
  });

  test('are deterministic, and titles never repeat', () => {
    const {prose, headings} = models();
    assert.equal(variantOf(SOURCE, 'T', prose, headings, 3), variantOf(SOURCE, 'T', prose, headings, 3));
    const taken = new Set(['choosing a thumbnail']);
    const rand = random(1);
    const titles = Array.from({length: 20}, () => newTitle(headings, taken, rand));
    assert.equal(new Set(titles.map((t) => t.toLowerCase())).size, 20);
    assert.ok(!titles.some((t) => t.toLowerCase() === 'choosing a thumbnail'));
  });

  test('split a line into text and markup, braces nested', () => {
    assert.deepEqual(splitMarkup('See {a({b: 1})} and **{ui.x}** in `c`.'), [
      'See ',
      '{a({b: 1})}',
      ' and ',
      '**{ui.x}**',
      ' in ',
      '`c`',
      '.',
    ]);
  });

  test('multiply the help articles and FAQs of the docs, not samples, drafts or unlisted pages', () => {
    const docs = path.join(__dirname, '..', '..', 'docs');
    const articles = helpArticles(docs).map((f) => path.relative(docs, f));
    assert.ok(articles.length > 50);
    assert.ok(articles.every((f) => !f.startsWith('samples/')));
    assert.ok(!articles.includes('frequently-asked-questions/renaming-audio-tracks.mdx'), 'unlisted');
    for (const file of articles) assert.doesNotMatch(readFileSync(path.join(docs, file), 'utf8'), /^draft: true/m);
  });
});
