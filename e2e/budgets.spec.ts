/**
 * Byte budgets per page type, counted as a browser on a first visit downloads the page from the
 * project's own server (compressed): JavaScript by the time the page is idle, and the HTML document
 * plus its CSS. Each test prints its figures, whether it passes or not. Definitions and limits:
 * tools/page-weight/index.ts. `npm run bench` also reports them against the stock Docusaurus page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUDGETS, PAGE_TYPES, htmlAndCss, kb, measurePageWeight, type PageWeight} from '../tools/page-weight';
import {expect, test} from './fixtures';

const buildDir = process.env.BUILD_DIR ?? 'build';

/** Code that only some pages need, recognised in a downloaded script by strings its source keeps. */
const FEATURE_CODE = {
  'the API theme': /openapi-[a-z]+__|docusaurus-theme-openapi-docs/,
  // The local search client and engine (plugins/search/client/local-client.ts), by its error message.
  'the search engine': /search index could not be loaded/,
};

/** Which of FEATURE_CODE's features the scripts a page downloaded contain. */
function featuresIn(weight: PageWeight): string[] {
  const found = new Set<string>();
  for (const file of weight.files) {
    if (file.kind !== 'js') continue;
    const source = readFileSync(path.join(buildDir, decodeURIComponent(new URL(file.url).pathname)), 'utf8');
    for (const [feature, marker] of Object.entries(FEATURE_CODE)) if (marker.test(source)) found.add(feature);
  }
  return [...found].sort();
}

function report(label: string, weight: PageWeight): string {
  const {idle} = weight;
  const lines = [
    `${label}: JS ${kb(idle.js)}, HTML + CSS ${kb(htmlAndCss(weight))} (HTML ${kb(weight.atLoad.html)}, at load), ` +
      `${idle.requests} requests (at load: JS ${kb(weight.atLoad.js)}, ${weight.atLoad.requests} requests)`,
  ];
  for (const file of weight.files.filter((f) => f.kind !== 'other').slice(0, 8)) {
    lines.push(`  ${kb(file.transferred).padStart(9)}  ${new URL(file.url).pathname}`);
  }
  return lines.join('\n');
}

// Operation pages load their request panel after hydration; media pages get a grace period (settle).
test.describe.configure({mode: 'parallel', timeout: 90_000});

for (const type of PAGE_TYPES) {
  test(`${type.label} (${type.path}) stays within its byte budget`, async ({page}, testInfo) => {
    const weight = await measurePageWeight(page, type.path);
    const figures = report(type.label, weight);
    console.log(figures);
    await testInfo.attach('page weight', {body: figures, contentType: 'text/plain'});

    // Compressed as the server sends it: a missing Content-Encoding would make every figure wrong.
    const uncompressed = weight.files.filter((f) => f.kind !== 'other' && f.raw > 1024 && f.encoding === '');
    expect(
      uncompressed.map((f) => f.url),
      'text resources sent uncompressed',
    ).toEqual([]);

    const features = featuresIn(weight);
    if (type.api) {
      expect(weight.atLoad.js, `${type.label}: JavaScript by the load event`).toBeLessThanOrEqual(BUDGETS.api.jsAtLoad);
      expect(weight.idle.js, `${type.label}: JavaScript by idle`).toBeLessThanOrEqual(BUDGETS.api.js);
      expect(htmlAndCss(weight), `${type.label}: HTML + CSS`).toBeLessThanOrEqual(BUDGETS.api.htmlCss);
      expect(features, 'code an API page loads').toContain('the API theme');
    } else {
      expect(weight.idle.js, `${type.label}: JavaScript by idle`).toBeLessThanOrEqual(BUDGETS.page.js);
      expect(htmlAndCss(weight), `${type.label}: HTML + CSS`).toBeLessThanOrEqual(BUDGETS.page.htmlCss);
      const expected = type.id === 'search' ? ['the search engine'] : [];
      expect(features, 'code of features this page does not use').toEqual(expected);
    }
  });
}

// Docs tag pages load the one module of every tag's data (plugins/performance/shared-tag-data.ts), which
// took 4 KB off every other page: a tag page, though no page type of the bench, stays within the page budget.
test('a docs tag page, which loads every tag’s data, stays within the page budget', async ({page}, testInfo) => {
  const weight = await measurePageWeight(page, '/tags/encoding');
  const figures = report('Docs tag page', weight);
  console.log(figures);
  await testInfo.attach('page weight', {body: figures, contentType: 'text/plain'});
  expect(weight.idle.js, 'JavaScript by idle').toBeLessThanOrEqual(BUDGETS.page.js);
  expect(htmlAndCss(weight), 'HTML + CSS').toBeLessThanOrEqual(BUDGETS.page.htmlCss);
});

// Regression: on a fast run the request panel (loaded once in view) can load before the load event, and
// then used to count as JavaScript "at load" (346 KB against a 200 KB budget, in CI).
test('code loaded on reach never counts at load, even when the load event comes late', async ({page}) => {
  const api = PAGE_TYPES.find((type) => type.api);
  if (!api) throw new Error('no API page type in PAGE_TYPES');
  // An image that answers only after 5 s holds the load event back well past hydration and the panel's loading.
  await page.route('**/__late-image.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.fulfill({status: 204});
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const image = document.createElement('img');
      image.src = '/__late-image.png';
      image.alt = '';
      document.body.append(image);
    });
  });
  const hydrated = page.locator('html[data-has-hydrated="true"]');
  const weight = await measurePageWeight(page, api.path);
  await expect(hydrated).toHaveCount(1);
  // The panel did load by idle (it is in view at this width), and not at load.
  expect(weight.idle.js - weight.atLoad.js, 'the request panel loaded once in view').toBeGreaterThan(50_000);
  expect(weight.atLoad.js, 'JavaScript by the load event').toBeLessThanOrEqual(BUDGETS.api.jsAtLoad);
});

/** The site's feature stylesheets (config/performance.ts) a page downloads, by chunk name (not the players'). */
function featureStylesheets(weight: PageWeight): string[] {
  return weight.files
    .filter((file) => file.kind === 'css' && new URL(file.url).pathname.startsWith('/assets/css/'))
    .map((file) => path.posix.basename(new URL(file.url).pathname).replace(/\.[0-9a-f]{8}\.css$/, ''))
    .filter((name) => name !== 'styles')
    .sort();
}

test('a page downloads the stylesheets of the features it shows, and no others', async ({page}) => {
  const expected: Record<string, string[]> = {
    '/getting-started/accessing-vidcove': ['videos'],
    '/frequently-asked-questions/resetting-your-password': [],
    '/status/': ['status', 'status-summary'],
    '/samples/dev/iframe': ['samples'],
    '/search?q=upload': ['search-page'],
    '/technical-information/bitrate': ['tools'],
    // The status summary and its icons, not the status page's own styles.
    '/': ['home', 'status-summary', 'videos'],
    '/release-notes/2025/11/12/vidcove-11-42': ['release-notes'],
  };
  for (const [url, sheets] of Object.entries(expected)) {
    expect(featureStylesheets(await measurePageWeight(page, url)), `stylesheets ${url} downloads`).toEqual(sheets);
  }
});

test('a feature is styled from the first paint and after navigating to it', async ({browser, page}) => {
  // The status page's column is 56rem (896 px) wide; unstyled, it would fill the 1280 px window.
  const columnWidth = async (p: typeof page) => (await p.locator('main').first().boundingBox())?.width ?? 0;

  // From the HTML alone: the page links its stylesheet in its head.
  const noScript = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  const htmlOnly = await noScript.newPage();
  await htmlOnly.goto(`${test.info().project.use.baseURL ?? ''}/status/`);
  await expect(htmlOnly.getByRole('heading', {level: 1})).toBeVisible();
  expect(await columnWidth(htmlOnly)).toBeLessThanOrEqual(896);
  // The home page's status summary (its own small stylesheet): a bordered box, the icon beside the state.
  await htmlOnly.goto(`${test.info().project.use.baseURL ?? ''}/`);
  const summary = htmlOnly.getByRole('region', {name: 'Service status'});
  const state = summary.getByRole('paragraph').filter({has: htmlOnly.locator('svg')});
  await expect(state).toBeVisible();
  await expect(state).toHaveCSS('display', 'flex');
  await expect(summary.locator(':scope > div')).toHaveCSS('border-top-style', 'solid');
  await noScript.close();

  // Navigating in the app from a page without it: webpack loads the stylesheet with the page's code.
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/getting-started/accessing-vidcove');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Status'}).click();
  await expect(page).toHaveURL(/\/status\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect.poll(() => columnWidth(page)).toBeLessThanOrEqual(896);
  expect(await columnWidth(page)).toBeGreaterThan(600);
});
