/**
 * The search plugin's options. The site's values are in config/search.ts (backend from the ALGOLIA_*
 * variables, index name, report route, page types); the plugin checks them when the site loads.
 */
import type {PageTypeRule} from './page-types';

export interface SearchOptions {
  /** `local` (default) or the Algolia application the site searches instead. */
  backend: {kind: 'local'} | {kind: 'algolia'; appId: string; apiKey: string; assistantId?: string};
  indexName: string;
  /** Where readers report a search that found nothing: the first route that exists, else `fallbackReportUrl`. */
  reportRoutes: readonly string[];
  fallbackReportUrl: string;
  /** lvl0 of pages that are in no section. */
  defaultLvl0: string;
  /** Route prefixes of the page types that rank below help articles (page-types.ts). */
  pageTypes: readonly PageTypeRule[];
  /**
   * Where the local search posts searches that found nothing (missed-searches-contract.ts): a path or
   * http(s) URL; empty: nothing is sent. Algolia records its own ("searches without results").
   */
  missedSearchesEndpoint: string;
}

/** Checks the options given in docusaurus.config.ts (config/search.ts builds them). Not named
 * `validateOptions`: Docusaurus would call an export of that name with its own arguments. */
export function checkOptions(raw: unknown): SearchOptions {
  const options = raw as Partial<SearchOptions> | null;
  const backend = options?.backend;
  const problems: string[] = [];
  if (!options || typeof options !== 'object') problems.push('options must be an object');
  else {
    if (!options.indexName) problems.push('indexName is required');
    if (!Array.isArray(options.reportRoutes)) problems.push('reportRoutes must be a list of routes');
    if (!options.fallbackReportUrl) problems.push('fallbackReportUrl is required');
    if (!options.defaultLvl0) problems.push('defaultLvl0 is required');
    if (!Array.isArray(options.pageTypes)) problems.push('pageTypes must be a list of {type, prefix}');
    const missed = options.missedSearchesEndpoint;
    if (typeof missed !== 'string' || (missed !== '' && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(missed))) {
      problems.push('missedSearchesEndpoint must be empty, a path such as /missed-searches or an http(s) URL');
    }
    if (backend?.kind !== 'local' && !(backend?.kind === 'algolia' && backend.appId && backend.apiKey)) {
      problems.push('backend must be {kind: "local"} or {kind: "algolia", appId, apiKey}');
    }
  }
  if (problems.length > 0) throw new Error(`search plugin: ${problems.join('; ')}.`);
  return options as SearchOptions;
}
