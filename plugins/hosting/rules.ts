/**
 * The site's rules as data: redirects, headers by route, and what the build holds that the rules depend
 * on (inline script hashes for the CSP, top-level entries, hashed files outside /assets/). Computed once
 * from the options and a built site; `nginx.ts` and `static-hosts.ts` render them, and the project's
 * server applies them with `headersFor` and `redirectFor`.
 */
import {createHash} from 'node:crypto';
import type {Dirent} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {HostingOptions} from './options';
import {
  CACHE_CONTROL,
  COMMON_HEADERS,
  IMMUTABLE_PATHS,
  INDEX_HTML_REDIRECT,
  NOT_FOUND_PAGE,
  contentSecurityPolicy,
  type CspInputs,
} from './policy';

export type HeaderSet = Readonly<Record<string, string>>;

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
}

/** Headers that depend on where a route may be framed: the CSP and, where nobody may, X-Frame-Options. */
export interface Area {
  /** Path prefix (`/embed/`), or `/` for every other route. */
  readonly prefix: string;
  readonly headers: HeaderSet;
}

export interface SiteRules {
  /** Every old path, with and without its trailing slash, to its target. */
  readonly redirects: readonly RedirectRule[];
  readonly common: HeaderSet;
  /** The framing areas, most specific first; the last is the default area `/`. */
  readonly areas: readonly Area[];
  /** Top-level entries of the build (`assets/`, `index.html`, …): how static hosts' rules cover every route. */
  readonly topLevel: readonly string[];
  /** Content-hashed files outside /assets/ (the search index), as URL paths. */
  readonly hashedFiles: readonly string[];
  /** Top-level folders holding nothing but fallback redirect pages (every path in them redirects). */
  readonly redirectOnly: readonly string[];
}

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, {withFileTypes: true});
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else if (entry.isFile()) yield path.relative(base, full).split(path.sep).join('/');
  }
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(String.raw`(?:^|\s)${name}(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** `sha256-…` of each inline script in an HTML document that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!JS_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Redirect sources expanded: `/x` and `/x/`, in the order of the table. */
export function expandRedirects(options: HostingOptions): RedirectRule[] {
  return options.redirects.flatMap(({from, to}) =>
    from.flatMap((source) => [
      {from: source, to},
      {from: `${source}/`, to},
    ]),
  );
}

export function buildAreas(options: HostingOptions, csp: Omit<CspInputs, 'frameAncestors'>): Area[] {
  const areas: Area[] = options.framing.map(({prefix, ancestors}) => ({
    prefix,
    headers: {'Content-Security-Policy': contentSecurityPolicy({...csp, frameAncestors: ancestors})},
  }));
  areas.push({
    prefix: '/',
    headers: {
      'Content-Security-Policy': contentSecurityPolicy({...csp, frameAncestors: 'none'}),
      // For browsers that predate frame-ancestors; the others ignore it when the CSP has frame-ancestors.
      'X-Frame-Options': 'DENY',
    },
  });
  return areas;
}

/** Reads what the rules depend on from a built site. */
export async function siteRules(buildDir: string, options: HostingOptions): Promise<SiteRules> {
  const scriptHashes = new Set<string>();
  const hashedFiles: string[] = [];
  const files: string[] = [];
  const immutable = new RegExp(IMMUTABLE_PATHS);
  const all: string[] = [];
  for await (const file of walk(buildDir)) all.push(file);
  const present = new Set(all);
  // Compressed copies (file.br, file.gz next to file) are the same route as their file.
  for (const file of all.filter((f) => !/\.(br|gz)$/.test(f) || !present.has(f.slice(0, -3)))) {
    files.push(file);
    if (file.endsWith('.html')) {
      for (const hash of inlineScriptHashes(await readFile(path.join(buildDir, file), 'utf8'))) scriptHashes.add(hash);
    } else if (immutable.test(`/${file}`) && !file.startsWith('assets/')) {
      hashedFiles.push(`/${file}`);
    }
  }
  const redirects = expandRedirects(options);
  const sources = new Set(redirects.map(({from}) => from));
  const topLevel = new Set<string>();
  const folders = new Map<string, boolean>();
  for (const file of files) {
    const slash = file.indexOf('/');
    if (slash < 0) {
      topLevel.add(file);
      continue;
    }
    const folder = file.slice(0, slash);
    topLevel.add(`${folder}/`);
    const isFallbackPage = file.endsWith('/index.html') && sources.has(`/${file.slice(0, -'/index.html'.length)}`);
    folders.set(folder, (folders.get(folder) ?? true) && isFallbackPage);
  }
  return {
    redirects,
    common: COMMON_HEADERS,
    areas: buildAreas(options, {scriptHashes: [...scriptHashes].sort(), connectSources: options.connectSources}),
    topLevel: [...topLevel].sort(),
    hashedFiles: hashedFiles.sort(),
    redirectOnly: [...folders].filter(([, only]) => only).map(([folder]) => `${folder}/`),
  };
}

export function areaFor(rules: SiteRules, urlPath: string): Area {
  return rules.areas.find((area) => urlPath.startsWith(area.prefix)) ?? rules.areas[rules.areas.length - 1]!;
}

const immutablePaths = new RegExp(IMMUTABLE_PATHS);

export function cacheControlFor(urlPath: string): string {
  if (urlPath === NOT_FOUND_PAGE) return CACHE_CONTROL.notFound;
  return immutablePaths.test(urlPath) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/**
 * Every header the rules give a response, by the path it was answered for: the file served (`/x/index.html`
 * for `/x/`), the not-found page for a 404, or the request path for a redirect.
 */
export function headersFor(rules: SiteRules, urlPath: string): HeaderSet {
  return {...rules.common, ...areaFor(rules, urlPath).headers, 'Cache-Control': cacheControlFor(urlPath)};
}

const indexHtml = new RegExp(INDEX_HTML_REDIRECT);

/** The redirect table's target for a decoded, normalised request path, if it is an old path. */
export function tableRedirect(rules: SiteRules, urlPath: string): string | undefined {
  return rules.redirects.find(({from}) => from === urlPath)?.to;
}

/** `/x/` for `/x/index.html` (see INDEX_HTML_REDIRECT), else undefined. */
export function indexRedirect(urlPath: string): string | undefined {
  return indexHtml.exec(urlPath)?.[1];
}
