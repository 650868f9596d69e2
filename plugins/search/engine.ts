/**
 * The local search engine: answers Algolia search requests from the sharded index with Algolia-shaped
 * results, so the DocSearch modal and the search page work on it unchanged. A search loads only the index
 * files it needs. How a query becomes hits, module by module: README.md, "The local engine".
 */
import {countFacets, facetNames, sectionFilter} from './facets';
import {highlighterFor} from './highlighting';
import {buildHits} from './hits';
import {type IndexFileLoader, IndexFiles} from './index-files';
import type {Manifest} from './index-format';
import {IndexLayout} from './index-layout';
import {type ParsedQuery, parseQuery} from './query';
import {correctionShardsFor} from './query-expansion';
import {type Ranked, type Ranking, isOneLetter, rankSections, rankTitles, requiredConcepts} from './ranking-rules';
import {
  type SearchParams,
  type SearchResponse,
  encodeParams,
  removalMarkup,
  requestedHitsPerPage,
  requestedPage,
} from './response';
import {ScorePool, Scorer, type SectionTest} from './scoring';
import {shardsFor, typoShardsFor} from './term-expansion';

export {FACET_ATTRIBUTES, type FacetFilters, compileFacetFilters} from './facets';
export {tokensOf} from './highlighting';
export type {IndexFileLoader} from './index-files';
export {firstInOrder} from './ranking-rules';
export type {HighlightValue, Hit, RankingInfo, SearchParams, SearchResponse, SnippetValue} from './response';
export {typoDistance} from './term-expansion';

export interface SearchEngine {
  readonly manifest: Manifest;
  search(indexName: string, params: SearchParams): Promise<SearchResponse>;
}

/** How a search gives way to the page it runs in (createSearchEngine). */
export interface SearchEngineOptions {
  /**
   * Resolves after the host has had a turn (in a browser, a new task: input and rendering go first). A search
   * awaits it before ranking and while it builds hits, so that a first, cold search (its code not yet
   * optimised, its index files just parsed) is several short tasks rather than one long one. Without it,
   * a search runs straight through (Node: tests and the benchmark).
   */
  readonly yieldToHost?: () => Promise<void>;
}

/** What an engine keeps between searches: the index's layout, the files fetched, reusable arrays. */
interface EngineState {
  manifest: Manifest;
  layout: IndexLayout;
  files: IndexFiles;
  pool: ScorePool;
  scorer: Scorer;
  /** Marks the sections already among a search's candidates (cleared again after each use). */
  candidateMark: Uint8Array;
  giveWay: () => Promise<void>;
}

export function createSearchEngine(
  manifest: Manifest,
  load: IndexFileLoader,
  {yieldToHost}: SearchEngineOptions = {},
): SearchEngine {
  const files = new IndexFiles(manifest, load);
  const pool = new ScorePool(manifest.n);
  const state: EngineState = {
    manifest,
    layout: new IndexLayout(manifest),
    files,
    pool,
    scorer: new Scorer(files, pool, manifest.n),
    candidateMark: new Uint8Array(manifest.n),
    giveWay: async () => {
      if (yieldToHost) await yieldToHost();
    },
  };
  return {manifest, search: (indexName, params) => search(state, indexName, params)};
}

/** The query's words' shards, then their near misses', then those of misspelt words' corrections' synonyms. */
async function loadShards({files, scorer}: EngineState, query: ParsedQuery): Promise<void> {
  await files.fetchShards(shardsFor(query, files.shardStarts));
  await files.fetchShards(typoShardsFor(query, files));
  const spellingOf = (term: string) => scorer.termMatches(term, true, query.prefixes, () => false);
  await files.fetchShards(correctionShardsFor(query, files.shardStarts, spellingOf));
}

/** Ranks the sections matching a query of words, noting the index terms that matched and their concepts. */
async function rankQuery(
  state: EngineState,
  query: ParsedQuery,
  params: SearchParams,
  allowed: SectionTest,
  matched: {terms: Set<string>; conceptOf: Map<string, number>},
): Promise<Ranking> {
  await loadShards(state, query);
  // Ranking lends score arrays (ScorePool) and runs without waiting: the host's turn comes before it.
  await state.giveWay();
  const perConcept = state.scorer.matchConcepts(query, allowed, matched.terms, matched.conceptOf);
  const required = requiredConcepts(query, perConcept, state.manifest.n);
  // At least the best hit, which says what a partial match leaves out (even when no hits are asked for).
  const shownUpTo = Math.max(1, (requestedPage(params) + 1) * requestedHitsPerPage(params));
  const input = {query, perConcept, required, matchedTerms: matched.terms, layout: state.layout};
  const ranking = rankSections(input, state.candidateMark, shownUpTo);
  state.pool.takeBack();
  return ranking;
}

async function search(state: EngineState, indexName: string, params: SearchParams): Promise<SearchResponse> {
  const started = Date.now();
  const raw = typeof params.query === 'string' ? params.query : '';
  const query = parseQuery(raw);
  const oneLetter = isOneLetter(query);
  const allowed = sectionFilter(params.facetFilters, state.layout);
  const matched = {terms: new Set<string>(), conceptOf: new Map<string, number>()};
  let ranking: Ranking = {ranked: [], hitSections: [], partial: false, titleOnly: () => false};
  if (oneLetter) ranking = rankTitles(query, allowed, state.layout);
  else if (query.concepts.length > 0) ranking = await rankQuery(state, query, params, allowed, matched);

  const hitsPerPage = requestedHitsPerPage(params);
  const page = requestedPage(params);
  const shown = ranking.ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const needed = [...new Set(shown.filter((r) => !ranking.titleOnly(r)).map((r) => r.page))];
  await state.giveWay();
  await state.files.fetchFragments(needed);

  const highlighter = highlighterFor(params, matched.terms, query.concepts.length);
  if (oneLetter) highlighter.terms = titleWordsStartingWith(query.concepts[0]!.terms[0]!, shown, state.layout);
  const {titleOnly} = ranking;
  const hits = await buildHits({shown, titleOnly, params, highlighter, conceptOf: matched.conceptOf}, state);

  const response: SearchResponse = {
    hits,
    nbHits: ranking.hitSections.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ranking.hitSections.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: {nbHits: true, facetsCount: true},
    query: raw,
    params: encodeParams(params),
    index: indexName,
    processingTimeMS: Date.now() - started,
    renderingContent: {},
  };
  if (ranking.partial) response.queryAfterRemoval = removalMarkup(query, ranking.ranked[0]!.matched);
  const facets = facetNames(params.facets);
  if (facets.length > 0) response.facets = countFacets(facets, ranking.hitSections, state.layout);
  return response;
}

/** One letter typed: the words of the shown titles that start with it are the ones to highlight. */
function titleWordsStartingWith(letter: string, shown: readonly Ranked[], layout: IndexLayout): Set<string> {
  const terms = new Set<string>();
  for (const r of shown) for (const w of layout.titleWords()[r.page]!) if (w.startsWith(letter)) terms.add(w);
  return terms;
}
