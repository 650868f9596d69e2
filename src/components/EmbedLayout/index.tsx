import type {MouseEvent, ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import type {Props as LayoutProps} from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import styles from './styles.module.css';

export const FEED_PATH = '/release-notes-embed';

/** True for links that take the reader out of the embedded feed (help articles, full notes, other sites). */
export function leavesFeed(href: string, origin: string): boolean {
  const url = new URL(href, origin);
  if (url.origin !== origin) return true;
  return !(url.pathname === FEED_PATH || url.pathname.startsWith(`${FEED_PATH}/`));
}

/**
 * Links that leave the feed open in a new tab, so the web app around the iframe stays put. Content
 * links already carry target="_blank" (see src/theme/MDXComponents/A); this catches the rest (note
 * titles, tags and "Read more" point at the full notes on the help centre).
 */
function openOutsideFeedInNewTab(event: MouseEvent<HTMLElement>): void {
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!leavesFeed(anchor.href, window.location.origin)) return;
  event.preventDefault();
  window.open(anchor.href, '_blank', 'noopener');
}

/**
 * The layout of pages made to sit in an iframe inside the Vidcove web app: no navbar, footer,
 * announcement bar or sidebar, compact spacing, and kept out of search engines (the notes have a
 * canonical home at /release-notes/).
 */
export default function EmbedLayout({children, title, description}: LayoutProps): ReactNode {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <Head>
        <meta name="robots" content="noindex, follow" />
        <html className={styles.embedRoot} />
      </Head>
      {/* The handler only redirects activation of links, which stay natively focusable and keyboard-operable.
          A div, not main: every blog page inside renders its own main, and a page has one. */}
      <div className={styles.embed} onClickCapture={openOutsideFeedInNewTab}>
        <p className={styles.note}>Links to articles and full release notes open in a new tab.</p>
        {/* As in the theme's layout: a page that crashes shows the crash fallback inside the frame. */}
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
    </LayoutProvider>
  );
}
