import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {loadLiveSummary} from './feed';

const summaryText = readFileSync(path.join(__dirname, 'data', 'summary.json'), 'utf8');
const URL = 'https://status.example.test/api/v2/summary.json';

const answer =
  (body: string, init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, {status: 200, headers: {'content-type': 'application/json'}, ...init});

describe('loading a live feed', () => {
  test('a valid feed is normalised', async () => {
    const result = await loadLiveSummary(URL, {fetchImpl: answer(summaryText)});
    assert.equal(result.kind, 'live');
    assert.equal(result.kind === 'live' && result.summary.components.length, 9);
  });

  test('asks without credentials or referrer, and with an abort signal', async () => {
    let seen: RequestInit | undefined;
    await loadLiveSummary(URL, {
      fetchImpl: async (_url, init) => {
        seen = init;
        return new Response(summaryText);
      },
    });
    assert.equal(seen?.credentials, 'omit');
    assert.equal(seen?.referrerPolicy, 'no-referrer');
    assert.ok(seen?.signal instanceof AbortSignal);
  });

  test('an HTTP error is a failure with its status', async () => {
    const result = await loadLiveSummary(URL, {fetchImpl: answer('Bad gateway', {status: 502})});
    assert.deepEqual(result, {kind: 'failed', reason: 'The status feed answered with HTTP 502.'});
  });

  test('malformed JSON is a failure that says so', async () => {
    const result = await loadLiveSummary(URL, {fetchImpl: answer('{"status": ')});
    assert.deepEqual(result, {kind: 'failed', reason: 'The feed is not valid JSON.'});
  });

  test('an oversized answer is refused', async () => {
    const result = await loadLiveSummary(URL, {fetchImpl: answer('x'.repeat(2000)), maxBytes: 1000});
    assert.deepEqual(result, {kind: 'failed', reason: 'The status feed is too large to be a status summary.'});
  });

  test('a network error is a failure', async () => {
    const result = await loadLiveSummary(URL, {
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    assert.deepEqual(result, {kind: 'failed', reason: 'The status feed could not be reached.'});
  });

  test('a feed that never answers times out and the request is aborted', async () => {
    let aborted = false;
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const result = await loadLiveSummary(URL, {fetchImpl: hanging, timeoutMs: 20});
    assert.deepEqual(result, {kind: 'failed', reason: 'The status feed did not answer within 0.02 seconds.'});
    assert.ok(aborted);
  });
});
