/**
 * search: the help centre's search, end to end. This folder holds its options (options.ts; the site's values
 * are in config/search.ts), the build-time indexer and the engine, the Algolia settings and crawler
 * configuration (algolia.ts, crawler.config.js), the browser client (client/) and the SearchBar and
 * SearchPage theme components (theme/). This plugin:
 *
 * - After a production build, reads every routed page's HTML (except not-found, noindex and redirect pages)
 *   and writes the sharded index (index-format.ts: the manifest `search/index.<hash>.json`, term shards and
 *   page fragments beside it), plus `search/config.json`, the small unhashed file the browser reads first
 *   (backend, index URL or Algolia settings, report link).
 * - Under `docusaurus start`, writes the same two files from the docs' Markdown sources into
 *   `.docusaurus/search/` and has the dev server serve them, so search works while writing.
 * - Serves theme/ (SearchBar, SearchPage) in place of @docusaurus/theme-search-algolia's components.
 * - Applies three fixes to DocSearch's modal at bundle time (see docsearch-fixes.cjs).
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {loaderCacheDependencies} from '../performance/loader-cache';
import {extractPage} from './extract-html';
import {extractMarkdown} from './extract-markdown';
import {buildSearchIndex} from './index-build';
import {checkOptions, type SearchOptions} from './options';
import type {PageTypeRule} from './page-types';
import type {CompactPage, SearchIndexFile} from './records';
import {SEARCH_CONFIG_FILE, type SearchRuntimeConfig} from './runtime-config';

interface DocMetadata {
  permalink: string;
  title: string;
  source: string;
  unlisted?: boolean;
}
interface DocsContent {
  loadedVersions: {versionName: string; docs: DocMetadata[]}[];
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The HTML file a route was written to. */
export function htmlFileFor(outDir: string, route: string): string | null {
  const base = path.join(outDir, decodeURI(route));
  const candidates = route.endsWith('.html') ? [base] : [path.join(base, 'index.html'), `${base}.html`];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Builds the compact index from a built site. Returns the index and what was left out, for the log. */
export async function indexBuiltSite(
  outDir: string,
  routes: readonly string[],
  siteUrl: string,
  defaultLvl0: string,
  pageTypes: readonly PageTypeRule[] = [],
): Promise<{index: SearchIndexFile; skipped: Record<string, number>}> {
  const pages: CompactPage[] = [];
  const skipped: Record<string, number> = {};
  const seen = new Set<string>();
  for (const route of [...routes].sort()) {
    if (route === '/404.html' || route.endsWith('/404')) continue;
    const file = htmlFileFor(outDir, route);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const result = extractPage(await readFile(file, 'utf8'), {path: route, defaultLvl0, pageTypes});
    if ('page' in result) pages.push(result.page);
    else skipped[result.skipped] = (skipped[result.skipped] ?? 0) + 1;
  }
  return {index: {v: 1, site: siteUrl.replace(/\/$/, ''), pages}, skipped};
}

async function writeSearchFiles(
  dir: string,
  baseUrl: string,
  options: SearchOptions,
  reportUrl: string,
  index: SearchIndexFile | null,
): Promise<string | null> {
  const searchDir = path.join(dir, path.dirname(SEARCH_CONFIG_FILE));
  await mkdir(searchDir, {recursive: true});
  let config: SearchRuntimeConfig;
  let indexFile: string | null = null;
  if (options.backend.kind === 'algolia') {
    const {appId, apiKey, assistantId} = options.backend;
    config = {backend: 'algolia', appId, apiKey, indexName: options.indexName, reportUrl};
    if (assistantId) config.assistantId = assistantId;
  } else {
    const built = buildSearchIndex(index!.pages, index!.site);
    for (const [name, json] of built.files) await writeFile(path.join(searchDir, name), json);
    indexFile = built.manifestName;
    config = {
      backend: 'local',
      indexName: options.indexName,
      indexUrl: `${baseUrl}${path.posix.dirname(SEARCH_CONFIG_FILE)}/${indexFile}`,
      reportUrl,
      ...(options.missedSearchesEndpoint ? {missedSearchesUrl: options.missedSearchesEndpoint} : {}),
    };
  }
  await writeFile(path.join(dir, SEARCH_CONFIG_FILE), `${JSON.stringify(config)}\n`);
  return indexFile;
}

/** The first of the report routes the site has (with or without a trailing slash), else the fallback URL. */
function reportUrlFor(options: SearchOptions, routes: Iterable<string>): string {
  const existing = new Set(Array.from(routes, (r) => r.replace(/\/$/, '')));
  return options.reportRoutes.find((route) => existing.has(route.replace(/\/$/, ''))) ?? options.fallbackReportUrl;
}

/** The section a doc's search results name: its folder's category label, else "Docs". */
async function docSection(file: string): Promise<string> {
  try {
    const category = JSON.parse(await readFile(path.join(path.dirname(file), '_category_.json'), 'utf8')) as {
      label?: string;
    };
    return category.label ?? 'Docs';
  } catch {
    return 'Docs'; // No category file: the doc is in the generic "Docs" section.
  }
}

/** The docs' pages read from their Markdown sources (unlisted ones left out), and every doc's route. */
async function indexDocSources(
  siteDir: string,
  docsContent: DocsContent | undefined,
  pageTypes: readonly PageTypeRule[],
): Promise<{pages: CompactPage[]; routes: string[]}> {
  const pages: CompactPage[] = [];
  const routes: string[] = [];
  for (const version of docsContent?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      routes.push(doc.permalink);
      if (doc.unlisted) continue;
      const file = path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
      const source = await readFile(file, 'utf8').catch(() => '');
      pages.push(
        extractMarkdown({
          permalink: doc.permalink,
          title: doc.title,
          section: await docSection(file),
          tag: `docs-default-${version.versionName}`,
          version: version.versionName,
          source,
          pageTypes,
        }),
      );
    }
  }
  return {pages, routes};
}

/** The build log's line: pages and records indexed, the manifest's name, and what was left out and why. */
function indexSummary(index: SearchIndexFile, skipped: Record<string, number>, file: string | null): string {
  const records = index.pages.reduce((n, p) => n + p.h.length + p.c.length, 0);
  const left = Object.entries(skipped)
    .map(([why, n]) => `${n} ${why}`)
    .join(', ');
  return `[search] ${index.pages.length} pages, ${records} records → search/${file}${left ? ` (left out: ${left})` : ''}`;
}

/** Bundler rule applying docsearch-fixes.cjs to DocSearch's modal, and the loader cache's dependency on it. */
function docSearchFixes(config: Configuration) {
  const fixesLoader = path.join(__dirname, 'docsearch-fixes.cjs');
  const fixes = {
    test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
    use: [{loader: fixesLoader}],
  };
  return {...loaderCacheDependencies(config, [fixesLoader]), module: {rules: [fixes]}};
}

export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkOptions(rawOptions);
  const {siteConfig, siteDir, baseUrl, generatedFilesDir} = context;
  const devDir = path.join(generatedFilesDir, 'search');
  const production = process.env.NODE_ENV === 'production';

  return {
    name: 'search',

    // SearchBar and SearchPage. Preset themes load before the site's plugins, so these replace
    // @docusaurus/theme-search-algolia's components of the same name (theirs stay @theme-init/…).
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    async allContentLoaded({allContent}) {
      if (production) return;
      // Development server: index the docs from their sources (no rendered HTML exists).
      const docsContent = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      const {pages, routes} = await indexDocSources(siteDir, docsContent, options.pageTypes);
      await rm(devDir, {recursive: true, force: true});
      await writeSearchFiles(devDir, baseUrl, options, reportUrlFor(options, routes), {
        v: 1,
        site: siteConfig.url.replace(/\/$/, ''),
        pages,
      });
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const routes = routesPaths.filter((route) => !routesBuildMetadata[route]?.noIndex);
      const reportUrl = reportUrlFor(options, routesPaths);
      if (options.backend.kind === 'algolia') {
        await writeSearchFiles(outDir, baseUrl, options, reportUrl, null);
        return;
      }
      const {index, skipped} = await indexBuiltSite(
        outDir,
        routes,
        siteConfig.url,
        options.defaultLvl0,
        options.pageTypes,
      );
      const file = await writeSearchFiles(outDir, baseUrl, options, reportUrl, index);
      console.log(indexSummary(index, skipped, file));
    },

    configureWebpack(config, isServer) {
      // The dev server serves the index written from the sources (allContentLoaded above).
      const devStatic =
        !production && !isServer ? {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: false}]}} : {};
      return {...docSearchFixes(config), ...devStatic};
    },
  };
}
