// Wrapped (not ejected) to add a search box and the content areas under the stock "Page Not Found" text,
// and to title the page: under the docs plugin's root route the stock content renders without a title.
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import AreaCards from '@site/src/components/AreaCards';
import {contentAreas} from '@site/src/data/areas';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <section className={`container ${styles.help}`} aria-labelledby="not-found-help">
        <h2 id="not-found-help" className={styles.heading}>
          Find what you were looking for
        </h2>
        <form action="/search" method="get" role="search" className={styles.search}>
          <label htmlFor="not-found-search">Search the help centre</label>
          <div className={styles.row}>
            <input id="not-found-search" type="search" name="q" required className={styles.input} />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <h3 className={styles.subheading}>Or start from a topic</h3>
        <AreaCards areas={contentAreas} headingLevel="h3" />
      </section>
    </>
  );
}
