/**
 * `npm run page-weight [path ...]`: JavaScript, CSS and HTML a browser downloads for pages of the
 * production build (`npm run build` first), compressed as `tools/server/serve.ts` sends it, at load and
 * once idle (see tools/page-weight/index.ts). Defaults to one page of each type the budgets cover.
 * VERBOSE=1 lists every file. Runs Debian's Chromium (CHROMIUM_PATH to change) against an
 * in-process server on a free localhost port.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {PAGE_TYPES, kb, measurePageWeight} from './index';
import {loadSiteRules} from '../server/rules';
import {createStaticServer, listenOnFreePort} from '../server/static-server';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`page-weight: no built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push(...PAGE_TYPES.map((type) => type.path));

async function main(): Promise<void> {
  const server = createStaticServer({root, rules: await loadSiteRules(root)});
  const port = await listenOnFreePort(server);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    for (const pagePath of pages) {
      // A fresh context per page: an empty cache, as for a first visit.
      const context = await browser.newContext();
      const {atLoad, idle, files, atLoadUrls} = await measurePageWeight(
        await context.newPage(),
        `http://localhost:${port}${pagePath}`,
      );
      console.log(`\n${pagePath}`);
      console.log(
        `  at load: JS ${kb(atLoad.js)}, HTML ${kb(atLoad.html)}, CSS ${kb(atLoad.css)} (${atLoad.requests} requests)`,
      );
      console.log(
        `  idle:    JS ${kb(idle.js)}, HTML ${kb(idle.html)}, CSS ${kb(idle.css)} (${idle.requests} requests)`,
      );
      if (process.env.VERBOSE) {
        for (const file of files)
          console.log(
            `    ${kb(file.transferred).padStart(9)} ${kb(file.raw).padStart(9)} ${file.encoding.padEnd(3)} ${file.kind.padEnd(5)} ${atLoadUrls.includes(file.url) ? 'L' : ' '} ${new URL(file.url).pathname}`,
          );
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
