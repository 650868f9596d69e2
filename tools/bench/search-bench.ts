/**
 * The local search's quality and cost over a built site, as data: shared by `npm run bench:search`
 * (tools/bench/search-cli.ts, which prints it) and `npm run bench` (which reports it).
 *
 * For the relevance set in plugins/search-index/relevance.json: hit@1, hit@3 and MRR over the first 20
 * hits, with the modal's contextual filters, and the queries that miss the top 3; the index size raw,
 * gzip and brotli, with the search engine's script; query latency p50/p95 in Node.
 */
import {readFileSync, readdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {createSearchEngine} from '../../plugins/search-index/engine';
import type {SearchIndexFile} from '../../plugins/search-index/records';
import type {SearchRuntimeConfig} from '../../plugins/search-index/runtime-config';
import {percentile} from './stats';
import {type CompressedSizes, compressedSizes} from '../../plugins/hosting/compression';

interface RelevanceQuery {
  query: string;
  expected: string[];
  kind: string;
}

/** Targets from the search issue. Sizes in bytes (1 KB = 1,000 bytes in `npm run bench`). */
export const SEARCH_TARGETS = {hit3: 0.9, firstSearchBrotli: 150_000, p95Ms: 5} as const;

/** Timed rounds over the whole relevance set; each query's latency is its median over the rounds. */
export const LATENCY_ROUNDS = 20;

export interface SearchMiss {
  query: string;
  expected: string[];
  /** 1-based rank of the first expected page, 0 when not in the first 20 hits. */
  rank: number;
  /** Whether any expected page is in this build (else it is not written yet). */
  built: boolean;
}

export interface SearchBench {
  root: string;
  indexUrl: string;
  pages: number;
  records: number;
  queries: number;
  expectedPages: number;
  expectedPagesBuilt: number;
  hit1: number;
  hit3: number;
  mrr: number;
  hit1Count: number;
  hit3Count: number;
  byKind: {kind: string; n: number; hit3: number}[];
  misses: SearchMiss[];
  index: CompressedSizes;
  /** The chunk holding MiniSearch; null when it could not be found among the built scripts. */
  engineChunk: {file: string; sizes: CompressedSizes} | null;
  latency: {
    rounds: number;
    /** Over each query's median of the rounds. */
    p50Ms: number;
    p95Ms: number;
    /** Over every single run. */
    allRuns: number;
    allP50Ms: number;
    allP95Ms: number;
    loadAverage: number;
    cores: number;
  };
  /** Building the engine from the index, once, on the first search. */
  engineBuildMs: number;
}

export class SearchBenchError extends Error {}

const normalise = (route: string) => route.replace(/\/$/, '') || '/';

export function measureSearch(root: string): SearchBench {
  let config: SearchRuntimeConfig;
  try {
    config = JSON.parse(readFileSync(path.join(root, 'search', 'config.json'), 'utf8')) as SearchRuntimeConfig;
  } catch {
    throw new SearchBenchError(`no ${path.join(root, 'search', 'config.json')}. Run "npm run build" first.`);
  }
  if (config.backend !== 'local') {
    throw new SearchBenchError(
      'this build searches Algolia (ALGOLIA_* were set); the benchmark measures the local index.',
    );
  }

  const indexBytes = readFileSync(path.join(root, config.indexUrl.replace(/^\//, '')));
  const index = JSON.parse(indexBytes.toString('utf8')) as SearchIndexFile;
  const relevance = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', 'plugins', 'search-index', 'relevance.json'), 'utf8'),
  ) as {queries: RelevanceQuery[]};

  // ---------------------------------------------------------------------------------------------- relevance
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
  const misses: SearchMiss[] = [];
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
      misses.push({query, expected, rank, built: expected.some((route) => indexedRoutes.has(normalise(route)))});
    }
  }
  const n = relevance.queries.length;
  const expectedRoutes = new Set(relevance.queries.flatMap((q) => q.expected.map(normalise)));

  // ---------------------------------------------------------------------------------------------- sizes
  const jsDir = path.join(root, 'assets', 'js');
  const engineChunk = readdirSync(jsDir).find((file) =>
    readFileSync(path.join(jsDir, file), 'utf8').includes('MiniSearch: duplicate ID'),
  );

  // ---------------------------------------------------------------------------------------------- latency
  const queries = relevance.queries.map((q) => q.query);
  for (const query of queries) engine.search('bench', request(query)); // warm-up
  const times: number[] = [];
  const perQuery: number[][] = queries.map(() => []);
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    queries.forEach((query, i) => {
      const started = performance.now();
      engine.search('bench', request(query));
      const elapsed = performance.now() - started;
      times.push(elapsed);
      perQuery[i]!.push(elapsed);
    });
  }
  // Each query's median over the rounds, so a pause of the machine (GC, other processes) does not count as
  // the query's cost; the figures over every run are kept too.
  const medians = perQuery.map((list) => percentile(list, 50));
  const buildStarted = performance.now();
  createSearchEngine(index);
  const engineBuildMs = performance.now() - buildStarted;

  return {
    root,
    indexUrl: config.indexUrl,
    pages: index.pages.length,
    records: index.pages.reduce((sum, p) => sum + p.h.length + p.c.length, 0),
    queries: n,
    expectedPages: expectedRoutes.size,
    expectedPagesBuilt: [...expectedRoutes].filter((r) => indexedRoutes.has(r)).length,
    hit1: hit1 / n,
    hit3: hit3 / n,
    mrr: reciprocal / n,
    hit1Count: hit1,
    hit3Count: hit3,
    byKind: [...byKind].map(([kind, stats]) => ({kind, ...stats})),
    misses,
    index: compressedSizes(indexBytes),
    engineChunk: engineChunk
      ? {file: engineChunk, sizes: compressedSizes(readFileSync(path.join(jsDir, engineChunk)))}
      : null,
    latency: {
      rounds: LATENCY_ROUNDS,
      p50Ms: percentile(medians, 50),
      p95Ms: percentile(medians, 95),
      allRuns: times.length,
      allP50Ms: percentile(times, 50),
      allP95Ms: percentile(times, 95),
      loadAverage: os.loadavg()[0]!,
      cores: os.cpus().length,
    },
    engineBuildMs,
  };
}

/** A miss as one line: `"query" → /route: rank 7`. */
export function describeMiss(miss: SearchMiss): string {
  return `"${miss.query}" → ${miss.expected.join(' or ')}: ${miss.rank ? `rank ${miss.rank}` : 'not in the first 20 hits'}${miss.built ? '' : ' (page not written yet)'}`;
}

/** The plain-text report `npm run bench:search` prints (sizes in KiB, as it always has). */
export function formatSearchBench(result: SearchBench): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const {index, engineChunk, latency} = result;
  const lines = [
    `Local search benchmark over ${result.root}`,
    `  index: ${result.pages} pages, ${result.records} records (${result.indexUrl})`,
    `  relevance set: ${result.queries} queries; ${result.expectedPagesBuilt} of ${result.expectedPages} expected pages are in this build`,
    '',
    `hit@1  ${result.hit1.toFixed(3)}   (${result.hit1Count}/${result.queries})`,
    `hit@3  ${result.hit3.toFixed(3)}   (${result.hit3Count}/${result.queries})   target ≥ ${SEARCH_TARGETS.hit3}`,
    `MRR    ${result.mrr.toFixed(3)}`,
    ...result.byKind.map((stats) => `  hit@3 ${stats.kind}: ${stats.hit3}/${stats.n}`),
    '',
    `index size   raw ${kb(index.raw)}   gzip ${kb(index.gzip)}   brotli ${kb(index.brotli)}`,
  ];
  if (engineChunk) {
    const engine = engineChunk.sizes;
    lines.push(
      `engine chunk raw ${kb(engine.raw)}   gzip ${kb(engine.gzip)}   brotli ${kb(engine.brotli)}   (${engineChunk.file})`,
      `first search, index + engine: ${kb(index.brotli + engine.brotli)} brotli   target ≤ 150 KB (the DocSearch modal's own code comes on top)`,
    );
  }
  lines.push(
    `latency      p50 ${latency.p50Ms.toFixed(2)} ms   p95 ${latency.p95Ms.toFixed(2)} ms   (median of ${latency.rounds} runs per query, Node)   target p95 ≤ ${SEARCH_TARGETS.p95Ms} ms`,
    `             every run: p50 ${latency.allP50Ms.toFixed(2)} ms   p95 ${latency.allP95Ms.toFixed(2)} ms   (${latency.allRuns} runs; load average ${latency.loadAverage.toFixed(1)} on ${latency.cores} cores)`,
    `engine build ${result.engineBuildMs.toFixed(0)} ms (once, on the first search)`,
  );
  if (result.misses.length > 0) {
    lines.push('', `Not in the top 3 (${result.misses.length}):`, ...result.misses.map((m) => `  ${describeMiss(m)}`));
  }
  return lines.join('\n');
}
