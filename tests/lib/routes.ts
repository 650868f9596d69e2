/**
 * Each doc's route, read from the docs themselves (front matter is the one source of a page's title, tags and
 * flags): browser tests use it to know which routes must answer, and which must not.
 */
import {loadDocs, type Doc} from './content';

export interface DocRoute {
  /** The URL path the doc is served at (drafts: the path it would have in development). */
  readonly route: string;
  /** Path under docs/. */
  readonly file: string;
  readonly title: string;
  readonly unlisted: boolean;
  readonly draft: boolean;
  readonly doc: Doc;
}

/** The route Docusaurus gives a doc of the root docs plugin: its `slug`, or its path (`index` gives a trailing slash). */
export function routeOf(doc: Doc): string {
  const {slug} = doc.frontMatter;
  if (typeof slug === 'string') return slug.startsWith('/') ? slug : `/${slug}`;
  return '/' + doc.file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
}

export function docRoutes(): DocRoute[] {
  return loadDocs().map((doc) => ({
    route: routeOf(doc),
    file: doc.file,
    title: String(doc.frontMatter.title),
    unlisted: doc.frontMatter.unlisted === true,
    draft: doc.frontMatter.draft === true,
    doc,
  }));
}

/** The docs folder a route's doc lives in (its section). */
export function sectionOf(entry: Pick<DocRoute, 'file'>): string {
  return entry.file.split('/')[0]!.replace(/\.mdx?$/, '');
}
