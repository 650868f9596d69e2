import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {REDIRECT_SCRIPTS, redirectPage, redirectPages, relativeRoutesPaths} from './index';

const page = (to: string) =>
  redirectPage({to, siteUrl: 'https://help.example.com', siteTitle: 'Example Help', lang: 'en'});

describe('redirectPage', () => {
  test('is a complete document: lang, title, and its script inside the head', () => {
    const html = page('/library/upload');
    assert.match(html, /^<!DOCTYPE html>\n<html lang="en">/);
    assert.match(html, /<title>This page has moved \| Example Help<\/title>/);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    assert.match(head, /<meta http-equiv="refresh" content="0; url=\/library\/upload">\s*<link[^>]*>\s*<script>/);
    assert.match(html, /<\/head>\s*<body>\s*<p>This page has moved to <a href="\/library\/upload">/);
  });

  test('refreshes to the target and names its absolute canonical URL', () => {
    const html = page('/library/upload');
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/library\/upload">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/help\.example\.com\/library\/upload">/);
  });

  test('keeps the query and fragment only when the target has none of its own', () => {
    assert.match(page('/a'), /window\.location\.search\+window\.location\.hash/);
    assert.doesNotMatch(page('/a#section'), /window\.location\.search/);
  });

  test('has the same script whatever the target, so one CSP hash allows it', () => {
    assert.equal(page('/a').match(/<script>(.*)<\/script>/)?.[1], REDIRECT_SCRIPTS.keepQuery);
    assert.equal(page('/b/c/').match(/<script>(.*)<\/script>/)?.[1], REDIRECT_SCRIPTS.keepQuery);
    assert.equal(page('/a#section').match(/<script>(.*)<\/script>/)?.[1], REDIRECT_SCRIPTS.own);
  });

  test('escapes the target for the attribute and the script', () => {
    const html = page('/a"b</script>');
    assert.doesNotMatch(html, /a"b/);
    assert.equal(html.match(/<\/script>/g)?.length, 1);
  });
});

test('route paths are made relative to the base URL', () => {
  assert.deepEqual(relativeRoutesPaths(['/docs/', '/docs/a', '/docs'], '/docs/'), ['/', '/a', '/docs']);
  assert.deepEqual(relativeRoutesPaths(['/', '/a/b'], '/'), ['/', '/a/b']);
});

describe('postBuild', () => {
  let outDir: string;
  const siteConfig = {
    url: 'https://help.example.com',
    title: 'Example Help',
    trailingSlash: undefined,
    onDuplicateRoutes: 'warn',
    i18n: {defaultLocale: 'en', localeConfigs: {en: {htmlLang: 'en-GB'}}},
  };
  type PostBuildProps = Parameters<NonNullable<ReturnType<typeof redirectPages>['postBuild']>>[0];
  const build = async (redirects: {from: string[]; to: string}[]) => {
    const plugin = redirectPages({} as LoadContext, {id: 'default', fromExtensions: [], toExtensions: [], redirects});
    const props = {routesPaths: ['/', '/library/upload', '/404.html'], baseUrl: '/', outDir, siteConfig};
    await plugin.postBuild!(props as unknown as PostBuildProps);
  };

  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'vc-redirects-'));
  });
  after(() => rm(outDir, {recursive: true, force: true}));

  test('writes this plugin’s page at each old path', async () => {
    await build([{from: ['/uploading-media', '/media/upload'], to: '/library/upload'}]);
    for (const from of ['uploading-media', 'media/upload']) {
      const html = await readFile(path.join(outDir, from, 'index.html'), 'utf8');
      assert.equal(
        html,
        redirectPage({to: '/library/upload', siteUrl: siteConfig.url, siteTitle: 'Example Help', lang: 'en-GB'}),
      );
    }
  });

  test('keeps the upstream checks: a target must be a page', async () => {
    await assert.rejects(build([{from: ['/old'], to: '/nowhere'}]), /do not exist/);
  });
});
