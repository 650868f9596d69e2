// Ejected (the stock SearchPage's result markup) because the page around it is our own (useSearchPage.ts); unchanged but for a labelled section and safe highlights.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ResultItem} from './useSearchPage';
import styles from './styles.module.css';

export default function ResultList({items}: {items: readonly ResultItem[]}): ReactNode {
  return (
    <section aria-label="Search results">
      {items.map(({title, url, summary, breadcrumbs}, i) => (
        <article key={`${url}-${i}`} className={styles.searchResultItem}>
          <Heading as="h2" className={styles.searchResultItemHeading}>
            {/* Safe: built by safeHighlight (escaped text and <mark> only), as are the breadcrumbs and summary. */}
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
          {summary && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />}
        </article>
      ))}
    </section>
  );
}
