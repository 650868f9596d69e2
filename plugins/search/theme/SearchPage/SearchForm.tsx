// Ejected (the stock SearchPage's query field) because the page around it is our own (useSearchPage.ts); a role="search" form, no autofocus, a length limit.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function SearchForm({query, onChange}: {query: string; onChange: (query: string) => void}): ReactNode {
  return (
    <form role="search" className="row" onSubmit={(e) => e.preventDefault()}>
      <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
        <input
          type="search"
          name="q"
          className={styles.searchQueryInput}
          placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
          aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
          onChange={(e) => onChange(e.target.value)}
          value={query}
          autoComplete="off"
          maxLength={512}
        />
      </div>
    </form>
  );
}
