/**
 * The deployment's search configuration, `search/config.json`. The build writes it from the ALGOLIA_*
 * variables; the browser reads it when the reader first opens search (never before). It is the one search
 * file without a content hash in its name (it points to the hashed index), so a deployment can also switch
 * backend or rotate a search key by replacing this file, without rebuilding.
 */
export type SearchRuntimeConfig =
  | {
      backend: 'local';
      indexName: string;
      /** URL of the compact index (`/search/index.<hash>.json`). */
      indexUrl: string;
      /** Where the no-results screen's "Let us know." link goes. */
      reportUrl: string;
      /** Where searches that found nothing are posted (plugins/search/missed-searches-contract.ts); absent: nowhere. */
      missedSearchesUrl?: string;
    }
  | {
      backend: 'algolia';
      appId: string;
      apiKey: string;
      indexName: string;
      /** Turns on Ask AI when set. */
      assistantId?: string;
      reportUrl: string;
    };

/** Path of the configuration below the site's base URL. */
export const SEARCH_CONFIG_FILE = 'search/config.json';

/** Checks a parsed `search/config.json`; returns a message for what is wrong, or null. */
export function validateRuntimeConfig(value: unknown): string | null {
  if (!value || typeof value !== 'object') return 'search/config.json is not an object';
  const config = value as Record<string, unknown>;
  const text = (key: string) => typeof config[key] === 'string' && (config[key] as string).length > 0;
  if (!text('indexName') || !text('reportUrl')) return 'search/config.json needs indexName and reportUrl';
  if (config.backend === 'local') {
    if (!text('indexUrl')) return 'search/config.json needs indexUrl';
    return config.missedSearchesUrl === undefined || typeof config.missedSearchesUrl === 'string'
      ? null
      : 'search/config.json: missedSearchesUrl must be an address';
  }
  if (config.backend === 'algolia')
    return text('appId') && text('apiKey') ? null : 'search/config.json needs appId and apiKey';
  return 'search/config.json: backend must be "local" or "algolia"';
}
