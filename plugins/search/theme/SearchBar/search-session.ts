/**
 * What the search bar's hook (./useSearchModal.ts) and the lazily loaded modal (./Modal.tsx) share: the
 * backend this page chose and the settings the modal gets. Neither imports the other, so they form no circle.
 */
import type {AskAiConfig} from '@docusaurus/theme-search-algolia';
import {fallbackReportUrl, reportUrlFor, type SearchBackend} from '../../client/runtime';

/** The Algolia settings DocSearch's modal is given: the local index's placeholders, or Algolia's own. */
export interface SearchSettings {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly askAi: AskAiConfig | undefined;
}

// Read by the modal's stable callbacks: DocSearch rebuilds its client whenever `transformSearchClient`
// changes identity, so the modal reads the backend here instead of from props.
let current: SearchBackend | null = null;

/** The backend loaded for this page; the first one loaded stays. */
export function keepBackend(loaded: SearchBackend): SearchBackend {
  current ??= loaded;
  return current;
}

export const currentBackend = (): SearchBackend | null => current;

/** Where the modal's "report missing results" link goes for `query`. */
export function getMissingResultsUrl({query}: {query: string}): string {
  return reportUrlFor(current?.reportUrl ?? fallbackReportUrl, query);
}
