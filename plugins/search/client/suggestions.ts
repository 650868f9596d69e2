/**
 * "Try searching for" on the /search page's no-results screen: the help centre's topics, the same
 * words DocSearch's modal offers (it suggests the sections of earlier results, which are these).
 */
import {contentAreas} from '@site/src/data/areas';

export const SUGGESTION_COUNT = 6;

/** Queries to offer when a search found nothing, never the query that found nothing. */
export function searchSuggestions(failedQuery: string): string[] {
  const failed = failedQuery.trim().toLowerCase();
  return contentAreas
    .map((area) => area.title)
    .filter((title) => title.toLowerCase() !== failed)
    .slice(0, SUGGESTION_COUNT);
}
