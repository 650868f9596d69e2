/**
 * Search relevance for the reader queries of relevance.json: hit@1, hit@3 and MRR over the pages of the
 * first 20 hits in the order the DocSearch modal shows them (grouped by section, at most 5 a group, with
 * the modal's contextual filters), overall and per class of query, with the misses, the queries with no
 * result and those answered with a partial match. The unit test scores the recorded corpus
 * (./relevance.test.ts), the test after the build the built index (e2e/search-relevance.spec.ts), and
 * `npm run bench` reports it (tools/bench/search-bench.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {type Hit, type SearchEngine, createSearchEngine} from './engine';
import {buildSearchIndex} from './index-build';
import type {Manifest} from './index-format';
import type {SearchIndexFile} from './records';
import type {SearchRuntimeConfig} from './runtime-config';

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

export const RELEVANCE_FILE = path.join(__dirname, 'relevance.json');

/** The share of reader queries whose page must be the first hit, and among the first three. */
export const RELEVANCE_TARGETS = {hit1: 0.9, hit3: 0.95} as const;
/** The modal shows at most this many hits of one section (DocSearch's maxResultsPerGroup). */
export const MODAL_GROUP_LIMIT = 5;

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

/** The built site has no local search index to score. */
export class SearchIndexError extends Error {}

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

export interface LocalIndex {
  config: Extract<SearchRuntimeConfig, {backend: 'local'}>;
  dir: string;
  manifest: Manifest;
  manifestBytes: Buffer;
}

export function readLocalIndex(root: string): LocalIndex {
  let config: SearchRuntimeConfig;
  try {
    config = JSON.parse(readFileSync(path.join(root, 'search', 'config.json'), 'utf8')) as SearchRuntimeConfig;
  } catch {
    throw new SearchIndexError(`no ${path.join(root, 'search', 'config.json')}. Run "npm run build" first.`);
  }
  if (config.backend !== 'local') {
    throw new SearchIndexError(
      'this build searches Algolia (ALGOLIA_* were set); the benchmark measures the local index.',
    );
  }
  const manifestPath = path.join(root, config.indexUrl.replace(/^\//, ''));
  const manifestBytes = readFileSync(manifestPath);
  return {config, dir: path.dirname(manifestPath), manifest: JSON.parse(manifestBytes.toString('utf8')), manifestBytes};
}

/** An engine over the built index that reads files from disk, recording which it read. */
export function engineOver(index: LocalIndex, read: string[] = []): SearchEngine {
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
export const RELEVANCE_CORPUS_FILE = path.join(__dirname, 'fixtures', 'relevance-corpus.json.gz');

/** The recorded corpus indexed as a build indexes it: its files and manifest, and an engine over them. */
export function recordedCorpusIndex() {
  const corpus = JSON.parse(gunzipSync(readFileSync(RELEVANCE_CORPUS_FILE)).toString('utf8')) as SearchIndexFile;
  const built = buildSearchIndex(corpus.pages, corpus.site);
  const manifest = JSON.parse(built.files.get(built.manifestName)!) as Manifest;
  const engine = createSearchEngine(manifest, async (name) => JSON.parse(built.files.get(name)!) as unknown);
  return {corpus, built, manifest, engine};
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

/** A miss as one line: `"query" → /route: rank 7`. */
export function describeMiss(miss: SearchMiss): string {
  return `"${miss.query}" (${miss.kind}) → ${miss.expected.join(' or ')}: ${miss.rank ? `rank ${miss.rank}` : 'not in the first 20 hits'}${miss.built ? '' : ' (page not written yet)'}`;
}
