/**
 * The engine's answers to a set of queries on the recorded corpus, pinned whole: which hits, in which order,
 * with which highlights and snippets, and what `queryAfterRemoval` and the facet counts say. Each query
 * takes a different path through the engine (a phrase synonym, a prefix being typed, typos, a partial
 * match, one letter, facet filters, a second page, query intents). A change that means to alter ranking
 * records the answers again: `ENGINE_ANSWERS=record node --import tsx --test plugins/search/engine.test.ts`.
 */
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Hit, SearchParams, SearchResponse} from './engine';
import {modalRequest, recordedCorpusIndex} from './relevance';

const ANSWERS_FILE = path.join(__dirname, 'fixtures', 'engine-answers.json');

const REQUESTS: Record<string, SearchParams> = {
  'a phrase of the synonym table': modalRequest('log in'),
  'every word in one section': modalRequest('restrict playback by country'),
  'a transposed letter': modalRequest('restirct playback by country'),
  'a word being typed': modalRequest('uplo'),
  'a word only its synonyms answer': modalRequest('geoblocking'),
  'a typo in the word as written': modalRequest('wordpres plugin'),
  'a code intent': modalRequest('javascript embed player'),
  'a release intent': modalRequest('what changed in 2025'),
  'a problem intent': modalRequest('video will not play'),
  'a very common word': modalRequest('video'),
  'a partial match': modalRequest('caption editor zzqxv'),
  'one letter': modalRequest('e'),
  'facets, a type filter and a second page': {
    query: 'upload captions',
    hitsPerPage: 3,
    page: 1,
    facets: ['type', 'hierarchy.lvl0'],
    facetFilters: ['type:-lvl1'],
    attributesToSnippet: ['content:6'],
    snippetEllipsisText: '...',
    getRankingInfo: true,
  },
};

/** What a reader of the modal or the search page sees of a response. */
function answer(response: SearchResponse, site: string) {
  const shown = (hit: Hit) => ({
    url: hit.url.slice(site.length),
    title: hit._highlightResult.hierarchy.lvl1?.value,
    heading: Object.values(hit._snippetResult.hierarchy).at(-1)?.value,
    content: hit._snippetResult.content?.value,
    ...(hit._rankingInfo ? {rankingInfo: hit._rankingInfo} : {}),
  });
  return {
    nbHits: response.nbHits,
    ...(response.queryAfterRemoval === undefined ? {} : {queryAfterRemoval: response.queryAfterRemoval}),
    ...(response.facets ? {facets: response.facets} : {}),
    hits: response.hits.slice(0, 5).map(shown),
  };
}

describe('the engine’s answers on the recorded corpus', () => {
  it('are the recorded hits, order, highlights, snippets, queryAfterRemoval and facet counts', async () => {
    const {corpus, engine} = recordedCorpusIndex();
    const answers: Record<string, unknown> = {};
    for (const [name, params] of Object.entries(REQUESTS)) {
      answers[name] = {params, ...answer(await engine.search('test', params), corpus.site)};
    }
    if (process.env.ENGINE_ANSWERS === 'record') writeFileSync(ANSWERS_FILE, `${JSON.stringify(answers, null, 2)}\n`);
    // Compared as stored: JSON has no undefined.
    assert.deepEqual(JSON.parse(JSON.stringify(answers)), JSON.parse(readFileSync(ANSWERS_FILE, 'utf8')));
  });
});
