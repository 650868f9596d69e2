/**
 * What the build and the pages share (browser-safe: no Node imports).
 *
 * Where a page's Markdown twin lives: the page's path plus `.md`. A route that ends in a slash drops the
 * slash first (`/embedding-media/overview/` → `/embedding-media/overview.md`), and the home page's twin
 * would be `/index.md`. One rule for the build (which writes the files), the pages (which link to them)
 * and the checks.
 */
export function twinPath(route: string): string {
  const path = route.split(/[?#]/)[0]!;
  const trimmed = path.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

export const PLUGIN_NAME = 'vidcove-markdown-twins';

/** What the plugin tells pages (global data): the content instances whose pages have twins. */
export interface TwinGlobalData {
  readonly docsPluginIds: readonly string[];
  readonly blogPluginIds: readonly string[];
}
