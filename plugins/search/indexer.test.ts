import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {extractPage} from './extract-html';
import {extractMarkdown} from './extract-markdown';
import {indexBuiltSite} from './index';
import {expandIndex} from './records';
import {validateRuntimeConfig} from './runtime-config';

const SITE = path.join(__dirname, 'fixtures', 'site');
const read = (file: string) => readFileSync(path.join(SITE, file), 'utf8');
const ORIGIN = 'https://help.vidcove.com';

describe('extractPage (built HTML)', () => {
  const result = extractPage(read('getting-started/first-steps/index.html'), {
    path: '/getting-started/first-steps',
    defaultLvl0: 'Vidcove Help Centre',
  });
  assert.ok('page' in result);
  const page = result.page;

  it('reads the section, language, docs tag and version from the page', () => {
    assert.equal(page.u, '/getting-started/first-steps');
    assert.equal(page.l0, 'Getting started');
    assert.equal(page.lang, 'en');
    assert.equal(page.tag, 'docs-default-current');
    assert.equal(page.ver, 'current');
    assert.equal(page.r, 0);
    assert.equal(page.k, 'article');
  });

  it('takes the article headings with their anchors, without the hash link or its zero-width space', () => {
    assert.deepEqual(page.h, [
      [1, 'First steps', '', -1],
      [2, 'Sign in', 'sign-in', 0],
      [3, 'Reset your password', 'reset-your-password', 1],
      [2, 'Customize your colors', 'customize-your-colors', 0],
    ]);
  });

  it('takes paragraphs, list items (nested ones separately) and table rows, but not code, TOC or pagination', () => {
    assert.deepEqual(page.c, [
      [0, 'Welcome to Vidcove. This page shows the text <img src=x onerror=alert(1)> exactly as typed.'],
      [1, 'Go to the sign-in page.'],
      [1, 'Enter your password and select Sign in.'],
      [1, 'Passwords are at least 12 characters.'],
      [2, 'Select Forgot password? to get a reset link by e-mail.'],
      [3, 'Brand colour: The colour of buttons and links.'],
      [3, 'Logo: The image in the header.'],
    ]);
    const text = JSON.stringify(page);
    for (const absent of ['not-content', 'Next page', 'On this page', 'Copyright', 'What it changes']) {
      assert.ok(!text.includes(absent), `${absent} is not indexed`);
    }
  });

  it('leaves out noindex pages, redirect pages and listings contextual search never shows', () => {
    const options = {path: '/x', defaultLvl0: 'Vidcove Help Centre'};
    assert.deepEqual(extractPage(read('hidden/index.html'), options), {skipped: 'noindex'});
    assert.deepEqual(extractPage(read('old-path/index.html'), options), {skipped: 'redirect'});
    assert.deepEqual(extractPage(read('tags/sign-in/index.html'), options), {skipped: 'not-searchable'});
  });

  it('never uses a React useId value as an anchor: the hit links to the page instead', () => {
    const html = `<html lang="en"><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
      <body><main><article><h1>Responsive embeds</h1>
      <h2 id="fixed-size">Fixed size</h2><p>Width and height.</p>
      <h3 id="_R_mq7dalbah_-title">Embed code builder</h3><p>Fill in the fields.</p>
      <h3 id=":r1:">Old style</h3><p>Text.</p>
      <h3 id="embed-code-builder">Embed code builder</h3><p>Stable.</p></article></main></body></html>`;
    const result = extractPage(html, {path: '/embedding-media/responsive-embeds', defaultLvl0: 'Docs'});
    assert.ok('page' in result);
    assert.deepEqual(
      result.page.h.map(([, text, anchor]) => [text, anchor]),
      [
        ['Responsive embeds', ''],
        ['Fixed size', 'fixed-size'],
        ['Embed code builder', ''],
        ['Old style', ''],
        ['Embed code builder', 'embed-code-builder'],
      ],
    );
  });

  it('indexes a tab panel’s content, not the label shown to readers without script', () => {
    const html = `<html lang="en"><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
      <body><main><article><h1>REST API</h1><div role="tabpanel" hidden><p data-tab-panel-label hidden>Python</p>
      <p>Install requests first.</p></div></article></main></body></html>`;
    const result = extractPage(html, {path: '/technical-information/rest-api', defaultLvl0: 'Docs'});
    assert.ok('page' in result);
    assert.deepEqual(
      result.page.c.map(([, text]) => text),
      ['Install requests first.'],
    );
  });

  it('leaves out list items that only link to another page, and reads a release note’s date', () => {
    const html = (body: string, htmlClass = '') =>
      `<!doctype html><html lang=en class="${htmlClass}"><head><title>T | Vidcove</title>` +
      `<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><main><article>${body}</article></main></body></html>`;
    const result = extractPage(
      html(
        '<header><h1>Vidcove 11.4</h1><time datetime=2025-04-30>April 30, 2025</time></header>' +
          '<p>Captions improve.</p><h2 id=related-articles>Related articles</h2>' +
          '<ul><li><a href=/x>Using the caption editor</a></li><li>See <a href=/y>the FAQ</a> too.</li></ul>',
      ),
      {path: '/release-notes/2025/04/30/vidcove-11-4', defaultLvl0: 'Vidcove Help Centre'},
    );
    assert.ok('page' in result);
    assert.deepEqual(result.page.c, [
      [0, 'April 30, 2025'],
      [0, 'Captions improve.'],
      [1, 'See the FAQ too.'],
    ]);
    const index = extractPage(html('<div class=generatedIndexPage_vN6x><h1>Developer samples</h1></div>'), {
      path: '/samples/dev/',
      defaultLvl0: 'Vidcove Help Centre',
    });
    assert.ok('page' in index);
    assert.equal(index.page.r, -1, 'a generated index is a listing');
  });

  it('indexes each chapter of a video as a moment under its section; the text after the video stays the section’s', () => {
    const html = `<html lang="en"><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
      <body><main><article><h1>Uploading your media</h1>
      <h2 id="upload-files">Upload files</h2>
      <figure id="uploading-media"><figcaption>Watch: Upload your media</figcaption><details><summary>Transcript</summary><ol>
      <li id="uploading-media-step-1" data-search-moment="Video 0:00: Select Media &gt; Upload."><a href="/p">0:00</a> Select Media &gt; Upload.</li>
      <li id="uploading-media-step-2" data-search-moment="Video 0:06: Select Start upload."><a href="/p">0:06</a> Select Start upload.</li>
      </ol></details></figure>
      <ol><li>Select Media &gt; Upload.</li></ol>
      <h3 id="limits">Limits</h3><p>Large files.</p></article></main></body></html>`;
    const result = extractPage(html, {path: '/library/uploading-your-media/', defaultLvl0: 'Docs'});
    assert.ok('page' in result);
    assert.deepEqual(result.page.h, [
      [1, 'Uploading your media', '', -1],
      [2, 'Upload files', 'upload-files', 0],
      [3, 'Video 0:00: Select Media > Upload.', 'uploading-media-step-1', 1],
      [3, 'Video 0:06: Select Start upload.', 'uploading-media-step-2', 1],
      [3, 'Limits', 'limits', 1],
    ]);
    assert.deepEqual(result.page.c, [
      [1, 'Watch: Upload your media'],
      [1, 'Transcript'],
      [1, 'Select Media > Upload.'],
      [4, 'Large files.'],
    ]);
  });

  it('gives pages outside any section the default lvl0 and their <title> when the h1 is outside <main>', () => {
    const home = extractPage(read('index.html'), {path: '/', defaultLvl0: 'Vidcove Help Centre'});
    assert.ok('page' in home);
    assert.equal(home.page.l0, 'Vidcove Help Centre');
    assert.equal(home.page.tag, 'default');
    assert.deepEqual(home.page.h.slice(0, 2), [
      [1, 'Vidcove Help Centre', '', -1],
      [2, 'Browse by topic', 'browse', 0],
    ]);
  });
});

describe('indexBuiltSite and the DocSearch records', () => {
  const routes = ['/', '/404.html', '/getting-started/first-steps', '/hidden', '/old-path', '/tags/sign-in', '/gone'];

  it('indexes every routed page except not-found, noindex, redirects and missing files', async () => {
    const {index, skipped} = await indexBuiltSite(SITE, routes, `${ORIGIN}/`, 'Vidcove Help Centre');
    assert.equal(index.site, ORIGIN);
    assert.deepEqual(
      index.pages.map((p) => p.u),
      ['/', '/getting-started/first-steps'],
    );
    assert.deepEqual(skipped, {noindex: 1, redirect: 1, 'not-searchable': 1});
  });

  it('expands to DocSearch records: hierarchy lvl0–lvl6, content, anchors, absolute URLs, facets, weights', async () => {
    const {index} = await indexBuiltSite(SITE, routes, ORIGIN, 'Vidcove Help Centre');
    const records = expandIndex(index).filter((r) => r.url_without_anchor.endsWith('/first-steps'));
    assert.equal(records.length, 4 + 7);
    const reset = records.find((r) => r.type === 'lvl3')!;
    assert.deepEqual(reset, {
      objectID: reset.objectID,
      type: 'lvl3',
      hierarchy: {
        lvl0: 'Getting started',
        lvl1: 'First steps',
        lvl2: 'Sign in',
        lvl3: 'Reset your password',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      url: `${ORIGIN}/getting-started/first-steps#reset-your-password`,
      url_without_anchor: `${ORIGIN}/getting-started/first-steps`,
      anchor: 'reset-your-password',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      // pageRank orders page types as Algolia's custom ranking does (page-types.ts): a help article.
      weight: {pageRank: 100, level: 70, position: reset.weight.position},
    });
    const row = records.find((r) => r.content?.startsWith('Logo'))!;
    assert.equal(row.type, 'content');
    assert.equal(row.weight.level, 0);
    assert.equal(row.hierarchy.lvl2, 'Customize your colors');
    assert.equal(row.hierarchy.lvl3, null);
    assert.equal(row.url, `${ORIGIN}/getting-started/first-steps#customize-your-colors`);
    const intro = records.find((r) => r.content?.startsWith('Welcome'))!;
    assert.equal(intro.url, `${ORIGIN}/getting-started/first-steps`);
    assert.equal(intro.anchor, null);
    // Positions follow the page.
    assert.deepEqual(
      records.map((r) => r.weight.position),
      records.map((_, i) => i),
    );
    assert.equal(new Set(expandIndex(index).map((r) => r.objectID)).size, expandIndex(index).length);
  });
});

describe('extractMarkdown (development server)', () => {
  it('reads headings with Docusaurus anchors, paragraphs, list items and table rows from MDX', () => {
    const source = [
      '---',
      'title: Ignored here',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'Intro with a [link](/x) and **bold** text.',
      '',
      '<Ui>Autoplay</Ui> works only with <Ui>Muted</Ui> on.',
      '',
      '## Sign in to Vidcove',
      '',
      '1. Open the app.',
      '2. Select **Sign in**.',
      '',
      ':::tip',
      'Use a password manager.',
      ':::',
      '',
      '### Custom anchor {#my-anchor}',
      '',
      '```bash',
      'echo not content',
      '```',
      '',
      '| Item | Use |',
      '| --- | --- |',
      '| Media | Upload videos. |',
      '',
      '<Tabs>',
    ].join('\n');
    const page = extractMarkdown({
      permalink: '/a',
      title: 'Accessing Vidcove',
      section: 'Getting started',
      tag: 'docs-default-current',
      version: 'current',
      source,
    });
    assert.deepEqual(page.h, [
      [1, 'Accessing Vidcove', '', -1],
      [2, 'Sign in to Vidcove', 'sign-in-to-vidcove', 0],
      [3, 'Custom anchor', 'my-anchor', 1],
    ]);
    assert.deepEqual(page.c, [
      [0, 'Intro with a link and bold text.'],
      [0, 'Autoplay works only with Muted on.'],
      [1, 'Open the app.'],
      [1, 'Select Sign in.'],
      [1, 'Use a password manager.'],
      [2, 'Item: Use'],
      [2, 'Media: Upload videos.'],
    ]);
  });
});

describe('search/config.json', () => {
  it('accepts the two backends and explains what is wrong otherwise', () => {
    assert.equal(
      validateRuntimeConfig({
        backend: 'local',
        indexName: 'help-vidcove',
        indexUrl: '/search/i.json',
        reportUrl: 'mailto:a@b',
      }),
      null,
    );
    assert.equal(
      validateRuntimeConfig({backend: 'algolia', appId: 'A', apiKey: 'k', indexName: 'help-vidcove', reportUrl: '/r'}),
      null,
    );
    assert.match(
      String(validateRuntimeConfig({backend: 'algolia', indexName: 'x', reportUrl: '/r'})),
      /appId and apiKey/,
    );
    assert.match(
      String(validateRuntimeConfig({backend: 'elastic', indexName: 'x', reportUrl: '/r'})),
      /backend must be/,
    );
    assert.match(String(validateRuntimeConfig(null)), /not an object/);
  });
});
