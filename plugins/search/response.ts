/**
 * What the local engine is asked and answers, in Algolia's shapes: the DocSearch modal and the search page
 * send Algolia requests and read Algolia responses, so the engine speaks the same.
 */
import type {FacetFilters} from './facets';
import type {ParsedQuery} from './query';
import type {DocSearchRecord, Level} from './records';
import {escapeHtml} from '../../src/utils/html';

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/** With `getRankingInfo`: why a hit ranks where it does. */
export interface RankingInfo {
  /** Concepts of the query the hit holds (itself or in its page's title). */
  words: number;
  /** Whether it holds every required concept (else it is a partial match). */
  full: boolean;
  /** The ranking score, ×1000, rounded. */
  userScore: number;
}

export type Hit = DocSearchRecord & {
  _rankingInfo?: RankingInfo;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>;
    hierarchy_camel: Partial<Record<Level, HighlightValue>>[];
    content?: HighlightValue;
  };
  _snippetResult: {hierarchy: Partial<Record<Level, SnippetValue>>; content?: SnippetValue};
};

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: {nbHits: true; facetsCount: true};
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
  /**
   * Present when no page holds every word of the query and the hits match only some of them: the query
   * with the words left out in `<em>` (HTML-escaped otherwise), as Algolia reports it when
   * `removeWordsIfNoResults` drops words. The search UIs show it to say the results are partial.
   */
  queryAfterRemoval?: string;
}

const MAX_HITS_PER_PAGE = 1000;

/** The hits a page of results holds, as asked (Algolia's default 20, at most MAX_HITS_PER_PAGE). */
export function requestedHitsPerPage(params: SearchParams): number {
  return Math.min(MAX_HITS_PER_PAGE, Math.max(0, Math.floor(Number(params.hitsPerPage ?? 20)) || 0));
}

/** The page of results asked for, from 0; anything that is not a page number asks for the first. */
export function requestedPage(params: SearchParams): number {
  return Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
}

/** The request echoed in the response's `params`, as Algolia encodes it. */
export function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([key]) => key !== 'indexName')
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

/** The query, HTML-escaped, with the words of the concepts the best hit lacks in `<em>`. */
export function removalMarkup(query: ParsedQuery, matched: readonly boolean[]): string {
  const removed = new Set<number>();
  query.concepts.forEach((concept, c) => {
    if (!matched[c]) concept.words.forEach((w) => removed.add(w));
  });
  let out = '';
  let cursor = 0;
  query.words.forEach((word, i) => {
    if (!removed.has(i)) return;
    out += `${escapeHtml(query.raw.slice(cursor, word.start))}<em>${escapeHtml(word.text)}</em>`;
    cursor = word.end;
  });
  return out + escapeHtml(query.raw.slice(cursor));
}
