/**
 * Search relevance on the built index, without a browser: the reader queries of
 * plugins/search/relevance.json, ranked as the DocSearch modal shows them, must find the page that
 * answers in the top 3 at least as often as the set's recorded figure (`floor.hit3`), and none may find
 * nothing. It needs the production build (the index is made from the rendered pages, as readers search
 * it), so it runs with the browser tests after `npm run build`. `npm run bench:search` gives the details.
 */
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {describeMiss, measureRelevance, readRelevanceSet} from '../plugins/search/relevance';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

test('the reader queries find their pages at least as well as recorded', async () => {
  const set = readRelevanceSet();
  expect(set.queries.length).toBeGreaterThanOrEqual(100);
  const result = await measureRelevance(buildDir, set);
  const misses = result.misses.map(describeMiss).join('\n');
  expect(result.noResults, 'queries that found nothing').toEqual([]);
  expect(
    result.hit3,
    `hit@3 ${result.hit3.toFixed(3)} (${result.hit3Count}/${result.queries}) is below the recorded ${set.floor.hit3}; not in the top 3:\n${misses}`,
  ).toBeGreaterThanOrEqual(set.floor.hit3);
});
