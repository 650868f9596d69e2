/**
 * `npm test`'s cross-engine pass (tools/test.sh): the production build, served by the project's server on
 * E2E_PORT + 2, one page of each type in Firefox ESR, then in WebKitGTK (./pass.ts). WebKitGTK
 * needs a display: `npm run test:engines` runs this under xvfb-run. Exits 1 when a page fails, saying why.
 * ENGINES=firefox or webkit, and ONLY=<page type> ("API operation"), narrow it while debugging.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import {builtPages, pageType, readerPaths} from '../../e2e/built-pages';
import {mockApiPort} from '../../plugins/api-reference/options';
import {createSiteServer} from '../server/site-server';
import {boundMethods, EngineStuck} from './bounded';
import {launchFirefox, type EngineDriver} from './drivers';
import {progress, visit, visits, type PassContext, type Traffic} from './pass';
import {launchWebKit} from './webkit';

/** Beside Playwright's ports (E2E_PORT, default 3100): its server may still be up locally. */
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
/** The longest any one browser call may take: past it, the engine is stuck and its run stops. */
const CALL_MS = 45_000;
/** The whole pass: far more than it needs, so that nothing can stall `npm test`. */
const PASS_MS = 5 * 60_000;
const root = path.resolve(process.env.BUILD_DIR ?? 'build');

/** A proxy that records every request it gets (every off-site request of the browsers) and refuses it. */
async function refusingProxy(offSite: string[]): Promise<http.Server & {port: number}> {
  const proxy = http.createServer((req, res) => {
    offSite.push(req.url ?? '');
    res.writeHead(403).end();
  });
  proxy.on('connect', (req: http.IncomingMessage, socket: net.Socket) => {
    offSite.push(`https://${req.url ?? ''}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return Object.assign(proxy, {port: (proxy.address() as net.AddressInfo).port});
}

async function siteServer(served: Traffic['served']): Promise<http.Server> {
  // Every run posts feedback from one address.
  const server = await createSiteServer(root, {...process.env, FEEDBACK_RATE_LIMIT: '1000'});
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) =>
    res.on('finish', () => served.push({method: req.method ?? '', path: req.url ?? '', status: res.statusCode})),
  );
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, 'localhost', resolve));
  return server;
}

/** The API mocks this pass started, to stop at its end. */
const mocks: ChildProcess[] = [];

/**
 * The API mock (tools/server/mock-api.sh), started unless one is up on its port. Asked again before each
 * Send: on a shared machine, the mock another run started can stop while this pass runs.
 */
async function ensureMock(): Promise<void> {
  const up = () =>
    fetch(`http://localhost:${mockApiPort}/account`).then(
      () => true,
      () => false,
    );
  if (await up()) return;
  mocks.push(spawn('bash', ['tools/server/mock-api.sh'], {stdio: 'ignore'}));
  for (let waited = 0; !(await up()); waited += 200) {
    if (waited > 60_000) throw new Error('the API mock did not start (bash tools/server/mock-api.sh)');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first built page of a type (a FAQ, a release note): the pass needs one, whichever it is. */
function firstOfType(type: string): string {
  const pages = builtPages(root);
  const addresses = readerPaths(pages, root);
  const page = pages.find((p) => !p.redirectTo && pageType(p.path) === type);
  if (!page) throw new Error(`the build has no page of type ${type}`);
  return addresses.get(page.path) ?? page.path;
}

/** Where the pass is, for the line that says what stalled. */
let where = 'starting';

async function runEngine(launch: () => Promise<EngineDriver>, name: string, traffic: Traffic): Promise<boolean> {
  const started = Date.now();
  where = `${name}: starting the browser`;
  const driver = boundMethods(name, CALL_MS, await launch());
  const ctx: PassContext = {driver, base: `http://localhost:${port}`, traffic, notes: [], ensureMock};
  let ok = true;
  const pages = {faq: firstOfType('frequently-asked-questions/*'), releaseNote: firstOfType('release-notes/post')};
  for (const page of visits(pages).filter((v) => !process.env.ONLY || v.type === process.env.ONLY)) {
    where = `${name}, ${page.type} (${page.path})`;
    ctx.notes.length = 0;
    let stuck = false;
    const failures = await visit(ctx, page).catch((error: unknown) => {
      stuck = error instanceof EngineStuck;
      const message = error instanceof Error ? error.message : String(error);
      return [message.startsWith(progress.step) ? message : `${progress.step}: ${message}`];
    });
    ok &&= failures.length === 0;
    console.log(`${failures.length === 0 ? '  ✓' : '  ✗'} ${where}${ctx.notes.map((n) => `; ${n}`).join('')}`);
    for (const failure of failures) console.log(`      ${where}: ${failure}`);
    if (stuck) {
      console.log(`      ${name}: the browser stopped answering; its other pages are not checked`);
      break;
    }
  }
  await driver.close().catch(() => undefined);
  console.log(`${name}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

async function main(): Promise<void> {
  // The server's rules (its CSP) follow the build's setting: the pass tests the local build, Send to the mock.
  process.env.API_MOCK_SERVER ??= 'default';
  const traffic: Traffic = {served: [], offSite: []};
  const server = await siteServer(traffic.served);
  const proxy = await refusingProxy(traffic.offSite);
  const via = {host: '127.0.0.1', port: proxy.port};
  const only = process.env.ENGINES?.split(',');
  let ok = true;
  const watchdog = setTimeout(() => {
    console.error(`engines: stopped after ${PASS_MS / 60_000} minutes, at ${where}: ${progress.step}`);
    process.exit(1);
  }, PASS_MS);
  try {
    if (!only || only.includes('firefox'))
      // Firefox reports the page's own off-site requests; its proxy also sees the browser's background services.
      ok = (await runEngine(() => launchFirefox(via), 'Firefox ESR', {...traffic, offSite: []})) && ok;
    if (!only || only.includes('webkit')) ok = (await runEngine(() => launchWebKit(via), 'WebKitGTK', traffic)) && ok;
  } finally {
    clearTimeout(watchdog);
    for (const mock of mocks) mock.kill();
    proxy.close();
    server.closeAllConnections();
    server.close();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`engines: ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
