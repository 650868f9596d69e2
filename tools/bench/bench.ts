/**
 * `npm run bench`: the help centre's benchmark. Writes reports/bench/report.md and report.json and prints
 * the Markdown. A measurement, not a test: it exits 0 whatever the figures, and 1 with a one-line message
 * only when it cannot measure (no build, Chromium missing, a build that fails, a bad option).
 *
 * 1. Build: a cold `npm run build` (after removing what `docusaurus clear` removes), then a warm one;
 *    wall time and the peak memory of the whole process tree.
 * 2. Page weight per page type (tools/page-weight/index.ts): HTML, CSS and JS bytes raw, gzip, brotli and
 *    as transferred, requests at load and by idle, against the budgets; JavaScript also against the stock
 *    Docusaurus doc page (tools/bench/stock.ts), measured the same way in the same run.
 * 3. Lighthouse 12, mobile and desktop, median of N runs: scores and LCP, TBT, CLS, FCP, SI; accessibility,
 *    best practices and SEO against their goals, with the failing audits. The stock page runs interleaved
 *    with ours as the baseline that performance is read against.
 * 4. Search (tools/bench/search-bench.ts): relevance, index size, query latency.
 * The production server runs in-process on a free localhost port; Chromium is Debian's.
 *
 * Options:
 *   --skip-build      measure the existing build (BUILD_DIR, default build/); the build is reported as not measured
 *   --runs N          Lighthouse runs per page type and profile (default 3)
 *   --pages id,id     only these page types (ids in tools/page-weight/index.ts: home, doc, faq, …; `api` for api-operation)
 *   --no-lighthouse   skip Lighthouse
 *   --cpu-slowdown L  further mobile runs at these CPU slowdowns, comma-separated: `calibrated` (the default:
 *                     the slowdown Lighthouse's calculator gives for this machine's benchmark index), a number
 *                     such as 6 (a busy machine or an older phone), or `none`
 * Environment: BUILD_DIR (with --skip-build), CHROMIUM_PATH (default /usr/bin/chromium).
 * A full run (two builds, 8 page types × 3 Lighthouse profiles × 3 runs) takes about 20 minutes on
 * two cores, longer when the machine is busy; progress goes to stderr.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {type BenchReport, type BuildReport, renderMarkdown} from './report';
import {clearForColdBuild, runBuild} from './build';
import {type Slowdown, parseSlowdowns, runLighthouse} from './lighthouse';
import {gitInfo, machineInfo} from './machine';
import {measureWeights} from './weight';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {PAGE_TYPES} from '../page-weight';
import {SearchIndexError} from '../../plugins/search/relevance';
import {measureSearch} from './search-bench';
import {loadSiteRules} from '../server/rules';
import {STOCK_PAGE, buildStockSite} from './stock';
import {createStaticServer, listenOnFreePort} from '../server/static-server';

class BenchError extends Error {}

const siteDir = path.resolve(__dirname, '..', '..');
const outDir = path.join(siteDir, 'reports', 'bench');
const progress = (message: string) => console.error(`bench: ${message}`);

function options() {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        'skip-build': {type: 'boolean', default: false},
        runs: {type: 'string', default: '3'},
        pages: {type: 'string'},
        'no-lighthouse': {type: 'boolean', default: false},
        'cpu-slowdown': {type: 'string', default: 'calibrated'},
      },
    }));
  } catch (error) {
    throw new BenchError(error instanceof Error ? error.message : String(error));
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new BenchError(`--runs wants a whole number ≥ 1, not "${values.runs}"`);
  const aliases: Record<string, string> = {api: 'api-operation'};
  const ids = values.pages
    ? values.pages
        .split(',')
        .map((id) => aliases[id.trim()] ?? id.trim())
        .filter(Boolean)
    : PAGE_TYPES.map((t) => t.id);
  const unknown = ids.filter((id) => !PAGE_TYPES.some((t) => t.id === id));
  if (unknown.length > 0) {
    throw new BenchError(`unknown page type ${unknown.join(', ')}; known: ${PAGE_TYPES.map((t) => t.id).join(', ')}`);
  }
  let cpuSlowdowns: Slowdown[];
  try {
    cpuSlowdowns = parseSlowdowns(values['cpu-slowdown']);
  } catch (error) {
    throw new BenchError(error instanceof Error ? error.message : String(error));
  }
  return {
    cpuSlowdowns,
    skipBuild: values['skip-build'],
    runs,
    pages: PAGE_TYPES.filter((t) => ids.includes(t.id)),
    lighthouse: !values['no-lighthouse'],
  };
}

async function measureBuild(): Promise<BuildReport> {
  mkdirSync(outDir, {recursive: true});
  progress('cold build: clearing build/, .docusaurus/ and the bundler cache');
  const clearing = clearForColdBuild(siteDir);
  const runs = [];
  for (const kind of ['cold', 'warm'] as const) {
    progress(`${kind} build: npm run build (log: reports/bench/build-${kind}.log)`);
    const run = await runBuild(siteDir, kind, path.join(outDir, `build-${kind}.log`));
    if (run.exitCode !== 0) {
      throw new BenchError(`the ${kind} build failed (exit ${run.exitCode}); see ${path.relative(siteDir, run.log)}`);
    }
    progress(`${kind} build: ${(run.wallMs / 1000).toFixed(1)} s`);
    runs.push(run);
  }
  const [cold, warm] = runs as [(typeof runs)[0], (typeof runs)[0]];
  return {measured: true, cold, warm, clearing};
}

type Options = ReturnType<typeof options>;

/** The built site to measure: build/, or BUILD_DIR with --skip-build; it must exist when the build is skipped. */
function builtSiteRoot(opts: Options): string {
  if (!opts.skipBuild && process.env.BUILD_DIR)
    progress('BUILD_DIR is used with --skip-build only; building into build/');
  const root = opts.skipBuild
    ? path.resolve(process.env.BUILD_DIR ?? path.join(siteDir, 'build'))
    : path.join(siteDir, 'build');
  if (opts.skipBuild && !existsSync(path.join(root, 'index.html'))) {
    throw new BenchError(`no built site in ${root}: run "npm run build" first, or drop --skip-build`);
  }
  return root;
}

/** The search figures, or the reason there are none when the site has no local index. */
async function searchOrReason(root: string): Promise<BenchReport['search']> {
  progress('search: relevance, index size, latency');
  try {
    return await measureSearch(root);
  } catch (error) {
    if (!(error instanceof SearchIndexError)) throw error;
    return {error: error.message};
  }
}

/** The stock Docusaurus site: the baseline of the page weight table and of Lighthouse, from the same run. */
async function buildStock(): Promise<string> {
  const stockRoot = path.join(outDir, 'stock-site');
  mkdirSync(outDir, {recursive: true});
  try {
    await buildStockSite(stockRoot, path.join(outDir, 'stock-site.log'), progress);
  } catch (error) {
    throw new BenchError(error instanceof Error ? error.message : String(error));
  }
  return stockRoot;
}

/** The stock page's weight first, then every page type's judged against it. */
async function measureAllWeights(
  baseUrl: string,
  root: string,
  stockOrigin: string,
  stockRoot: string,
  opts: Options,
): Promise<Pick<BenchReport, 'pageWeight' | 'stockWeight'>> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    const [stockWeight = null] = await measureWeights(browser, stockOrigin, stockRoot, [STOCK_PAGE], progress);
    const stock = stockWeight ? {js: stockWeight.js[0]!.value} : undefined;
    const pageWeight = await measureWeights(browser, baseUrl, root, opts.pages, progress, stock);
    return {pageWeight, stockWeight};
  } finally {
    await browser.close();
  }
}

/** Page weight and Lighthouse over the site and the stock site, each served on a free port. */
async function measurePages(
  root: string,
  opts: Options,
): Promise<Pick<BenchReport, 'pageWeight' | 'stockWeight' | 'lighthouse'>> {
  const server = createStaticServer({root, rules: await loadSiteRules(root)});
  const port = await listenOnFreePort(server);
  const baseUrl = `http://localhost:${port}`;
  progress(`serving ${root} at ${baseUrl}`);
  const stockRoot = await buildStock();
  const stockServer = createStaticServer({root: stockRoot, rules: await loadSiteRules(stockRoot, root)});
  const stockOrigin = `http://localhost:${await listenOnFreePort(stockServer)}`;
  try {
    const weights = await measureAllWeights(baseUrl, root, stockOrigin, stockRoot, opts);
    const pages = [...opts.pages, {...STOCK_PAGE, origin: stockOrigin}];
    const lighthouse = opts.lighthouse
      ? await runLighthouse(baseUrl, pages, opts.runs, progress, opts.cpuSlowdowns)
      : null;
    return {...weights, lighthouse};
  } finally {
    server.close();
    stockServer.close();
  }
}

function writeReport(report: BenchReport): void {
  const markdown = renderMarkdown(report);
  mkdirSync(outDir, {recursive: true});
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'report.md'), markdown);
  process.stdout.write(markdown);
  progress(`wrote ${path.relative(siteDir, outDir)}/report.md and report.json`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const opts = options();
  if (!existsSync(CHROMIUM_PATH)) {
    throw new BenchError(`no Chromium at ${CHROMIUM_PATH}: install Debian's chromium package, or set CHROMIUM_PATH`);
  }
  const root = builtSiteRoot(opts);
  const machine = machineInfo(CHROMIUM_PATH);
  const git = gitInfo(siteDir);
  const build: BuildReport = opts.skipBuild ? {measured: false, reason: '--skip-build'} : await measureBuild();
  const search = await searchOrReason(root);
  const pages = await measurePages(root, opts);
  machine.loadAverage.end = os.loadavg()[0]!;
  writeReport({
    startedAt,
    durationMs: performance.now() - started,
    machine,
    git,
    options: {
      skipBuild: opts.skipBuild,
      runs: opts.runs,
      pages: opts.pages.map((t) => t.id),
      lighthouse: opts.lighthouse,
      cpuSlowdowns: opts.cpuSlowdowns,
      buildDir: path.relative(siteDir, root) || '.',
    },
    build,
    ...pages,
    search,
  });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`bench: ${error instanceof BenchError ? message : `failed: ${message.split('\n')[0]}`}`);
  process.exit(1);
});
