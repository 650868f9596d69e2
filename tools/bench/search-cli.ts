/**
 * `npm run bench:search`: the quality and cost of the local search, over a built site (`npm run build` first;
 * BUILD_DIR to point elsewhere). Prints, for the relevance set in plugins/search/relevance.json:
 * hit@1, hit@3 and MRR (over the first 20 hits, in the modal's order, with its contextual filters), per
 * class of query, the queries that miss; the index size; what a first search downloads; query latency
 * p50/p95 in Node.
 * The measurement is tools/bench/search-bench.ts, which `npm run bench` reports too.
 * It is a measurement, not a test: it exits 0 whatever the scores (1 only when there is no built index).
 *
 *   npm run bench:search -- --record-corpus   also records the built pages as the corpus the relevance
 *                                             unit test searches (plugins/search/relevance.test.ts)
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {RELEVANCE_CORPUS_FILE, SearchIndexError} from '../../plugins/search/relevance';
import {formatSearchBench, measureSearch, recordRelevanceCorpus} from './search-bench';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {'record-corpus': {type: 'boolean', default: false}}});
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  console.log(formatSearchBench(await measureSearch(root)));
  if (values['record-corpus']) {
    const pages = await recordRelevanceCorpus(root);
    console.log(`\nrecorded ${pages} pages in ${path.relative(process.cwd(), RELEVANCE_CORPUS_FILE)}`);
  }
}

main().catch((error: unknown) => {
  if (!(error instanceof SearchIndexError)) throw error;
  console.error(`bench:search: ${error.message}`);
  process.exit(1);
});
