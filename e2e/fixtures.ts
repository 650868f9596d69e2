/**
 * The shared test fixture: every page in every test runs offline (any request that is not to
 * localhost is aborted and recorded) and fails on browser console errors or failed requests,
 * unless a test declares the ones it expects with `allowConsoleErrors`.
 */
import {test as base, expect, type Page} from '@playwright/test';
import {isLocalUrl} from './local-url';

export interface OfflineGuard {
  /** Requests to hosts other than localhost that were blocked. */
  readonly blocked: string[];
  /** Console errors and uncaught page errors. */
  readonly errors: string[];
  /** Patterns of console errors this test expects (e.g. a chunk it blocks on purpose). */
  allowConsoleErrors(...patterns: RegExp[]): void;
}

export const test = base.extend<{guard: OfflineGuard}>({
  guard: [
    async ({context, page}, use, testInfo) => {
      const blocked: string[] = [];
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      await context.route('**/*', async (route) => {
        const url = route.request().url();
        if (isLocalUrl(url)) await route.fallback();
        else {
          blocked.push(url);
          await route.abort('blockedbyclient');
        }
      });
      const watch = (p: Page) => {
        p.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        p.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      };
      watch(page);
      context.on('page', watch);
      await use({
        blocked,
        errors,
        allowConsoleErrors: (...patterns) => allowed.push(...patterns),
      });
      // A route handler still running when the test ends (a late chunk or prefetch) must not fail the
      // test with "Response has been disposed" as the page closes.
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await context.unrouteAll({behavior: 'ignoreErrors'});
      if (testInfo.status === testInfo.expectedStatus) {
        const unexpected = errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
        expect(unexpected, 'browser console errors').toEqual([]);
        expect(blocked, 'requests to hosts other than localhost').toEqual([]);
      }
    },
    {auto: true},
  ],
});

export {expect, isLocalUrl};
