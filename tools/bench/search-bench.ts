/**
 * The local search's quality and cost over a built site, as data: shared by `npm run bench:search`
 * (tools/bench/search-cli.ts, which prints it), `npm run bench` (which reports it), `npm run bench:scale`
 * and the relevance test after the build (e2e/search-relevance.spec.ts).
 *
 * - Relevance, for the set in plugins/search/relevance.json: hit@1, hit@3 and MRR over the pages of
 *   the first 20 hits in the order the DocSearch modal shows them (grouped by section, at most 5 a group,
 *   with the modal's contextual filters), overall and per class of query; the misses; the queries with no
 *   result at all, and those answered with a partial match (`queryAfterRemoval`).
 * - Size: every index file raw, gzip and brotli; what a first search downloads (search/config.json, the
 *   manifest, the engine's script and the shards and fragments that search loads), per query of the set.
 * - Latency in Node, on an engine that has loaded what the set needs: each query's median of 20 runs,
 *   then p50/p95 over the queries.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {searchIndex} from '../../config/search';
import {indexBuiltSite} from '../../plugins/search';
import {type Hit, type SearchEngine, createSearchEngine} from '../../plugins/search/engine';
import type {Manifest} from '../../plugins/search/index-format';
import type {SearchRuntimeConfig} from '../../plugins/search/runtime-config';
import {median, percentile} from './stats';
import {type CompressedSizes, compressedSizes} from '../../plugins/hosting/compression';

export interface RelevanceQuery {
  query: string;
  expected: string[];
  kind: string;
}

export interface RelevanceSet {
  description: string;
  /** The figures the test after the build holds the engine to (the set's current figures). */
  floor: {hit3: number};
  queries: RelevanceQuery[];
}

export const RELEVANCE_FILE = path.join(__dirname, '..', '..', 'plugins', 'search', 'relevance.json');

/** Targets from the search issues. Sizes in bytes (1 KB = 1,000 bytes in `npm run bench`). */
export const SEARCH_TARGETS = {hit1: 0.9, hit3: 0.95, firstSearchBrotli: 150_000, p95Ms: 5} as const;

/** Timed rounds over the whole relevance set; each query's latency is its median over the rounds. */
export const LATENCY_ROUNDS = 20;
/** The modal shows at most this many hits of one section (DocSearch's maxResultsPerGroup). */
const MODAL_GROUP_LIMIT = 5;

export interface SearchMiss {
  query: string;
  kind: string;
  expected: string[];
  /** 1-based rank of the first expected page, 0 when not in the first 20 hits. */
  rank: number;
  /** Whether any expected page is in this build (else it is not written yet). */
  built: boolean;
}

export interface KindFigures {
  kind: string;
  n: number;
  hit1: number;
  hit3: number;
  mrr: number;
}

export interface Relevance {
  queries: number;
  hit1: number;
  hit3: number;
  mrr: number;
  hit1Count: number;
  hit3Count: number;
  byKind: KindFigures[];
  misses: SearchMiss[];
  /** Queries that found nothing at all. */
  noResults: string[];
  /** Queries answered with a partial match (no page holds every word). */
  partial: string[];
  expectedPages: number;
  expectedPagesBuilt: number;
}

export interface FirstSearch {
  /** Brotli bytes a reader's first search downloads: config, manifest, engine script, shards, fragments. */
  medianBrotli: number;
  p95Brotli: number;
  maxBrotli: number;
  /** The query that downloads the most. */
  maxQuery: string;
  medianFiles: number;
}

export interface SearchBench extends Relevance {
  root: string;
  indexUrl: string;
  pages: number;
  sections: number;
  /** Every file of the index, summed. */
  index: CompressedSizes & {files: number};
  manifest: CompressedSizes;
  /** The chunk holding the search engine; null when it could not be found among the built scripts. */
  engineChunk: {file: string; sizes: CompressedSizes} | null;
  firstSearch: FirstSearch;
  latency: {
    rounds: number;
    /** Over each query's median of the rounds. */
    p50Ms: number;
    p95Ms: number;
    /**
     * The same in CPU time (this process, user + system): what the query costs, whatever else the machine
     * runs; on an idle machine it is the wall time. The goal is judged on it.
     */
    cpuP50Ms: number;
    cpuP95Ms: number;
    /** Over every single run. */
    allRuns: number;
    allP50Ms: number;
    allP95Ms: number;
    loadAverage: number;
    cores: number;
  };
  /** Reading the manifest and setting up the engine, once, on the first search. */
  engineBuildMs: number;
}

export class SearchBenchError extends Error {}

const normalise = (route: string) => route.replace(/\/$/, '') || '/';

export function readRelevanceSet(file = RELEVANCE_FILE): RelevanceSet {
  return JSON.parse(readFileSync(file, 'utf8')) as RelevanceSet;
}

/** The request DocSearch's modal sends for each keystroke, with contextual search on a docs page. */
export const modalRequest = (query: string) => ({
  query,
  hitsPerPage: 20,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
});

/**
 * The pages of a result in the order the modal shows them: DocSearch groups hits by lvl0 (sections, in
 * the order they first appear, at most 5 hits each), and within a section by page title.
 */
export function modalPageOrder(hits: readonly Hit[]): string[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length < MODAL_GROUP_LIMIT) group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  const pages: string[] = [];
  for (const group of groups.values()) {
    const byTitle = new Map<string, Hit[]>();
    for (const hit of group) byTitle.set(hit.hierarchy.lvl1, [...(byTitle.get(hit.hierarchy.lvl1) ?? []), hit]);
    for (const hit of [...byTitle.values()].flat()) {
      const page = normalise(new URL(hit.url_without_anchor).pathname);
      if (!pages.includes(page)) pages.push(page);
    }
  }
  return pages;
}

interface LocalIndex {
  config: Extract<SearchRuntimeConfig, {backend: 'local'}>;
  dir: string;
  manifest: Manifest;
  manifestBytes: Buffer;
}

function readLocalIndex(root: string): LocalIndex {
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
  const manifestPath = path.join(root, config.indexUrl.replace(/^\//, ''));
  const manifestBytes = readFileSync(manifestPath);
  return {config, dir: path.dirname(manifestPath), manifest: JSON.parse(manifestBytes.toString('utf8')), manifestBytes};
}

/** An engine over the built index that reads files from disk, recording which it read. */
function engineOver(index: LocalIndex, read: string[] = []): SearchEngine {
  return createSearchEngine(index.manifest, async (file) => {
    read.push(file);
    return JSON.parse(readFileSync(path.join(index.dir, file), 'utf8'));
  });
}

/**
 * The pages the unit test scores the relevance set on (plugins/search/relevance.test.ts): the built
 * site's pages as the indexer extracts them, recorded with `npm run bench:search -- --record-corpus`, so
 * the test measures the engine, without a build, on the content the figures were taken from.
 */
export const RELEVANCE_CORPUS_FILE = path.join(
  __dirname,
  '..',
  '..',
  'plugins',
  'search',
  'fixtures',
  'relevance-corpus.json.gz',
);

/** Records the built site's pages as the relevance corpus; returns how many. */
export async function recordRelevanceCorpus(root: string, file = RELEVANCE_CORPUS_FILE): Promise<number> {
  const {manifest} = readLocalIndex(root);
  const {index} = await indexBuiltSite(
    root,
    manifest.pages.map((p) => p[0]),
    manifest.site,
    searchIndex.defaultLvl0,
    searchIndex.pageTypes,
  );
  writeFileSync(file, gzipSync(`${JSON.stringify(index)}\n`, {level: 9}));
  return index.pages.length;
}

/** hit@1, hit@3 and MRR of the relevance set on the built index under `root`. */
export async function measureRelevance(root: string, set = readRelevanceSet()): Promise<Relevance> {
  const index = readLocalIndex(root);
  return scoreRelevance(engineOver(index), index.manifest, set);
}

/**
 * hit@1, hit@3 and MRR of the relevance set on an engine over `manifest`'s index: the built site's
 * (measureRelevance) or the recorded corpus's (plugins/search/relevance.test.ts).
 */
export async function scoreRelevance(
  engine: SearchEngine,
  manifest: Manifest,
  set = readRelevanceSet(),
): Promise<Relevance> {
  const indexedRoutes = new Set(manifest.pages.map((p) => normalise(p[0])));
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  const misses: SearchMiss[] = [];
  const noResults: string[] = [];
  const partial: string[] = [];
  const kinds = new Map<string, {n: number; hit1: number; hit3: number; rr: number}>();
  for (const {query, expected, kind} of set.queries) {
    const wanted = new Set(expected.map(normalise));
    const response = await engine.search('bench', modalRequest(query));
    if (response.nbHits === 0) noResults.push(query);
    if (response.queryAfterRemoval) partial.push(query);
    const rank = modalPageOrder(response.hits).findIndex((p) => wanted.has(p)) + 1;
    const stats = kinds.get(kind) ?? {n: 0, hit1: 0, hit3: 0, rr: 0};
    stats.n += 1;
    if (rank === 1) {
      hit1 += 1;
      stats.hit1 += 1;
    }
    if (rank >= 1 && rank <= 3) {
      hit3 += 1;
      stats.hit3 += 1;
    }
    if (rank >= 1) {
      reciprocal += 1 / rank;
      stats.rr += 1 / rank;
    }
    kinds.set(kind, stats);
    if (rank === 0 || rank > 3) {
      const built = expected.some((route) => indexedRoutes.has(normalise(route)));
      misses.push({query, kind, expected, rank, built});
    }
  }
  const n = set.queries.length;
  const expectedRoutes = new Set(set.queries.flatMap((q) => q.expected.map(normalise)));
  return {
    queries: n,
    hit1: hit1 / n,
    hit3: hit3 / n,
    mrr: reciprocal / n,
    hit1Count: hit1,
    hit3Count: hit3,
    byKind: [...kinds].map(([kind, s]) => ({kind, n: s.n, hit1: s.hit1 / s.n, hit3: s.hit3 / s.n, mrr: s.rr / s.n})),
    misses,
    noResults,
    partial,
    expectedPages: expectedRoutes.size,
    expectedPagesBuilt: [...expectedRoutes].filter((r) => indexedRoutes.has(r)).length,
  };
}

/** The chunk holding the search engine, found by a string only it contains. */
function findEngineChunk(root: string): {file: string; sizes: CompressedSizes} | null {
  const jsDir = path.join(root, 'assets', 'js');
  const file = readdirSync(jsDir).find((name) =>
    readFileSync(path.join(jsDir, name), 'utf8').includes('search index could not be loaded'),
  );
  return file ? {file, sizes: compressedSizes(readFileSync(path.join(jsDir, file)))} : null;
}

export async function measureSearch(root: string): Promise<SearchBench> {
  const index = readLocalIndex(root);
  const set = readRelevanceSet();
  const relevance = await measureRelevance(root, set);

  // ---------------------------------------------------------------------------------------------- sizes
  const indexFiles = readdirSync(index.dir).filter((f) => f.endsWith(`.${index.manifest.hash}.json`));
  const sizeOf = new Map<string, CompressedSizes>();
  const sizes = (file: string) => {
    let s = sizeOf.get(file);
    if (!s) {
      s = compressedSizes(readFileSync(path.join(index.dir, file)));
      sizeOf.set(file, s);
    }
    return s;
  };
  const total = {files: indexFiles.length, raw: 0, gzip: 0, brotli: 0};
  for (const file of indexFiles) {
    const s = sizes(file);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  const engineChunk = findEngineChunk(root);
  const configBrotli = compressedSizes(readFileSync(path.join(root, 'search', 'config.json'))).brotli;
  const manifestSizes = compressedSizes(index.manifestBytes);

  // ---------------------------------------------------------------------------------------------- first search
  const firstSearches: {query: string; brotli: number; files: number}[] = [];
  for (const {query} of set.queries) {
    const read: string[] = [];
    await engineOver(index, read).search('bench', modalRequest(query));
    const brotli =
      configBrotli +
      manifestSizes.brotli +
      (engineChunk?.sizes.brotli ?? 0) +
      read.reduce((sum, file) => sum + sizes(file).brotli, 0);
    firstSearches.push({query, brotli, files: read.length + 3});
  }
  const heaviest = firstSearches.reduce((a, b) => (b.brotli > a.brotli ? b : a));

  // ---------------------------------------------------------------------------------------------- latency
  const buildStarted = performance.now();
  const engine = engineOver({...index, manifest: JSON.parse(index.manifestBytes.toString('utf8'))});
  const engineBuildMs = performance.now() - buildStarted;
  const queries = set.queries.map((q) => q.query);
  for (const query of queries) await engine.search('bench', modalRequest(query)); // loads what the set needs
  const times: number[] = [];
  const perQuery: number[][] = queries.map(() => []);
  const cpuPerQuery: number[][] = queries.map(() => []);
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    for (const [i, query] of queries.entries()) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await engine.search('bench', modalRequest(query));
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      times.push(elapsed);
      perQuery[i]!.push(elapsed);
      cpuPerQuery[i]!.push((used.user + used.system) / 1000);
    }
  }
  // Each query's median over the rounds, so a pause of the machine (GC, other processes) does not count as
  // the query's cost; the figures over every run are kept too.
  const medians = perQuery.map((list) => percentile(list, 50));
  const cpuMedians = cpuPerQuery.map((list) => percentile(list, 50));

  return {
    ...relevance,
    root,
    indexUrl: index.config.indexUrl,
    pages: index.manifest.pages.length,
    sections: index.manifest.n,
    index: total,
    manifest: manifestSizes,
    engineChunk,
    firstSearch: {
      medianBrotli: median(firstSearches.map((f) => f.brotli)),
      p95Brotli: percentile(
        firstSearches.map((f) => f.brotli),
        95,
      ),
      maxBrotli: heaviest.brotli,
      maxQuery: heaviest.query,
      medianFiles: median(firstSearches.map((f) => f.files)),
    },
    latency: {
      rounds: LATENCY_ROUNDS,
      p50Ms: percentile(medians, 50),
      p95Ms: percentile(medians, 95),
      cpuP50Ms: percentile(cpuMedians, 50),
      cpuP95Ms: percentile(cpuMedians, 95),
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
  return `"${miss.query}" (${miss.kind}) → ${miss.expected.join(' or ')}: ${miss.rank ? `rank ${miss.rank}` : 'not in the first 20 hits'}${miss.built ? '' : ' (page not written yet)'}`;
}

/** The plain-text report `npm run bench:search` prints (1 KB = 1,000 bytes, as in `npm run bench`). */
export function formatSearchBench(result: SearchBench): string {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  const {index, engineChunk, latency, firstSearch} = result;
  const lines = [
    `Local search benchmark over ${result.root}`,
    `  index: ${result.pages} pages, ${result.sections} sections (${result.indexUrl}, ${index.files} files)`,
    `  relevance set: ${result.queries} queries; ${result.expectedPagesBuilt} of ${result.expectedPages} expected pages are in this build`,
    `  ranks are in the order the modal shows the pages (grouped by section, at most ${MODAL_GROUP_LIMIT} a group)`,
    '',
    `hit@1  ${result.hit1.toFixed(3)}   (${result.hit1Count}/${result.queries})   target ≥ ${SEARCH_TARGETS.hit1}`,
    `hit@3  ${result.hit3.toFixed(3)}   (${result.hit3Count}/${result.queries})   target ≥ ${SEARCH_TARGETS.hit3}`,
    `MRR    ${result.mrr.toFixed(3)}`,
    '',
    '  class        n   hit@1  hit@3  MRR',
    ...result.byKind.map(
      (k) =>
        `  ${k.kind.padEnd(10)} ${String(k.n).padStart(3)}   ${k.hit1.toFixed(2)}   ${k.hit3.toFixed(2)}   ${k.mrr.toFixed(2)}`,
    ),
    '',
    `no results: ${result.noResults.length}${result.noResults.length ? ` (${result.noResults.map((q) => `"${q}"`).join(', ')})` : ''}`,
    `answered with a partial match (queryAfterRemoval): ${result.partial.length}${result.partial.length ? ` (${result.partial.map((q) => `"${q}"`).join(', ')})` : ''}`,
    '',
    `index, all ${index.files} files   raw ${kb(index.raw)}   gzip ${kb(index.gzip)}   brotli ${kb(index.brotli)}`,
    `manifest                 raw ${kb(result.manifest.raw)}   gzip ${kb(result.manifest.gzip)}   brotli ${kb(result.manifest.brotli)}`,
  ];
  if (engineChunk) {
    const engine = engineChunk.sizes;
    lines.push(
      `engine chunk             raw ${kb(engine.raw)}   gzip ${kb(engine.gzip)}   brotli ${kb(engine.brotli)}   (${engineChunk.file})`,
    );
  }
  lines.push(
    `first search downloads   median ${kb(firstSearch.medianBrotli)} (${firstSearch.medianFiles} files)   p95 ${kb(firstSearch.p95Brotli)}   max ${kb(firstSearch.maxBrotli)} ("${firstSearch.maxQuery}")   brotli, target ≤ ${kb(SEARCH_TARGETS.firstSearchBrotli)} (the DocSearch modal's own code comes on top)`,
    `latency, CPU p50 ${latency.cpuP50Ms.toFixed(2)} ms   p95 ${latency.cpuP95Ms.toFixed(2)} ms   (median of ${latency.rounds} runs per query, Node)   target p95 ≤ ${SEARCH_TARGETS.p95Ms} ms`,
    `        wall p50 ${latency.p50Ms.toFixed(2)} ms   p95 ${latency.p95Ms.toFixed(2)} ms   (moves with the machine's load)`,
    `             every run: p50 ${latency.allP50Ms.toFixed(2)} ms   p95 ${latency.allP95Ms.toFixed(2)} ms   (${latency.allRuns} runs; load average ${latency.loadAverage.toFixed(1)} on ${latency.cores} cores)`,
    `engine set-up ${result.engineBuildMs.toFixed(1)} ms (once, on the first search)`,
  );
  if (result.misses.length > 0) {
    lines.push('', `Not in the top 3 (${result.misses.length}):`, ...result.misses.map((m) => `  ${describeMiss(m)}`));
  }
  return lines.join('\n');
}
