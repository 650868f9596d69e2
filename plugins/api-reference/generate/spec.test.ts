import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {aliasBomb} from './fixtures';
import {committedSpecPath} from '../options';
import yaml from 'js-yaml';
import {ApiSpecError, SPEC_LIMITS, checkExpansion, listOperations, loadApiSpec, type SpecLimits} from './spec';

const loadSync = (text: string) => yaml.load(text);

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
  '/alias-bomb.yml': {status: 200, body: aliasBomb(), type: 'application/yaml'},
  '/no-operations.yml': {
    status: 200,
    body: 'openapi: 3.0.3\ninfo:\n  title: Empty\n  version: "1"\npaths: {}\n',
    type: 'application/yaml',
  },
  '/huge.json': {status: 200, body: 'x'.repeat(2_000), type: 'application/json'},
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
    assert.deepEqual(
      listOperations(spec.document)
        .map((operation) => operation.operationId)
        .sort(),
      [
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
      ],
    );
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

  test('a YAML alias bomb is refused at once, before anything expands it', {timeout: 20_000}, async () => {
    assert.ok(aliasBomb().length < 800, `the bomb is ${aliasBomb().length} bytes`);
    const error = await failure(`${base}/alias-bomb.yml`);
    assert.match(error.reason, /^it expands to more than 2,000,000 values once its YAML aliases are resolved/);
  });

  test('a document with no operations is refused in one line', async () => {
    const error = await failure(`${base}/no-operations.yml`);
    assert.match(error.reason, /^it describes no operations \("paths" has no get, put, post/);
  });

  test('a document larger than the limit is refused while it downloads', async () => {
    const url = `${base}/huge.json`;
    const error = await loadApiSpec({
      url,
      committedPath: committedSpecPath,
      siteDir,
      limits: {...SPEC_LIMITS, bytes: 1_000},
    })
      .then(() => assert.fail('accepted'))
      .catch((e: unknown) => e as ApiSpecError);
    assert.match(error.reason, /^the document is larger than 0 MB \(2,000 bytes or more\)$/);
  });

  test('only http and https URLs are accepted', async () => {
    const error = await failure('file:///etc/passwd');
    assert.match(error.reason, /http or https URL, not file:/);
  });
});

describe('how much a document may expand', () => {
  const check =
    (document: unknown, limits: SpecLimits = SPEC_LIMITS) =>
    () =>
      checkExpansion(document, 'x.yaml', limits);

  test('shared nodes count once per reference, and the committed document is far within bounds', () => {
    const shared = {type: 'string'};
    assert.doesNotThrow(check({a: shared, b: shared, c: [shared, shared]}));
    assert.doesNotThrow(check(loadSync(committed)));
    assert.throws(check({a: shared, b: shared, c: shared}, {...SPEC_LIMITS, aliases: 1}), /more than 1 YAML aliases/);
  });

  test('an alias to a node that contains it is refused', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    assert.throws(check({paths: loop}), /refers to a node that contains it/);
  });

  test('nesting deeper than the limit is refused', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 20; i += 1) deep = [deep];
    assert.throws(check(deep, {...SPEC_LIMITS, depth: 10}), /more than 10 levels deep/);
  });
});
