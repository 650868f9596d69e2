/**
 * Debian's Chromium, as every browser tool of the project runs it: Playwright (playwright.config.ts),
 * `npm run page-weight` and `npm run bench` (Playwright and Lighthouse). Browsers are never downloaded.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers, root), no GPU, and nothing the browser would fetch on its own. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
