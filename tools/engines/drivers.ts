/**
 * One small interface over two WebDriver clients, so the cross-engine pass (./pass.ts) reads the same in
 * both: Firefox ESR through puppeteer-core (WebDriver BiDi), WebKitGTK's MiniBrowser through
 * selenium-webdriver (classic WebDriver, WebKitWebDriver: ./webkit.ts). Page code runs as a serialised function.
 */
import puppeteer, {type Browser, type Page} from 'puppeteer-core';
import {isLocalUrl} from '../../e2e/local-url';
import {within} from './bounded';

export interface EngineDriver {
  readonly name: string;
  /** Opens a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** A real click (a user gesture, which media playback may need) on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the first element matching `selector`. */
  hover(selector: string): Promise<void>;
  /** Ctrl + `key`, from the keyboard. */
  pressControl(key: string): Promise<void>;
  /** Types `text` into the focused element, from the keyboard. */
  type(text: string): Promise<void>;
  /** Script errors and console errors seen so far (WebKit: from the moment `goto` returned). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** tsx keeps function names with a `__name` helper the page does not have: the page gets a stand-in. */
export function pageScript<A, R>(fn: (arg: A) => R, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}); })()`;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Where the browsers send every request off localhost (a proxy that records and refuses it). */
export interface Proxy {
  readonly host: string;
  readonly port: number;
}

/** Loads the page gave up as it moved on (to the next page of the pass): not failures. */
const PAGE_WENT_AWAY = /^NS_BINDING_ABORTED$|Browsing context already closed/;

export async function launchFirefox(proxy: Proxy): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: 30_000,
    protocolTimeout: 30_000,
    defaultViewport: {width: 1280, height: 800},
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': proxy.host,
      'network.proxy.http_port': proxy.port,
      'network.proxy.ssl': proxy.host,
      'network.proxy.ssl_port': proxy.port,
      'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  // Firefox rejects a page's pending fetches as it is left (a search still loading): not the reader's error.
  let leaving = false;
  page.on(
    'pageerror',
    (error) => leaving || errors.push(`Uncaught: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && !leaving) errors.push(message.text());
  });
  page.on('request', (request) => {
    if (!isLocalUrl(request.url())) errors.push(`Off-site request: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!PAGE_WENT_AWAY.test(reason)) errors.push(`Request failed (${reason}): ${request.url()}`);
  });
  return {
    name: 'Firefox ESR',
    goto: async (url) => {
      leaving = true;
      await page.goto(url, {waitUntil: 'load', timeout: 30_000}).finally(() => (leaving = false));
    },
    evaluate: (fn, arg) => page.evaluate(pageScript(fn, arg)) as Promise<ReturnType<typeof fn>>,
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    pressControl: async (key) => {
      await page.keyboard.down('Control');
      await page.keyboard.press(key as 'k');
      await page.keyboard.up('Control');
    },
    type: (text) => page.keyboard.type(text),
    errors: async () => [...errors],
    close: () =>
      within(10_000, 'Firefox ESR: close', browser.close()).catch(() => void browser.process()?.kill('SIGKILL')),
  };
}
