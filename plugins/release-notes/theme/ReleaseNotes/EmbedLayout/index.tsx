import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import type {Props as LayoutProps} from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import {LinksLeavingFrame} from '@site/plugins/new-tab-links/client/Link';
import {releaseNotes} from '@site/config/blog';
import styles from './styles.module.css';

export const FEED_PATH = '/release-notes-embed';

/** True for links that take the reader out of the embedded feed (help articles, full notes, other sites). */
export function leavesFeed(url: string): boolean {
  const base = 'https://feed.invalid';
  const parsed = new URL(url, `${base}${FEED_PATH}/`);
  if (parsed.origin !== base) return true;
  return !(parsed.pathname === FEED_PATH || parsed.pathname.startsWith(`${FEED_PATH}/`));
}

/** The full note on the help centre for a note of the feed: `/release-notes-embed/2025/…` → `/release-notes/2025/…`. */
export function fullNotePath(feedPermalink: string): string {
  return feedPermalink.startsWith(`${FEED_PATH}/`)
    ? `/${releaseNotes.routeBasePath}/${feedPermalink.slice(FEED_PATH.length + 1)}`
    : feedPermalink;
}

/**
 * The layout of pages made to sit in an iframe inside the Vidcove web app: no navbar, footer,
 * announcement bar or sidebar, compact spacing, and kept out of search engines (the notes have a
 * canonical home at /release-notes/). Links that leave the feed open in a new tab, so the web app
 * around the iframe stays put: the site's Link gives them `target="_blank"` and "(opens in new tab)"
 * (plugins/new-tab-links); paging, tags and the archive stay inside the frame.
 */
export default function EmbedLayout({children, title, description}: LayoutProps): ReactNode {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <Head>
        <meta name="robots" content="noindex, follow" />
        <html className={styles.embedRoot} />
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
