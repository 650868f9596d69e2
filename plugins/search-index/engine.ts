/**
 * The local search engine: MiniSearch over the DocSearch records, answering Algolia search requests with
 * Algolia-shaped results (hits with `_highlightResult` and `_snippetResult`, paging, facets), so the
 * DocSearch modal and the search page work on it unchanged.
 *
 * Matching: every query word must match (prefix and typo tolerant) or one of its synonyms, which counts at a
 * lower weight; when few records match every word, records matching some of them follow. Headings weigh more than body text, page titles most; listing
 * pages weigh less than articles; one hit per URL (the best record of each heading section).
 * All text in results is HTML-escaped before highlight tags are added: both UIs insert it as HTML.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {LEVELS, type DocSearchRecord, type Level, type SearchIndexFile, expandIndex} from './records';
import {WORD, normaliseTerm, synonymsOf, tokenize} from './text';

/** Algolia's `facetFilters`: AND of the entries, OR inside a nested array; `attr:-value` negates. */
export type FacetFilters = string | readonly (string | readonly string[])[];

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

export type Hit = DocSearchRecord & {
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
}

/** Attributes that can be faceted and filtered on. */
export const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'version', 'type', 'hierarchy.lvl0', 'hierarchy.lvl1'];
/** Algolia's limit on query length; longer queries are matched on their first 512 characters. */
export const MAX_QUERY_LENGTH = 512;
const MAX_QUERY_TERMS = 24;
const MAX_HITS_PER_PAGE = 1000;
/** Below this many records matching every word, records matching some words are added after them. */
const FEW_RESULTS = 10;

const FIELD_BOOST = {title: 3, lvl1: 2.5, path: 1.5, content: 1};
const SYNONYM_BOOST = {title: 1.2, lvl1: 1, path: 0.6, content: 0.4};
const TYPE_BOOST: Record<DocSearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};

const fuzzy = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);
/** Prefix matching for the last word (the one being typed) and for long words (stems like "embed"/"embedd"). */
const prefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 || term.length >= 5;

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function attributeValue(record: DocSearchRecord, attribute: string): string | null {
  if (attribute.startsWith('hierarchy.')) {
    return record.hierarchy[attribute.slice('hierarchy.'.length) as Level] ?? null;
  }
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : null;
}

interface ParsedFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

function parseFilter(filter: string): ParsedFilter | null {
  const colon = filter.indexOf(':');
  if (colon < 0) return null;
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return {attribute: filter.slice(0, colon).trim(), value: value.replace(/^"(.*)"$/, '$1'), negated};
}

/** Compiles `facetFilters` once per search into a test on records. A malformed filter matches nothing. */
export function compileFacetFilters(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (!filters) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((entry) =>
    (typeof entry === 'string' ? [entry] : [...entry]).map(parseFilter),
  );
  return (record) =>
    groups.every((group) =>
      group.some((f) => f !== null && (attributeValue(record, f.attribute) === f.value) !== f.negated),
    );
}

interface Highlighter {
  /** Normalised document terms that matched the query. */
  terms: Set<string>;
  queryTermCount: number;
  pre: string;
  post: string;
}

interface Word {
  text: string;
  start: number;
  end: number;
  hit: boolean;
}

function words(text: string, h: Highlighter): Word[] {
  const result: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = normaliseTerm(m[0]);
    result.push({text: m[0], start: m.index, end: m.index + m[0].length, hit: term !== null && h.terms.has(term)});
  }
  return result;
}

function matchLevel(list: Word[], h: Highlighter): {level: HighlightValue['matchLevel']; matched: string[]} {
  const matched = [...new Set(list.filter((w) => w.hit).map((w) => w.text.toLowerCase()))];
  const distinctTerms = new Set(list.filter((w) => w.hit).map((w) => normaliseTerm(w.text)));
  if (matched.length === 0) return {level: 'none', matched};
  return {level: distinctTerms.size >= h.queryTermCount ? 'full' : 'partial', matched};
}

/** Escaped `text[from, to)` with highlight tags around matched words. */
function markup(text: string, list: Word[], from: number, to: number, h: Highlighter): string {
  let out = '';
  let cursor = from;
  for (const w of list) {
    if (!w.hit || w.start < from || w.end > to) continue;
    out += escapeHtml(text.slice(cursor, w.start)) + h.pre + escapeHtml(w.text) + h.post;
    cursor = w.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function highlight(text: string, h: Highlighter, list = words(text, h)): HighlightValue {
  const {level, matched} = matchLevel(list, h);
  const value: HighlightValue = {
    value: markup(text, list, 0, text.length, h),
    matchLevel: level,
    matchedWords: matched,
  };
  if (level !== 'none') value.fullyHighlighted = list.every((w) => w.hit);
  return value;
}

function snippet(text: string, size: number, ellipsis: string, h: Highlighter, list = words(text, h)): SnippetValue {
  const {level} = matchLevel(list, h);
  if (list.length <= size) return {value: markup(text, list, 0, text.length, h), matchLevel: level};
  const first = Math.max(
    0,
    list.findIndex((w) => w.hit),
  );
  const startWord = Math.max(0, Math.min(first - Math.floor(size / 3), list.length - size));
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : list[startWord]!.start;
  const to = endWord >= list.length - 1 ? text.length : list[endWord]!.end;
  const before = startWord > 0 ? escapeHtml(ellipsis) : '';
  const after = to < text.length ? escapeHtml(ellipsis) : '';
  return {value: before + markup(text, list, from, to, h) + after, matchLevel: level};
}

function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  const list = attributes ?? [...LEVELS.slice(1).map((l) => `hierarchy.${l}:15`), 'content:15'];
  for (const entry of list) {
    const [name, size] = entry.split(':');
    sizes.set(name!, Number(size) || 10);
  }
  return sizes;
}

function toHit(record: DocSearchRecord, params: SearchParams, h: Highlighter): Hit {
  const hierarchyHighlight: Partial<Record<Level, HighlightValue>> = {};
  const hierarchySnippet: Partial<Record<Level, SnippetValue>> = {};
  const sizes = snippetSizes(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (!value) continue;
    const list = words(value, h);
    hierarchyHighlight[level] = highlight(value, h, list);
    const size = sizes.get(`hierarchy.${level}`);
    if (size) hierarchySnippet[level] = snippet(value, size, ellipsis, h, list);
  }
  const hit: Hit = {
    ...record,
    hierarchy: {...record.hierarchy},
    weight: {...record.weight},
    _highlightResult: {hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight]},
    _snippetResult: {hierarchy: hierarchySnippet},
  };
  if (record.content !== null) {
    const list = words(record.content, h);
    hit._highlightResult.content = highlight(record.content, h, list);
    const size = sizes.get('content');
    if (size) hit._snippetResult.content = snippet(record.content, size, ellipsis, h, list);
  }
  return hit;
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([key]) => key !== 'indexName')
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

function facetNames(facets: SearchParams['facets']): string[] {
  if (!facets) return [];
  const list = typeof facets === 'string' ? [facets] : [...facets];
  return list.includes('*') ? FACET_ATTRIBUTES : list.filter((f) => FACET_ATTRIBUTES.includes(f));
}

export interface SearchEngine {
  readonly records: readonly DocSearchRecord[];
  search(indexName: string, params: SearchParams): SearchResponse;
}

/** Builds the engine from the compact index file (the browser does this once, on the first search). */
export function createSearchEngine(index: SearchIndexFile): SearchEngine {
  const records = expandIndex(index);
  const mini = new MiniSearch<{id: number}>({
    fields: ['title', 'lvl1', 'path', 'content'],
    storeFields: [],
    idField: 'id',
    tokenize: (text) => tokenize(text),
    processTerm: (term) => normaliseTerm(term),
    extractField: (doc, field) => {
      const record = records[doc.id]!;
      const own = record.type === 'content' ? null : record.hierarchy[record.type];
      switch (field) {
        case 'id':
          return String(doc.id);
        case 'title':
          return own ?? '';
        case 'lvl1':
          return record.hierarchy.lvl1;
        case 'path':
          return LEVELS.slice(2)
            .map((l) => record.hierarchy[l])
            .filter((v) => v && v !== own)
            .join(' ');
        case 'content':
          return record.content ?? '';
        default:
          return '';
      }
    },
  });
  mini.addAll(records.map((_, id) => ({id})));

  const boostDocument = (id: unknown) => {
    const record = records[Number(id)]!;
    return TYPE_BOOST[record.type] * (record.weight.pageRank < 0 ? 0.6 : 1);
  };

  /** Each query term matches itself or, at a lower weight, its synonyms. */
  function run(terms: string[], combineWith: 'AND' | 'OR', filter: (r: SearchResult) => boolean) {
    const queries: Query[] = terms.map((term) => {
      const alternatives: Query[] = synonymsOf(term).map((phrase) =>
        phrase.length === 1 ? phrase[0]! : {combineWith: 'AND', queries: phrase},
      );
      return alternatives.length > 0
        ? {combineWith: 'OR', queries: [term, {combineWith: 'OR', queries: alternatives, boost: SYNONYM_BOOST}]}
        : term;
    });
    return mini.search({combineWith, queries}, {boost: FIELD_BOOST, fuzzy, prefix, boostDocument, filter});
  }

  return {
    records,
    search(indexName, params) {
      const started = Date.now();
      const query = typeof params.query === 'string' ? params.query : '';
      const terms = [
        ...new Set(
          tokenize(query.slice(0, MAX_QUERY_LENGTH))
            .map((w) => normaliseTerm(w))
            .filter((t): t is string => t !== null),
        ),
      ].slice(0, MAX_QUERY_TERMS);
      const test = compileFacetFilters(params.facetFilters);
      const filter = (r: SearchResult) => test(records[Number(r.id)]!);

      let results: SearchResult[] = [];
      if (terms.length > 0) {
        results = run(terms, 'AND', filter);
        // Few records hold every word: records with some of them follow, below those with all.
        if (results.length < FEW_RESULTS && terms.length > 1) {
          const all = new Set(results.map((r) => r.id));
          const some = run(terms, 'OR', filter).filter((r) => !all.has(r.id));
          results = results.concat(some);
        }
      }

      // One hit per URL: the best record of each heading section.
      const seenUrls = new Set<string>();
      const matched: {record: DocSearchRecord; result: SearchResult}[] = [];
      for (const result of results) {
        const record = records[Number(result.id)]!;
        if (seenUrls.has(record.url)) continue;
        seenUrls.add(record.url);
        matched.push({record, result});
      }

      const hitsPerPage = Math.min(MAX_HITS_PER_PAGE, Math.max(0, Math.floor(Number(params.hitsPerPage ?? 20)) || 0));
      const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
      const nbHits = matched.length;
      const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
      const highlighter: Highlighter = {
        terms: new Set(),
        queryTermCount: terms.length,
        pre: params.highlightPreTag ?? '<mark>',
        post: params.highlightPostTag ?? '</mark>',
      };
      const pageHits = matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({record, result}) => {
        highlighter.terms = new Set(result.terms);
        return toHit(record, params, highlighter);
      });

      const response: SearchResponse = {
        hits: pageHits,
        nbHits,
        page,
        nbPages,
        hitsPerPage,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        exhaustive: {nbHits: true, facetsCount: true},
        query,
        params: encodeParams(params),
        index: indexName,
        processingTimeMS: Date.now() - started,
        renderingContent: {},
      };
      const facets = facetNames(params.facets);
      if (facets.length > 0) {
        response.facets = {};
        for (const facet of facets) {
          const counts: Record<string, number> = {};
          for (const {record} of matched) {
            const value = attributeValue(record, facet);
            if (value) counts[value] = (counts[value] ?? 0) + 1;
          }
          response.facets[facet] = counts;
        }
      }
      return response;
    },
  };
}
