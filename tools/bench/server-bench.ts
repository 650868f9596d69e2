/**
 * `npm run bench:server` (after `npm run build`): the project's server measured against nginx on the
 * same built files. A measurement, not a test: it prints figures, latency beside nginx's, and the goals of
 * issue 24 (rate against nginx's, a flat footprint); it exits 0 whatever they are (1, with one line, only
 * when it cannot measure).
 *
 * - Rate and latency with wrk (one thread, like one Node process against one nginx worker), at 50
 *   connections on the home page and on the largest script, then at 200 connections on the home page.
 *   Both servers send the build's brotli copies (gzip when nginx has no brotli module).
 * - A soak of the project's server: 100,000 requests, 10 % of them downloads of the test video that the
 *   client abandons mid-way; its memory (RSS) and open files before, half-way and after.
 *
 * BENCH_SECONDS (default 15) sets each wrk run's length, BENCH_REQUESTS (default 100000) the soak's size.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {findNginx, startNginx, type RunningNginx} from '../server/nginx';
import {freePort} from '../server/static-server';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const soakRequests = Number(process.env.BENCH_REQUESTS ?? 100_000);
/** The project's server serves at least this share of nginx's rate (issue 24). */
const RATE_RATIO_GOAL = 0.5;

function fail(message: string): never {
  console.error(`bench:server: ${message}`);
  process.exit(1);
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) fail(`the project server exited (${child.exitCode}) before answering`);
    const ok = await new Promise<boolean>((resolve) =>
      http.get(url, {agent: false}, (r) => resolve(r.resume().statusCode === 200)).on('error', () => resolve(false)),
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`the project server did not answer at ${url}`);
}

interface WrkResult {
  readonly rate: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: string;
}

function toMs(value: string): number {
  const [, number, unit] = /^([\d.]+)(us|ms|s)$/.exec(value) ?? [];
  const factor = unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1;
  return Number(number) * factor;
}

function wrk(url: string, connections: number, encoding: string): WrkResult {
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Accept-Encoding: ${encoding}`, url],
    {encoding: 'utf8'},
  );
  if (run.status !== 0) fail(`wrk failed: ${run.stderr || run.stdout}`);
  const out = run.stdout;
  const percentile = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? 'NaNms');
  return {
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: percentile('50'),
    p99: percentile('99'),
    errors: [/Socket errors:.*$/m.exec(out)?.[0], /Non-2xx or 3xx responses: \d+/.exec(out)?.[0]]
      .filter(Boolean)
      .join('; '),
  };
}

interface Footprint {
  readonly rssMb: number;
  readonly openFiles: number;
}

function footprint(pid: number): Footprint {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rssMb: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024,
    openFiles: readdirSync(`/proc/${pid}/fd`).length,
  };
}

/** `count` requests over 50 connections; every tenth downloads the video by range and hangs up mid-way. */
async function soak(base: string, count: number, pages: readonly string[], video: string): Promise<number> {
  const agent = new http.Agent({keepAlive: true, maxSockets: 50});
  let next = 0;
  let failures = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      if (index % 10 === 9) {
        const request = http.get(`${base}${video}`, {agent: false, headers: {range: 'bytes=0-'}}, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        return;
      }
      http
        .get(`${base}${pages[index % pages.length]}`, {agent, headers: {'accept-encoding': 'br, gzip'}}, (response) => {
          if (response.statusCode !== 200) failures += 1;
          response.resume().on('end', resolve);
        })
        .on('error', () => {
          failures += 1;
          resolve();
        });
    });
  await Promise.all(
    Array.from({length: 50}, async () => {
      while (next < count) await one(next++);
    }),
  );
  agent.destroy();
  return failures;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', {maximumFractionDigits: digits, minimumFractionDigits: digits});
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');

const scriptsDir = path.join(root, 'assets', 'js');
const sizeOfScript = (name: string) => statSync(path.join(scriptsDir, name)).size;

/** The largest of the build's scripts: the heaviest file a reader's browser fetches. */
function largestScript(): string {
  const scripts = readdirSync(scriptsDir).filter((f) => f.endsWith('.js'));
  return scripts.sort((a, b) => sizeOfScript(b) - sizeOfScript(a))[0]!;
}

interface WrkCase {
  readonly label: string;
  readonly path: string;
  readonly connections: number;
}

function wrkCases(largest: string): WrkCase[] {
  return [
    {label: 'home page', path: '/', connections: 50},
    {
      label: `largest script (${fmt(sizeOfScript(largest) / 1000)} KB raw)`,
      path: `/assets/js/${largest}`,
      connections: 50,
    },
    {label: 'home page', path: '/', connections: 200},
  ];
}

/** One table row per case, the project's server beside nginx, and the verdicts on the rate goal. */
function compareWithNginx(
  cases: readonly WrkCase[],
  nodeBase: string,
  nginx: RunningNginx | undefined,
  encoding: string,
) {
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const c of cases) {
    const mine = wrk(`${nodeBase}${c.path}`, c.connections, encoding);
    const theirs = nginx ? wrk(`${nginx.url}${c.path}`, c.connections, encoding) : undefined;
    const ratio = theirs ? mine.rate / theirs.rate : NaN;
    rows.push(
      `| ${c.label} | ${c.connections} | ${fmt(mine.rate)} | ${theirs ? fmt(theirs.rate) : '—'} | ${theirs ? fmt(ratio, 2) : '—'} | ` +
        `${fmt(mine.p50, 2)} / ${fmt(mine.p99, 2)} | ${theirs ? `${fmt(theirs.p50, 2)} / ${fmt(theirs.p99, 2)}` : '—'} | ${[mine.errors, theirs?.errors].filter(Boolean).join('; ') || 'none'} |`,
    );
    if (c.connections === 50 && theirs)
      verdicts.push(
        `rate ≥ ${RATE_RATIO_GOAL} × nginx at 50 connections, ${c.label}: ${fmt(ratio, 2)} — ${verdict(ratio >= RATE_RATIO_GOAL)}`,
      );
  }
  return {rows, verdicts};
}

/** The soak in two halves, with the server's footprint before, half-way and a second after. */
async function soakWithFootprints(nodeBase: string, pid: number, largest: string) {
  const pages = ['/', '/getting-started/accessing-vidcove', '/status/', '/release-notes/', `/assets/js/${largest}`];
  const before = footprint(pid);
  const half = Math.floor(soakRequests / 2);
  const failuresA = await soak(nodeBase, half, pages, '/embed/media/test-pattern.webm');
  const middle = footprint(pid);
  const failuresB = await soak(nodeBase, soakRequests - half, pages, '/embed/media/test-pattern.webm');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = footprint(pid);
  const flat = after.openFiles <= before.openFiles + 2 && after.rssMb <= middle.rssMb * 1.1 + 5;
  const flatVerdict =
    `flat memory and open files after ${fmt(soakRequests)} requests with 10 % aborts: ` +
    `${fmt(after.rssMb)} MB / ${after.openFiles} files after (half-way ${fmt(middle.rssMb)} MB / ${middle.openFiles}) — ${verdict(flat)}`;
  return {before, middle, after, failures: failuresA + failuresB, flatVerdict};
}

interface ServerBenchReport {
  readonly nginx: boolean;
  readonly loadBefore: number[];
  readonly encoding: string;
  readonly rows: readonly string[];
  readonly soak: Awaited<ReturnType<typeof soakWithFootprints>>;
  readonly verdicts: readonly string[];
}

function printReport({nginx, loadBefore, encoding, rows, soak: soaked, verdicts}: ServerBenchReport): void {
  const {before, middle, after} = soaked;
  const loadAfter = os.loadavg();
  console.log(`# Server benchmark: the project's server against nginx ${nginx ? '(1 worker)' : '(not installed)'}\n`);
  console.log(
    `${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} at the start, ` +
      `${loadAfter.map((l) => l.toFixed(2)).join(' ')} at the end. wrk: 1 thread, ${seconds} s a run, Accept-Encoding: ${encoding}.\n`,
  );
  console.log(
    '| What | Connections | Project server (req/s) | nginx (req/s) | Ratio | Project p50 / p99 (ms) | nginx p50 / p99 (ms) | Errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\nSoak: ${fmt(soakRequests)} requests (${fmt(soakRequests / 10)} abandoned video downloads), ${soaked.failures} failed. ` +
      `RSS ${fmt(before.rssMb)} → ${fmt(middle.rssMb)} → ${fmt(after.rssMb)} MB; open files ${before.openFiles} → ${middle.openFiles} → ${after.openFiles}.\n`,
  );
  console.log('Goals (issue 24):');
  for (const line of verdicts) console.log(`- ${line}`);
}

async function main() {
  if (!existsSync(path.join(root, 'index.html'))) fail(`no built site in ${root}. Run "npm run build" first.`);
  if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) fail('needs wrk (Debian: apt-get install wrk).');
  if (process.platform !== 'linux') fail('reads memory and open files from /proc: Linux only.');
  const loadBefore = os.loadavg();

  const port = await freePort();
  const node = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], {
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: root},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const nodeBase = `http://127.0.0.1:${port}`;
  let nginx: RunningNginx | undefined;
  try {
    await waitFor(`${nodeBase}/`, node);
    if (findNginx()) nginx = await startNginx({buildDir: root, port: await freePort(), workers: 1});
    else console.error('bench:server: nginx is not installed: the project server alone is measured.');
    const encoding = !nginx || nginx.brotli ? 'br' : 'gzip';
    const largest = largestScript();
    const cases = wrkCases(largest);
    console.error(`bench:server: ${cases.length * (nginx ? 2 : 1)} wrk runs of ${seconds} s, then the soak`);
    const {rows, verdicts} = compareWithNginx(cases, nodeBase, nginx, encoding);
    const soaked = await soakWithFootprints(nodeBase, node.pid!, largest);
    printReport({
      nginx: Boolean(nginx),
      loadBefore,
      encoding,
      rows,
      soak: soaked,
      verdicts: [...verdicts, soaked.flatVerdict],
    });
  } finally {
    node.kill('SIGTERM');
    await nginx?.stop();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
