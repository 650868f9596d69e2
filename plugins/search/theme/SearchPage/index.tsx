/**
 * The results page at /search?q=…: the query field, filters by language and docs version, and the results
 * of the backend search/config.json names (useSearchPage.ts), fetched 15 at a time. It replaces
 * @docusaurus/theme-search-algolia's SearchPage, which always says "Powered by Algolia", spins forever when
 * a search fails and offers no language or docs-version filters.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import Head from '@docusaurus/Head';
import {HtmlClassNameProvider, PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Filters from './Filters';
import {Loading, NoResults, ResultSummary, SearchError} from './Notices';
import ResultList from './ResultList';
import SearchForm from './SearchForm';
import {useSearchPage} from './useSearchPage';

function pageTitle(query: string, searchQuery: string): string {
  return query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query: searchQuery},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function SearchPageContent(): ReactNode {
  const {searchQuery, setSearchQuery, query, contextualSearch, refinements, toggle, result, backend, showMore} =
    useSearchPage();
  const title = pageTitle(query, searchQuery);
  const done = result.status === 'done';
  return (
    <Layout>
      <PageMetadata
        title={title}
        description={translate({
          id: 'theme.SearchPage.description',
          message: 'Search the Help Centre: help articles, FAQs, the API reference and release notes.',
        })}
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <SearchForm query={searchQuery} onChange={setSearchQuery} />
        <div className="row">
          {contextualSearch && (
            <Filters
              counts={result.facets}
              refinements={refinements}
              onToggle={toggle}
              // While a new query loads, the last query's counts stay.
              counted={done || (result.status === 'loading' && result.query !== '')}
            />
          )}
          <div className={clsx('col', contextualSearch ? 'col--9' : 'col--12')}>
            <ResultSummary result={result} backend={backend} />
            {result.status === 'error' && <SearchError />}
            {done && result.items.length === 0 && (
              <NoResults query={result.query} reportUrl={backend?.reportUrl} onSuggestion={setSearchQuery} />
            )}
            {result.items.length > 0 && <ResultList items={result.items} />}
            {result.status === 'loading' && <Loading />}
            {done && result.page + 1 < result.nbPages && (
              <button type="button" className="button button--secondary" onClick={showMore}>
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
