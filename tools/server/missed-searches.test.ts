/** POST /missed-searches: the feedback endpoint's limiter and file, with the missed searches' rules. */
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import http from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {
  MAX_MISSED_SEARCHES_BODY_BYTES,
  MAX_PAGE_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_SEARCHES_PER_POST,
} from '../../plugins/search/missed-searches-contract';
import type {FeedbackHandlerOptions} from './feedback';
import {DEFAULT_SEARCHES_RATE_LIMIT, MISSED_SEARCHES_PATH, createMissedSearchesHandler} from './missed-searches';
import {listenOnFreePort} from './static-server';

const search = {
  query: 'classic editor',
  page: '/embedding-media/wordpress',
  time: '2026-12-05T10:41:07.000Z',
  results: 0,
};

let dir: string;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'missed-searches-'));
});
after(async () => {
  await rm(dir, {recursive: true, force: true});
});

let servers = 0;
type Post = (body: unknown, headers?: Record<string, string>) => Promise<Response>;

/** The handler on a real HTTP server with a fresh file; closed after `run`. */
async function withEndpoint(
  options: Partial<FeedbackHandlerOptions>,
  run: (post: Post, file: string) => Promise<void>,
) {
  servers += 1;
  const file = path.join(dir, `searches-${servers}.jsonl`);
  const handler = createMissedSearchesHandler({...options, file});
  const server = http.createServer((req, res) => void handler(req, res));
  const port = await listenOnFreePort(server, '127.0.0.1');
  const post: Post = (body, headers = {'content-type': 'application/json'}) =>
    fetch(`http://127.0.0.1:${port}${MISSED_SEARCHES_PATH}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  try {
    await run(post, file);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const errorOf = async (response: Response) => ((await response.json()) as {error: string}).error;

describe('POST /missed-searches', () => {
  test('stores each search as one line, its time cut to the start of its hour', async () => {
    await withEndpoint({}, async (post, file) => {
      const other = {...search, query: 'zzqx', page: '/'};
      const response = await post({searches: [search, other]});
      assert.equal(response.status, 201);
      const lines = (await readFile(file, 'utf8'))
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown);
      assert.deepEqual(lines, [
        {query: 'classic editor', page: '/embedding-media/wordpress', time: '2026-12-05T10:00:00.000Z', results: 0},
        {query: 'zzqx', page: '/', time: '2026-12-05T10:00:00.000Z', results: 0},
      ]);
    });
  });

  test('bad input gets a 4xx that says what is wrong, and nothing is stored', async () => {
    await withEndpoint({}, async (post, file) => {
      const cases: [unknown, RegExp][] = [
        ['{"searches": [', /^The body is not valid JSON\.$/],
        [{searches: []}, /"searches" must be a list of 1 to 10 searches/],
        [{searches: [search], ip: '203.0.113.9'}, /^Unknown field: ip\.$/],
        [{searches: [{...search, email: 'a@example.com'}]}, /searches\[0\]: unknown field email/],
        [{searches: [{...search, query: '  padded '}]}, /searches\[0\]\.query must be 1 to 100 characters/],
        [{searches: [{...search, query: 'x'.repeat(MAX_QUERY_LENGTH + 1)}]}, /query must be 1 to 100/],
        [{searches: [{...search, page: 'https://help.example.com/a?q=1'}]}, /searches\[0\]\.page must be a path/],
        [{searches: [{...search, time: 'yesterday'}]}, /time must be an ISO 8601 date/],
        [{searches: [{...search, results: 3}]}, /results must be 0/],
      ];
      for (const [body, message] of cases) {
        const response = await post(body);
        assert.equal(response.status, 400, JSON.stringify(body));
        assert.match(await errorOf(response), message);
      }
      const form = await post('query=x', {'content-type': 'application/x-www-form-urlencoded'});
      assert.equal(form.status, 415);
      assert.match(await errorOf(form), /Content-Type: application\/json/);
      await assert.rejects(readFile(file, 'utf8'), {code: 'ENOENT'});
    });
  });

  test('a body over the limit gets 413; the largest batch a browser sends fits under it', async () => {
    await withEndpoint({}, async (post) => {
      const oversize = await post({searches: [{...search, query: 'x'.repeat(MAX_MISSED_SEARCHES_BODY_BYTES)}]});
      assert.equal(oversize.status, 413);
      assert.match(await errorOf(oversize), /larger than 8192 bytes/);
      // The longest queries in three-byte characters, on the longest paths.
      const longest = {...search, query: '€'.repeat(MAX_QUERY_LENGTH), page: `/${'p'.repeat(MAX_PAGE_LENGTH - 1)}`};
      const largest = {searches: Array.from({length: MAX_SEARCHES_PER_POST}, () => longest)};
      assert.equal((await post(largest)).status, 201);
    });
  });

  test('more posts than the limit from one client get 429 with Retry-After', async () => {
    await withEndpoint({rateLimit: {max: 2, windowMs: 60_000}}, async (post) => {
      assert.equal((await post({searches: [search]})).status, 201);
      assert.equal((await post({searches: [search]})).status, 201);
      const refused = await post({searches: [search]});
      assert.equal(refused.status, 429);
      assert.match(await errorOf(refused), /^Too many searches from this address; try again later\.$/);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
    });
    assert.ok(DEFAULT_SEARCHES_RATE_LIMIT.max > 0, 'limited by default');
  });
});
