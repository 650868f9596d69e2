/**
 * One page of each type, served by nginx with the generated configuration (the `nginx` project in
 * playwright.config.ts), with its Content-Security-Policy on: each page works as a reader uses it and
 * the browser reports no CSP violation and no console error (the shared fixture fails on any).
 */
import type {Page} from '@playwright/test';
import {mockApiUrl} from '../playwright.config';
import {expect, test} from './fixtures';

/** Records every CSP violation in the page and its frames. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({frame}, text: string) =>
    violations.push(`${frame.url()}: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.headers()['content-security-policy'], `${path} is served with its CSP`).toContain(
    "script-src 'self'",
  );
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

test.describe('with the CSP on, as nginx serves the build', () => {
  let violations: string[];
  test.beforeEach(async ({page}) => {
    violations = await watchViolations(page);
  });
  test.afterEach(() => {
    expect(violations, 'CSP violations').toEqual([]);
  });

  test('home page, then the search modal finds a help article', async ({page}) => {
    await open(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused({timeout: 20_000});
    await input.fill('upload');
    const hit = page.locator('.DocSearch-Hit').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page.locator('article h1')).toBeVisible();
  });

  for (const [type, path] of [
    ['help article', '/getting-started/accessing-vidcove'],
    ['FAQ', '/frequently-asked-questions/resetting-your-password'],
    ['release note', '/release-notes/2025/11/12/vidcove-11-42'],
  ] as const) {
    test(`${type}: the article shows`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('article h1, article h2').first()).toBeVisible();
    });
  }

  test('the embeddable release notes list its notes', async ({page}) => {
    await open(page, '/release-notes-embed/');
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('search results page', async ({page}) => {
    await open(page, '/search?q=upload');
    await expect(
      page
        .locator('main')
        .getByRole('link', {name: /upload/i})
        .first(),
    ).toBeVisible({timeout: 20_000});
  });

  test('API operation: Send reaches the mock API and shows its answer', async ({page}) => {
    test.setTimeout(90_000);
    await open(page, '/api/media-list');
    const panel = page.locator('.openapi-right-panel__container');
    // The request panel loads when reached for; this build sends to the mock server by default.
    await panel.hover();
    await expect(panel.getByRole('radio', {name: /Local mock server/})).toBeChecked();
    await expect(panel.locator('pre:visible').first()).toContainText(`${mockApiUrl}/`, {timeout: 30_000});
    await panel.getByPlaceholder('Bearer Token').fill('test-key');
    const sent = page.waitForRequest((request) => request.url().startsWith(mockApiUrl));
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await sent;
    const response = panel.locator('.openapi-explorer__response-container');
    await expect(response.getByRole('tab', {selected: true})).toHaveText(/^\s*200\s*$/);
    await expect(response.locator('pre code')).toContainText('k7d2m9x4qp');
  });

  test('developer sample: the reference player plays through Player.js', async ({page}) => {
    await open(page, '/samples/dev/api-embeds');
    // The demo loads when the reader scrolls near it.
    await page.getByRole('button', {name: 'Load the live demo'}).first().scrollIntoViewIfNeeded();
    await expect(page.getByText(/^Player\.js: ready\./).first()).toBeVisible({timeout: 15_000});
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await expect(page.getByTestId('playback-state')).toHaveText('playing');
    await page.getByRole('button', {name: 'Pause', exact: true}).click();
    await expect(page.getByTestId('playback-state')).toHaveText('paused');
  });

  test('status page', async ({page}) => {
    await open(page, '/status/');
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove service status'})).toBeVisible();
  });

  test('not-found page', async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});
