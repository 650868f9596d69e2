/**
 * The self-hosted endpoint of searches that found nothing (plugins/search/client/missed-searches.ts): the
 * feedback endpoint's handler (limiter, append-safe JSON Lines file) with the rules of
 * plugins/search/missed-searches-contract.ts. Each search is stored as one line, its time cut to the start of
 * its hour here too, so that no line says more precisely when someone searched, whatever a client sent.
 */
import {
  DEFAULT_MISSED_SEARCHES_PATH,
  MAX_MISSED_SEARCHES_BODY_BYTES,
  missedSearchesProblem,
  startOfHour,
  type MissedSearch,
  type MissedSearchesPayload,
} from '../../plugins/search/missed-searches-contract';
import {createJsonLinesHandler, type FeedbackHandler, type FeedbackHandlerOptions} from './feedback';

export const MISSED_SEARCHES_PATH = DEFAULT_MISSED_SEARCHES_PATH;
/** Where the server writes missed searches unless SEARCHES_FILE says otherwise (`npm run insights` reads it). */
export const DEFAULT_SEARCHES_FILE = 'feedback/missed-searches.jsonl';
/** Posts one client may make per window: one each time a reader closes search or leaves a page. */
export const DEFAULT_SEARCHES_RATE_LIMIT = {max: 30, windowMs: 10 * 60_000};

function missedSearchEntries(payload: unknown): readonly MissedSearch[] | string {
  const problem = missedSearchesProblem(payload);
  if (problem) return problem;
  return (payload as MissedSearchesPayload).searches.map(({query, page, time, results}) => ({
    query,
    page,
    time: startOfHour(Date.parse(time)),
    results,
  }));
}

/** The handler for the missed searches' path: POST `{searches: [...]}`; anything else gets a 4xx that says why. */
export function createMissedSearchesHandler(options: FeedbackHandlerOptions): FeedbackHandler {
  return createJsonLinesHandler(
    {rateLimit: DEFAULT_SEARCHES_RATE_LIMIT, ...options},
    {
      service: 'missed searches',
      entries: 'searches',
      defaultMaxBodyBytes: MAX_MISSED_SEARCHES_BODY_BYTES,
      storeFailed: 'The searches could not be stored; try again later.',
      entriesOf: missedSearchEntries,
    },
  );
}
