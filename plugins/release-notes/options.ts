/**
 * The release-notes feature's options: the main blog instance (the site's, `config/blog.ts`) and how
 * many of the newest notes the home page lists. The embeddable feed's blog instance is derived from the
 * main one here, so the two always read the same notes with the same tags, authors and checks.
 */
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

export const PLUGIN_NAME = 'release-notes';

/** Plugin id and route of the embeddable feed's blog instance. */
export const FEED_PLUGIN_ID = 'release-notes-embed';
export const FEED_ROUTE_BASE_PATH = 'release-notes-embed';

// A type, not an interface: Docusaurus' PluginOptions takes only types with implicit index signatures.
export type ReleaseNotesOptions = {
  /** The main release notes: the classic preset's blog options (its plugin id is `default` unless set). */
  readonly blog: BlogOptions & {readonly routeBasePath: string};
  /** How many of the newest notes the home page lists. */
  readonly latestCount: number;
};

/** What the plugin publishes to the browser (`usePluginData('release-notes')`, through ./client). */
export interface ReleaseNotesGlobalData {
  /** The main release notes' route, `/release-notes`. */
  readonly blogPath: string;
  /** The embeddable feed: its blog instance's plugin id and its route, `/release-notes-embed`. */
  readonly feed: {readonly pluginId: string; readonly path: string};
  /** The newest notes, newest first. */
  readonly releases: readonly LatestRelease[];
}

export interface LatestRelease {
  readonly title: string;
  readonly permalink: string;
  /** ISO date of the release. */
  readonly date: string;
  readonly description: string;
}

export function validateOptions(options: unknown): ReleaseNotesOptions {
  const {blog, latestCount} = (options ?? {}) as Partial<ReleaseNotesOptions>;
  if (
    typeof latestCount !== 'number' ||
    !Number.isInteger(latestCount) ||
    latestCount < 1 ||
    typeof blog?.routeBasePath !== 'string'
  ) {
    throw new Error(
      'release-notes: options must be {blog: the main blog options with a routeBasePath, latestCount: a whole number of at least 1}.',
    );
  }
  return {blog, latestCount};
}

/**
 * The embeddable feed: the main instance's notes, tags, authors and checks, 5 a page, with no sidebar
 * and no feeds (`/release-notes/` is the canonical home of every note).
 */
export function feedBlogOptions(blog: ReleaseNotesOptions['blog']): BlogOptions {
  // The main list's own id, route, paging, sidebar and feeds stay with it.
  const {
    id: _id,
    routeBasePath: _route,
    postsPerPage: _size,
    blogSidebarTitle: _title,
    blogSidebarCount: _count,
    feedOptions: _feeds,
    ...shared
  } = blog;
  return {
    ...shared,
    id: FEED_PLUGIN_ID,
    routeBasePath: FEED_ROUTE_BASE_PATH,
    postsPerPage: 5,
    blogSidebarCount: 0,
    feedOptions: {type: null},
  };
}
