/**
 * `npm run bench:search`: the quality and cost of the local search, over a built site (`npm run build` first;
 * BUILD_DIR to point elsewhere). Prints, for the relevance set in plugins/search-index/relevance.json:
 * hit@1, hit@3 and MRR (over the first 20 hits, with the modal's contextual filters), the queries that miss;
 * the index size raw, gzip and brotli, with the search engine's script; and query latency p50/p95 in Node.
 * The measurement is tools/bench/search-bench.ts, which `npm run bench` reports too.
 * It is a measurement, not a test: it exits 0 whatever the scores (1 only when there is no built index).
 */
import path from 'node:path';
import {SearchBenchError, formatSearchBench, measureSearch} from './search-bench';

try {
  console.log(formatSearchBench(measureSearch(path.resolve(process.env.BUILD_DIR ?? 'build'))));
} catch (error) {
  if (!(error instanceof SearchBenchError)) throw error;
  console.error(`bench:search: ${error.message}`);
  process.exit(1);
}
