/**
 * Internal links, anchors and images of a built site, checked offline against the files.
 *
 * Every reference a page makes to its own site (relative, root-relative, or absolute on the site's
 * origin) is resolved as the production server resolves it (`resolveRequestPath` in
 * ./static-server); a missing file is broken, and a `#fragment` must name an element `id` (or an
 * `a[name]`) of the target page. External links are counted, never fetched.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {type HTMLElement, NodeType, parse} from 'node-html-parser';
import {resolveRequestPath} from '../server/paths';

/** The not-found page: the server answers its own path with it and status 404, like any unknown path. */
const NOT_FOUND_FILE = '404.html';

/** One URL a page refers to, with what refers to it (`a href`, `img srcset`, `link rel=icon`, …). */
export interface RawReference {
  readonly url: string;
  readonly kind: string;
}

/** What the checker needs of one page: its references, its anchor targets and its own URL hints. */
export interface PageScan {
  readonly references: readonly RawReference[];
  /** Every element `id` and every `a[name]`: the fragments that land on this page. */
  readonly anchors: ReadonlySet<string>;
  /** `<link rel=canonical href>`, if any. */
  readonly canonical?: string;
  /** `<base href>`, if any. */
  readonly base?: string;
}

/** Elements whose content is text, not markup: links inside them are not links. */
const RAW_TEXT = {script: true, style: true, textarea: true} as const;

/** Rels whose href is an origin to connect to, not a resource. */
const ORIGIN_ONLY_RELS = new Set(['preconnect', 'dns-prefetch']);

/** Meta tags whose content is an image URL shown by link previews. */
const IMAGE_METAS = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']);

/**
 * The candidate URLs of a `srcset` (the HTML standard's parsing, without descriptor validation):
 * URLs are separated by whitespace-delimited descriptors and commas; a URL may itself hold commas.
 */
export function parseSrcset(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  const n = value.length;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
  while (i < n) {
    while (i < n && (isSpace(value[i]) || value[i] === ',')) i += 1;
    if (i >= n) break;
    let start = i;
    while (i < n && !isSpace(value[i])) i += 1;
    let url = value.slice(start, i);
    let endsCandidate = false;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      endsCandidate = true;
    }
    if (url) urls.push(url);
    if (endsCandidate) continue;
    // Descriptors run to the next comma outside parentheses.
    let depth = 0;
    start = i;
    while (i < n) {
      const c = value[i];
      if (c === '(') depth += 1;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ',' && depth === 0) break;
      i += 1;
    }
    i += 1;
  }
  return urls;
}

/** The target of `<meta http-equiv=refresh content="0; url=/x">`, or undefined when it names none. */
export function parseMetaRefresh(content: string): string | undefined {
  const match = /^\s*\d*(?:\.\d*)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(content);
  let target = match?.[1]?.trim() ?? '';
  const quote = target[0];
  if (quote === '"' || quote === "'") {
    const end = target.indexOf(quote, 1);
    target = target.slice(1, end === -1 ? undefined : end);
  }
  return target === '' ? undefined : target;
}

/**
 * Quotes unquoted attribute values that end in `/` right before `>`. Minifiers write `<a href=/>`,
 * which HTML parses as `href="/"`; node-html-parser reads the `/` as a self-closing slash instead.
 */
export function quoteSlashEndedValues(html: string): string {
  return html.replace(/(\s[^\s"'>/=]+)=([^\s"'=<>`]*\/)>/g, '$1="$2">');
}

const reference = (url: string | undefined, kind: string): RawReference[] =>
  url !== undefined && url.trim() !== '' ? [{url: url.trim(), kind}] : [];

const srcsetReferences = (value: string | undefined, kind: string): RawReference[] =>
  value ? parseSrcset(value).flatMap((url) => reference(url, kind)) : [];

/** The references a `<link>` makes: its href and image srcset, unless it only names an origin to connect to. */
function linkReferences(attr: (name: string) => string | undefined): RawReference[] {
  const rels = (attr('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (rels.some((rel) => ORIGIN_ONLY_RELS.has(rel))) return [];
  return [
    ...reference(attr('href'), `link rel=${rels.join(' ') || '(none)'}`),
    ...srcsetReferences(attr('imagesrcset'), `link rel=${rels.join(' ')} imagesrcset`),
  ];
}

/** The references a `<meta>` makes: a link preview's image, or a refresh's target. */
function metaReferences(attr: (name: string) => string | undefined): RawReference[] {
  const property = (attr('property') ?? attr('name') ?? '').toLowerCase();
  return [
    ...(IMAGE_METAS.has(property) ? reference(attr('content'), `meta ${property}`) : []),
    ...((attr('http-equiv') ?? '').toLowerCase() === 'refresh'
      ? reference(parseMetaRefresh(attr('content') ?? ''), 'meta refresh')
      : []),
  ];
}

/** The URLs one element refers to, in attribute order, each with what refers to it. */
function elementReferences(tag: string, attr: (name: string) => string | undefined): RawReference[] {
  switch (tag) {
    case 'a':
    case 'area':
      return reference(attr('href'), `${tag} href`);
    case 'img':
    case 'source':
      return [...reference(attr('src'), `${tag} src`), ...srcsetReferences(attr('srcset'), `${tag} srcset`)];
    case 'video':
      return [...reference(attr('src'), 'video src'), ...reference(attr('poster'), 'video poster')];
    case 'audio':
    case 'track':
    case 'script':
    case 'iframe':
      return reference(attr('src'), `${tag} src`);
    case 'link':
      return linkReferences(attr);
    case 'meta':
      return metaReferences(attr);
    case 'use':
      // SVG sprites: `<use href="#icon">` draws nothing when the symbol is missing.
      return reference(attr('href') ?? attr('xlink:href'), 'svg use');
    default:
      return [];
  }
}

/** Reads one page's references and anchors from its HTML. */
export function scanPage(html: string): PageScan {
  // parseNoneClosedTags: minified pages omit optional end tags (`</li>`, `</p>`); without it the
  // parser drops those elements and everything in them.
  const root = parse(quoteSlashEndedValues(html), {
    blockTextElements: RAW_TEXT,
    comment: false,
    parseNoneClosedTags: true,
  });
  const references: RawReference[] = [];
  const anchors = new Set<string>();
  let canonical: string | undefined;
  let base: string | undefined;
  const visit = (element: HTMLElement) => {
    const tag = element.rawTagName?.toLowerCase();
    if (tag) {
      const attr = (name: string) => element.getAttribute(name);
      const id = attr('id');
      if (id) anchors.add(id);
      const name = tag === 'a' ? attr('name') : undefined;
      if (name) anchors.add(name);
      const rels = tag === 'link' ? (attr('rel') ?? '').toLowerCase().split(/\s+/) : [];
      if (rels.includes('canonical')) canonical = attr('href');
      if (tag === 'base') base ??= attr('href');
      references.push(...elementReferences(tag, attr));
    }
    for (const child of element.childNodes) {
      if (child.nodeType === NodeType.ELEMENT_NODE) visit(child as HTMLElement);
    }
  };
  visit(root);
  return {references, anchors, canonical, base};
}

export type Classified =
  | {readonly kind: 'internal'; readonly url: URL}
  | {readonly kind: 'external'}
  | {readonly kind: 'other'}
  | {readonly kind: 'invalid'};

/**
 * Sorts a reference: internal (relative, root-relative or on the site's origin, resolved against
 * the page), external (http(s) elsewhere), other schemes (mailto:, tel:, data:, javascript:…), or invalid.
 */
export function classifyReference(reference: string, pageUrl: URL, siteOrigin: string): Classified {
  let url: URL;
  try {
    url = new URL(reference, pageUrl);
  } catch {
    return {kind: 'invalid'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'other'};
  return url.origin === siteOrigin ? {kind: 'internal', url} : {kind: 'external'};
}

/** Every `.html` file below `root`, as paths relative to it with `/` separators, sorted. */
export async function listHtmlFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.html')) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  return files.sort();
}

/** The URL path the server normalises a file to: `a/index.html` → `/a/`, `a/b.html` → `/a/b`. */
export function urlPathForFile(relativeFile: string): string {
  const encoded = relativeFile.split('/').map(encodeURIComponent).join('/');
  if (encoded === 'index.html') return '/';
  if (encoded.endsWith('/index.html')) return `/${encoded.slice(0, -'index.html'.length)}`;
  return `/${encoded.replace(/\.html$/, '')}`;
}

export type ProblemType = 'missing' | 'fragment' | 'invalid' | 'sitemap';

export interface Problem {
  readonly type: ProblemType;
  /** The page (URL path) or `sitemap.xml` that holds the reference. */
  readonly page: string;
  readonly reference: string;
  readonly kind: string;
  readonly reason: string;
}

export interface LinkReport {
  readonly pages: number;
  readonly internal: number;
  readonly external: number;
  readonly sitemapLocs: number;
  readonly problems: readonly Problem[];
  readonly durationMs: number;
}

export interface CheckOptions {
  /** Folder of the built site. */
  readonly root: string;
  /** The site's public origin, e.g. `https://help.example.com` (a path part is ignored). */
  readonly siteUrl: string;
  /** Sitemap file below root; none checked when it does not exist. */
  readonly sitemap?: string;
}

type Target = {readonly file: string} | {readonly missing: string};

/**
 * The built site as the server answers it: where a pathname lands (following the server's own
 * redirects) and the anchors of a page, each read once.
 */
function createSiteReader(root: string, scans: Map<string, PageScan>) {
  const targets = new Map<string, Promise<Target>>();
  const follow = async (pathname: string): Promise<Target> => {
    let current = pathname;
    for (let hops = 0; hops < 5; hops += 1) {
      const resolution = await resolveRequestPath(root, current);
      if (resolution.kind === 'file') return {file: resolution.file};
      if (resolution.kind === 'not-found') return {missing: 'no such file'};
      current = resolution.location;
    }
    return {missing: 'redirect loop'};
  };
  const resolveTarget = (pathname: string): Promise<Target> => {
    let target = targets.get(pathname);
    if (!target) {
      target = follow(pathname);
      targets.set(pathname, target);
    }
    return target;
  };
  const anchorsOf = async (file: string): Promise<ReadonlySet<string> | undefined> => {
    if (!file.endsWith('.html')) return undefined;
    let scan = scans.get(file);
    if (!scan) {
      scan = scanPage(await readFile(file, 'utf8'));
      scans.set(file, scan);
    }
    return scan.anchors;
  };
  /** Why `url`'s fragment lands nowhere on `file`, or undefined when it lands (or names no element). */
  const fragmentProblem = async (url: URL, file: string): Promise<string | undefined> => {
    const fragment = url.hash.slice(1);
    if (fragment === '' || fragment === 'top' || fragment.startsWith(':~:')) return undefined;
    const anchors = await anchorsOf(file);
    if (!anchors) return undefined;
    let decoded = fragment;
    try {
      decoded = decodeURIComponent(fragment);
    } catch {
      // Keep the fragment as written.
    }
    if (anchors.has(fragment) || anchors.has(decoded)) return undefined;
    return `no element with id "${decoded}" on ${url.pathname}`;
  };
  return {root, resolveTarget, fragmentProblem};
}

type SiteReader = ReturnType<typeof createSiteReader>;

/** What a page's references count and the problems they have, added up over the site. */
interface Tally {
  internal: number;
  external: number;
  readonly problems: Problem[];
}

/** The URL a page's relative references resolve against: its canonical URL if that serves this file, then `<base>`. */
async function pageBaseUrl(site: SiteReader, file: string, scan: PageScan, siteOrigin: string, tally: Tally) {
  const page = urlPathForFile(file);
  let pageUrl = new URL(page, siteOrigin);
  if (scan.canonical) {
    const canonical = classifyReference(scan.canonical, pageUrl, siteOrigin);
    if (canonical.kind === 'internal') {
      const target = await site.resolveTarget(canonical.url.pathname);
      if ('file' in target && target.file === path.join(site.root, file)) pageUrl = canonical.url;
    }
  }
  if (scan.base) {
    try {
      pageUrl = new URL(scan.base, pageUrl);
    } catch {
      tally.problems.push({type: 'invalid', page, reference: scan.base, kind: 'base href', reason: 'not a valid URL'});
    }
  }
  return pageUrl;
}

/** Counts one page's references and records those that are invalid, missing or point at no anchor. */
async function checkPage(site: SiteReader, file: string, scan: PageScan, siteOrigin: string, tally: Tally) {
  const page = urlPathForFile(file);
  const pageUrl = await pageBaseUrl(site, file, scan, siteOrigin, tally);
  for (const {url: reference, kind} of scan.references) {
    const classified = classifyReference(reference, pageUrl, siteOrigin);
    if (classified.kind === 'external') tally.external += 1;
    if (classified.kind === 'invalid') {
      tally.problems.push({type: 'invalid', page, reference, kind, reason: 'not a valid URL'});
    }
    if (classified.kind !== 'internal') continue;
    tally.internal += 1;
    // The not-found page naming its own URL (canonical, alternate): served there, with status 404.
    if (file === NOT_FOUND_FILE && classified.url.pathname === `/${NOT_FOUND_FILE}`) continue;
    const target = await site.resolveTarget(classified.url.pathname);
    if ('missing' in target) {
      tally.problems.push({type: 'missing', page, reference, kind, reason: target.missing});
      continue;
    }
    const reason = await site.fragmentProblem(classified.url, target.file);
    if (reason) tally.problems.push({type: 'fragment', page, reference, kind, reason});
  }
}

/** Checks that every `<loc>` of the sitemap is an absolute URL of a page on the site; returns how many there are. */
async function checkSitemap(site: SiteReader, sitemapFile: string, siteOrigin: string, problems: Problem[]) {
  let sitemap: string;
  try {
    sitemap = await readFile(sitemapFile, 'utf8');
  } catch {
    return 0;
  }
  let sitemapLocs = 0;
  const sitemapName = path.relative(site.root, sitemapFile).split(path.sep).join('/');
  for (const [, raw] of sitemap.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    const loc = decodeXmlText(raw!);
    sitemapLocs += 1;
    const add = (reason: string) =>
      problems.push({type: 'sitemap', page: sitemapName, reference: loc, kind: 'sitemap loc', reason});
    const classified = classifyReference(loc, new URL('/', siteOrigin), siteOrigin);
    if (classified.kind !== 'internal' || !/^https?:\/\//i.test(loc)) {
      add(`not an absolute URL on ${siteOrigin}`);
      continue;
    }
    const target = await site.resolveTarget(classified.url.pathname);
    if ('missing' in target) add(target.missing);
    else if (!target.file.endsWith('.html')) add('not a page');
  }
  return sitemapLocs;
}

/** Checks every internal reference of every built page, and every `<loc>` of the sitemap. */
export async function checkSiteLinks(options: CheckOptions): Promise<LinkReport> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const siteOrigin = new URL(options.siteUrl).origin;
  const files = await listHtmlFiles(root);
  const scans = new Map<string, PageScan>();
  for (const file of files) scans.set(path.join(root, file), scanPage(await readFile(path.join(root, file), 'utf8')));
  const site = createSiteReader(root, scans);
  const tally: Tally = {internal: 0, external: 0, problems: []};
  for (const file of files) await checkPage(site, file, scans.get(path.join(root, file))!, siteOrigin, tally);
  const sitemapFile = path.join(root, options.sitemap ?? 'sitemap.xml');
  const sitemapLocs = await checkSitemap(site, sitemapFile, siteOrigin, tally.problems);
  return {
    pages: files.length,
    internal: tally.internal,
    external: tally.external,
    sitemapLocs,
    problems: tally.problems,
    durationMs: performance.now() - started,
  };
}

function decodeXmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const GROUP_TITLES: Record<ProblemType, string> = {
  missing: 'Broken references (no such page or file)',
  fragment: 'Broken fragments (no element with that id)',
  invalid: 'Invalid URLs',
  sitemap: 'Sitemap entries that are not built pages',
};

/**
 * The problems as `page → reference (kind): reason` lines, grouped by type. The same broken
 * reference on many pages (a navbar or footer link) is one line naming the first page and a count.
 */
export function formatProblems(problems: readonly Problem[], maxPagesListed = 3): string[] {
  const lines: string[] = [];
  for (const type of Object.keys(GROUP_TITLES) as ProblemType[]) {
    const ofType = problems.filter((problem) => problem.type === type);
    if (ofType.length === 0) continue;
    const same = new Map<string, Problem[]>();
    for (const problem of ofType) {
      const key = `${problem.reference}\u0000${problem.kind}\u0000${problem.reason}`;
      same.set(key, [...(same.get(key) ?? []), problem]);
    }
    lines.push(`${GROUP_TITLES[type]}: ${ofType.length}`);
    const groups = [...same.values()].sort((a, b) => a[0]!.page.localeCompare(b[0]!.page));
    for (const group of groups) {
      const [first] = group;
      const pages = [...new Set(group.map((problem) => problem.page))];
      let line = `  ${first!.page} → ${first!.reference} (${first!.kind}): ${first!.reason}`;
      if (pages.length > 1) {
        const listed = pages.slice(1, maxPagesListed + 1).join(', ');
        const more = pages.length - 1 - Math.min(maxPagesListed, pages.length - 1);
        line += ` [also on ${listed}${more > 0 ? ` and ${more} more pages` : ''}]`;
      }
      // The count in the heading is of references: say when a page holds the same one twice.
      if (group.length > pages.length) line += ` (${group.length} references)`;
      lines.push(line);
    }
  }
  return lines;
}
