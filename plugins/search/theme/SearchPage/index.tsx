// Ejected: the stock page always shows "Powered by Algolia", spins forever when a search fails and offers no language or docs-version filters; this one searches the backend named in search/config.json.
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import algoliaSearchHelper, {type SearchResults} from 'algoliasearch-helper';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {
  docsearchTagLabel,
  fallbackReportUrl,
  loadLocalClient,
  loadSearchConfig,
  reportUrlFor,
} from '@site/plugins/search/client/runtime';
import {HIGHLIGHT_POST, HIGHLIGHT_PRE, safeHighlight} from '@site/plugins/search/client/highlight';
import {searchSuggestions} from '@site/plugins/search/client/suggestions';
import {removedWords} from '@site/plugins/search/client/partial';
import styles from './styles.module.css';

const FACETS = ['language', 'docusaurus_tag'] as const;
type Facet = (typeof FACETS)[number];
type Refinements = Record<Facet, string[]>;

const HITS_PER_PAGE = 15;
interface Item {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
}

interface ResultState {
  status: 'idle' | 'loading' | 'done' | 'error';
  query: string;
  items: Item[];
  nbHits: number;
  page: number;
  nbPages: number;
  facets: Record<Facet, {name: string; count: number}[]>;
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

interface SearchClientLike {
  search: (...args: never[]) => unknown;
}

async function loadClient(
  baseUrl: string,
): Promise<{client: SearchClientLike; indexName: string; algolia: boolean; reportUrl: string}> {
  const config = await loadSearchConfig(baseUrl).catch(() => null);
  if (config?.backend === 'algolia') {
    const {liteClient} = await import('algoliasearch/lite');
    return {
      client: liteClient(config.appId, config.apiKey),
      indexName: config.indexName,
      algolia: true,
      reportUrl: config.reportUrl,
    };
  }
  return {
    client: await loadLocalClient(baseUrl),
    indexName: config?.indexName ?? 'local',
    algolia: false,
    reportUrl: config?.reportUrl ?? fallbackReportUrl,
  };
}

function useInitialRefinements(): Refinements {
  const {i18n} = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  return useMemo(
    () => ({
      language: [i18n.currentLocale],
      docusaurus_tag: [
        'default',
        ...Object.entries(allDocsData).map(([pluginId, data]) => `docs-${pluginId}-${data.versions[0]!.name}`),
      ],
    }),
    [i18n.currentLocale, allDocsData],
  );
}

function useFacetLabel(): (facet: Facet, value: string) => string {
  const {i18n} = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  return useMemo(() => {
    const versionLabels: Record<string, string> = {};
    Object.entries(allDocsData).forEach(([pluginId, data]) =>
      data.versions.forEach((v) => {
        versionLabels[`${pluginId}/${v.name}`] = v.label;
      }),
    );
    return (facet, value) =>
      facet === 'language' ? (i18n.localeConfigs[value]?.label ?? value) : docsearchTagLabel(value, versionLabels);
  }, [i18n.localeConfigs, allDocsData]);
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const {
    algolia: {contextualSearch},
  } = useAlgoliaThemeConfig();
  const facetLabel = useFacetLabel();
  const initialRefinements = useInitialRefinements();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const [refinements, setRefinements] = useState<Refinements>(initialRefinements);
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<ResultState>(idle);
  const [backend, setBackend] = useState<{algolia: boolean; reportUrl: string} | null>(null);
  const query = searchQuery.trim() ? searchQuery : '';

  const pageTitle = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query: searchQuery},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  // A new query or filter starts from the first page.
  useEffect(() => setPage(0), [query, refinements]);

  useEffect(() => {
    if (!query) {
      setResult(idle);
      return undefined;
    }
    let cancelled = false;
    setResult((previous) => ({...previous, status: 'loading'}));
    const timer = window.setTimeout(() => {
      loadClient(siteConfig.baseUrl)
        .then(async ({client, indexName, algolia, reportUrl}) => {
          if (cancelled) return;
          setBackend({algolia, reportUrl});
          const helper = algoliaSearchHelper(client as never, indexName, {
            hitsPerPage: HITS_PER_PAGE,
            disjunctiveFacets: contextualSearch ? [...FACETS] : [],
            highlightPreTag: HIGHLIGHT_PRE,
            highlightPostTag: HIGHLIGHT_POST,
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
          });
          let state = helper.state.setQuery(query).setPage(page);
          if (contextualSearch) {
            for (const facet of FACETS) {
              for (const value of refinements[facet]) state = state.addDisjunctiveFacetRefinement(facet, value);
            }
          }
          const {content} = (await helper.searchOnce(state)) as unknown as {content: SearchResults};
          if (cancelled) return;
          const items = (content.hits as HighlightedHit[]).map((hit) => {
            const levels = Object.values(hit._highlightResult?.hierarchy ?? {}).map((v) => safeHighlight(v.value));
            const snippet = hit._snippetResult?.content?.value;
            return {
              title: levels.pop() ?? '',
              breadcrumbs: levels,
              url: processSearchResultUrl(hit.url),
              summary: snippet ? safeHighlight(snippet) : '',
            };
          });
          const facets = Object.fromEntries(
            FACETS.map((facet) => [
              facet,
              contextualSearch
                ? ((content.getFacetValues(facet, {sortBy: ['name:asc']}) as {name: string; count: number}[]) ?? [])
                : [],
            ]),
          ) as ResultState['facets'];
          setResult((previous) => ({
            status: 'done',
            query,
            items: page === 0 ? items : [...previous.items, ...items],
            nbHits: content.nbHits,
            page: content.page,
            nbPages: content.nbPages,
            facets,
            leftOut: removedWords((content as {queryAfterRemoval?: string}).queryAfterRemoval),
          }));
        })
        .catch(() => {
          if (!cancelled) setResult({...idle, status: 'error', query});
        });
    }, 250);
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

  const facetValues = (facet: Facet) => {
    const counts = new Map(result.facets[facet].map((f) => [f.name, f.count]));
    const names = new Set([...refinements[facet], ...counts.keys()]);
    return [...names].sort().map((name) => ({name, count: counts.get(name) ?? 0}));
  };

  const documentsFound = (count: number) =>
    selectMessage(
      count,
      translate(
        {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
        {count},
      ),
    );

  return (
    <Layout>
      <PageMetadata
        title={pageTitle}
        description={translate({
          id: 'theme.SearchPage.description',
          message: 'Search the Help Centre: help articles, FAQs, the API reference and release notes.',
        })}
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <form role="search" className="row" onSubmit={(e) => e.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              maxLength={512}
            />
          </div>
        </form>

        <div className="row">
          {contextualSearch && (
            <aside className={clsx('col', 'col--3', styles.filters)} aria-label="Filters">
              {FACETS.map((facet) => (
                <fieldset key={facet} className={styles.facet}>
                  <legend>{facet === 'language' ? 'Language' : 'Docs version'}</legend>
                  {facetValues(facet).map(({name, count}) => (
                    <label key={name} className={styles.facetValue}>
                      <input
                        type="checkbox"
                        checked={refinements[facet].includes(name)}
                        onChange={(e) => toggle(facet, name, e.target.checked)}
                      />{' '}
                      {facetLabel(facet, name)} <span className={styles.count}>({count})</span>
                    </label>
                  ))}
                </fieldset>
              ))}
            </aside>
          )}

          <div className={clsx('col', contextualSearch ? 'col--9' : 'col--12')}>
            <div className={styles.summaryRow}>
              <p className={styles.searchResultsColumn} aria-live="polite">
                {result.status === 'done' && result.nbHits > 0 && documentsFound(result.nbHits)}
                {result.status === 'done' && result.nbHits > 0 && result.leftOut.length > 0 && (
                  <>
                    {' '}
                    No page has every word you searched for. These results leave out:{' '}
                    <strong>{result.leftOut.join(', ')}</strong>
                  </>
                )}
              </p>
              {backend?.algolia && (
                <p className={styles.searchLogoColumn}>
                  <Link to="https://www.algolia.com/">
                    {translate({id: 'theme.SearchPage.algoliaLabel', message: 'Powered by Algolia'})}
                  </Link>
                </p>
              )}
            </div>

            {result.status === 'error' && (
              <div className={clsx('alert', 'alert--danger', styles.message)} role="alert">
                <p className={styles.messageTitle}>Unable to fetch results</p>
                <p>You might want to check your network connection.</p>
              </div>
            )}

            {result.status === 'done' && result.items.length === 0 && (
              <div className={styles.message}>
                <p className={styles.messageTitle}>
                  No results found for &quot;<strong>{result.query}</strong>&quot;
                </p>
                <p id="search-suggestions">Try searching for</p>
                <ul className={styles.suggestions} aria-labelledby="search-suggestions">
                  {searchSuggestions(result.query).map((suggestion) => (
                    <li key={suggestion}>
                      <button type="button" className={styles.suggestion} onClick={() => setSearchQuery(suggestion)}>
                        {suggestion}
                      </button>
                    </li>
                  ))}
                </ul>
                <p>
                  Believe this query should return results?{' '}
                  <Link to={reportUrlFor(backend?.reportUrl ?? fallbackReportUrl, result.query)}>Let us know.</Link>
                </p>
              </div>
            )}

            {result.items.length > 0 && (
              <section aria-label="Search results">
                {result.items.map(({title, url, summary, breadcrumbs}, i) => (
                  <article key={`${url}-${i}`} className={styles.searchResultItem}>
                    <Heading as="h2" className={styles.searchResultItemHeading}>
                      {/* Safe: built by safeHighlight (escaped text and <mark> only). */}
                      <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                    </Heading>
                    {breadcrumbs.length > 0 && (
                      <nav aria-label="Breadcrumbs">
                        <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                          {breadcrumbs.map((html, index) => (
                            <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                          ))}
                        </ul>
                      </nav>
                    )}
                    {summary && (
                      <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />
                    )}
                  </article>
                ))}
              </section>
            )}

            {result.status === 'loading' && (
              <div className={styles.loadingSpinner} role="status">
                <span className={styles.srOnly}>
                  <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
                </span>
              </div>
            )}

            {result.status === 'done' && result.page + 1 < result.nbPages && (
              <button type="button" className="button button--secondary" onClick={() => setPage(result.page + 1)}>
                Show more results
              </button>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
