import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import {fallbackReportUrl, loadSearchBackend} from './runtime';

const realFetch = globalThis.fetch;
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

// The configuration is memoised once it loads (a failed load is forgotten), so the failure case runs first.
describe('loadSearchBackend: the one place the backend is chosen', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('without a configuration, the local client answers (and fails its searches), with the support report link', async () => {
    globalThis.fetch = answer(404, {});
    const backend = await loadSearchBackend('/');
    assert.equal(backend.kind, 'local');
    assert.equal(backend.reportUrl, fallbackReportUrl);
    assert.ok(backend.kind === 'local' && backend.indexName === 'local');
    await assert.rejects(
      backend.kind === 'local' ? backend.client.search({requests: [{indexName: 'local', query: 'upload'}]}) : null!,
      /search index could not be loaded/,
    );
  });

  it('Algolia when search/config.json names it, with its settings and report link', async () => {
    const config = {backend: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'help', reportUrl: '/report'};
    globalThis.fetch = answer(200, config);
    const backend = await loadSearchBackend('/');
    assert.deepEqual(backend, {kind: 'algolia', config, reportUrl: '/report'});
  });
});
