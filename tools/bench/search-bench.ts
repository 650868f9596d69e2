/**
 * The local search's quality and cost over a built site, as data: shared by `npm run bench:search`
 * (tools/bench/search-cli.ts, which prints it), `npm run bench` (which reports it) and `npm run bench:scale`.
 *
 * - Relevance, from plugins/search/relevance.ts (which the tests use too).
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
import {
  MODAL_GROUP_LIMIT,
  RELEVANCE_CORPUS_FILE,
  RELEVANCE_TARGETS,
  type Relevance,
  describeMiss,
  engineOver,
  measureRelevance,
  modalRequest,
  readLocalIndex,
  readRelevanceSet,
} from '../../plugins/search/relevance';
import {median, percentile} from './stats';
import {type CompressedSizes, compressedSizes} from '../../plugins/hosting/compression';

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

/** Targets from the search issues. Sizes in bytes (1 KB = 1,000 bytes in `npm run bench`). */
export const SEARCH_TARGETS = {...RELEVANCE_TARGETS, firstSearchBrotli: 150_000, p95Ms: 5} as const;

/** Timed rounds over the whole relevance set; each query's latency is its median over the rounds. */
export const LATENCY_ROUNDS = 20;

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

/** The chunk holding the search engine, found by a string only it contains. */
function findEngineChunk(root: string): {file: string; sizes: CompressedSizes} | null {
  const jsDir = path.join(root, 'assets', 'js');
  const file = readdirSync(jsDir).find((name) =>
    readFileSync(path.join(jsDir, name), 'utf8').includes('search index could not be loaded'),
  );
  return file ? {file, sizes: compressedSizes(readFileSync(path.join(jsDir, file)))} : null;
}

type LocalIndex = ReturnType<typeof readLocalIndex>;

/** Every index file's compressed sizes, summed, and a reader of one file's sizes that reads each file once. */
function indexSizes(index: LocalIndex) {
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
  return {total, sizes};
}

/**
 * What each query's first search downloads: `fixedBrotli` (config, manifest, engine script, which every
 * first search loads) and the index files that search reads.
 */
async function measureFirstSearches(
  index: LocalIndex,
  queries: readonly string[],
  sizes: (file: string) => CompressedSizes,
  fixedBrotli: number,
): Promise<FirstSearch> {
  const firstSearches: {query: string; brotli: number; files: number}[] = [];
  for (const query of queries) {
    const read: string[] = [];
    await engineOver(index, read).search('bench', modalRequest(query));
    const brotli = fixedBrotli + read.reduce((sum, file) => sum + sizes(file).brotli, 0);
    firstSearches.push({query, brotli, files: read.length + 3});
  }
  const heaviest = firstSearches.reduce((a, b) => (b.brotli > a.brotli ? b : a));
  return {
    medianBrotli: median(firstSearches.map((f) => f.brotli)),
    p95Brotli: percentile(
      firstSearches.map((f) => f.brotli),
      95,
    ),
    maxBrotli: heaviest.brotli,
    maxQuery: heaviest.query,
    medianFiles: median(firstSearches.map((f) => f.files)),
  };
}

/** Wall and CPU time of every query over LATENCY_ROUNDS rounds, on an engine that has loaded what they need. */
async function measureLatency(
  index: LocalIndex,
  queries: readonly string[],
): Promise<Pick<SearchBench, 'latency' | 'engineBuildMs'>> {
  const buildStarted = performance.now();
  const engine = engineOver({...index, manifest: JSON.parse(index.manifestBytes.toString('utf8'))});
  const engineBuildMs = performance.now() - buildStarted;
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

export async function measureSearch(root: string): Promise<SearchBench> {
  const index = readLocalIndex(root);
  const set = readRelevanceSet();
  const relevance = await measureRelevance(root, set);
  const {total, sizes} = indexSizes(index);
  const engineChunk = findEngineChunk(root);
  const configBrotli = compressedSizes(readFileSync(path.join(root, 'search', 'config.json'))).brotli;
  const manifestSizes = compressedSizes(index.manifestBytes);
  const queries = set.queries.map((q) => q.query);
  const fixedBrotli = configBrotli + manifestSizes.brotli + (engineChunk?.sizes.brotli ?? 0);
  return {
    ...relevance,
    root,
    indexUrl: index.config.indexUrl,
    pages: index.manifest.pages.length,
    sections: index.manifest.n,
    index: total,
    manifest: manifestSizes,
    engineChunk,
    firstSearch: await measureFirstSearches(index, queries, sizes, fixedBrotli),
    ...(await measureLatency(index, queries)),
  };
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
