/**
 * What the search UIs load when a reader first opens search (and not before): the deployment's
 * `search/config.json`, then either the local search client (its own lazy chunk with the engine; the index
 * is fetched on the first query) or nothing more for Algolia. Everything here is memoised for the page's
 * lifetime; a failed load is forgotten so the next attempt tries again.
 */
import type {LocalSearchClient} from './local-client';
import type {MissedSearchCollector} from './missed-searches';
import {SEARCH_CONFIG_FILE, validateRuntimeConfig, type SearchRuntimeConfig} from '../runtime-config';
import type {Manifest} from '../index-format';
import {product} from '../../../src/data/product';

export type {SearchRuntimeConfig, LocalSearchClient};

let configPromise: Promise<SearchRuntimeConfig> | null = null;
let clientPromise: Promise<LocalSearchClient> | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/** The deployment's search configuration (`<baseUrl>search/config.json`). */
export function loadSearchConfig(baseUrl: string): Promise<SearchRuntimeConfig> {
  configPromise ??= fetchJson(`${baseUrl}${SEARCH_CONFIG_FILE}`).then(
    (value) => {
      const problem = validateRuntimeConfig(value);
      if (problem) throw new Error(problem);
      return value as SearchRuntimeConfig;
    },
    (error: unknown) => {
      configPromise = null;
      throw error;
    },
  );
  return configPromise;
}

let missed: MissedSearchCollector | null = null;

/** Posts the searches that found nothing collected so far: when search closes, and when the page is hidden. */
export function flushMissedSearches(): void {
  missed?.flush();
}

/** Starts collecting missed searches for `url` (the collector's chunk loads now); without it, search goes on. */
async function collectMissedSearches(url: string | undefined): Promise<void> {
  if (!url || missed) return;
  try {
    const {createMissedSearchCollector, postMissedSearches} = await import('./missed-searches');
    missed ??= createMissedSearchCollector({send: (payload) => postMissedSearches(url, payload)});
    addEventListener('pagehide', flushMissedSearches);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushMissedSearches();
    });
  } catch {
    // Not collecting costs the reader nothing.
  }
}

/**
 * The local search client. Its index comes from the configuration's `indexUrl` (the manifest; the other
 * index files sit beside it); if the configuration or an index file cannot be loaded, its searches fail
 * with `SearchUnavailableError` and its status is `error`. Searches that found nothing go to the
 * configuration's `missedSearchesUrl`, when it names one.
 */
export function loadLocalClient(baseUrl: string): Promise<LocalSearchClient> {
  let indexUrl = '';
  clientPromise ??= import('./local-client').then(
    ({createLocalSearchClient}) =>
      createLocalSearchClient(
        {
          async manifest() {
            const config = await loadSearchConfig(baseUrl);
            if (config.backend !== 'local') throw new Error('search/config.json does not name a local index');
            indexUrl = config.indexUrl;
            const [manifest] = await Promise.all([
              fetchJson(config.indexUrl),
              collectMissedSearches(config.missedSearchesUrl),
            ]);
            return manifest as Manifest;
          },
          file: (name) => fetchJson(indexUrl.replace(/[^/]*$/, name)),
        },
        (query, results) => missed?.answered(query, results),
      ),
    (error: unknown) => {
      clientPromise = null;
      throw error;
    },
  );
  return clientPromise;
}

/**
 * Which backend answers searches, decided here for both the modal and the /search page: the one
 * search/config.json names. Without a configuration (it could not be loaded) the local client answers, and
 * its searches fail with "Unable to fetch results" rather than leaving the reader without a search box.
 * Rejects only when the local client's code cannot be loaded.
 */
export type SearchBackend = {reportUrl: string} & (
  | {kind: 'local'; client: LocalSearchClient; indexName: string}
  | {kind: 'algolia'; config: Extract<SearchRuntimeConfig, {backend: 'algolia'}>}
);

export async function loadSearchBackend(baseUrl: string): Promise<SearchBackend> {
  const config = await loadSearchConfig(baseUrl).catch(() => null);
  const reportUrl = config?.reportUrl ?? fallbackReportUrl;
  if (config?.backend === 'algolia') return {kind: 'algolia', config, reportUrl};
  return {kind: 'local', client: await loadLocalClient(baseUrl), indexName: config?.indexName ?? 'local', reportUrl};
}

/** Where the "Let us know." link points when the configuration does not say (it could not be loaded). */
export const fallbackReportUrl = `mailto:${product.supportEmail}`;

/** The report link for a query: the configured page, or an e-mail to support naming the query. */
export function reportUrlFor(reportUrl: string, query: string): string {
  if (!reportUrl.startsWith('mailto:')) return reportUrl;
  const address = reportUrl.slice('mailto:'.length).split('?')[0];
  const subject = `Search: no results for "${query.slice(0, 200)}"`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** Facet value labels for the search page and the modal. */
/** What readers call each docs plugin's pages (keys are plugin ids; `api` is plugins/api-reference/options.ts's apiDocsPluginId). */
export const DOCS_SECTION_NAMES: Readonly<Record<string, string>> = {default: 'Help articles', api: 'API reference'};

/**
 * The filter label of a `docusaurus_tag` value. The unreleased "current" version is the only one the
 * site has; Docusaurus labels it "Next", which in a list of filters reads as "next page", so it is
 * called the current version here (the navbar's version dropdown keeps the label "Next").
 */
export function docsearchTagLabel(tag: string, versionLabels: Record<string, string>): string {
  if (tag === 'default') return 'Other pages';
  const match = /^docs-(.+)-([^-]+)$/.exec(tag);
  if (!match) return tag;
  const [, pluginId = '', version = ''] = match;
  const section = Object.hasOwn(DOCS_SECTION_NAMES, pluginId) ? DOCS_SECTION_NAMES[pluginId]! : pluginId;
  if (version === 'current') return `${section} (current version)`;
  const key = `${pluginId}/${version}`;
  return `${section} (version ${Object.hasOwn(versionLabels, key) ? versionLabels[key] : version})`;
}
