/**
 * Searches that found nothing: what the local search sends and the project's server stores, defined once
 * (browser-safe). The search client (client/missed-searches.ts) only sends what passes these rules; the
 * server (tools/server/missed-searches.ts) refuses anything else; `npm run insights` reads what it stored.
 *
 * No personal data: a search is its query, the page path it was made on, the hour it was made in and its
 * number of results; the post carries no cookie and no referrer.
 */
import {DEFAULT_FEEDBACK_PATH} from '../page-actions/feedback-contract';

/** Where the project's server takes missed searches, beside its feedback path. */
export const DEFAULT_MISSED_SEARCHES_PATH = '/missed-searches';
/** Longest query kept, in UTF-16 code units: a search, not a paragraph someone pasted. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE_LENGTH = 200;
/** Most searches in one post. */
export const MAX_SEARCHES_PER_POST = 10;
/** Largest body the server accepts: the most searches of the longest queries and paths fit. */
export const MAX_MISSED_SEARCHES_BODY_BYTES = 8192;

export interface MissedSearch {
  readonly query: string;
  /** The path of the page the search was made on, without query or fragment. */
  readonly page: string;
  /** The start of the hour the search was made in (ISO 8601, UTC). */
  readonly time: string;
  readonly results: number;
}

export interface MissedSearchesPayload {
  readonly searches: readonly MissedSearch[];
}

const SEARCH_FIELDS = ['query', 'page', 'time', 'results'] as const;

/** A query as stored: control characters dropped, spaces collapsed, trimmed, capped (never halving a character). */
export function cleanQuery(raw: string): string {
  const text = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_QUERY_LENGTH) return text;
  const cut = /[\ud800-\udbff]/.test(text[MAX_QUERY_LENGTH - 1]!) ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH;
  return text.slice(0, cut).trimEnd();
}

/** The start of the hour `time` (milliseconds) falls in, as ISO 8601. */
export function startOfHour(time: number): string {
  const date = new Date(time);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
}

/**
 * Where missed searches go for a feedback endpoint: beside the project's feedback path (`/feedback` →
 * `/missed-searches`, on the same server); nowhere when feedback is off or goes to a form service.
 */
export function missedSearchesEndpointFor(feedbackEndpoint: string): string {
  if (!feedbackEndpoint.endsWith(DEFAULT_FEEDBACK_PATH)) return '';
  return `${feedbackEndpoint.slice(0, -DEFAULT_FEEDBACK_PATH.length)}${DEFAULT_MISSED_SEARCHES_PATH}`;
}

function searchProblem(value: unknown, index: number): string | null {
  const at = `searches[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${at} must be an object.`;
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(SEARCH_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) return `${at}: unknown field ${unknown.slice(0, 3).join(', ')}.`;
  const {query, page, time, results} = record;
  if (typeof query !== 'string' || query !== cleanQuery(query) || query === '') {
    return `${at}.query must be 1 to ${MAX_QUERY_LENGTH} characters of text, trimmed, on one line.`;
  }
  if (typeof page !== 'string' || page.length > MAX_PAGE_LENGTH || !/^\/[^\s?#]*$/.test(page)) {
    return `${at}.page must be a path of at most ${MAX_PAGE_LENGTH} characters, such as /getting-started/.`;
  }
  if (
    typeof time !== 'string' ||
    time.length > 40 ||
    !/^\d{4}-\d\d-\d\dT/.test(time) ||
    Number.isNaN(Date.parse(time))
  ) {
    return `${at}.time must be an ISO 8601 date and time.`;
  }
  if (results !== 0) return `${at}.results must be 0: only searches that found nothing are taken.`;
  return null;
}

/** Why a post is not acceptable, in one sentence, or null when it is. */
export function missedSearchesProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'The body must be a JSON object.';
  const {searches, ...rest} = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `Unknown field: ${Object.keys(rest).slice(0, 3).join(', ')}.`;
  if (!Array.isArray(searches) || searches.length === 0 || searches.length > MAX_SEARCHES_PER_POST) {
    return `"searches" must be a list of 1 to ${MAX_SEARCHES_PER_POST} searches.`;
  }
  for (const [index, search] of searches.entries()) {
    const problem = searchProblem(search, index);
    if (problem) return problem;
  }
  return null;
}
