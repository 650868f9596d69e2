/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver, selenium-webdriver). WebKitWebDriver
 * starts MiniBrowser itself and waits, without any limit, for it to open its inspector server; so the
 * driver runs in a process group of its own, on a port found free now, and everything here is bounded.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {Builder, By, Key, type WebDriver} from 'selenium-webdriver';
import {freePort} from '../server/static-server';
import {EngineStuck, within} from './bounded';
import {pageScript, type EngineDriver, type Proxy} from './drivers';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Debian installs MiniBrowser under the machine's multiarch triplet (webkit2gtk-driver pulls it in). */
const TRIPLET = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? `/usr/lib/${TRIPLET}/webkit2gtk-4.1/MiniBrowser`;

/** How long MiniBrowser may take to start and answer its first session. */
const SESSION_START_MS = 30_000;

/** WebKitWebDriver with its browser: what it printed, and how to end all of it. */
interface DriverProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly output: () => string;
  readonly kill: () => void;
}

async function startDriverProcess(): Promise<DriverProcess> {
  const port = await freePort();
  // Its own process group: MiniBrowser and WebKit's processes go with it, even if this process is killed.
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const kill = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', kill);
  return {child, port, output: () => output.trim(), kill};
}

/** Waits until WebKitWebDriver answers /status (it takes a moment to start), or says why it cannot. */
async function driverListening(driver: DriverProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (driver.child.exitCode !== null) {
      throw new Error(`WebKitWebDriver exited (${driver.child.exitCode}) before it listened: ${driver.output()}`);
    }
    const up = await fetch(`http://127.0.0.1:${driver.port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not listen on port ${driver.port} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pid of the browser WebKitWebDriver started, if it runs: the process whose parent is the driver. */
function browserPid(driver: DriverProcess): string | undefined {
  const parent = String(driver.child.pid);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .find((pid) => {
      // stat is "pid (name) state ppid …", and the name may hold spaces or parentheses.
      const stat = readProc(`${pid}/stat`);
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === parent;
    });
}

/** A file of /proc, or '' once its process has gone. */
function readProc(file: string): string {
  try {
    return readFileSync(`/proc/${file}`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Why a session did not start, from what the processes show: MiniBrowser's state and its inspector address. */
function diagnoseNoSession(driver: DriverProcess): string {
  const pid = browserPid(driver);
  if (!pid) return `MiniBrowser is not running; WebKitWebDriver printed: ${driver.output() || 'nothing'}`;
  const address = /WEBKIT_INSPECTOR_SERVER=([^\0]+)/.exec(readProc(`${pid}/environ`))?.[1];
  return `MiniBrowser (pid ${pid}) runs but never answered on ${address ?? 'its inspector address'}; printed: ${
    driver.output() || 'nothing'
  }`;
}

/**
 * Rejects once MiniBrowser has exited (or not started within 15 s) while the session is pending:
 * WebKitWebDriver then never answers the new-session request, so this says why at once.
 */
function browserGone(driver: DriverProcess, pending: {done: boolean}): Promise<never> {
  return new Promise((_, reject) => {
    const started = Date.now();
    let seen = false;
    let missingSince = 0;
    const poll = setInterval(() => {
      if (pending.done) return clearInterval(poll);
      const running = driver.child.exitCode === null && browserPid(driver) !== undefined;
      seen ||= running;
      missingSince = running ? 0 : missingSince || Date.now();
      // The driver's short-lived children look like a browser that came and went: gone means gone for 2 s.
      const goneFor = missingSince ? Date.now() - missingSince : 0;
      const driverExited = driver.child.exitCode !== null || driver.child.signalCode !== null;
      if (running || (!driverExited && (seen ? goneFor < 2_000 : Date.now() - started < 15_000))) return;
      clearInterval(poll);
      const {exitCode, signalCode} = driver.child;
      const who =
        exitCode === null && signalCode === null ? 'MiniBrowser' : `WebKitWebDriver (${exitCode ?? signalCode})`;
      reject(new Error(`${who} exited before its session started; it printed: ${driver.output() || 'nothing'}`));
    }, 250);
  });
}

export function webkitCapabilities(proxy: Proxy): Record<string, unknown> {
  return {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {binary: MINIBROWSER_PATH, args: ['--automation']},
    // The page's own requests off localhost go to the refusing proxy, which records them.
    proxy: {
      proxyType: 'manual',
      httpProxy: `${proxy.host}:${proxy.port}`,
      sslProxy: `${proxy.host}:${proxy.port}`,
      noProxy: ['localhost', '127.0.0.1'],
    },
  };
}

/** A session in a new MiniBrowser, or an error saying why there is none (and nothing left running). */
async function startSession(proxy: Proxy): Promise<{driver: WebDriver; process: DriverProcess}> {
  const process = await startDriverProcess();
  try {
    await driverListening(process);
    const session = new Builder()
      .usingServer(`http://127.0.0.1:${process.port}`)
      .withCapabilities(webkitCapabilities(proxy))
      .build();
    const pending = {done: false};
    const driver = await within(
      SESSION_START_MS,
      'WebKitGTK: session start',
      Promise.race([Promise.resolve(session), browserGone(process, pending)]),
    )
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(error instanceof EngineStuck ? `${message}: ${diagnoseNoSession(process)}` : message);
      })
      .finally(() => (pending.done = true));
    await driver.manage().setTimeouts({pageLoad: 30_000, script: 15_000, implicit: 0});
    return {driver, process};
  } catch (error) {
    process.kill();
    throw error;
  }
}

/**
 * A MiniBrowser that exits before its session starts, printing nothing, happens in about one start in five
 * on this machine: that start, and only that, is tried up to twice more, each in a new driver process.
 */
async function startSessionOnceMore(proxy: Proxy): Promise<{driver: WebDriver; process: DriverProcess}> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startSession(proxy);
    } catch (error) {
      const exited = error instanceof Error && /^MiniBrowser exited before its session started/.test(error.message);
      if (!exited || attempt === 3) throw error;
      console.log(`  WebKitGTK: ${error.message}; starting it again`);
    }
  }
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

/** MiniBrowser, driven through WebKitWebDriver; it needs a display (`npm run test:engines` runs xvfb-run). */
export async function launchWebKit(proxy: Proxy): Promise<EngineDriver> {
  const {driver, process} = await startSessionOnceMore(proxy);
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
      await within(10_000, 'WebKitGTK: quit', driver.quit()).catch(() => undefined);
      process.kill();
    },
  };
}
