import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdtemp, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import zlib from 'node:zlib';
import {FIXTURE_OPTIONS, THEME_SCRIPT, makeFixture} from './fixture';
import {validateHostingOptions} from './options';
import {CACHE_CONTROL, contentSecurityPolicy, contentTypeOf, isCompressible, isHidden} from './policy';
import {precompress, precompressCacheDir, warmCache} from './precompress';
import hostingPlugin from './index';
import {cacheControlFor, headersFor, indexRedirect, inlineScriptHashes, siteRules, tableRedirect} from './rules';
import {faviconIco, pruneHidden, robotsTxt} from './site-files';
import {feedbackNotice, renderHostingFiles} from './write';
import {withFeedbackService} from './nginx';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the policy', () => {
  test('the CSP allows scripts from the site and by hash only, and frames as asked', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ['sha256-a', 'sha256-b', 'sha256-a'],
      connectSources: ['https://api.example.com', 'http://localhost:4010'],
      frameAncestors: 'none',
    });
    assert.match(csp, /^default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; /);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    // Any https server (the request panel's "Your own server"), and plain-http origins only when listed.
    assert.match(csp, /connect-src 'self' https: http:\/\/localhost:4010;/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'$/);
    const framed = contentSecurityPolicy({scriptHashes: [], connectSources: [], frameAncestors: ['https://app.x']});
    assert.match(framed, /frame-ancestors https:\/\/app\.x$/);
    const anywhere = contentSecurityPolicy({scriptHashes: [], connectSources: [], frameAncestors: 'anywhere'});
    assert.doesNotMatch(anywhere, /frame-ancestors/);
  });

  test('hides dotfiles, READMEs, source maps and the rule files, but not /.well-known/', () => {
    for (const hidden of [
      '/.env',
      '/.git/config',
      '/a/.DS_Store',
      '/embed/README.md',
      '/README',
      '/x/readme.txt',
      '/a.js.map',
      '/_headers',
      '/_redirects',
    ]) {
      assert.ok(isHidden(hidden), hidden);
    }
    for (const shown of [
      '/',
      '/docs/a/',
      '/.well-known/security.txt',
      '/readme-first/',
      '/assets/x.js',
      '/a_headers',
    ]) {
      assert.ok(!isHidden(shown), shown);
    }
  });

  test('/x/index.html redirects to /x/ only for plain segments, so a target never leaves the site', () => {
    assert.equal(indexRedirect('/docs/a/index.html'), '/docs/a/');
    assert.equal(indexRedirect('/index.html'), '/');
    for (const hostile of [
      '//evil.com/index.html',
      '/\\evil.com/index.html',
      '/\t/evil.com/index.html',
      '/ü/index.html',
      '/a b/index.html',
    ]) {
      assert.equal(indexRedirect(hostile), undefined, JSON.stringify(hostile));
    }
  });

  test('content types and what compresses', () => {
    assert.equal(contentTypeOf('/a/index.html'), 'text/html; charset=utf-8');
    assert.equal(contentTypeOf('notes.md'), 'text/markdown; charset=utf-8');
    assert.equal(contentTypeOf('site.webmanifest'), 'application/manifest+json; charset=utf-8');
    assert.equal(contentTypeOf('captions.VTT'), 'text/vtt; charset=utf-8');
    assert.equal(contentTypeOf('clip.webm'), 'video/webm');
    assert.equal(contentTypeOf('clip.mp4'), 'video/mp4');
    assert.equal(contentTypeOf('_headers'), 'application/octet-stream');
    assert.ok(
      isCompressible('a.js') && isCompressible('a.svg') && !isCompressible('a.png') && !isCompressible('a.webm'),
    );
  });

  test('cache lifetimes: hashed files for a year, the not-found page never, the rest revalidated', () => {
    assert.equal(cacheControlFor('/assets/js/main.0123abcd.js'), CACHE_CONTROL.immutable);
    assert.equal(cacheControlFor('/search/index.0123456789.json'), CACHE_CONTROL.immutable);
    assert.equal(cacheControlFor('/search/config.json'), CACHE_CONTROL.revalidate);
    assert.equal(cacheControlFor('/docs/a/index.html'), CACHE_CONTROL.revalidate);
    assert.equal(cacheControlFor('/404.html'), CACHE_CONTROL.notFound);
  });

  test('options: bad redirects, framing prefixes and origins are refused with the setting named', () => {
    const bad = (change: object) => () => validateHostingOptions({...FIXTURE_OPTIONS, ...change});
    assert.throws(bad({redirects: [{from: ['/a/'], to: '/b'}]}), /redirect source “\/a\/”/);
    assert.throws(bad({redirects: [{from: ['/a'], to: 'https://evil.com/'}]}), /redirect target/);
    assert.throws(bad({framing: [{prefix: '/embed', ancestors: 'anywhere'}]}), /framing prefix/);
    assert.throws(bad({connectSources: ['not a url']}), /connect source/);
    assert.deepEqual(
      validateHostingOptions({...FIXTURE_OPTIONS, connectSources: ['https://a.com/x', 'https://a.com']}).connectSources,
      ['https://a.com'],
    );
  });
});

describe('rules read from a build', () => {
  let root: string;
  before(async () => {
    root = (await makeFixture()).root;
  });
  after(() => rm(path.dirname(root), {recursive: true, force: true}));

  test('inline scripts are hashed as browsers hash them; external and data scripts are not', () => {
    const html =
      `<script>${THEME_SCRIPT}</script><SCRIPT type="module">a()</SCRIPT><script src=x.js></script>` +
      `<script type=application/ld+json>{}</script><script type="text/javascript" async>b()</script>`;
    assert.deepEqual(inlineScriptHashes(html), [sha256(THEME_SCRIPT), sha256('a()'), sha256('b()')]);
  });

  test('every inline script of the build is in the CSP; areas, top-level entries and hashed files are found', async () => {
    const rules = await siteRules(root, validateHostingOptions(FIXTURE_OPTIONS));
    const csp = headersFor(rules, '/docs/a/index.html')['Content-Security-Policy']!;
    assert.ok(csp.includes(`'${sha256(THEME_SCRIPT)}'`));
    assert.ok(csp.includes(`'${sha256('window.location.replace("/docs/a/")')}'`));
    assert.deepEqual(rules.hashedFiles, ['/search/index.0123456789.json']);
    assert.deepEqual([...rules.redirectOnly].sort(), ['old/', 'older/']);
    assert.ok(rules.topLevel.includes('assets/') && rules.topLevel.includes('index.html'));
    assert.equal(tableRedirect(rules, '/older/page/'), '/docs/a/');
    assert.equal(tableRedirect(rules, '/docs/a/'), undefined);
  });

  test('headers by area: nobody frames a page, the app frames the release notes, anyone frames the player', async () => {
    const rules = await siteRules(root, validateHostingOptions(FIXTURE_OPTIONS));
    const page = headersFor(rules, '/docs/a/index.html');
    assert.match(page['Content-Security-Policy']!, /frame-ancestors 'none'/);
    assert.equal(page['X-Frame-Options'], 'DENY');
    const notes = headersFor(rules, '/release-notes-embed/index.html');
    assert.match(notes['Content-Security-Policy']!, /frame-ancestors https:\/\/app\.example\.com$/);
    assert.equal(notes['X-Frame-Options'], undefined);
    const player = headersFor(rules, '/embed/player/index.html');
    assert.doesNotMatch(player['Content-Security-Policy']!, /frame-ancestors/);
    assert.equal(player['X-Frame-Options'], undefined);
    for (const headers of [page, notes, player]) assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  });

  test('compressed copies do not change the rules', async () => {
    const before = await siteRules(root, validateHostingOptions(FIXTURE_OPTIONS));
    await precompress(root);
    assert.deepEqual(await siteRules(root, validateHostingOptions(FIXTURE_OPTIONS)), before);
  });
});

describe('precompress', () => {
  let root: string;
  let cache: string;
  before(async () => {
    root = (await makeFixture()).root;
    cache = await mkdtemp(path.join(tmpdir(), 'hosting-cache-'));
  });
  after(async () => {
    await rm(path.dirname(root), {recursive: true, force: true});
    await rm(cache, {recursive: true, force: true});
  });

  test('writes brotli and gzip copies of text files worth compressing, and nothing else', async () => {
    const first = await precompress(root, cache);
    const page = await readFile(path.join(root, 'docs/a/index.html'));
    assert.deepEqual(zlib.brotliDecompressSync(await readFile(path.join(root, 'docs/a/index.html.br'))), page);
    assert.deepEqual(zlib.gunzipSync(await readFile(path.join(root, 'docs/a/index.html.gz'))), page);
    assert.ok(!existsSync(path.join(root, 'search/config.json.br')), 'under 512 bytes: sent as it is');
    assert.ok(!existsSync(path.join(root, 'embed/media/clip.webm.gz')), 'media is not compressed');
    assert.ok(first.cached < first.files * 2, 'the first build compresses (identical files share copies)');
    const again = await precompress(root, cache);
    assert.equal(again.files, first.files);
    assert.equal(again.cached, first.files * 2, 'a rebuild takes every copy from the cache');
  });

  test('the scripts compressed during the build are taken from the cache by the hosting step', async () => {
    const fresh = (await makeFixture()).root;
    const warm = await mkdtemp(path.join(tmpdir(), 'hosting-warm-'));
    try {
      const scripts = (await readdir(path.join(fresh, 'assets/js'))).map((name) => path.join(fresh, 'assets/js', name));
      assert.ok(scripts.length > 0);
      const warmed = await warmCache(scripts, warm, 2);
      assert.ok(warmed > 0, 'the scripts worth compressing were compressed');
      assert.ok(!existsSync(`${scripts[0]}.br`), 'the build folder is left to the hosting step');
      // Only entries named by content hash: no temporary file is left behind.
      assert.deepEqual(
        (await readdir(warm)).filter((name) => !/^[0-9a-f]{64}\.(br|gz)$/.test(name)),
        [],
      );
      const result = await precompress(fresh, warm);
      // At least: identical files in the build may also share a copy, depending on which is compressed first.
      assert.ok(result.cached >= warmed * 2, 'both copies of each warmed script came from the cache');
      const script = scripts.find((file) => existsSync(`${file}.br`));
      assert.ok(script);
      assert.deepEqual(zlib.brotliDecompressSync(await readFile(`${script}.br`)), await readFile(script));
    } finally {
      await rm(path.dirname(fresh), {recursive: true, force: true});
      await rm(warm, {recursive: true, force: true});
    }
  });

  test('the build’s plugin compresses the built scripts into the site’s cache', async () => {
    const fresh = (await makeFixture()).root;
    const siteDir = await mkdtemp(path.join(tmpdir(), 'hosting-site-'));
    try {
      const plugin = hostingPlugin({siteDir} as Parameters<typeof hostingPlugin>[0]);
      await plugin.postBuild?.({outDir: fresh} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
      const entries = await readdir(precompressCacheDir(siteDir));
      assert.ok(entries.some((name) => name.endsWith('.br')));
      const {cached} = await precompress(fresh, precompressCacheDir(siteDir));
      assert.ok(cached >= entries.length, 'the hosting step used every copy the plugin made');
    } finally {
      await rm(path.dirname(fresh), {recursive: true, force: true});
      await rm(siteDir, {recursive: true, force: true});
    }
  });

  test('drops cache entries the latest build did not use', async () => {
    await writeFile(path.join(cache, 'stale.br'), 'x');
    await precompress(root, cache);
    assert.ok(!(await readdir(cache)).includes('stale.br'));
  });
});

describe('site files', () => {
  test('robots.txt allows everything and names the sitemap', () => {
    assert.equal(
      robotsTxt('https://help.example.com'),
      '# Every page may be crawled; the sitemap lists them.\nUser-agent: *\nAllow: /\n\nSitemap: https://help.example.com/sitemap.xml\n',
    );
  });

  test('favicon.ico is an icon file with PNG images at 16, 32 and 48 pixels', async () => {
    const svg = path.join(await mkdtemp(path.join(tmpdir(), 'hosting-icon-')), 'icon.svg');
    await writeFile(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0b5cad"/></svg>',
    );
    const ico = await faviconIco(svg);
    assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 3]);
    for (const [index, size] of [16, 32, 48].entries()) {
      const entry = 6 + 16 * index;
      assert.equal(ico.readUInt8(entry), size);
      const offset = ico.readUInt32LE(entry + 12);
      assert.deepEqual([...ico.subarray(offset, offset + 4)], [0x89, 0x50, 0x4e, 0x47], 'a PNG');
    }
    await rm(path.dirname(svg), {recursive: true, force: true});
  });

  test('what no host may serve is removed from the build, symbolic links included', async () => {
    const {root} = await makeFixture();
    const removed = await pruneHidden(root);
    assert.deepEqual(removed.sort(), [
      '/.env',
      '/.git/',
      '/assets/js/main.0123abcd.js.map',
      '/docs/README.md',
      '/docs/folder-out',
      '/docs/link-out.txt',
    ]);
    assert.ok((await stat(path.join(root, 'docs/a/index.html'))).isFile());
    await rm(path.dirname(root), {recursive: true, force: true});
  });
});

describe('feedback on each kind of host', () => {
  const render = async (feedbackEndpoint: string) => {
    const {root} = await makeFixture();
    try {
      const options = {...FIXTURE_OPTIONS, feedbackEndpoint};
      const {files, rules} = await renderHostingFiles(root, options);
      return {nginx: files.nginx, csp: rules.areas.at(-1)!.headers['Content-Security-Policy']!, options};
    } finally {
      await rm(path.dirname(root), {recursive: true, force: true});
    }
  };

  test('a path: nginx passes it to the feedback service, and the build says the static hosts need a setting', async () => {
    const {nginx, options} = await render('/feedback');
    assert.match(
      nginx,
      /location = \/feedback \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:3001; # hosting: feedback service\n/,
    );
    // Missed searches (the local search) go to the same service, uncached like the answers.
    assert.match(
      nginx,
      /location = \/missed-searches \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:3001; # hosting: feedback service, missed searches\n/,
    );
    assert.match(nginx, /^\s+\/missed-searches "no-store";$/m);
    assert.equal(
      withFeedbackService(nginx, 'http://127.0.0.1:4999').match(/proxy_pass http:\/\/127\.0\.0\.1:4999;/g)?.length,
      2,
    );
    assert.match(nginx, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    assert.match(feedbackNotice(options), /nginx passes to the feedback service at http:\/\/127\.0\.0\.1:3001/);
    assert.match(feedbackNotice(options), /Netlify, Cloudflare Pages and S3 have no such endpoint/);
  });

  test('a form service: the CSP lets pages post to it, and nginx passes nothing on', async () => {
    const {nginx, csp, options} = await render('https://forms.example.org/f/help-centre');
    // An https form service is allowed by connect-src's https: (a plain-http one would be listed).
    assert.match(csp, /connect-src 'self' https:[ ;]/);
    assert.doesNotMatch(nginx, /proxy_pass/);
    assert.match(feedbackNotice(options), /answers go to https:\/\/forms\.example\.org\/f\/help-centre on every host/);
  });

  test('empty: the build says feedback is off', async () => {
    const {nginx, options} = await render('');
    assert.doesNotMatch(nginx, /proxy_pass/);
    assert.equal(
      feedbackNotice(options),
      '[hosting] feedback: off (FEEDBACK_ENDPOINT is empty): the question is not shown.',
    );
  });
});

describe("the site's options (config/hosting.ts)", () => {
  test('pages may call the API servers of the document, Algolia, and the status feed when there is one', async () => {
    const {hostingOptions} = await import('../../config/hosting');
    const {committedSpecPath} = await import('../api-reference/options');
    const snapshotOnly = validateHostingOptions(hostingOptions(committedSpecPath, ''));
    assert.ok(snapshotOnly.connectSources.includes('https://api.vidcove.com'));
    assert.ok(snapshotOnly.connectSources.includes('http://localhost:4010'));
    assert.ok(snapshotOnly.connectSources.includes('https://*.algolia.net'));
    assert.ok(!snapshotOnly.connectSources.some((origin) => origin.includes('status')));
    const live = validateHostingOptions(
      hostingOptions(committedSpecPath, 'https://status.example.com/api/v2/summary.json'),
    );
    assert.ok(live.connectSources.includes('https://status.example.com'));
  });

  test("a build's pages may call the servers its published document lists, and no other API server", async () => {
    const {hostingForBuild} = await import('../../config/hosting');
    const fixture = await makeFixture();
    try {
      const production = validateHostingOptions(hostingForBuild(fixture.root)).connectSources;
      assert.ok(production.includes('https://api.example.com'));
      assert.ok(!production.some((origin) => origin.includes('localhost')), 'a production build never allows the mock');
      const servers = [{url: 'http://localhost:4010'}, {url: 'https://api.example.com/v1'}];
      await writeFile(path.join(fixture.root, 'api', 'openapi.json'), JSON.stringify({servers}));
      assert.ok(validateHostingOptions(hostingForBuild(fixture.root)).connectSources.includes('http://localhost:4010'));
    } finally {
      await rm(path.dirname(fixture.root), {recursive: true, force: true});
    }
  });

  test('the release notes embed is framed by the web app only, the player by anyone', async () => {
    const {hostingOptions} = await import('../../config/hosting');
    const {committedSpecPath} = await import('../api-reference/options');
    const {product} = await import('../../src/data/product');
    assert.deepEqual(validateHostingOptions(hostingOptions(committedSpecPath, '')).framing, [
      {prefix: '/release-notes-embed/', ancestors: [new URL(product.appUrl).origin]},
      {prefix: '/embed/', ancestors: 'anywhere'},
    ]);
  });
});
