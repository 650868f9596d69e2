/**
 * One set of HTTP assertions, run against the project's server and against Debian's nginx with the
 * configuration the build generated (deploy/nginx.conf), both serving the same build: redirects, the
 * not-found page, index.html normalisation, headers by route, compression, ranges and content types.
 * Requests are raw (node:http): paths go as written, nothing is decompressed or followed.
 */
import {existsSync, readdirSync} from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {hostingForBuild} from '../config/hosting';
import {CACHE_CONTROL, COMMON_HEADERS, contentTypeOf} from '../plugins/hosting/policy';
import {BROTLI_STATIC_MODULE} from '../tools/server/nginx';
import {request as raw, type RawResponse as Raw} from '../tools/server/raw-http';
import {baseURL, nginxURL, withNginx} from '../playwright.config';

const BUILD = path.resolve('build');
const hosting = hostingForBuild(BUILD);
const PAGE = '/getting-started/accessing-vidcove';
/** The test video in both formats the player offers. */
const VIDEOS = ['/embed/media/test-pattern.mp4', '/embed/media/test-pattern.webm'];
const NOT_FOUND_TEXT = 'Page Not Found';
const frameAncestors = (csp: string | string[] | undefined) => /frame-ancestors ([^;]*)/.exec(String(csp ?? ''))?.[1];
const location = (response: Raw) => response.headers.location;

const servers = [
  {name: 'the project server', base: baseURL, brotli: true},
  ...(withNginx ? [{name: 'nginx', base: nginxURL, brotli: existsSync(BROTLI_STATIC_MODULE)}] : []),
];

for (const server of servers) {
  test.describe(`served by ${server.name}`, () => {
    const get = (requestPath: string, headers?: http.OutgoingHttpHeaders, method?: string) =>
      raw(server.base, requestPath, headers, method);

    test('every old path is a 301 to its target, with and without the trailing slash', async () => {
      for (const {from, to} of hosting.redirects) {
        for (const source of from.flatMap((p) => [p, `${p}/`])) {
          const response = await get(`${source}?ref=old`);
          expect.soft(response.status, source).toBe(301);
          expect.soft(location(response), source).toBe(`${to}?ref=old`);
        }
      }
    });

    test('unknown paths, /404.html and /404 answer 404 with the not-found page', async () => {
      for (const requestPath of ['/no/such/page', '/nope', '/404.html', '/404', '/assets/']) {
        const response = await get(requestPath);
        expect(response.status, requestPath).toBe(404);
        expect(response.headers['content-type'], requestPath).toBe('text/html; charset=utf-8');
        expect(response.body.toString(), requestPath).toContain(NOT_FOUND_TEXT);
        expect(response.headers['cache-control'], requestPath).toBe(CACHE_CONTROL.notFound);
        expect(frameAncestors(response.headers['content-security-policy']), requestPath).toBe("'none'");
      }
    });

    test('/x/index.html moves to /x/, and /x and /x/ both serve the page', async () => {
      const moved = await get(`${PAGE}/index.html?a=1`);
      expect(moved.status).toBe(301);
      expect(location(moved)).toBe(`${PAGE}/?a=1`);
      expect(location(await get('/index.html'))).toBe('/');
      const [bare, slash] = await Promise.all([get(PAGE), get(`${PAGE}/`)]);
      expect([bare.status, slash.status]).toEqual([200, 200]);
      expect(bare.body.equals(slash.body)).toBe(true);
      expect(bare.body.toString()).toContain('<h1');
    });

    test('a page carries every security header, may not be framed, and is revalidated', async () => {
      const {status, headers} = await get(PAGE);
      expect(status).toBe(200);
      for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(frameAncestors(csp)).toBe("'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
      expect(headers['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(headers['last-modified']).toBeTruthy();
      expect(headers['strict-transport-security'], 'HSTS is for HTTPS deployments only').toBeUndefined();
    });

    test('content-hashed files are immutable: scripts, styles and the search index', async () => {
      const assets = readdirSync(path.join(BUILD, 'assets', 'js')).filter((f) => f.endsWith('.js'));
      const index = readdirSync(path.join(BUILD, 'search')).find((f) => /^index\.[0-9a-f]+\.json$/.test(f));
      for (const requestPath of [`/assets/js/${assets[0]}`, `/search/${index}`]) {
        const response = await get(requestPath);
        expect(response.status, requestPath).toBe(200);
        expect(response.headers['cache-control'], requestPath).toBe(CACHE_CONTROL.immutable);
        expect(response.headers['x-content-type-options'], requestPath).toBe('nosniff');
      }
      expect((await get('/search/config.json')).headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    });

    test('the embeddable release notes may be framed by the web app only, the reference player anywhere', async () => {
      const [notes, player] = await Promise.all([get('/release-notes-embed/'), get('/embed/player/')]);
      const appOrigin = new URL(hosting.framing.find((rule) => rule.prefix === '/release-notes-embed/')!.ancestors[0]!)
        .origin;
      expect(notes.status).toBe(200);
      expect(frameAncestors(notes.headers['content-security-policy'])).toBe(appOrigin);
      expect(notes.headers['x-frame-options']).toBeUndefined();
      expect(player.status).toBe(200);
      expect(player.headers['content-security-policy']).toContain("default-src 'self'");
      expect(frameAncestors(player.headers['content-security-policy'])).toBeUndefined();
      expect(player.headers['x-frame-options']).toBeUndefined();
    });

    test('compression: the copy the client accepts, one ETag per encoding, 304 with Vary', async () => {
      const identity = await get(PAGE);
      const gzip = await get(PAGE, {'accept-encoding': 'gzip'});
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.length).toBeLessThan(identity.body.length / 3);
      const encodings = [identity, gzip];
      if (server.brotli) {
        const br = await get(PAGE, {'accept-encoding': 'gzip, deflate, br'});
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.body.length).toBeLessThan(gzip.body.length);
        encodings.push(br);
      }
      expect(identity.headers['content-encoding']).toBeUndefined();
      for (const response of encodings) expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(new Set(encodings.map((r) => r.headers['etag'])).size).toBe(encodings.length);

      const etag = gzip.headers['etag']!;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await get(PAGE, {'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch});
        expect(again.status, ifNoneMatch).toBe(304);
        expect(again.headers['vary'], ifNoneMatch).toBe('Accept-Encoding');
        expect(again.headers['etag'], ifNoneMatch).toBe(etag);
        expect(again.body.length).toBe(0);
      }
      const changed = await get(PAGE, {'accept-encoding': 'gzip', 'if-none-match': '"something-else"'});
      expect(changed.status).toBe(200);
      const since = await get(PAGE, {'accept-encoding': 'gzip', 'if-modified-since': gzip.headers['last-modified']!});
      expect(since.status).toBe(304);
    });

    for (const video of VIDEOS) {
      test(`the test video (${path.extname(video)}): byte ranges, validators and If-Range`, async () => {
        const whole = await get(video);
        expect(whole.status).toBe(200);
        expect(whole.headers['accept-ranges']).toBe('bytes');
        expect(whole.headers['content-encoding']).toBeUndefined();
        const size = whole.body.length;
        const etag = whole.headers['etag']!;
        expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

        const part = await get(video, {range: 'bytes=100-199', 'accept-encoding': 'gzip, br'});
        expect(part.status).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
        expect(part.body.equals(whole.body.subarray(100, 200))).toBe(true);
        const tail = await get(video, {range: 'bytes=-100'});
        expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
        const beyond = await get(video, {range: `bytes=${size + 10}-`});
        expect(beyond.status).toBe(416);
        expect(beyond.headers['content-range']).toBe(`bytes */${size}`);

        const current = await get(video, {range: 'bytes=0-9', 'if-range': etag});
        expect(current.status).toBe(206);
        const stale = await get(video, {range: 'bytes=0-9', 'if-range': '"0-0"'});
        expect(stale.status).toBe(200);
        expect(stale.body.length).toBe(size);
        const byDate = await get(video, {range: 'bytes=0-9', 'if-range': whole.headers['last-modified']!});
        expect(byDate.status).toBe(206);
      });
    }

    test('every kind of file in the build gets its content type', async () => {
      // Pages are asked for by their route; one file of every other kind, as found in the build.
      const samples = new Map<string, string>([['.html', PAGE]]);
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir, {withFileTypes: true})) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(full);
          else if (!/\.(br|gz)$/.test(entry.name) && !entry.name.startsWith('_')) {
            const extension = path.extname(entry.name);
            if (extension && !samples.has(extension)) samples.set(extension, `/${path.relative(BUILD, full)}`);
          }
        }
      };
      visit(BUILD);
      expect([...samples.keys()]).toEqual(
        expect.arrayContaining([
          '.html',
          '.js',
          '.css',
          '.json',
          '.xml',
          '.txt',
          '.vtt',
          '.mp4',
          '.webm',
          '.svg',
          '.png',
          '.ico',
        ]),
      );
      for (const [extension, requestPath] of samples) {
        const response = await get(requestPath, {'accept-encoding': 'gzip'});
        expect.soft(response.status, requestPath).toBe(200);
        expect.soft(response.headers['content-type'], requestPath).toBe(contentTypeOf(`file${extension}`));
      }
    });

    test('robots.txt and favicon.ico are there; the rule files and hidden paths are not', async () => {
      const robots = await get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.body.toString()).toContain(`Sitemap: ${hosting.siteUrl}/sitemap.xml`);
      const icon = await get('/favicon.ico');
      expect(icon.status).toBe(200);
      expect(icon.body.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))).toBe(true);
      for (const hidden of ['/_headers', '/_redirects', '/embed/README.md', '/.git/config', '/x.js.map']) {
        expect.soft((await get(hidden)).status, hidden).toBe(404);
      }
    });

    test('no redirect leaves the site, however the path is encoded', async () => {
      for (const requestPath of [
        '/%2Fevil.example/index.html',
        '//evil.example/index.html',
        '/%5Cevil.example/index.html',
        '/%2F%2Fevil.example/index.html',
        '/%2F%5Cevil.example/index.html',
        '/%09/evil.example/index.html',
        '/%5C%5Cevil.example/index.html',
        '/glossary/%2F..%2F..%2Fevil.example',
      ]) {
        const response = await get(requestPath);
        expect.soft([301, 400, 404], requestPath).toContain(response.status);
        const target = location(response);
        if (target !== undefined) {
          expect.soft(target, requestPath).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
          expect.soft(new URL(target, server.base).origin, requestPath).toBe(new URL(server.base).origin);
        }
      }
    });

    test('only GET and HEAD are answered', async () => {
      expect((await get(PAGE, {}, 'HEAD')).status).toBe(200);
      for (const method of ['POST', 'PUT', 'DELETE']) expect((await get(PAGE, {}, method)).status, method).toBe(405);
    });
  });
}
