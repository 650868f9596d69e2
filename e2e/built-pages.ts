/**
 * Every HTML page of the build, as the quality gate loads it (the build precedes the browser tests).
 *
 * - Docs tag pages (/tags/<tag>/, 200+ of them) share one template and differ only in their list of
 *   docs: the gate loads a fixed sample of them, the first and the last and every 8th in between,
 *   sorted by path (TAG_SAMPLE_EVERY). The tag index and the blogs' tag pages are all loaded.
 * - Redirect pages (a meta refresh to the article's new path) are followed by e2e/redirects.spec.ts,
 *   which checks the page each lands on the same way; the gate checks that every one of them is there.
 * - 404.html is the not-found page, which the gate loads at an unknown path (with its 404 status).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
export const TAG_SAMPLE_EVERY = 8;

export interface BuiltPage {
  /** URL path the server answers for the file: `a/index.html` → `/a/`. */
  readonly path: string;
  readonly file: string;
  /** Target of a redirect page's meta refresh, if it is one. */
  readonly redirectTo?: string;
}

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(dir, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

export function urlPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/** Every HTML file of the build, sorted by path. */
export function builtPages(dir = BUILD_DIR): BuiltPage[] {
  return htmlFiles(dir)
    .sort()
    .map((file) => {
      const html = readFileSync(path.join(dir, file), 'utf8');
      const refresh = /<meta http-equiv="?refresh"? content="\d+;\s*url=([^"]+)"/i.exec(html)?.[1];
      return {path: urlPath(file), file, ...(refresh ? {redirectTo: refresh} : {})};
    });
}

/** Docs tag pages: /tags/<tag>/ (not the tag index, not the blogs' tags). */
export const isDocsTagPage = (page: BuiltPage): boolean => /^\/tags\/[^/]+\/$/.test(page.path);

/** The sample of docs tag pages: first, last, and every TAG_SAMPLE_EVERY-th by sorted path. */
export function sampleTagPages(pages: readonly BuiltPage[]): BuiltPage[] {
  const tags = pages.filter(isDocsTagPage);
  return tags.filter((_, i) => i % TAG_SAMPLE_EVERY === 0 || i === tags.length - 1);
}

/**
 * The address a reader uses for a page: the sitemap's form where the sitemap lists it (`/api/media-list`
 * for the file `api/media-list/index.html`), else the file's (`/tags/access/`). The server answers both.
 */
export function readerPaths(pages: readonly BuiltPage[], dir = BUILD_DIR): Map<string, string> {
  const sitemap = new Set(
    [...readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    ),
  );
  return new Map(
    pages.map((page) => {
      const bare = page.path.replace(/(.)\/$/, '$1');
      return [page.path, !sitemap.has(page.path) && sitemap.has(bare) ? bare : page.path];
    }),
  );
}

export interface GatePlan {
  /** Pages the gate loads and checks in full. */
  readonly pages: readonly string[];
  /** Redirect pages (followed by e2e/redirects.spec.ts). */
  readonly redirects: readonly BuiltPage[];
  readonly tagPages: number;
  readonly tagPagesSampled: number;
  readonly files: number;
}

export function gatePlan(dir = BUILD_DIR): GatePlan {
  const all = builtPages(dir);
  const sampled = new Set(sampleTagPages(all).map((page) => page.path));
  const addresses = readerPaths(all, dir);
  const pages = all
    .filter((page) => page.file !== '404.html' && !page.redirectTo)
    .filter((page) => !isDocsTagPage(page) || sampled.has(page.path))
    .map((page) => addresses.get(page.path) ?? page.path);
  return {
    pages,
    redirects: all.filter((page) => page.redirectTo),
    tagPages: all.filter(isDocsTagPage).length,
    tagPagesSampled: sampled.size,
    files: all.length,
  };
}

/** axe runs on the first page of each type and on every AXE_SAMPLE_EVERY-th page the gate loads. */
export const AXE_SAMPLE_EVERY = 3;

/**
 * A page's template, from its path: a docs section's articles (`getting-started/*`), the API
 * operations (`api/*`), docs tag pages (`tags/*`); for the two release-note feeds, their posts, lists
 * (paging included), tag pages, tag index, archive and authors. Pages with a path of one segment
 * (home, status, the API introduction, the search page) are each their own type.
 */
export function pageType(route: string): string {
  const parts = route.split('/').filter(Boolean);
  if (/^release-notes(?:-embed)?$/.test(parts[0] ?? '')) {
    return parts
      .join('/')
      .replace(/\/page\/\d+$/, '')
      .replace(/\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/, '/post')
      .replace(/^([^/]+\/tags)\/[^/]+$/, '$1/tag');
  }
  return parts.length <= 1 ? `/${parts.join('')}` : `${parts[0]}/*`;
}

/** The pages axe checks, in `routes` order: the first of each type, and every AXE_SAMPLE_EVERY-th. */
export function axeSample(routes: readonly string[]): string[] {
  const seen = new Set<string>();
  return routes.filter((route, i) => {
    const type = pageType(route);
    const first = !seen.has(type);
    seen.add(type);
    return first || i % AXE_SAMPLE_EVERY === 0;
  });
}
