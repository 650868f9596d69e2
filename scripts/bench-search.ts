/**
 * `npm run bench:search`: the quality and cost of the local search, over a built site (`npm run build` first;
 * BUILD_DIR to point elsewhere). Prints, for the relevance set in plugins/search-index/relevance.json:
 * hit@1, hit@3 and MRR (over the first 20 hits, with the modal's contextual filters), the queries that miss;
 * the index size raw, gzip and brotli, with the search engine's script; and query latency p50/p95 in Node.
 * It is a measurement, not a test: it exits 0 whatever the scores (1 only when there is no built index).
 */
import {readFileSync, readdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import zlib from 'node:zlib';
import {createSearchEngine} from '../plugins/search-index/engine';
import type {SearchIndexFile} from '../plugins/search-index/records';
import type {SearchRuntimeConfig} from '../plugins/search-index/runtime-config';

interface RelevanceQuery {
  query: string;
  expected: string[];
  kind: string;
}

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
let config: SearchRuntimeConfig;
try {
  config = JSON.parse(readFileSync(path.join(root, 'search', 'config.json'), 'utf8')) as SearchRuntimeConfig;
} catch {
  console.error(`bench:search: no ${path.join(root, 'search', 'config.json')}. Run "npm run build" first.`);
  process.exit(1);
}
if (config.backend !== 'local') {
  console.error(
    'bench:search: this build searches Algolia (ALGOLIA_* were set); the benchmark measures the local index.',
  );
  process.exit(1);
}

const indexBytes = readFileSync(path.join(root, config.indexUrl.replace(/^\//, '')));
const index = JSON.parse(indexBytes.toString('utf8')) as SearchIndexFile;
const relevance = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'plugins', 'search-index', 'relevance.json'), 'utf8'),
) as {queries: RelevanceQuery[]};

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sizes = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip: zlib.gzipSync(bytes, {level: 9}).length,
  brotli: zlib.brotliCompressSync(bytes, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length,
});
const normalise = (route: string) => route.replace(/\/$/, '') || '/';

// ------------------------------------------------------------------------------------------------ relevance
const engine = createSearchEngine(index);
const indexedRoutes = new Set(index.pages.map((p) => normalise(p.u)));
const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const request = (query: string) => ({
  query,
  hitsPerPage: 20,
  facetFilters,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
});

let hit1 = 0;
let hit3 = 0;
let reciprocal = 0;
const misses: string[] = [];
const byKind = new Map<string, {n: number; hit3: number}>();
for (const {query, expected, kind} of relevance.queries) {
  const wanted = new Set(expected.map(normalise));
  // Pages in order of their first hit (the modal groups hits by page).
  const pages: string[] = [];
  for (const hit of engine.search('bench', request(query)).hits) {
    const page = normalise(new URL(hit.url_without_anchor).pathname);
    if (!pages.includes(page)) pages.push(page);
  }
  const rank = pages.findIndex((p) => wanted.has(p)) + 1;
  if (rank === 1) hit1 += 1;
  if (rank >= 1 && rank <= 3) hit3 += 1;
  if (rank >= 1) reciprocal += 1 / rank;
  const stats = byKind.get(kind) ?? {n: 0, hit3: 0};
  stats.n += 1;
  if (rank >= 1 && rank <= 3) stats.hit3 += 1;
  byKind.set(kind, stats);
  if (rank === 0 || rank > 3) {
    const built = expected.some((route) => indexedRoutes.has(normalise(route)));
    misses.push(
      `  "${query}" → ${expected.join(' or ')}: ${rank ? `rank ${rank}` : 'not in the first 20 hits'}${built ? '' : ' (page not written yet)'}`,
    );
  }
}
const n = relevance.queries.length;
const expectedRoutes = new Set(relevance.queries.flatMap((q) => q.expected.map(normalise)));
const builtExpected = [...expectedRoutes].filter((r) => indexedRoutes.has(r)).length;

// ------------------------------------------------------------------------------------------------ sizes
const records = index.pages.reduce((sum, p) => sum + p.h.length + p.c.length, 0);
const indexSize = sizes(indexBytes);
const jsDir = path.join(root, 'assets', 'js');
const engineChunk = readdirSync(jsDir).find((file) =>
  readFileSync(path.join(jsDir, file), 'utf8').includes('MiniSearch: duplicate ID'),
);
const engineSize = engineChunk ? sizes(readFileSync(path.join(jsDir, engineChunk))) : null;

// ------------------------------------------------------------------------------------------------ latency
const queries = relevance.queries.map((q) => q.query);
for (const query of queries) engine.search('bench', request(query)); // warm-up
const ROUNDS = 20;
const times: number[] = [];
const perQuery: number[][] = queries.map(() => []);
for (let round = 0; round < ROUNDS; round += 1) {
  queries.forEach((query, i) => {
    const started = performance.now();
    engine.search('bench', request(query));
    const elapsed = performance.now() - started;
    times.push(elapsed);
    perQuery[i]!.push(elapsed);
  });
}
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
// Each query's median over the rounds, so a pause of the machine (GC, other processes) does not count as
// the query's cost; the raw figures over every run are printed too.
const medians = perQuery.map((list) => percentile(list, 50));
const buildStarted = performance.now();
createSearchEngine(index);
const buildMs = performance.now() - buildStarted;

// ------------------------------------------------------------------------------------------------ report
console.log(`Local search benchmark over ${root}`);
console.log(`  index: ${index.pages.length} pages, ${records} records (${config.indexUrl})`);
console.log(
  `  relevance set: ${n} queries; ${builtExpected} of ${expectedRoutes.size} expected pages are in this build`,
);
console.log('');
console.log(`hit@1  ${(hit1 / n).toFixed(3)}   (${hit1}/${n})`);
console.log(`hit@3  ${(hit3 / n).toFixed(3)}   (${hit3}/${n})   target ≥ 0.9`);
console.log(`MRR    ${(reciprocal / n).toFixed(3)}`);
for (const [kind, stats] of byKind) console.log(`  hit@3 ${kind}: ${stats.hit3}/${stats.n}`);
console.log('');
console.log(`index size   raw ${kb(indexSize.raw)}   gzip ${kb(indexSize.gzip)}   brotli ${kb(indexSize.brotli)}`);
if (engineSize) {
  console.log(
    `engine chunk raw ${kb(engineSize.raw)}   gzip ${kb(engineSize.gzip)}   brotli ${kb(engineSize.brotli)}   (${engineChunk})`,
  );
  console.log(
    `first search, index + engine: ${kb(indexSize.brotli + engineSize.brotli)} brotli   target ≤ 150 KB (the DocSearch modal's own code comes on top)`,
  );
}
console.log(
  `latency      p50 ${percentile(medians, 50).toFixed(2)} ms   p95 ${percentile(medians, 95).toFixed(2)} ms   (median of ${ROUNDS} runs per query, Node)   target p95 ≤ 5 ms`,
);
console.log(
  `             every run: p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   (${times.length} runs; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
);
console.log(`engine build ${buildMs.toFixed(0)} ms (once, on the first search)`);
if (misses.length > 0) {
  console.log('');
  console.log(`Not in the top 3 (${misses.length}):`);
  console.log(misses.join('\n'));
}
