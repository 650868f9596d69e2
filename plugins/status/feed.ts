/**
 * Fetches a live Statuspage `summary.json` in the browser and normalises it with the same code the
 * build uses. Never throws: every failure comes back as a reason the page can show.
 */
import {parseSummary, type StatusSummary} from './normalise';

export const FEED_TIMEOUT_MS = 5000;
/** A real summary is a few kilobytes; anything this big is not one. */
export const FEED_MAX_BYTES = 1_000_000;

export type LiveResult =
  | {readonly kind: 'live'; readonly summary: StatusSummary; readonly problems: readonly string[]}
  | {readonly kind: 'failed'; readonly reason: string};

export interface LoadOptions {
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  /** Aborts the request when the page goes away (not reported as a failure reason). */
  readonly signal?: AbortSignal;
  readonly fetchImpl?: typeof fetch;
}

export async function loadLiveSummary(url: string, options: LoadOptions = {}): Promise<LiveResult> {
  const {timeoutMs = FEED_TIMEOUT_MS, maxBytes = FEED_MAX_BYTES, signal, fetchImpl = fetch} = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      headers: {Accept: 'application/json'},
    });
    if (!response.ok) return {kind: 'failed', reason: `The status feed answered with HTTP ${response.status}.`};
    const length = Number(response.headers.get('content-length'));
    if (length > maxBytes) return {kind: 'failed', reason: 'The status feed is too large to be a status summary.'};
    const body = await response.text();
    if (body.length > maxBytes) return {kind: 'failed', reason: 'The status feed is too large to be a status summary.'};
    let result: ReturnType<typeof parseSummary>;
    try {
      result = parseSummary(body, {now: Date.now()});
    } catch {
      // The normaliser never throws by design; if it ever does, the feed is unusable, not the page.
      return {kind: 'failed', reason: 'The status feed could not be read.'};
    }
    if (!result.ok) return {kind: 'failed', reason: result.problems.join(' ')};
    return {kind: 'live', summary: result.summary, problems: result.problems};
  } catch {
    if (timedOut) return {kind: 'failed', reason: `The status feed did not answer within ${timeoutMs / 1000} seconds.`};
    return {kind: 'failed', reason: 'The status feed could not be reached.'};
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
