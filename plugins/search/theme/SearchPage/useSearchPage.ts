/**
 * The /search page's state: the query (in the address, `?q=`), the filters, the results so far and the
 * page of results to fetch next. A query is searched 250 ms after the reader stops typing, with the backend
 * search/config.json names (loadSearchBackend); a failed search ends in `error`, never a spinner that spins on.
 */
import {useEffect, useState} from 'react';
import algoliaSearchHelper, {type SearchResults} from 'algoliasearch-helper';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HIGHLIGHT_POST, HIGHLIGHT_PRE, safeHighlight} from '../../client/highlight';
import {removedWords} from '../../client/partial';
import {loadSearchBackend, type SearchBackend} from '../../client/runtime';
import {FACETS, type Facet, type FacetCount, type Refinements, useInitialRefinements} from './facets';

const HITS_PER_PAGE = 15;
const TYPING_DELAY_MS = 250;

export interface ResultItem {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
}

export interface ResultState {
  status: 'idle' | 'loading' | 'done' | 'error';
  query: string;
  items: ResultItem[];
  nbHits: number;
  page: number;
  nbPages: number;
  facets: Record<Facet, FacetCount[]>;
  /** Words of the query no result holds (partial results), from the response's queryAfterRemoval. */
  leftOut: string[];
}

const idle: ResultState = {
  status: 'idle',
  query: '',
  items: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  facets: {language: [], docusaurus_tag: []},
  leftOut: [],
};

interface HighlightedHit {
  url: string;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

interface SearchRequest {
  query: string;
  page: number;
  refinements: Refinements;
  contextualSearch: boolean;
}

async function searchClientFor(backend: SearchBackend): Promise<unknown> {
  if (backend.kind === 'local') return backend.client;
  const {liteClient} = await import('algoliasearch/lite');
  return liteClient(backend.config.appId, backend.config.apiKey);
}

/** One page of results, with safe highlights and the facet counts. */
async function search(
  backend: SearchBackend,
  {query, page, refinements, contextualSearch}: SearchRequest,
  processUrl: (url: string) => string,
): Promise<Omit<ResultState, 'status' | 'query'>> {
  const indexName = backend.kind === 'local' ? backend.indexName : backend.config.indexName;
  const helper = algoliaSearchHelper((await searchClientFor(backend)) as never, indexName, {
    hitsPerPage: HITS_PER_PAGE,
    disjunctiveFacets: contextualSearch ? [...FACETS] : [],
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    attributesToSnippet: ['content:30'],
    snippetEllipsisText: '…',
  });
  let state = helper.state.setQuery(query).setPage(page);
  for (const facet of contextualSearch ? FACETS : []) {
    for (const value of refinements[facet]) state = state.addDisjunctiveFacetRefinement(facet, value);
  }
  const {content} = (await helper.searchOnce(state)) as unknown as {content: SearchResults};
  const items = (content.hits as HighlightedHit[]).map((hit) => {
    const levels = Object.values(hit._highlightResult?.hierarchy ?? {}).map((v) => safeHighlight(v.value));
    const snippet = hit._snippetResult?.content?.value;
    return {
      title: levels.pop() ?? '',
      breadcrumbs: levels,
      url: processUrl(hit.url),
      summary: snippet ? safeHighlight(snippet) : '',
    };
  });
  const facetCounts = (facet: Facet) =>
    contextualSearch ? ((content.getFacetValues(facet, {sortBy: ['name:asc']}) as FacetCount[]) ?? []) : [];
  return {
    items,
    nbHits: content.nbHits,
    page: content.page,
    nbPages: content.nbPages,
    facets: {language: facetCounts('language'), docusaurus_tag: facetCounts('docusaurus_tag')},
    leftOut: removedWords((content as {queryAfterRemoval?: string}).queryAfterRemoval),
  };
}

export function useSearchPage() {
  const {siteConfig} = useDocusaurusContext();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const {contextualSearch} = useAlgoliaThemeConfig().algolia;
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const initialRefinements = useInitialRefinements();
  const [refinements, setRefinements] = useState<Refinements>(initialRefinements);
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<ResultState>(idle);
  const [backend, setBackend] = useState<SearchBackend | null>(null);
  const query = searchQuery.trim() ? searchQuery : '';

  // A new query or filter starts from the first page.
  useEffect(() => setPage(0), [query, refinements]);

  useEffect(() => {
    if (!query) {
      setResult(idle);
      return undefined;
    }
    let cancelled = false;
    setResult((previous) => ({...previous, status: 'loading'}));
    const timer = window.setTimeout(async () => {
      try {
        const loaded = await loadSearchBackend(siteConfig.baseUrl);
        if (cancelled) return;
        setBackend(loaded);
        const found = await search(loaded, {query, page, refinements, contextualSearch}, processSearchResultUrl);
        if (cancelled) return;
        setResult((previous) => ({
          ...found,
          status: 'done',
          query,
          items: page === 0 ? found.items : [...previous.items, ...found.items],
        }));
      } catch {
        if (!cancelled) setResult({...idle, status: 'error', query});
      }
    }, TYPING_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, page, refinements, siteConfig.baseUrl, contextualSearch, processSearchResultUrl]);

  const toggle = (facet: Facet, value: string, checked: boolean) =>
    setRefinements((previous) => ({
      ...previous,
      [facet]: checked ? [...previous[facet], value] : previous[facet].filter((v) => v !== value),
    }));
  const showMore = () => setPage(result.page + 1);

  return {searchQuery, setSearchQuery, query, contextualSearch, refinements, toggle, result, backend, showMore};
}
