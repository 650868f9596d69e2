import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import type {Props as LayoutProps} from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import {LinksLeavingFrame} from '@site/plugins/new-tab-links/client/Link';
import {useLeavesFeed} from '../../../client';
import styles from './styles.module.css';

/**
 * The layout of pages made to sit in an iframe inside the Vidcove web app: no navbar, footer,
 * announcement bar or sidebar, compact spacing, and kept out of search engines (the notes have a
 * canonical home at /release-notes/); `src/theme/Layout` renders it on the feed's pages. Links that
 * leave the feed open in a new tab, so the web app around the iframe stays put: the site's Link gives them
 * `target="_blank"` and "(opens in new tab)" (plugins/new-tab-links); paging, tags and the archive stay inside.
 */
export default function EmbedLayout({children, title, description}: LayoutProps): ReactNode {
  const leavesFeed = useLeavesFeed();
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {/* A div, not main: every blog page inside renders its own main, and a page has one. */}
      <div className={styles.embed}>
        <p className={styles.note}>Links to articles and full release notes open in a new tab.</p>
        <LinksLeavingFrame.Provider value={leavesFeed}>
          {/* As in the theme's layout: a page that crashes shows the crash fallback inside the frame. */}
          <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
        </LinksLeavingFrame.Provider>
      </div>
    </LayoutProvider>
  );
}
