/**
 * Links between help pages: a link to a docs route names a page that exists, and its #anchor a heading (or
 * an element id) on that page. Links elsewhere on the site (the API reference, release notes, tag lists) are
 * left to Docusaurus' own check of the built site (`onBrokenLinks`, `onBrokenAnchors`).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import yaml from 'js-yaml';
import {samplesSection} from '../../src/data/areas';
import {inlineFactsInTree} from '../performance/inline-facts';
import {lineOf, type Node} from './data-modules';
import {didYouMean, SITE_DIR, type Problem} from './problems';

const DOCS = 'docs';

/** Routes served by sidebars rather than by a page file. */
const INDEX_ROUTES = [samplesSection.route];

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

const trimSlash = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/** The route of a doc (path from the repository root), as the root docs plugin serves it. */
export function docRoute(file: string, source: string): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  let slug: unknown;
  try {
    slug = front ? (yaml.load(front[1]!) as {slug?: unknown} | null)?.slug : undefined;
  } catch {
    slug = undefined; // The front matter check reports it.
  }
  if (typeof slug === 'string') return trimSlash(slug.startsWith('/') ? slug : `/${slug}`);
  const relative = path.posix.relative(DOCS, file).replace(/\.mdx?$/, '');
  return trimSlash('/' + relative.replace(/(^|\/)index$/, '$1'));
}

/** Docs routes → their file, read again when a doc changes (the dev server keeps running). */
export function docRoutes(): Map<string, string> {
  const routes = new Map<string, string>(INDEX_ROUTES.map((route) => [trimSlash(route), '']));
  for (const full of walk(path.join(SITE_DIR, DOCS))) {
    const file = path.relative(SITE_DIR, full).split(path.sep).join('/');
    routes.set(docRoute(file, readFileSync(full, 'utf8')), file);
  }
  return routes;
}

/** The text of a node, as a heading's id is made of it. */
const textOf = (node: Node): string =>
  typeof node.value === 'string' && node.type !== 'mdxTextExpression'
    ? node.value
    : (node.children ?? []).map(textOf).join('');

/** The anchors a page's tree has: its headings' ids (as Docusaurus makes them) and its elements' `id`s. */
export function anchorsOf(tree: Node): Set<string> {
  inlineFactsInTree(tree);
  const slugger = createSlugger();
  const anchors = new Set<string>();
  const visit = (node: Node): void => {
    if (node.type === 'heading') {
      const last = node.children?.at(-1);
      const explicit = last?.type === 'mdxTextExpression' && /^#([\w-]+)$/.exec(String(last.value));
      anchors.add(explicit ? explicit[1]! : slugger.slug(textOf(node).trim()));
    }
    const id = Array.isArray(node.attributes)
      ? node.attributes.find((attribute) => attribute.name === 'id')?.value
      : null;
    if (typeof id === 'string') anchors.add(id);
    node.children?.forEach(visit);
  };
  visit(tree);
  return anchors;
}

/** A page's links: where they point and their line. */
function linksOf(tree: Node): {url: string; line: number}[] {
  const links: {url: string; line: number}[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'link' && node.url) links.push({url: node.url, line: lineOf(node)});
    for (const attribute of Array.isArray(node.attributes) ? node.attributes : []) {
      if ((attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string') {
        links.push({url: attribute.value, line: lineOf(attribute, lineOf(node))});
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return links;
}

/** What a check of links reads: the docs' routes and a page's anchors (by its file). */
export interface LinkIndex {
  /** The file of a docs route ('' for a sidebar's index page), or undefined when no page has it. */
  target(route: string): string | undefined;
  /** Every docs route, for suggestions. */
  routes(): Iterable<string>;
  /** Whether a route's first segment is a docs section (`/managing-media/…`), not another part of the site. */
  isDocsSection(segment: string): boolean;
  anchors(file: string): ReadonlySet<string>;
}

/** The problem of one link of `file`, or null. `ownAnchors` are the page's own. */
function linkProblem(url: string, file: string, index: LinkIndex, ownAnchors: ReadonlySet<string>): string | null {
  const match = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(url)!;
  const [, pathname = '', anchor] = match;
  if (pathname === '' && anchor !== undefined) {
    return anchor === '' || ownAnchors.has(anchor)
      ? null
      : `link to #${anchor}: no heading on this page has that anchor${didYouMean(anchor, ownAnchors, (a) => `#${a}`)}`;
  }
  const section = pathname.split('/')[1] ?? '';
  if (!pathname.startsWith('/') || !index.isDocsSection(section)) return null;
  const route = trimSlash(pathname);
  const target = index.target(route);
  if (target === undefined) return `link to ${pathname}: no page has that route${didYouMean(route, index.routes())}`;
  if (!anchor || target === '') return null;
  const anchors = index.anchors(target);
  if (anchors.has(anchor)) return null;
  return `link to ${url}: ${target} has no heading with the anchor #${anchor}${didYouMean(anchor, anchors, (a) => `#${a}`)}`;
}

/**
 * The problems of a page's links to other help pages and to its own headings (`own`: by default read from the
 * tree, rendering the facts in its headings as the compile does next).
 */
export function linkProblems(tree: Node, file: string, index: LinkIndex, own = anchorsOf(tree)): Problem[] {
  return linksOf(tree).flatMap(({url, line}) => {
    const message = linkProblem(url, file, index, own);
    return message ? [{file, line, message}] : [];
  });
}

/**
 * A link index that reads target pages with `parse`, caching each until its file changes (or takes their
 * anchors from `known`). The routes are read again when a link misses, so that a page added while the dev
 * server runs is found.
 */
export function fileLinkIndex(
  parse: (source: string, file: string) => Node,
  known: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): LinkIndex {
  let routes: Map<string, string> | null = null;
  let sections: Set<string> | null = null;
  const cache = new Map<string, {mtimeMs: number; anchors: Set<string>}>();
  return {
    target(route) {
      if (routes?.has(route)) return routes.get(route);
      routes = docRoutes();
      sections = null;
      return routes.get(route);
    },
    routes: () => (routes ??= docRoutes()).keys(),
    isDocsSection(segment) {
      sections ??= new Set([...(routes ??= docRoutes()).keys()].map((route) => route.split('/')[1]!));
      return sections.has(segment);
    },
    anchors(file) {
      const seen = known.get(file);
      if (seen) return seen;
      const full = path.join(SITE_DIR, file);
      const {mtimeMs} = statSync(full);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.anchors;
      let anchors = new Set<string>();
      try {
        anchors = anchorsOf(parse(readFileSync(full, 'utf8'), file));
      } catch {
        // A page that does not parse reports its own syntax error; its anchors are unknown here.
      }
      cache.set(file, {mtimeMs, anchors});
      return anchors;
    },
  };
}
