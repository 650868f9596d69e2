/** Blocking the code of one part of a page, as a dropped connection would, to see how the page copes. */
import type {Page} from '@playwright/test';

export interface ChunkBlock {
  /** How many matching requests were aborted. */
  readonly blocked: () => number;
  /** Lets matching requests through from now on. */
  readonly unblock: () => void;
}

/**
 * Aborts every script request whose body contains `marker` (a string only that part's code holds),
 * until `unblock()`; everything else loads normally.
 */
export async function blockScriptsContaining(page: Page, marker: string): Promise<ChunkBlock> {
  let blocking = true;
  let count = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch().catch(() => null);
    const body = await response?.text().catch(() => null);
    if (!response || body == null) return route.fallback().catch(() => undefined);
    if (blocking && body.includes(marker)) {
      count += 1;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({response, body});
  });
  return {
    blocked: () => count,
    unblock: () => {
      blocking = false;
    },
  };
}

/** Console errors a failed chunk load and the error boundary that catches it report. */
export const CHUNK_FAILURE_ERRORS = [
  /Failed to load resource/,
  /ChunkLoadError|Loading chunk \S+ failed/,
  /The above error occurred/,
  /error boundary/i,
];
