/**
 * One small interface over two WebDriver clients, so the cross-engine pass (./pass.ts) reads the same in
 * both: Firefox ESR through puppeteer-core (WebDriver BiDi), WebKitGTK's MiniBrowser through
 * selenium-webdriver (classic WebDriver, WebKitWebDriver). Page code runs as a serialised function.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import puppeteer, {type Browser, type Page} from 'puppeteer-core';
import {Builder, By, Key, type WebDriver} from 'selenium-webdriver';
import {isLocalUrl} from '../../e2e/local-url';

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
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Loads the page gave up as it moved on (to the next page of the pass): not failures. */
const PAGE_WENT_AWAY = /^NS_BINDING_ABORTED$|Browsing context already closed/;

/** Every request to a host other than localhost goes to `proxy` (which records and refuses it). */
export async function launchFirefox(proxy: {host: string; port: number}): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
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
      await page.goto(url, {waitUntil: 'load', timeout: 60_000}).finally(() => (leaving = false));
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
    close: () => browser.close(),
  };
}

/** Records script errors in the page from now on (classic WebDriver cannot run code before the page's own). */
function watchErrorsInPage(): void {
  const w = window as unknown as {__engineErrors?: string[]};
  if (w.__engineErrors) return;
  const errors: string[] = [];
  w.__engineErrors = errors;
  window.addEventListener('error', (event) => errors.push(`Uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`Unhandled rejection: ${String(event.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  };
}

function pageErrors(): string[] {
  return (window as unknown as {__engineErrors?: string[]}).__engineErrors ?? [];
}

/** WebKitWebDriver on `port`, started here; MiniBrowser needs a display (xvfb-run gives one). */
export async function launchWebKit(proxy: {host: string; port: number}, port: number): Promise<EngineDriver> {
  const {service, driver} = await startWebKitSession(proxy, port).catch(() => startWebKitSession(proxy, port));
  await driver.manage().window().setRect({width: 1280, height: 800});
  const seen: string[] = [];
  const run = <A, R>(fn: (arg: A) => R, arg: A) => driver.executeScript<R>(`return ${pageScript(fn, arg)};`);
  return {
    name: 'WebKitGTK',
    goto: async (url) => {
      seen.push(...(await run(pageErrors, undefined).catch(() => [])));
      await driver.get(url);
      await run(watchErrorsInPage, undefined);
    },
    evaluate: run,
    click: async (selector) => driver.findElement(By.css(selector)).click(),
    hover: async (selector) =>
      driver
        .actions()
        .move({origin: await driver.findElement(By.css(selector))})
        .perform(),
    pressControl: async (key) => driver.actions().keyDown(Key.CONTROL).sendKeys(key).keyUp(Key.CONTROL).perform(),
    type: async (text) => driver.actions().sendKeys(text).perform(),
    errors: async () => [...seen, ...(await run(pageErrors, undefined))],
    close: async () => {
      await driver.quit().catch(() => undefined);
      service.kill();
    },
  };
}

/** WebKitWebDriver and a session; MiniBrowser at times never answers its first session: then it gives up. */
async function startWebKitSession(
  proxy: {host: string; port: number},
  port: number,
): Promise<{service: ChildProcess; driver: WebDriver}> {
  const service = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {stdio: 'ignore'});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('WebKitWebDriver: no session within 60 s')), 60_000);
  });
  try {
    return {service, driver: await Promise.race([connectWebKit(port, proxy), timeout])};
  } catch (error) {
    service.kill('SIGKILL');
    await new Promise((resolve) => service.once('exit', resolve));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A session, once WebKitWebDriver listens (it takes a moment to start). */
async function connectWebKit(port: number, proxy: {host: string; port: number}): Promise<WebDriver> {
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {binary: MINIBROWSER_PATH, args: ['--automation']},
    proxy: {
      proxyType: 'manual',
      httpProxy: `${proxy.host}:${proxy.port}`,
      sslProxy: `${proxy.host}:${proxy.port}`,
      noProxy: ['localhost', '127.0.0.1'],
    },
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
    } catch (error) {
      if (attempt >= 50 || !/ECONNREFUSED/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
