/**
 * Quality gate over every route a reader can reach: each URL in the built sitemap, the search
 * results page and the not-found page. On each: axe-core's WCAG 2.1 A and AA rules report no
 * violations, the browser logs no console errors (the shared fixture) and no request fails.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {settle} from '../tools/bench/page-weight';
import {expect, test} from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const NOT_FOUND = '/no-such-page-for-the-quality-gate';

/** Paths of every `<loc>` in the built sitemap (the build precedes the browser tests). */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(process.env.BUILD_DIR ?? 'build', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '');
    return `${url.pathname}${url.search}`;
  });
}

const routes = [...sitemapPaths(), '/search?q=upload'];

/** Requests that failed or answered with an error status, in the order they happened. */
function watchRequests(page: Page, expectedStatus: (url: string) => boolean = () => false): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    // A video element stops its range request once it has buffered enough: not a failure.
    if (request.resourceType() === 'media' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedStatus(response.url())) {
      failures.push(`${response.url()}: HTTP ${response.status()}`);
    }
  });
  return failures;
}

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line per element (first 5). */
async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page; the default opens an extra page per run, twice as slow.
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_21_AA).setLegacyMode(true).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
}

/**
 * Routes in groups that share one page, so that assets come from the browser's cache after the
 * first route of a group; every route is still a full page load. Interleaved, so that the heavy
 * API pages spread over the groups.
 */
const GROUPS = 12;
const groups = Array.from({length: GROUPS}, (_, index) => routes.filter((_, i) => i % GROUPS === index));

test.describe.configure({mode: 'parallel'});

test('the gate covers the whole sitemap', () => {
  // A sitemap that lost its pages would make every check below pass vacuously.
  expect(routes.length).toBeGreaterThan(150);
  expect(routes).toContain('/');
  expect(routes).toContain('/api/media-list');
  expect(routes).toContain('/status/');
  expect(groups.flat().sort()).toEqual([...routes].sort());
});

for (const [index, group] of groups.entries()) {
  test(`routes group ${index + 1} of ${GROUPS}: WCAG 2.1 AA (axe), no console errors, no failed requests`, async ({
    page,
    guard,
  }) => {
    test.setTimeout(group.length * 20_000);
    const failures = watchRequests(page);
    for (const route of group) {
      await test.step(route, async () => {
        const [errorsBefore, failuresBefore] = [guard.errors.length, failures.length];
        const response = await page.goto(route);
        expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);
        // Pages that stream video never go network-idle: 2 s of it is enough to see their requests.
        await settle(page, 2_000);
        expect.soft(await axeViolations(page), `${route}: axe-core WCAG 2.1 A/AA violations`).toEqual([]);
        expect.soft(failures.slice(failuresBefore), `${route}: failed requests`).toEqual([]);
        expect.soft(guard.errors.slice(errorsBefore), `${route}: browser console errors`).toEqual([]);
      });
    }
  });
}

test('the gate reports a violation when a page has one', async ({page}) => {
  await page.goto('/');
  await settle(page);
  // An image without a text alternative (WCAG 1.1.1).
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/img/logo.svg';
    document.querySelector('main')?.append(image);
  });
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m);
});

test('the not-found page: WCAG 2.1 AA (axe), a 404 status, no other failed request', async ({page, guard}) => {
  guard.allowConsoleErrors(/status of 404/);
  const failures = watchRequests(page, (url) => new URL(url).pathname === NOT_FOUND);
  const response = await page.goto(NOT_FOUND);
  expect(response?.status(), 'HTTP status').toBe(404);
  await settle(page);
  expect(await axeViolations(page), 'axe-core WCAG 2.1 A/AA violations').toEqual([]);
  expect(failures, 'failed requests').toEqual([]);
});
