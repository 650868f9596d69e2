import assert from 'node:assert/strict';
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import zlib from 'node:zlib';
import {cacheControlFor, createStaticServer, negotiateEncoding, resolvePath} from './static-server';

describe('negotiateEncoding', () => {
  test('prefers brotli, then gzip', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br'), 'br');
    assert.equal(negotiateEncoding('gzip, deflate'), 'gzip');
    assert.equal(negotiateEncoding(undefined), 'identity');
  });
  test('honours q=0 and wildcards', () => {
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('*;q=0'), 'identity');
    assert.equal(negotiateEncoding('*'), 'br');
  });
});

describe('cacheControlFor', () => {
  test('hashed assets are immutable, the rest revalidates', () => {
    assert.match(cacheControlFor('/b/assets/js/main.3f2a91c0.js'), /immutable/);
    assert.match(cacheControlFor('/b/assets/css/styles.0a1b2c3d.css'), /max-age=31536000/);
    assert.match(cacheControlFor('/b/search/index.9f8e7d6c5b.json'), /immutable/);
    assert.match(cacheControlFor('/b/search/config.json'), /must-revalidate/);
    assert.match(cacheControlFor('/b/index.html'), /must-revalidate/);
    assert.match(cacheControlFor('/b/img/logo.svg'), /must-revalidate/);
  });
});

describe('the server', () => {
  let root: string;
  let base: string;
  let close: () => Promise<void>;
  let warmed = 0;
  const page = '<!doctype html><title>Doc</title>' + '<p>Searchable help text.</p>'.repeat(100);

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vc-serve-'));
    await mkdir(path.join(root, 'docs', 'intro'), {recursive: true});
    await mkdir(path.join(root, 'assets'), {recursive: true});
    await writeFile(path.join(root, 'index.html'), page);
    await writeFile(path.join(root, 'docs', 'intro', 'index.html'), page);
    await writeFile(path.join(root, '404.html'), '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>');
    await writeFile(path.join(root, 'assets', 'main.0123abcd.js'), 'console.log("x");'.repeat(100));
    await writeFile(path.join(root, 'clip.webm'), Buffer.alloc(1000, 7));
    await writeFile(path.join(root, 'secret.txt'), 'outside');
    const server = createStaticServer({root});
    warmed = await server.warm();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  after(async () => {
    await close();
    await rm(root, {recursive: true, force: true});
  });

  test('precompresses the text assets it will serve', () => {
    assert.equal(warmed, 1); // main.0123abcd.js; the HTML pages are not .js/.css/.json/.svg
  });

  test('serves /x and /x/ alike', async () => {
    for (const p of ['/docs/intro', '/docs/intro/']) {
      const res = await fetch(base + p);
      assert.equal(res.status, 200, p);
      assert.equal(await res.text(), page);
    }
  });

  test('redirects /x/index.html to /x/, keeping the query', async () => {
    const res = await fetch(`${base}/docs/intro/index.html?a=1`, {redirect: 'manual'});
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/docs/intro/?a=1');
  });

  test('answers unknown paths with the not-found page and status 404', async () => {
    const res = await fetch(`${base}/no/such/page`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /Page Not Found/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  test('never serves files outside the root', async () => {
    const resolution = await resolvePath(path.join(root, 'docs'), '/../secret.txt');
    assert.equal(resolution.kind, 'not-found');
    const res = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    assert.equal(res.status, 404);
    const bad = await fetch(`${base}/%E0%A4%A`);
    assert.equal(bad.status, 404);
  });

  test('compresses with brotli or gzip as the client asks', async () => {
    const raw = await import('node:http').then(
      (http) =>
        new Promise<{headers: Record<string, unknown>; body: Buffer}>((resolve, reject) => {
          http
            .get(`${base}/`, {headers: {'accept-encoding': 'br'}}, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({headers: res.headers, body: Buffer.concat(chunks)}));
            })
            .on('error', reject);
        }),
    );
    assert.equal(raw.headers['content-encoding'], 'br');
    assert.equal(raw.headers['vary'], 'Accept-Encoding');
    assert.equal(zlib.brotliDecompressSync(raw.body).toString(), page);
    assert.ok(raw.body.length < page.length / 5);
  });

  test('marks hashed assets immutable and supports ETag revalidation', async () => {
    const res = await fetch(`${base}/assets/main.0123abcd.js`);
    assert.match(res.headers.get('cache-control') ?? '', /immutable/);
    const etag = res.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${base}/assets/main.0123abcd.js`, {headers: {'if-none-match': etag}});
    assert.equal(again.status, 304);
  });

  test('serves byte ranges of media files', async () => {
    const res = await fetch(`${base}/clip.webm`, {headers: {range: 'bytes=100-199'}});
    assert.equal(res.status, 206);
    assert.equal(res.headers.get('content-range'), 'bytes 100-199/1000');
    assert.equal((await res.arrayBuffer()).byteLength, 100);
    const bad = await fetch(`${base}/clip.webm`, {headers: {range: 'bytes=2000-'}});
    assert.equal(bad.status, 416);
  });

  test('refuses methods other than GET and HEAD', async () => {
    const res = await fetch(`${base}/`, {method: 'POST'});
    assert.equal(res.status, 405);
  });
});
