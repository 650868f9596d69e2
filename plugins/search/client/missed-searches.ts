/**
 * Collects the searches readers finished typing that found nothing, and posts them in batches to the
 * project's server (its own chunk, loaded only when search/config.json names an endpoint). A query counts as
 * finished when the reader stops typing for a moment or closes search with it. Not sent: the prefixes typed on
 * the way ("passw" before "password"), and a query the reader went on to extend (into one that found
 * results, or into a longer one that found nothing, which is sent instead).
 */
import {
  cleanQuery,
  MAX_PAGE_LENGTH,
  MAX_SEARCHES_PER_POST,
  startOfHour,
  type MissedSearch,
  type MissedSearchesPayload,
} from '../missed-searches-contract';

/** How long the reader pauses before a query counts as finished. */
export const SETTLE_MS = 1500;

export interface CollectorOptions {
  readonly send: (payload: MissedSearchesPayload) => void;
  /** The path of the page the reader is on. */
  readonly page?: () => string;
  readonly now?: () => number;
  /** Runs `run` after `ms`; returns what cancels it (tests pass a clock of their own). */
  readonly later?: (run: () => void, ms: number) => () => void;
}

export interface MissedSearchCollector {
  /** A search was answered: `query` as typed, and how many results it found. */
  answered(query: string, results: number): void;
  /** Takes the query on screen as finished and posts what was collected (search closed, page hidden). */
  flush(): void;
}

const timeout = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export function createMissedSearchCollector({
  send,
  page = () => location.pathname,
  now = Date.now,
  later = timeout,
}: CollectorOptions): MissedSearchCollector {
  let batch: MissedSearch[] = [];
  let typing: MissedSearch | null = null;
  let cancel: (() => void) | null = null;

  const post = () => {
    if (batch.length > 0) send({searches: batch});
    batch = [];
  };
  // The same query twice on a page is one search; so is a query and the longer one the reader went on to.
  const dropPrefixesOf = (query: string, where: string) => {
    batch = batch.filter((kept) => kept.page !== where || !query.startsWith(kept.query));
  };
  const keep = () => {
    cancel?.();
    cancel = null;
    const search = typing;
    typing = null;
    if (!search) return;
    dropPrefixesOf(search.query, search.page);
    batch.push(search);
    if (batch.length >= MAX_SEARCHES_PER_POST) post();
  };

  return {
    answered(raw, results) {
      const query = cleanQuery(raw);
      if (!query) return;
      cancel?.();
      cancel = null;
      typing = null;
      const where = page().slice(0, MAX_PAGE_LENGTH);
      if (results > 0) {
        dropPrefixesOf(query, where);
        return;
      }
      typing = {query, page: where, time: startOfHour(now()), results: 0};
      cancel = later(keep, SETTLE_MS);
    },
    flush() {
      keep();
      post();
    },
  };
}

/** Posts a batch as JSON that outlives the page (keepalive), with no cookie and no referrer; failures are dropped. */
export function postMissedSearches(url: string, payload: MissedSearchesPayload): void {
  fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(payload),
  }).catch(() => undefined);
}
