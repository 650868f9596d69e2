import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {mkdtemp, mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {committedSpecPath} from '../options';
import {failureMessage, inlineInfoText, operationIds, regenerateApiReference} from './generate';
import {ApiSpecError, loadApiSpec} from './spec';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const committed = readFileSync(path.join(siteDir, committedSpecPath), 'utf8');

/** Documents the local server answers with, by path. */
const routes: Record<string, {status: number; body: string; type?: string}> = {
  '/swagger/v3/swagger.yml': {status: 200, body: committed, type: 'application/yaml'},
  '/missing.yml': {status: 404, body: 'Not Found'},
  '/broken.yml': {status: 200, body: 'openapi: 3.0.3\ninfo:\n  title: Broken\n  version: "1"\npaths: {\n  /a: [\n'},
  '/not-openapi.yml': {status: 200, body: 'name: my-package\nversion: 1.0.0\n'},
  '/swagger2.yml': {status: 200, body: 'swagger: "2.0"\ninfo: {title: Old, version: "1"}\npaths: {}\n'},
  '/invalid-openapi.yml': {
    status: 200,
    body: [
      'openapi: 3.0.3',
      'info:',
      '  title: Incomplete',
      'paths:',
      '  /media/{mediaId}:',
      '    get:',
      '      responses:',
      "        '200':",
      '          description: A media item.',
      '          content:',
      '            application/json:',
      '              schema:',
      "                $ref: '#/components/schemas/Media'",
      '',
    ].join('\n'),
  },
  '/slow.yml': {status: 0, body: ''},
};

describe('loading the OpenAPI document', () => {
  let base: string;
  let unreachable: string;
  let server: http.Server;

  before(async () => {
    server = http.createServer((request, response) => {
      const route = routes[request.url ?? ''];
      if (!route) {
        response.writeHead(404).end();
        return;
      }
      // /slow.yml never answers: the fetch must give up by itself.
      if (route.status === 0) return;
      response.writeHead(route.status, {'content-type': route.type ?? 'text/plain'}).end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A port that was free a moment ago and has nothing listening on it now.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    unreachable = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/swagger.yml`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function failure(url: string, timeoutMs?: number): Promise<ApiSpecError> {
    const error = await loadApiSpec({url, committedPath: committedSpecPath, siteDir, timeoutMs}).then(
      () => assert.fail(`${url} was accepted`),
      (e: unknown) => e,
    );
    assert.ok(error instanceof ApiSpecError, `expected an ApiSpecError, got ${String(error)}`);
    assert.equal(error.source, url);
    assert.ok(error.message.startsWith(`Cannot use the OpenAPI document at ${url}: `), error.message);
    assert.doesNotMatch(error.message, /\n/, 'the message is one line');
    return error;
  }

  test('the committed document is valid and has every operation of the reference', async () => {
    const spec = await loadApiSpec({committedPath: committedSpecPath, siteDir});
    assert.deepEqual(operationIds(spec.document).sort(), [
      'account-info',
      'add-domains-to-whitelist',
      'add-media-to-whitelist',
      'channel-detail',
      'channel-list',
      'channel-list-by-ids',
      'create-whitelist',
      'get-whitelist-detail',
      'list-whitelists',
      'media-detail',
      'media-ingest-status',
      'media-list',
      'media-list-by-ids',
      'media-new',
      'remove-domains-from-whitelist',
      'remove-media-from-whitelist',
      'tag-list',
      'tag-list-usage',
    ]);
  });

  test('a valid document served at API_SPEC_URL is fetched', async () => {
    const url = `${base}/swagger/v3/swagger.yml`;
    const spec = await loadApiSpec({url, committedPath: committedSpecPath, siteDir});
    assert.equal(spec.source, url);
    assert.equal(spec.text, committed);
    assert.equal((spec.document.info as {title: string}).title, 'Vidcove API');
  });

  test('an unreachable URL is a network error', async () => {
    const error = await failure(unreachable);
    assert.match(error.reason, /^network error \(ECONNREFUSED\)$/);
  });

  test('a server that never answers is a network error after the timeout', async () => {
    const error = await failure(`${base}/slow.yml`, 200);
    assert.match(error.reason, /^network error: no answer within/);
  });

  test('a 404 names the HTTP status', async () => {
    const error = await failure(`${base}/missing.yml`);
    assert.equal(error.reason, 'HTTP 404 Not Found');
  });

  test('invalid YAML names the line and column', async () => {
    const error = await failure(`${base}/broken.yml`);
    assert.match(error.reason, /^invalid YAML at line \d+, column \d+: /);
  });

  test('YAML that is not an OpenAPI document is refused', async () => {
    const error = await failure(`${base}/not-openapi.yml`);
    assert.match(error.reason, /not an OpenAPI 3\.0 or 3\.1 document/);
  });

  test('a Swagger 2.0 document is refused by name', async () => {
    const error = await failure(`${base}/swagger2.yml`);
    assert.match(error.reason, /Swagger 2\.0 document; OpenAPI 3\.0 or 3\.1 is needed/);
  });

  test('an invalid OpenAPI document quotes its first validation errors with their location', async () => {
    const error = await failure(`${base}/invalid-openapi.yml`);
    // Four problems: no info.version, no operationId, an unresolvable $ref, an undeclared path parameter.
    assert.match(error.reason, /^invalid OpenAPI, 4 validation errors: /);
    assert.match(error.reason, /`version` must be present.*\(at #\/info\)/);
    assert.match(error.reason, /`operationId`/);
    assert.match(error.reason, /Can't resolve \$ref/);
    assert.match(error.reason, /; and 1 more$/);
  });

  test('only http and https URLs are accepted', async () => {
    const error = await failure('file:///etc/passwd');
    assert.match(error.reason, /http or https URL, not file:/);
  });
});

describe('regenerating the reference', () => {
  let site: string;
  let server: http.Server;
  let base: string;

  before(async () => {
    server = http.createServer((request, response) => {
      const route = routes[request.url ?? ''];
      response.writeHead(route?.status || 404).end(route?.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function makeSite(): Promise<string> {
    site = await mkdtemp(path.join(tmpdir(), 'vc-api-'));
    await mkdir(path.join(site, 'api-spec'));
    await writeFile(path.join(site, 'api-spec', 'vidcove.yaml'), committed);
    await mkdir(path.join(site, 'api-docs'));
    // Pages from an earlier run, and the hand-written overview.
    for (const name of ['old-operation.api.mdx', 'vidcove-api.info.mdx', 'sidebar.ts', 'overview.mdx']) {
      await writeFile(path.join(site, 'api-docs', name), 'earlier content');
    }
    return site;
  }

  const options = (specUrl: string | undefined, generate: () => void) => ({
    siteDir: site,
    outputDir: 'api-docs',
    committedSpecPath: 'api-spec/vidcove.yaml',
    fetchedSpecPath: '.api-spec/vidcove.yaml',
    specUrl,
    routeBasePath: 'api',
    generate,
  });

  test('a document that cannot be fetched stops it and leaves no stale pages', async () => {
    await makeSite();
    let generated = false;
    const error = await regenerateApiReference(options(`${base}/missing.yml`, () => (generated = true))).then(
      () => assert.fail('regeneration succeeded'),
      (e: unknown) => e,
    );
    assert.equal(generated, false);
    assert.equal(
      failureMessage(error),
      `API reference: Cannot use the OpenAPI document at ${base}/missing.yml: HTTP 404 Not Found`,
    );
    assert.deepEqual(await readdir(path.join(site, 'api-docs')), ['overview.mdx']);
    await rm(site, {recursive: true});
  });

  test('a fetched document is kept for the generator and the mock, and every operation needs a page', async () => {
    await makeSite();
    const error = await regenerateApiReference(
      options(`${base}/swagger/v3/swagger.yml`, () => {
        // A generator that wrote only one page.
        writeFileSync(path.join(site, 'api-docs', 'media-list.api.mdx'), '---\ninfo_path: api//vidcove-api\n---\n');
      }),
    ).then(
      () => assert.fail('regeneration succeeded'),
      (e: unknown) => e,
    );
    assert.match(failureMessage(error), /^API reference: no page was generated for account-info, /);
    assert.equal(readFileSync(path.join(site, '.api-spec', 'vidcove.yaml'), 'utf8'), committed);
    // The start page's path lost its empty segment.
    assert.match(
      readFileSync(path.join(site, 'api-docs', 'media-list.api.mdx'), 'utf8'),
      /^info_path: api\/vidcove-api$/m,
    );
    await rm(site, {recursive: true});
  });
});

describe('the start page markup', () => {
  const generated = [
    '<div\n  style={{"display":"flex"}}\n>',
    '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >\n    Contact\n  </h3><span>',
    '    Support: [support@example.com](mailto:support@example.com)\n  </span>',
    '</div><div\n  style={{"marginBottom":"1rem"}}\n>',
    '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >\n    License\n  </h3><a',
    '    href={"https://example.com/terms"}\n  >\n    Terms of Use\n  </a>',
    '</div>',
  ].join('\n');

  test('keeps the contact and licence text on its tag’s line, so MDX adds no <p> inside h3 or span', () => {
    assert.equal(
      inlineInfoText(generated),
      [
        '<div\n  style={{"display":"flex"}}\n>',
        '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >Contact</h3>',
        '<span>Support: [support@example.com](mailto:support@example.com)</span>',
        '</div><div\n  style={{"marginBottom":"1rem"}}\n>',
        '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >License</h3>',
        '<a\n    href={"https://example.com/terms"}\n  >Terms of Use</a>',
        '</div>',
      ].join('\n'),
    );
  });

  test('the result is MDX that compiles with no paragraph inside the heading or the span', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const jsx = String(await compile(inlineInfoText(generated), {jsx: true}));
    assert.match(jsx, /<h3[^>]*>\{"Contact"\}<\/h3><span>\{"Support: "\}<_components\.a/);
    assert.match(jsx, /<a href=\{"https:\/\/example\.com\/terms"\}>\{"Terms of Use"\}<\/a>/);
    assert.doesNotMatch(jsx, /_components\.p/);
  });

  test('leaves elements with no text, or with markup inside, as they are', () => {
    const empty = '<span\n  children={"Version: 1.0.0"}\n>\n</span>';
    const nested = '<span>\n  <strong>x</strong>\n</span>';
    assert.equal(inlineInfoText(empty), empty);
    assert.equal(inlineInfoText(nested), nested);
  });
});
