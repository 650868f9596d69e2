import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {
  AXE_SAMPLE_EVERY,
  axeSample,
  builtPages,
  gatePlan,
  pageType,
  TAG_SAMPLE_EVERY,
  urlPath,
} from '../e2e/built-pages';

// A small build: listed and unlisted pages, a redirect page, the not-found page and 20 docs tag pages.
const dir = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
after(() => rmSync(dir, {recursive: true, force: true}));
function page(file: string, html = '<!doctype html><title>x</title>'): void {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), html);
}
page('index.html');
page('404.html');
page('getting-started/accessing-vidcove/index.html');
page('release-notes-embed/2025/11/12/vidcove-11-42/index.html');
page('embed/player/index.html');
page('old-path/index.html', '<meta http-equiv="refresh" content="0; url=/getting-started/accessing-vidcove">');
page('tags/index.html');
const tags = Array.from({length: 20}, (_, i) => `/tags/t${String(i).padStart(2, '0')}/`);
for (const tag of tags) page(`${tag.slice(1)}index.html`);
writeFileSync(
  path.join(dir, 'sitemap.xml'),
  '<urlset><url><loc>https://help.vidcove.com/</loc></url>' +
    '<url><loc>https://help.vidcove.com/getting-started/accessing-vidcove</loc></url></urlset>',
);

test('a file maps to the path the server answers for it', () => {
  assert.equal(urlPath('index.html'), '/');
  assert.equal(urlPath('a/b/index.html'), '/a/b/');
  assert.equal(urlPath('404.html'), '/404');
});

test('every HTML file is found, and a redirect page is recognised by its meta refresh', () => {
  const pages = builtPages(dir);
  assert.equal(pages.length, 27);
  assert.deepEqual(
    pages.filter((p) => p.redirectTo),
    [{path: '/old-path/', file: 'old-path/index.html', redirectTo: '/getting-started/accessing-vidcove'}],
  );
});

test('the gate loads every page but redirects and the not-found page, and a fixed sample of tag pages', () => {
  const plan = gatePlan(dir);
  assert.equal(plan.files, 27);
  assert.deepEqual(
    plan.redirects.map((p) => p.path),
    ['/old-path/'],
  );
  // First, last and every TAG_SAMPLE_EVERY-th by path.
  const sampled = tags.filter((_, i) => i % TAG_SAMPLE_EVERY === 0 || i === tags.length - 1);
  assert.deepEqual(sampled, ['/tags/t00/', '/tags/t08/', '/tags/t16/', '/tags/t19/']);
  assert.equal(plan.tagPages, 20);
  assert.equal(plan.tagPagesSampled, 4);
  assert.deepEqual(
    [...plan.pages].sort(),
    [
      '/',
      // Listed in the sitemap without the trailing slash: the reader's address.
      '/getting-started/accessing-vidcove',
      // Unlisted: the file's address.
      '/release-notes-embed/2025/11/12/vidcove-11-42/',
      '/embed/player/',
      '/tags/',
      ...sampled,
    ].sort(),
  );
});

test('a page type is its template: a docs section, the API, and each kind of release-notes page', () => {
  const types: [string, string][] = [
    ['/', '/'],
    ['/status/', '/status'],
    ['/api', '/api'],
    ['/api/media-list', 'api/*'],
    ['/getting-started/accessing-vidcove', 'getting-started/*'],
    ['/library/importing-from-other-systems/zoom', 'library/*'],
    ['/tags/', '/tags'],
    ['/tags/access/', 'tags/*'],
    ['/release-notes', 'release-notes'],
    ['/release-notes/page/2', 'release-notes'],
    ['/release-notes/2025/04/30/vidcove-11-4', 'release-notes/post'],
    ['/release-notes/tags/', 'release-notes/tags'],
    ['/release-notes/tags/embed/page/2/', 'release-notes/tags/tag'],
    ['/release-notes-embed/archive/', 'release-notes-embed/archive'],
    ['/release-notes-embed/2025/11/12/vidcove-11-42/', 'release-notes-embed/post'],
  ];
  assert.deepEqual(
    types.map(([route]) => [route, pageType(route)]),
    types,
  );
});

test('axe checks the first page of each type and every AXE_SAMPLE_EVERY-th page', () => {
  const routes = ['/', '/api/a', '/api/b', '/api/c', '/api/d', '/api/e', '/api/f', '/tags/a/', '/tags/b/'];
  assert.equal(AXE_SAMPLE_EVERY, 3);
  // '/', '/api/a' and '/tags/a/' are firsts; indexes 0, 3 and 6 are the sample.
  assert.deepEqual(axeSample(routes), ['/', '/api/a', '/api/c', '/api/f', '/tags/a/']);
});
