/**
 * What the /search page says besides its results: how many were found (and which words partial results
 * leave out), the Algolia mention when Algolia answers, that a search failed, that nothing was found (with
 * suggestions that search again and a way to report it), and that results are on their way.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluralForm} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import {fallbackReportUrl, reportUrlFor, type SearchBackend} from '../../client/runtime';
import {searchSuggestions} from '../../client/suggestions';
import type {ResultState} from './useSearchPage';
import styles from './styles.module.css';

export function ResultSummary({result, backend}: {result: ResultState; backend: SearchBackend | null}): ReactNode {
  const {selectMessage} = usePluralForm();
  const found = result.status === 'done' && result.nbHits > 0;
  const documentsFound = (count: number) =>
    selectMessage(
      count,
      translate(
        {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
        {count},
      ),
    );
  return (
    <div className={styles.summaryRow}>
      <p className={styles.searchResultsColumn} aria-live="polite">
        {found && documentsFound(result.nbHits)}
        {found && result.leftOut.length > 0 && (
          <>
            {' '}
            No page has every word you searched for. These results leave out:{' '}
            <strong>{result.leftOut.join(', ')}</strong>
          </>
        )}
      </p>
      {backend?.kind === 'algolia' && (
        <p className={styles.searchLogoColumn}>
          <Link to="https://www.algolia.com/">
            {translate({id: 'theme.SearchPage.algoliaLabel', message: 'Powered by Algolia'})}
          </Link>
        </p>
      )}
    </div>
  );
}

export function SearchError(): ReactNode {
  return (
    <div className={clsx('alert', 'alert--danger', styles.message)} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

interface NoResultsProps {
  query: string;
  reportUrl: string | undefined;
  onSuggestion: (query: string) => void;
}

export function NoResults({query, reportUrl, onSuggestion}: NoResultsProps): ReactNode {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        No results found for &quot;<strong>{query}</strong>&quot;
      </p>
      <p id="search-suggestions">Try searching for</p>
      <ul className={styles.suggestions} aria-labelledby="search-suggestions">
        {searchSuggestions(query).map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p>
        Believe this query should return results?{' '}
        <Link to={reportUrlFor(reportUrl ?? fallbackReportUrl, query)}>Let us know.</Link>
      </p>
    </div>
  );
}

export function Loading(): ReactNode {
  return (
    <div className={styles.loadingSpinner} role="status">
      <span className={styles.srOnly}>
        <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
      </span>
    </div>
  );
}
