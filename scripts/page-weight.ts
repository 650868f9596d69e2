/**
 * Page weight: what a browser downloads for a page of the production build, compressed as
 * `scripts/serve.ts` sends it (brotli), split into JavaScript and CSS, at load and once idle
 * (idle: hydrated, the request panel of an operation page shown, and the chunks Docusaurus
 * prefetches for links in view downloaded).
 *
 *   npm run build && node --import tsx scripts/page-weight.ts [path ...]
 *
 * Defaults to a help article, the API start page and an API operation page. Runs Debian's
 * Chromium (CHROMIUM_PATH to change) against an in-process server on a free localhost port.
 */
import {existsSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type Request} from '@playwright/test';
import {createStaticServer} from './lib/static-server';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`page-weight: no built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push('/getting-started/accessing-vidcove', '/api/vidcove-api', '/api/media-list');

interface Weight {
  js: number;
  css: number;
  files: {url: string; type: string; bytes: number}[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function transferred(request: Request): Promise<number> {
  const response = await request.response();
  if (!response) return 0;
  await response.finished();
  const sizes = await request.sizes();
  return Math.max(0, sizes.responseBodySize);
}

async function main(): Promise<void> {
  const server = createStaticServer({root});
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const {port} = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const pagePath of pages) {
      // A fresh context per page: an empty cache, as for a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      let loadCount = 0;
      const measure = async (): Promise<Weight> => {
        const weight: Weight = {js: 0, css: 0, files: []};
        const seen = new Set<string>();
        for (const request of requests) {
          const url = new URL(request.url());
          const type = url.pathname.endsWith('.css') ? 'css' : url.pathname.endsWith('.js') ? 'js' : '';
          // A prefetched chunk that is then used is requested twice; the second comes from the cache.
          if (!type || seen.has(url.pathname)) continue;
          seen.add(url.pathname);
          const bytes = await transferred(request);
          weight[type as 'js' | 'css'] += bytes;
          weight.files.push({url: url.pathname, type, bytes});
        }
        return weight;
      };
      await page.goto(`http://localhost:${port}${pagePath}`, {waitUntil: 'load'});
      const atLoad = await measure();
      loadCount = atLoad.files.length;
      // Idle: hydrated, and on operation pages the request panel (loaded after hydration) shown.
      await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
      await page.waitForLoadState('networkidle');
      const panel = page.locator('.openapi-right-panel__container');
      if (
        (await panel.count()) > 0 &&
        (await page.locator('.openapi-explorer__request-btn, .openapi-skeleton').count()) > 0
      ) {
        await panel.locator('pre:visible').first().waitFor({timeout: 60_000});
        await page.waitForLoadState('networkidle');
      }
      const idle = await measure();
      console.log(`\n${pagePath}`);
      console.log(`  at load: JS ${kb(atLoad.js)}, CSS ${kb(atLoad.css)} (${loadCount} files)`);
      console.log(`  idle:    JS ${kb(idle.js)}, CSS ${kb(idle.css)} (${idle.files.length} files)`);
      if (process.env.VERBOSE) {
        for (const file of idle.files.sort((a, b) => b.bytes - a.bytes)) {
          console.log(`    ${kb(file.bytes).padStart(9)}  ${file.url}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`page-weight: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
