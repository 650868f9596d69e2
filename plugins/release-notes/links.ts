/**
 * Where links go from the embeddable feed, which sits in an iframe inside the Vidcove web app: pure
 * functions of the routes the plugin publishes, used by its layout and archive (through ./client).
 */

/** True for links that take the reader out of the feed at `feedPath` (help articles, full notes, other sites). */
export function leavesFeed(feedPath: string, url: string): boolean {
  const base = 'https://feed.invalid';
  const parsed = new URL(url, `${base}${feedPath}/`);
  if (parsed.origin !== base) return true;
  return !(parsed.pathname === feedPath || parsed.pathname.startsWith(`${feedPath}/`));
}

/** The full note on the help centre for a note of the feed: `/release-notes-embed/2025/…` → `/release-notes/2025/…`. */
export function fullNotePath(feedPath: string, blogPath: string, feedPermalink: string): string {
  return feedPermalink.startsWith(`${feedPath}/`)
    ? `${blogPath}/${feedPermalink.slice(feedPath.length + 1)}`
    : feedPermalink;
}
