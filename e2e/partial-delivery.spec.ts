/**
 * A page that arrives in pieces must not move as the rest arrives. On a slow connection (or a busy
 * device, whose HTML parser yields mid-document) the browser paints what it has parsed so far; content
 * laid out by how many siblings it has (flex columns sharing a row) then shifts when the missing ones
 * arrive. CI once failed a tag page at CLS 0.026 this way: three footer columns painted at a third of
 * the row each, then squeezed to a quarter when the fourth arrived.
 *
 * Here a local proxy in front of the site holds each page's HTML at a cut (before each footer column
 * after the first, before the footer, and halfway through <main>) until the partial page is on screen,
 * then sends the rest; the page's cumulative layout shift must stay within MAX_LAYOUT_SHIFT.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {baseURL} from '../playwright.config';
import {expect, test} from './fixtures';
import {MAX_LAYOUT_SHIFT, readPage, watchLayoutShifts} from './page-checks';

/** One page of each layout: tag list, help article, FAQ, release notes list, home, status, developer sample. */
const ROUTES = [
  '/tags/mp4/',
  '/getting-started/accessing-vidcove',
  '/frequently-asked-questions/resetting-your-password',
  '/release-notes/',
  '/',
  '/status',
  '/samples/dev/chapter-kc',
];

interface Cut {
  readonly name: string;
  /** Where to cut the HTML (a character index), or undefined when this page has no such place. */
  readonly at: (html: string) => number | undefined;
}

const found = (index: number) => (index > 0 ? index : undefined);
const COLUMN = '<div class="theme-layout-footer-column';

const CUTS: Cut[] = [
  {name: 'before the second footer column', at: (html) => found(html.indexOf(COLUMN, html.indexOf(COLUMN) + 1))},
  {name: 'before the last footer column', at: (html) => found(html.lastIndexOf(COLUMN))},
  {name: 'before the footer', at: (html) => found(html.indexOf('<footer'))},
  {
    name: 'halfway through the main content',
    at: (html) => {
      const start = html.indexOf('<main');
      const end = html.indexOf('</main>');
      if (start < 0 || end < 0) return undefined;
      // At a tag boundary, so the held part ends with whole elements open, as a network packet might.
      return found(html.indexOf('<', Math.floor((start + end) / 2)));
    },
  },
];

/**
 * A proxy to the site that holds the HTML of `path` at the cut given to `hold` until `release()` is
 * called; other requests (and the page itself when no cut applies) pass straight through. One proxy
 * serves all of a test's loads: a video page still loading from it as the next load starts must not
 * find it gone.
 */
async function holdingProxy(path: string) {
  let cut: Cut | undefined;
  let held = false;
  let release = () => {};
  let released = Promise.resolve();
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', baseURL), {headers: {'accept-encoding': 'identity'}});
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, {'content-type': type, 'cache-control': 'no-store'});
    const html = req.url === path && type.startsWith('text/html') ? body.toString('utf8') : undefined;
    const at = html === undefined ? undefined : cut?.at(html);
    if (html === undefined || at === undefined) {
      res.end(body);
      return;
    }
    held = true;
    res.write(html.slice(0, at));
    await released;
    res.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}${path}`,
    /** From now on, hold the page at `next` (until release()). */
    hold(next: Cut) {
      cut = next;
      held = false;
      released = new Promise<void>((resolve) => (release = resolve));
    },
    /** Whether the last load of the page was held. */
    held: () => held,
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Resolves once the browser has rendered two more frames (what is in the DOM now has been painted). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const route of ROUTES) {
  test(`${route} does not move as its HTML arrives in pieces`, async ({page}) => {
    test.setTimeout(60_000);
    await watchLayoutShifts(page);
    const proxy = await holdingProxy(route);
    const tried: string[] = [];
    try {
      for (const cut of CUTS) {
        proxy.hold(cut);
        await page.goto(proxy.url, {waitUntil: 'commit'});
        if (!proxy.held()) continue;
        tried.push(cut.name);
        // The part sent so far is on screen before the rest comes.
        await expect(page.locator('.navbar')).toBeVisible();
        await nextFrames(page);
        proxy.release();
        await page.waitForLoadState('load');
        await expect(page.locator('footer.footer')).toBeVisible();
        // Hydration is the last thing that may move the page (a video page never goes network-idle).
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await nextFrames(page);
        const {layoutShift, layoutShiftSources} = await readPage(page);
        expect
          .soft(layoutShift, `${route}, held ${cut.name}: ${layoutShiftSources.join(' | ')}`)
          .toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      }
    } finally {
      // Leave the page first, so nothing it still streams (a video) finds the proxy gone.
      await page.goto('about:blank');
      await proxy.close();
    }
    expect(tried.length, `${route}: the cuts that apply`).toBeGreaterThanOrEqual(3);
  });
}
