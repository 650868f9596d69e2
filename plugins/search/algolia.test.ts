import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, it} from 'node:test';
import {algoliaRules, algoliaSettings, algoliaSynonyms} from './algolia';
import {applyAlgoliaConfiguration} from './algolia-cli';
import {ONE_WAY_SYNONYMS, SYNONYM_GROUPS} from './synonyms';

describe('the Algolia configuration', () => {
  const synonyms = algoliaSynonyms();

  it('exports every group and one-way entry of the synonym table, with unique stable ids', () => {
    assert.equal(new Set(synonyms.map((s) => s.objectID)).size, synonyms.length);
    for (const group of SYNONYM_GROUPS) {
      assert.ok(
        synonyms.some((s) => s.type === 'synonym' && s.synonyms.join() === group.join()),
        group.join(', '),
      );
    }
    for (const [input, words] of Object.entries(ONE_WAY_SYNONYMS)) {
      assert.ok(
        synonyms.some((s) => s.type === 'onewaysynonym' && s.input === input && s.synonyms.join() === words.join()),
      );
    }
    const subtitles = synonyms.find((s) => s.synonyms.includes('subtitles'))!;
    assert.ok(subtitles.synonyms.includes('captions'));
    assert.ok(
      synonyms.some((s) => s.synonyms.join() === 'customise,customize'),
      'British/American spellings',
    );
    assert.deepEqual(algoliaSynonyms(), synonyms, 'stable');
  });

  it('promotes samples when the query names code, and reports dropped words', () => {
    const javascript = algoliaRules().find((r) => r.conditions[0]!.pattern === 'javascript')!;
    assert.deepEqual(javascript.consequence.params.optionalFilters, [
      'page_type:sample<score=2>',
      'page_type:api<score=1>',
    ]);
    const settings = algoliaSettings();
    assert.equal(settings.removeWordsIfNoResults, 'lastWords');
    assert.ok((settings.attributesForFaceting as string[]).includes('filterOnly(page_type)'));
    assert.deepEqual(settings.customRanking, ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
  });

  it('applies settings, then synonyms and rules in place of the existing ones', async () => {
    const requests: {method: string; path: string; body: unknown}[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({method: request.method!, path: request.url!, body: body ? JSON.parse(body) : null});
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({taskID: 1, updatedAt: '2025-01-01T00:00:00Z'}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    try {
      const {port} = server.address() as AddressInfo;
      const applied = await applyAlgoliaConfiguration('TESTAPP', 'admin-key', 'help-vidcove', [
        {url: 'localhost', port, protocol: 'http', accept: 'readWrite'},
      ]);
      assert.deepEqual(applied, {synonyms: synonyms.length, rules: algoliaRules().length});
    } finally {
      server.close();
    }
    assert.deepEqual(
      requests.map((r) => `${r.method} ${r.path.split('?')[0]}`),
      [
        'PUT /1/indexes/help-vidcove/settings',
        'POST /1/indexes/help-vidcove/synonyms/batch',
        'POST /1/indexes/help-vidcove/rules/batch',
      ],
    );
    assert.deepEqual(requests[0]!.body, algoliaSettings());
    assert.match(requests[1]!.path, /replaceExistingSynonyms=true/);
    assert.deepEqual(requests[1]!.body, synonyms);
    assert.match(requests[2]!.path, /clearExistingRules=true/);
  });
});
