/**
 * Quality gate over every page a reader can reach: every HTML file in the build (e2e/built-pages.ts
 * says how the 200+ docs tag pages are sampled and where redirect pages are followed), the search
 * results page and the not-found page. On each: the browser logs no console errors (the shared
 * fixture), no request fails, and the page shows no crash fallback, has exactly one <h1> and one
 * non-empty <main>, says "(opens in new tab)" on every link that opens one, gives no heading a
 * generated id and does not shift its layout while it loads (e2e/page-checks.ts); no built page has
 * content sent out of place, for a script to move in. axe-core's WCAG 2.1
 * A and AA rules report no violations on the first page of each template and on every third page
 * (axeSample in e2e/built-pages.ts): axe is half of a page's time in the gate, and running it on all
 * 270+ pages would cost minutes of `npm test`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {redirects as configuredRedirects} from '../config/redirects';
import {AXE_SAMPLE_EVERY, axeSample, BUILD_DIR, builtPages, gatePlan, pageType, TAG_SAMPLE_EVERY} from './built-pages';
import {expect, test} from './fixtures';
import {MAX_LAYOUT_SHIFT, axeViolations, pageFailures, readPage, watchLayoutShifts} from './page-checks';

const NOT_FOUND = '/no-such-page-for-the-quality-gate';

const plan = gatePlan();
const routes = [...plan.pages, '/search?q=upload'];
const axeRoutes = new Set(axeSample(routes));

interface RequestWatch {
  /** Requests that failed or answered with an error status, in the order they happened. */
  readonly failures: readonly string[];
  /** How many of the current page's requests are in flight. */
  readonly inflight: () => number;
  /** Call before each navigation: what the page leaving still loads is no longer its successor's. */
  readonly navigating: () => void;
}

/**
 * Watches a page's requests across navigations. A video element stops its range request once it has
 * buffered enough, and leaving a page cancels what it was still loading (a prefetch, an iframe's
 * player script): such aborted requests are not failures. "Leaving" lasts from navigating() until the
 * next document commits, because the page being left keeps starting requests in that window (its
 * iframes load their scripts, link prefetches fire) and the navigation then cancels them. Every other
 * failed request and every error status is a failure.
 */
function watchRequests(page: Page, expectedStatus: (url: string) => boolean = () => false): RequestWatch {
  const failures: string[] = [];
  const inflight = new Set<Request>();
  const left = new WeakSet<Request>();
  let leaving = false;
  const isNewDocument = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  page.on('request', (request) => {
    if (leaving && !isNewDocument(request)) left.add(request);
    else inflight.add(request);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => {
    inflight.delete(request);
    const error = request.failure()?.errorText ?? 'failed';
    if (error === 'net::ERR_ABORTED' && (request.resourceType() === 'media' || left.has(request))) return;
    failures.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedStatus(response.url())) {
      failures.push(`${response.url()}: HTTP ${response.status()}`);
    }
  });
  return {
    failures,
    inflight: () => inflight.size,
    navigating: () => {
      leaving = true;
      for (const request of inflight) left.add(request);
      inflight.clear();
    },
  };
}

/**
 * Waits until the page has hydrated (pages the site renders; the reference player is a static page)
 * and nothing has been loading for 150 ms: lazy parts such as the API request panel or a demo load
 * after hydration. Pages that stream video never go quiet: 2 s of them is enough to see their
 * requests; others get at most 10 s.
 */
async function settle(page: Page, requests: RequestWatch): Promise<void> {
  if ((await page.locator('#__docusaurus').count()) > 0) {
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
  }
  const streaming = (await page.locator('video, audio, iframe').count()) > 0;
  const deadline = Date.now() + (streaming ? 2_000 : 10_000);
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (requests.inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
  }
}

/**
 * Routes in groups that share one page, so that assets come from the browser's cache after the
 * first route of a group; every route is still a full page load. Interleaved, so that the heavy
 * API pages spread over the groups.
 */
const GROUPS = 16;
const groups = Array.from({length: GROUPS}, (_, index) => routes.filter((_, i) => i % GROUPS === index));

test.describe.configure({mode: 'parallel'});

test('the gate covers every page of the build', () => {
  console.log(
    `Quality gate: ${routes.length + 1} pages (${plan.files} HTML files in the build: ` +
      `${plan.tagPagesSampled} of ${plan.tagPages} docs tag pages, every ${TAG_SAMPLE_EVERY}th; ` +
      `${plan.redirects.length} redirect pages followed by redirects.spec.ts; the search results page; ` +
      `the not-found page at an unknown path); axe on ${axeRoutes.size + 1} of them (the first of each of ` +
      `${new Set(routes.map(pageType)).size} page types, every ${AXE_SAMPLE_EVERY}rd page, the not-found page)`,
  );
  // A build that lost its pages would make every check below pass vacuously.
  expect(plan.files).toBeGreaterThan(400);
  // One of each kind of page, listed or not (with or without the trailing slash the server accepts).
  for (const path of [
    '/',
    '/api/media-list',
    '/status',
    '/release-notes',
    '/release-notes/page/2',
    '/release-notes/archive',
    '/release-notes/authors',
    '/release-notes/tags/embed/page/2',
    '/release-notes-embed',
    '/release-notes-embed/page/6',
    '/release-notes-embed/archive',
    '/release-notes-embed/2025/11/12/vidcove-11-42',
    '/release-notes-embed/tags/embed/page/3',
    '/tags',
    '/samples/dev',
    '/media-players/legacy-player-api',
    '/embed/player',
  ]) {
    const bare = (route: string) => (route === '/' ? route : route.replace(/\/$/, ''));
    expect(
      routes.filter((route) => bare(route) === path),
      path,
    ).toHaveLength(1);
  }
  expect(plan.tagPagesSampled).toBeGreaterThan(plan.tagPages / TAG_SAMPLE_EVERY);
  expect(groups.flat().sort()).toEqual([...routes].sort());
  // axe sees every page type, and at least every third page.
  expect(new Set([...axeRoutes].map(pageType))).toEqual(new Set(routes.map(pageType)));
  expect(axeRoutes.size).toBeGreaterThanOrEqual(routes.length / AXE_SAMPLE_EVERY);
  // Every redirect page of the build is one that redirects.spec.ts follows, to the same target.
  const followed = new Map(configuredRedirects.flatMap(({from, to}) => from.map((path) => [`${path}/`, to])));
  expect(plan.redirects.map((page) => [page.path, page.redirectTo])).toEqual(
    plan.redirects.map((page) => [page.path, followed.get(page.path)]),
  );
});

for (const [index, group] of groups.entries()) {
  test(`pages group ${index + 1} of ${GROUPS}: no crash, console error or failed request, one h1, a main; WCAG 2.1 AA (axe) on the sampled ones`, async ({
    page,
    guard,
  }) => {
    test.setTimeout(group.length * 20_000);
    const requests = watchRequests(page);
    await watchLayoutShifts(page);
    for (const route of group) {
      await test.step(route, async () => {
        const [errorsBefore, failuresBefore] = [guard.errors.length, requests.failures.length];
        requests.navigating();
        const response = await page.goto(route);
        expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);
        await settle(page, requests);
        expect.soft(pageFailures(await readPage(page)), `${route}: what the reader sees`).toEqual([]);
        if (axeRoutes.has(route)) {
          expect.soft(await axeViolations(page), `${route}: axe-core WCAG 2.1 A/AA violations`).toEqual([]);
        }
        expect.soft(requests.failures.slice(failuresBefore), `${route}: failed requests`).toEqual([]);
        expect.soft(guard.errors.slice(errorsBefore), `${route}: browser console errors`).toEqual([]);
      });
    }
  });
}

/** The first page of each type, in `routes` order: one of each layout, for the checks on a phone. */
const firstOfEachType = routes.filter(
  (route, i) => routes.findIndex((other) => pageType(other) === pageType(route)) === i,
);

// The gate above runs at 1280 px; text that grows after hydration wraps onto more lines on a phone, where
// the status page once shifted by 0.127 (the reader's local time and "1 year ago" made two lines longer).
test(`on a phone (360 px) the first page of each of the ${firstOfEachType.length} page types loads without a layout shift`, async ({
  page,
}) => {
  test.setTimeout(firstOfEachType.length * 20_000);
  await page.setViewportSize({width: 360, height: 760});
  const requests = watchRequests(page);
  await watchLayoutShifts(page);
  for (const route of firstOfEachType) {
    await test.step(route, async () => {
      requests.navigating();
      await page.goto(route);
      await settle(page, requests);
      const {layoutShift, layoutShiftSources} = await readPage(page);
      expect.soft(layoutShift, `${route}: ${layoutShiftSources.join(' | ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  }
});

// React's server renderer sends what was not ready when the page was written (a lazy component) twice:
// a stand-in where it belongs, and the real content in a hidden element at the end, with a script that
// moves it in while the page loads. Readers without script get the stand-in; everyone's page does the
// extra work. Code blocks are where this happened (plain text in place, the highlighted block at the end).
test('every page of the build has its content where it stands: nothing is sent for a script to move in', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(400);
  const outOfPlace = pages
    .filter((page) => /<div hidden id="?S:\d/.test(readFileSync(path.join(BUILD_DIR, page.file), 'utf8')))
    .map((page) => page.path);
  expect(outOfPlace).toEqual([]);
});

test('the gate reports a violation when a page has one', async ({page}) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Content that arrives late and pushes the page down (a late stylesheet, a client-only block).
  await page.evaluate(() => {
    const late = document.createElement('div');
    late.style.height = '400px';
    document.querySelector('main')?.prepend(late);
  });
  await expect
    .poll(async () => pageFailures(await readPage(page)).join('\n'))
    // The failure names what moved (element, from where to where) and when.
    .toMatch(
      /^shifts its layout while loading \(CLS 0\.\d{3}, at most 0\.02\): 0\.\d{3} at \d+ ms: \S+ -?\d+,-?\d+ \d+×\d+ → /m,
    );
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // An image without a text alternative (WCAG 1.1.1).
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/img/logo.svg';
    document.querySelector('main')?.append(image);
  });
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m);
  // A second h1 that is a crash heading with a generated id is reported three times.
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<h1 id="_R_abc_">This page crashed.</h1>');
  });
  expect(pageFailures(await readPage(page))).toEqual([
    'shows the crash fallback ("This page crashed")',
    'has 2 <h1> elements (expected exactly 1)',
    'heading id "_R_abc_" is a generated useId value',
  ]);
  // An empty <main>, then none at all.
  await page.evaluate(() => document.querySelector('main')!.replaceChildren());
  expect(pageFailures(await readPage(page))).toContain('has an empty <main>');
  await page.evaluate(() => document.querySelector('main')!.remove());
  expect(pageFailures(await readPage(page))).toContain('has 0 <main> elements (expected exactly 1)');
  // A link that opens a new tab without saying so, on the one page the site's runtime labeller
  // (plugins/new-tab-links) does not run on: the static reference player.
  await page.goto('/embed/player/');
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<a href="https://example.com" target="_blank">x</a>');
  });
  expect(pageFailures(await readPage(page))).toEqual(['link to https://example.com opens a new tab without saying so']);
});

test('the gate reports a failed request and a console error', async ({page, guard}) => {
  guard.allowConsoleErrors(/status of 404/, /ERR_CONNECTION_REFUSED/, /gate probe/);
  const requests = watchRequests(page);
  await page.route('**/gate-probe-unreachable.js', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const errorsBefore = guard.errors.length;
  await page.evaluate(async () => {
    await fetch('/no-such-asset-for-the-quality-gate.js');
    await fetch('/gate-probe-unreachable.js').catch(() => undefined);
    console.error('gate probe');
  });
  await expect.poll(() => requests.failures.join('\n')).toMatch(/no-such-asset-for-the-quality-gate\.js: HTTP 404/);
  await expect
    .poll(() => requests.failures.join('\n'))
    .toMatch(/gate-probe-unreachable\.js: net::ERR_CONNECTION_REFUSED/);
  expect(guard.errors.slice(errorsBefore)).toContain('gate probe');
});

test('the gate forgives what the page being left cancels, and nothing else', async ({page, guard}) => {
  guard.allowConsoleErrors(/gate probe/);
  const requests = watchRequests(page);
  // A request that never answers, standing in for an iframe's player script or a prefetch.
  await page.route('**/gate-probe-hangs.js', () => undefined);
  await page.route('**/gate-probe-aborted.js', (route) => route.abort('aborted'));
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // The page being left starts a request after the gate has moved on to the next route (as the
  // embed player's iframe does while the next document loads); the navigation cancels it.
  requests.navigating();
  await page.evaluate(() => {
    void fetch('/gate-probe-hangs.js').catch(() => undefined);
  });
  await page.goto('/getting-started/accessing-vidcove');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(requests.failures).toEqual([]);
  // On the page the reader is on, an aborted request is a failure.
  await page.evaluate(() => fetch('/gate-probe-aborted.js').catch(() => console.error('gate probe')));
  await expect.poll(() => requests.failures.join('\n')).toMatch(/gate-probe-aborted\.js: net::ERR_ABORTED/);
});

test('the not-found page: WCAG 2.1 AA (axe), a 404 status, no other failed request, one h1, a main', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/status of 404/);
  const requests = watchRequests(page, (url) => new URL(url).pathname === NOT_FOUND);
  await watchLayoutShifts(page);
  const response = await page.goto(NOT_FOUND);
  expect(response?.status(), 'HTTP status').toBe(404);
  await settle(page, requests);
  expect(pageFailures(await readPage(page))).toEqual([]);
  expect(await axeViolations(page), 'axe-core WCAG 2.1 A/AA violations').toEqual([]);
  expect(requests.failures, 'failed requests').toEqual([]);
});
