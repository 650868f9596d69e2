/**
 * The server under hostile input: the project's server and, where it is installed, nginx with the
 * generated configuration, on the same small built site (plugins/hosting/fixture.ts), answer each case
 * the same way. Cases one server alone can answer (q-values, the endpoint hook, the error log) follow.
 */
import assert from 'node:assert/strict';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {FIXTURE_OPTIONS, makeFixture, type Fixture} from '../../plugins/hosting/fixture';
import {validateHostingOptions} from '../../plugins/hosting/options';
import {precompress} from '../../plugins/hosting/precompress';
import {siteRules, type SiteRules} from '../../plugins/hosting/rules';
import {nginxConfigFile, renderHostingFiles} from '../../plugins/hosting/write';
import {FileCache} from './file-cache';
import {findNginx, startNginx, type RunningNginx} from './nginx';
import {decodePath, normalisePath, parseRequestTarget} from './paths';
import {request, requestBytes, sendRaw, type RawResponse} from './raw-http';
import {acceptedEncodings, createStaticServer, freePort, listenOnFreePort, type Endpoint} from './static-server';

const SECRET = 'outside the build';
const VIDEO = '/embed/media/clip.webm';

describe('reading a request path, as nginx does', () => {
  test('the request target: origin form, absolute form, nothing else', () => {
    assert.deepEqual(parseRequestTarget('/a/b?x=1'), {path: '/a/b', search: '?x=1'});
    assert.deepEqual(parseRequestTarget('http://host/a?b'), {path: '/a', search: '?b'});
    assert.equal(parseRequestTarget('*'), undefined);
    assert.equal(parseRequestTarget('evil.com/x'), undefined);
  });

  test('percent-decoding: malformed escapes and NUL are bad requests; bytes that are not UTF-8 name nothing', () => {
    assert.equal(decodePath('/a%20b/%C3%BC'), '/a b/ü');
    assert.equal(decodePath('/%E0%A4%A'), 'bad');
    assert.equal(decodePath('/%zz'), 'bad');
    assert.equal(decodePath('/a%00b'), 'bad');
    assert.equal(decodePath('/%FF'), 'unknown');
  });

  test('slashes merge and dot segments resolve; climbing above the root is refused', () => {
    assert.equal(normalisePath('//a///b/'), '/a/b/');
    assert.equal(normalisePath('/a/./b/../c'), '/a/c');
    assert.equal(normalisePath('/a/b/..'), '/a/');
    assert.equal(normalisePath('/'), '/');
    assert.equal(normalisePath('/../etc/passwd'), undefined);
    assert.equal(normalisePath('/a/../../etc'), undefined);
  });

  test('encodings by q-value, brotli first when equal', () => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('br;q=0.1, gzip;q=0.9'), ['gzip', 'br']);
    assert.deepEqual(acceptedEncodings('br;q=0, gzip'), ['gzip']);
    assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('*;q=0'), []);
    assert.deepEqual(acceptedEncodings(undefined), []);
  });
});

interface Target {
  readonly name: string;
  base: string;
  readonly nginx: boolean;
}

describe('hostile input, on both servers', () => {
  let fixture: Fixture;
  let rules: SiteRules;
  let closeNode: () => Promise<void>;
  let nginx: RunningNginx | undefined;
  const logged: string[] = [];
  const feedback: string[] = [];
  const targets: Target[] = [{name: 'project server', base: '', nginx: false}];
  if (findNginx()) targets.push({name: 'nginx', base: '', nginx: true});

  before(async () => {
    fixture = await makeFixture();
    await precompress(fixture.root);
    const options = validateHostingOptions(FIXTURE_OPTIONS);
    rules = await siteRules(fixture.root, options);
    const endpoint: Endpoint = {
      method: 'POST',
      path: '/api/feedback',
      handle: (req, res) => {
        feedback.push(req.url ?? '');
        res.writeHead(204).end();
      },
    };
    const server = createStaticServer({root: fixture.root, rules, endpoints: [endpoint], log: (l) => logged.push(l)});
    targets[0]!.base = `http://127.0.0.1:${await listenOnFreePort(server, '127.0.0.1')}`;
    closeNode = () => new Promise((resolve) => server.close(() => resolve()));
    if (targets[1]) {
      const {files} = await renderHostingFiles(fixture.root, options);
      await mkdir(path.dirname(nginxConfigFile(fixture.root)), {recursive: true});
      await writeFile(nginxConfigFile(fixture.root), files.nginx);
      nginx = await startNginx({buildDir: fixture.root, port: await freePort()});
      targets[1].base = nginx.url;
    }
  });
  after(async () => {
    await closeNode();
    await nginx?.stop();
    await rm(path.dirname(fixture.root), {recursive: true, force: true});
  });

  for (const target of targets) {
    describe(target.name, () => {
      const get = (requestPath: string, headers?: http.OutgoingHttpHeaders, method?: string): Promise<RawResponse> =>
        request(target.base, requestPath, headers, method);

      test('traversal never leaves the build', async () => {
        for (const attempt of [
          '/../secret.txt',
          '/%2e%2e/secret.txt',
          '/%2e%2e%2f%2e%2e%2fetc/passwd',
          '/docs/..%2f..%2f..%2fsecret.txt',
          '/docs/%2e%2e/%2e%2e/secret.txt',
          '/..\\secret.txt',
        ]) {
          const response = await get(attempt);
          assert.ok([400, 404].includes(response.status), `${attempt}: ${response.status}`);
          assert.ok(!response.body.toString().includes(SECRET), attempt);
        }
      });

      test('dotfiles, READMEs and source maps are not served, even where the files exist', async () => {
        for (const hidden of ['/.env', '/.git/config', '/docs/README.md', '/assets/js/main.0123abcd.js.map']) {
          const response = await get(hidden);
          assert.equal(response.status, 404, hidden);
          assert.ok(!/SECRET=|\[core\]|maintainers only|outside the build/.test(response.body.toString()), hidden);
        }
      });

      test('methods other than GET and HEAD get 405', async () => {
        assert.equal((await get('/docs/a/', {}, 'HEAD')).status, 200);
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
          assert.equal((await get('/docs/a/', {}, method)).status, 405, method);
        }
      });

      test('no redirect leaves the site', async () => {
        for (const attempt of [
          '/%2Fevil.com/index.html',
          '//evil.com/index.html',
          '/%5Cevil.com/index.html',
          '/%2F%2Fevil.com/index.html',
          '/%2F%5Cevil.com/index.html',
          '/%09/evil.com/index.html',
          '/%5C%5Cevil.com/index.html',
          '/\\evil.com/index.html',
          '/old/%2F%2Fevil.com',
        ]) {
          const response = await get(attempt);
          assert.ok(response.status < 500, `${attempt}: ${response.status}`);
          const location = response.headers.location;
          if (location !== undefined) assert.match(location, /^\/(?![/\\])[\x21-\x7e]*$/, attempt);
        }
      });

      test('odd paths get an answer, never a server error', async () => {
        assert.equal((await get('//')).status, 200);
        assert.equal((await get('//:99999/')).status, 404);
        assert.equal((await get('/%E0%A4%A')).status, 400);
        assert.equal((await get('/%00')).status, 400);
        assert.equal((await get('/%FF')).status, 404);
        assert.equal((await get('/%C3%BC/index.html')).status, 404);
        for (const bytes of ['/\u00fc/index.html', '/caf\u00e9/', '/\u4e2d/index.html?q=\u00fc']) {
          const {status, headers} = await requestBytes(target.base, Buffer.from(bytes, 'utf8'));
          assert.ok(status > 0 && status < 500, `${bytes}: ${status}`);
          const location = /^location: (.*)$/im.exec(headers)?.[1];
          if (location) assert.match(location, /^[\x21-\x7e]+$/, `${bytes}: Location is ASCII`);
        }
      });

      test('the not-found page answers 404, also at its own path', async () => {
        for (const missing of ['/nope', '/docs/nope', '/404.html', '/404', '/404/', '/docs/']) {
          const response = await get(missing);
          assert.equal(response.status, 404, missing);
          assert.match(response.body.toString(), /Page Not Found/, missing);
        }
      });

      test('ranges of a large file, and bad or unsatisfiable ranges', async () => {
        const size = 2_000_000;
        const part = await get(VIDEO, {range: 'bytes=0-99'});
        assert.equal(part.status, 206);
        assert.equal(part.headers['content-range'], `bytes 0-99/${size}`);
        assert.equal(part.body.length, 100);
        assert.equal(
          (await get(VIDEO, {range: 'bytes=-10'})).headers['content-range'],
          `bytes ${size - 10}-${size - 1}/${size}`,
        );
        assert.equal((await get(VIDEO, {range: `bytes=${size - 5}-`})).body.length, 5);
        const beyond = await get(VIDEO, {range: `bytes=${size * 2}-`});
        assert.equal(beyond.status, 416);
        assert.equal(beyond.headers['content-range'], `bytes */${size}`);
        assert.ok(
          [200, 416].includes((await get(VIDEO, {range: 'bytes=abc'})).status),
          'a malformed range: ignored or refused',
        );
        const small = await get('/embed/media/clip.mp4', {range: 'bytes=10-19'});
        assert.equal(small.status, 206);
        assert.equal(small.body.length, 10);
      });

      test('where servers could differ, RFC 9110 and nginx decide: future dates, odd ranges, two hosts', async () => {
        const future = await get('/docs/a/', {'if-modified-since': 'Tue, 01 Jan 2099 00:00:00 GMT'});
        assert.equal(future.status, 200, 'a date after now is no validator');
        assert.match(future.body.toString(), /Doc A/);
        const odd = await get(VIDEO, {range: 'bytes=1e3-'});
        assert.equal(odd.status, 416, 'not a range from byte 1');
        assert.equal(odd.headers['content-range'], 'bytes */2000000');
        assert.equal((await get(VIDEO, {range: 'items=0-5'})).status, 200, 'another unit is ignored');
        const twoHosts = await sendRaw(target.base, 'GET /docs/a/ HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n');
        assert.equal(twoHosts.status, 400);
        const noHost = await sendRaw(target.base, 'GET /docs/a/ HTTP/1.1\r\nConnection: close\r\n\r\n');
        assert.equal(noHost.status, 400);
      });

      test('requests the parser refuses get 400 or 431 with the security headers', async () => {
        const refused = {
          'a malformed request line': 'GET /docs/a/ HTTP/1.1 x\r\nHost: a\r\n\r\n',
          'headers too large': `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        };
        for (const [what, message] of Object.entries(refused)) {
          const {status, headers} = await sendRaw(target.base, message);
          assert.ok([400, 431].includes(status), `${what}: ${status}`);
          assert.match(headers, /^X-Content-Type-Options: nosniff$/im, what);
          assert.match(headers, /^X-Frame-Options: DENY$/im, what);
          assert.match(headers, /^Content-Security-Policy: .*frame-ancestors 'none'/im, what);
        }
      });

      test('validators: per-encoding ETags, Last-Modified, weak and list If-None-Match, Vary on 304', async () => {
        const identity = await get('/docs/a/');
        const gzip = await get('/docs/a/', {'accept-encoding': 'gzip'});
        assert.equal(gzip.headers['content-encoding'], 'gzip');
        assert.notEqual(gzip.headers.etag, identity.headers.etag);
        assert.ok(identity.headers['last-modified']);
        for (const header of [gzip.headers.etag!, `W/${gzip.headers.etag}`, `"a", ${gzip.headers.etag}, "b"`]) {
          const again = await get('/docs/a/', {'accept-encoding': 'gzip', 'if-none-match': header});
          assert.equal(again.status, 304, header);
          assert.equal(again.headers.vary, 'Accept-Encoding', header);
        }
        assert.equal((await get('/docs/a/', {'if-none-match': gzip.headers.etag!})).status, 200, 'another encoding');
        if (!target.nginx || nginx?.brotli) {
          const br = await get('/docs/a/', {'accept-encoding': 'br'});
          assert.equal(br.headers['content-encoding'], 'br');
          assert.ok(![identity.headers.etag, gzip.headers.etag].includes(br.headers.etag));
        }
        const since = await get('/docs/a/', {'if-modified-since': identity.headers['last-modified']!});
        assert.equal(since.status, 304);
      });

      test('the video has validators and honours If-Range', async () => {
        const head = await get(VIDEO, {}, 'HEAD');
        const etag = head.headers.etag!;
        assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/);
        assert.ok(head.headers['last-modified']);
        assert.equal((await get(VIDEO, {range: 'bytes=0-9', 'if-range': etag})).status, 206);
        const stale = await get(VIDEO, {range: 'bytes=0-9', 'if-range': '"1-1"'});
        assert.equal(stale.status, 200);
        assert.equal(stale.body.length, 2_000_000);
      });

      test('refusing brotli by q=0 gets gzip; refusing everything gets the file as it is', async () => {
        assert.equal((await get('/docs/a/', {'accept-encoding': 'br;q=0, gzip'})).headers['content-encoding'], 'gzip');
        assert.equal((await get('/docs/a/', {'accept-encoding': 'gzip;q=0'})).headers['content-encoding'], undefined);
      });

      test('content types, including Markdown, web manifests, captions and video', async () => {
        const expected: Record<string, string> = {
          '/notes.md': 'text/markdown; charset=utf-8',
          '/site.webmanifest': 'application/manifest+json; charset=utf-8',
          '/embed/media/clip.en.vtt': 'text/vtt; charset=utf-8',
          '/embed/media/clip.mp4': 'video/mp4',
          [VIDEO]: 'video/webm',
          '/robots.txt': 'text/plain; charset=utf-8',
          '/sitemap.xml': 'application/xml; charset=utf-8',
          '/search/config.json': 'application/json; charset=utf-8',
          '/assets/css/styles.89abcdef.css': 'text/css; charset=utf-8',
          '/assets/js/main.0123abcd.js': 'text/javascript; charset=utf-8',
        };
        for (const [file, type] of Object.entries(expected)) {
          const response = await get(file, {}, 'HEAD');
          assert.equal(response.status, 200, file);
          assert.equal(response.headers['content-type'], type, file);
        }
      });
    });
  }

  describe('project server only', () => {
    const base = () => targets[0]!.base;

    test('symbolic links are not followed, out of the build or not (for nginx, the build step removes them)', async () => {
      for (const link of ['/docs/link-out.txt', '/docs/folder-out/secret.txt']) {
        const response = await request(base(), link);
        assert.equal(response.status, 404, link);
        assert.ok(!response.body.toString().includes(SECRET), link);
      }
    });

    test('q-values decide between brotli and gzip', async () => {
      const response = await request(base(), '/docs/a/', {'accept-encoding': 'br;q=0.1, gzip;q=0.9'});
      assert.equal(response.headers['content-encoding'], 'gzip');
      const br = await request(base(), '/docs/a/', {'accept-encoding': 'gzip, br'});
      assert.equal(br.headers['content-encoding'], 'br');
    });

    test('a burst of first requests: one read shared, the build’s compressed bytes sent, no compression', async () => {
      const cache = new FileCache(fixture.root, Promise.resolve(fixture.root), () => true);
      const lookups = Array.from({length: 200}, () => cache.lookup('/docs/b'));
      assert.equal(new Set(lookups).size, 1, 'concurrent first lookups share one load');
      const responses = await Promise.all(
        Array.from({length: 200}, () => request(base(), '/release-notes-embed/', {'accept-encoding': 'br'})),
      );
      const copy = await readFile(path.join(fixture.root, 'release-notes-embed/index.html.br'));
      for (const response of responses) {
        assert.equal(response.status, 200);
        assert.ok(response.body.equals(copy), 'the copy written at build time, byte for byte');
      }
    });

    test('a changed file is never answered from memory once the check interval has passed', async () => {
      const cache = new FileCache(fixture.root, Promise.resolve(fixture.root), () => true, 0);
      const file = path.join(fixture.root, 'docs/b.html');
      const before = (await cache.lookup('/docs/b'))!.identity.body!.toString();
      await writeFile(file, `${before}<p>Updated.</p>`);
      try {
        assert.match((await cache.lookup('/docs/b'))!.identity.body!.toString(), /Updated\./, 'the first lookup after');
        await rm(file);
        assert.equal(await cache.lookup('/docs/b'), undefined, 'deleted: not found at once');
      } finally {
        await writeFile(file, before);
      }
    });

    test('a video deleted after it was looked up gives 404 to range requests, never a server error', async () => {
      const gone = path.join(fixture.root, 'embed/media/gone.webm');
      await writeFile(gone, Buffer.alloc(2_000_000, 3));
      assert.equal((await request(base(), '/embed/media/gone.webm', {range: 'bytes=0-9'})).status, 206);
      await rm(gone);
      for (let i = 0; i < 3; i += 1) {
        const response = await request(base(), '/embed/media/gone.webm', {range: 'bytes=0-9'});
        assert.equal(response.status, 404);
        assert.match(response.body.toString(), /Page Not Found/);
      }
    });

    test('the endpoint hook: POST reaches its handler; other methods are told what is allowed', async () => {
      assert.equal((await request(base(), '/api/feedback?page=/docs/a/', {}, 'POST')).status, 204);
      assert.deepEqual(feedback, ['/api/feedback?page=/docs/a/']);
      const put = await request(base(), '/api/feedback', {}, 'PUT');
      assert.equal(put.status, 405);
      assert.equal(put.headers.allow, 'GET, HEAD, POST');
      assert.equal((await request(base(), '/api/feedback')).status, 404);
    });

    test('hostile requests write nothing to the error log', () => {
      assert.deepEqual(logged, []);
    });
  });
});
