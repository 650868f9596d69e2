/**
 * Lighthouse 12 over each page type, mobile and desktop, N runs each; the figures of the median run.
 *
 * - Mobile is Lighthouse's default config (a Moto G Power, simulated slow 4G and a 4× slower CPU);
 *   desktop is its desktop config (lighthouse/core/config/desktop-config.js: simulated dense 4G, no CPU
 *   slowdown). Throttling is simulated (Lantern): the page loads at full speed and the metrics are
 *   computed for the throttled conditions, so they still move with the load of the machine.
 * - Every run starts Debian's Chromium afresh through chrome-launcher, with a new user-data dir.
 * - Runs are interleaved (round 1 of every page and form factor, then round 2, …) so that a busy minute
 *   on the machine does not fall on one page's runs only.
 * - The median run is Lighthouse's own choice (computeMedianRun, as the Lighthouse CLI and PageSpeed
 *   Insights use): the run closest to the median FCP and the median TTI. Every figure reported for a
 *   page comes from that one run, so scores and metrics agree with each other; the spread of the
 *   performance score over all runs is reported beside it.
 */
import type {ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Flags, Result} from 'lighthouse';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import type {PageType} from '../page-weight';
import {type Verdict, atLeast, judge} from './goals';
import {median as medianOf} from './stats';

export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's CPU slowdown: 4× in its mobile default, none in its desktop config. */
export const DEFAULT_CPU_SLOWDOWN: Record<FormFactor, number> = {mobile: 4, desktop: 1};

/** A further mobile run of every page: at a given CPU slowdown, or at the one calibrated to this machine. */
export type Slowdown = number | 'calibrated';

/**
 * The CPU slowdown that makes this machine emulate the device Lighthouse's mobile default aims at, from
 * its benchmark index, as Lighthouse's documentation says to calibrate (docs/throttling.md, "Calibrating
 * the CPU slowdown") and by the piecewise-linear mapping of its maintainers' calculator
 * (lighthouse-cpu-throttling-calculator): 1533 → 4× (the default suits a machine of that speed), 1300 →
 * 3×, 800 → 2×, 150 → 1×. Rounded to a tenth; null where the calculator gives none (an index under
 * 150: a machine too slow to emulate the device at all).
 */
export function calibratedSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

/** `--cpu-slowdown` of `npm run bench`: "calibrated" and numbers from 1 to 20, comma-separated, or "none". */
export function parseSlowdowns(list: string): Slowdown[] {
  if (list.trim() === 'none') return [];
  const slowdowns = list.split(',').map((item): Slowdown => {
    const value = item.trim();
    if (value === 'calibrated') return value;
    const number = Number(value);
    if (value === '' || !Number.isFinite(number) || number < 1 || number > 20) {
      throw new Error(`--cpu-slowdown wants "calibrated", numbers from 1 to 20 or "none", not "${value}"`);
    }
    return number;
  });
  return [...new Set(slowdowns)];
}

/** What a result was measured under. */
export interface Profile {
  formFactor: FormFactor;
  cpuSlowdown: number;
  /** The benchmark index the slowdown was calibrated from, when it was. */
  calibratedFrom?: number;
}

/** "mobile", "desktop", "mobile at 6×" or "mobile at 2.1× (calibrated)": a profile in a line of text. */
export function profileName({formFactor, cpuSlowdown, calibratedFrom}: Profile): string {
  if (calibratedFrom !== undefined) return `${formFactor} at ${cpuSlowdown}× (calibrated)`;
  return cpuSlowdown === DEFAULT_CPU_SLOWDOWN[formFactor] ? formFactor : `${formFactor} at ${cpuSlowdown}×`;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The goal of accessibility, best practices and SEO on every page and form factor. Performance has none:
 * the report reads it against the stock Docusaurus page's in the same run.
 */
export const LIGHTHOUSE_GOAL = 100;

/** A page to run Lighthouse on: one of ours, or another site's (`origin`), such as the stock baseline. */
export type LighthousePage = PageType & {
  /** Served elsewhere than the help centre. */
  readonly origin?: string;
  /** Measured for comparison, against no goal. */
  readonly baseline?: boolean;
};

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** Markdown: how many items fail and the first few (in code spans), or Lighthouse's one-line explanation. */
  detail: string;
  /** Origins other than the one served here that the audit's details name (e.g. the canonical host). */
  otherOrigins: string[];
}

export interface LighthouseFigures {
  /** Category scores, 0–100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  /** Milliseconds, except CLS (unitless). */
  metrics: {fcp: number; lcp: number; tbt: number; cls: number; si: number; tti: number};
  /** Lighthouse's measure of this machine's speed when the run was made (higher is faster). */
  benchmarkIndex: number;
  failing: FailingAudit[];
  warnings: string[];
}

/**
 * Lighthouse's kinds of main-thread work (core/lib/tracehouse/task-groups.js), as its
 * `mainthread-work-breakdown` audit groups them, in the report's column order.
 */
export const MAIN_THREAD_GROUPS = [
  ['scriptEvaluation', 'Script evaluation'],
  ['scriptParseCompile', 'Script parsing and compiling'],
  ['styleLayout', 'Style and layout'],
  ['parseHTML', 'Parsing HTML and CSS'],
  ['paintCompositeRender', 'Rendering'],
  ['garbageCollection', 'Garbage collection'],
  ['other', 'Other'],
] as const;
export type MainThreadGroup = (typeof MAIN_THREAD_GROUPS)[number][0];
/** Milliseconds of main-thread work by kind, and in all. */
export type MainThreadWork = Record<MainThreadGroup | 'total', number>;

/**
 * One run's main-thread work by kind, in ms, as Lighthouse reports it: with simulated throttling, the
 * time observed times the CPU slowdown. A kind the run did not do counts 0 ms. Null when the audit has
 * no figures (it failed).
 */
export function mainThreadOf(lhr: Result): MainThreadWork | null {
  const audit = lhr.audits['mainthread-work-breakdown'];
  const items = (audit?.details as {items?: {group?: string; duration?: number}[]} | undefined)?.items;
  if (!audit || typeof audit.numericValue !== 'number' || !items) return null;
  const work = Object.fromEntries(MAIN_THREAD_GROUPS.map(([group]) => [group, 0])) as MainThreadWork;
  for (const {group, duration} of items) {
    const known = MAIN_THREAD_GROUPS.find(([id]) => id === group)?.[0] ?? 'other';
    work[known] += duration ?? 0;
  }
  work.total = audit.numericValue;
  return work;
}

/**
 * The median of each kind over runs, each taken on its own (so the kinds need not add up to the total):
 * steadier than one run's figures, where a busy moment can double one kind.
 */
export function medianMainThread(runs: readonly (MainThreadWork | null)[]): MainThreadWork | null {
  const valid = runs.filter((run): run is MainThreadWork => run !== null);
  if (valid.length === 0) return null;
  const keys = [...MAIN_THREAD_GROUPS.map(([group]) => group), 'total'] as const;
  return Object.fromEntries(keys.map((key) => [key, medianOf(valid.map((run) => run[key]))])) as MainThreadWork;
}

export interface LighthouseResult {
  id: string;
  label: string;
  path: string;
  api: boolean;
  /** A page measured for comparison (the stock Docusaurus doc page), with no verdicts. */
  baseline?: boolean;
  formFactor: FormFactor;
  cpuSlowdown: number;
  calibratedFrom?: number;
  /** Runs that gave FCP and TTI, of `attempted`. */
  validRuns: number;
  attempted: number;
  /** The median run's figures; null when no run was valid. */
  median: LighthouseFigures | null;
  /** Performance score of every valid run, in run order. */
  performanceRuns: number[];
  /** Main-thread work by kind, median over the valid runs (absent from reports written before it was measured). */
  mainThread?: MainThreadWork | null;
  verdicts: Partial<Record<Category, Verdict>>;
  errors: string[];
}

const score = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(value * 100);

function shorten(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** What a failing audit's items point at: how many, and the first few distinct nodes, URLs or descriptions. */
function itemsDetail(details: unknown): string {
  const items = (details as {items?: unknown[]} | undefined)?.items ?? [];
  const examples = new Set<string>();
  for (const item of items) {
    const record = item as Record<string, unknown>;
    const node = record.node as {snippet?: string; selector?: string} | undefined;
    const source = record.source as {url?: string; snippet?: string} | undefined;
    const value = node?.snippet ?? node?.selector ?? record.url ?? source?.snippet ?? source?.url ?? record.description;
    if (typeof value === 'string' && value) examples.add(shorten(value, 80));
    if (examples.size === 3) break;
  }
  if (examples.size === 0) return '';
  const count = items.length === 1 ? '1 item' : `${items.length} items`;
  return `${count}, e.g. ${[...examples].map((e) => `\`${e.replace(/`/g, "'")}\``).join(', ')}`;
}

/** Origins an audit points at: URLs in its explanation and url/href fields of its details (not page text). */
export function pointedOrigins(audit: {explanation?: string; details?: unknown}): string[] {
  const urls: string[] = [...(audit.explanation ?? '').matchAll(/https?:\/\/[^\s"'()<>]+/g)].map((m) => m[0]);
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (/^(url|href|source)$/i.test(key) && /^https?:\/\//.test(value)) urls.push(value);
    } else if (Array.isArray(value)) {
      for (const entry of value) walk(entry, key);
    } else if (value && typeof value === 'object') {
      for (const [name, entry] of Object.entries(value)) walk(entry, name);
    }
  };
  walk(audit.details);
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL after all.
    }
  }
  return [...origins];
}

/** The figures of one Lighthouse result (pure: unit-testable on a fixture). */
export function figuresOf(lhr: Result): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const servedOrigin = new URL(lhr.finalDisplayedUrl || lhr.requestedUrl || 'http://localhost').origin;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const otherOrigins = pointedOrigins(audit).filter((origin) => origin !== servedOrigin);
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        detail: itemsDetail(audit.details) || shorten(audit.displayValue || audit.explanation || ''),
        otherOrigins,
      });
    }
  }
  return {
    scores: {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      'best-practices': score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
    },
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      si: numeric('speed-index'),
      tti: numeric('interactive'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing,
    warnings: lhr.runWarnings ?? [],
  };
}

/** The SEO audit a page kept out of search engines fails by design. */
export const NOINDEX_AUDIT = 'is-crawlable';

/**
 * Verdicts against LIGHTHOUSE_GOAL: every category but performance. On a page that is `noindex` on purpose
 * (the search results), SEO meets its goal when `is-crawlable` is the only SEO audit that fails; any other
 * failure still misses it.
 */
export function judgeLighthouse(figures: LighthouseFigures, noindex = false): Partial<Record<Category, Verdict>> {
  const verdicts: Partial<Record<Category, Verdict>> = {};
  for (const category of CATEGORIES) {
    const value = figures.scores[category];
    if (value === null || category === 'performance') continue;
    const verdict = judge(value, atLeast('goal', LIGHTHOUSE_GOAL));
    const failing = figures.failing.filter((audit) => audit.category === category);
    verdicts[category] =
      noindex && category === 'seo' && !verdict.met && failing.every((audit) => audit.id === NOINDEX_AUDIT)
        ? {...verdict, met: true, distance: 0, byDesign: 'noindex by design'}
        : verdict;
  }
  return verdicts;
}

/**
 * The longest one Lighthouse run may take. A run takes 20–60 s here; once, the bench sat for 8 minutes in
 * a run with no Chromium left running, waiting for an answer that never came. Past this, the run counts
 * as failed.
 */
export const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;
/** How long a Chromium that was told to quit may take before it is killed outright. */
const CHROMIUM_EXIT_TIMEOUT_MS = 10_000;

/**
 * `promise`, or a rejection saying what took longer than `ms`. The timer keeps the process alive until
 * then: a hung promise with nothing else pending would otherwise let it exit silently, mid-bench.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** The flags every Lighthouse run starts Chromium with (chrome-launcher adds its own defaults). */
export const LIGHTHOUSE_CHROME_FLAGS: readonly string[] = ['--headless=new', ...CHROMIUM_FLAGS];

/** Chromium asked to quit; killed if it has not within CHROMIUM_EXIT_TIMEOUT_MS. */
async function quitChromium(chrome: {kill: () => void; process: ChildProcess}) {
  const exited = new Promise((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve(undefined);
    else chrome.process.once('exit', resolve);
  });
  chrome.kill();
  await withDeadline(exited, CHROMIUM_EXIT_TIMEOUT_MS, 'Chromium quitting').catch(() => {
    chrome.process.kill('SIGKILL');
  });
}

/** One Lighthouse run of `url` in a fresh Chromium with its own user-data dir. */
async function runLighthouseOnce(url: string, profile: Profile): Promise<Result> {
  // Lighthouse and chrome-launcher are ES modules; this repository's scripts run as CommonJS.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...LIGHTHOUSE_CHROME_FLAGS],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]};
    // Settings given as flags are merged into the config's (resolveSettings), so this changes the CPU slowdown alone.
    if (profile.cpuSlowdown !== DEFAULT_CPU_SLOWDOWN[profile.formFactor]) {
      flags.throttling = {cpuSlowdownMultiplier: profile.cpuSlowdown} as Flags['throttling'];
    }
    const result = await withDeadline(
      lighthouse(url, flags, profile.formFactor === 'desktop' ? desktopConfig : undefined),
      LIGHTHOUSE_RUN_TIMEOUT_MS,
      'Lighthouse',
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  } finally {
    await quitChromium(chrome);
    rmSync(userDataDir, {recursive: true, force: true});
  }
}

/** The profiles run from round 1, in table order: mobile, mobile at fixed slowdowns, desktop. */
function fixedProfiles(slowdowns: readonly Slowdown[]): Profile[] {
  return [
    {formFactor: 'mobile', cpuSlowdown: DEFAULT_CPU_SLOWDOWN.mobile},
    ...slowdowns
      .filter((s): s is number => s !== 'calibrated')
      .map((cpuSlowdown) => ({formFactor: 'mobile' as const, cpuSlowdown})),
    {formFactor: 'desktop', cpuSlowdown: DEFAULT_CPU_SLOWDOWN.desktop},
  ];
}

interface LighthouseJob {
  page: LighthousePage;
  profile: Profile;
  lhrs: Result[];
  errors: string[];
}

const jobsOf = (pages: readonly LighthousePage[], profile: Profile): LighthouseJob[] =>
  pages.map((page) => ({page, profile, lhrs: [], errors: []}));

/**
 * The calibrated mobile profile from every run of the first round (one run's benchmark index can be half
 * another's), or null with a message saying why there is none.
 */
function calibratedProfile(jobs: readonly LighthouseJob[], progress: (message: string) => void): Profile | null {
  const indexes = jobs.flatMap((job) => job.lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN));
  const index = medianOf(indexes.filter(Number.isFinite));
  const cpuSlowdown = calibratedSlowdown(index);
  if (cpuSlowdown === null) {
    progress(`lighthouse: no calibrated runs: the calculator has no CPU slowdown for a benchmark index of ${index}`);
    return null;
  }
  progress(`lighthouse: benchmark index ${Math.round(index)} over round 1: calibrated CPU slowdown ${cpuSlowdown}×`);
  return {formFactor: 'mobile', cpuSlowdown, calibratedFrom: Math.round(index)};
}

/** A job's figures from Lighthouse's own median run, with the spread and errors of all its runs. */
async function summariseJob(job: LighthouseJob, runs: number): Promise<LighthouseResult> {
  const {computeMedianRun, filterToValidRuns} = await import('lighthouse/core/lib/median-run.js');
  const valid = filterToValidRuns(job.lhrs);
  const median = valid.length > 0 ? figuresOf(computeMedianRun(valid)) : null;
  const api = job.page.api ?? false;
  return {
    id: job.page.id,
    label: job.page.label,
    path: job.page.path,
    api,
    ...(job.page.baseline ? {baseline: true} : {}),
    ...job.profile,
    validRuns: valid.length,
    attempted: runs,
    median,
    performanceRuns: valid.map((lhr) => score(lhr.categories.performance?.score) ?? NaN),
    mainThread: medianMainThread(valid.map(mainThreadOf)),
    verdicts: median && !job.page.baseline ? judgeLighthouse(median, job.page.noindex ?? false) : {},
    errors: job.errors,
  };
}

/**
 * Lighthouse over `pages`, `runs` times each, on mobile and desktop and on mobile again at each of
 * `slowdowns`. For `calibrated`, the CPU slowdown comes from the median benchmark index of the first
 * round's runs (calibratedSlowdown); those runs start in round 2, and their last run follows the last round.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: readonly LighthousePage[],
  runs: number,
  progress: (message: string) => void,
  slowdowns: readonly Slowdown[] = [],
): Promise<LighthouseResult[]> {
  const jobs = fixedProfiles(slowdowns).flatMap((profile) => jobsOf(pages, profile));
  let calibrated: LighthouseJob[] = [];
  const runJob = async (job: LighthouseJob, round: number) => {
    progress(`lighthouse ${round}/${runs}: ${profileName(job.profile)} ${job.page.path}`);
    try {
      job.lhrs.push(await runLighthouseOnce((job.page.origin ?? baseUrl) + job.page.path, job.profile));
    } catch (error) {
      job.errors.push(`run ${round}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (let round = 1; round <= runs; round += 1) {
    // Round by round, and page after page within a profile: a busy minute does not fall on one page's runs only.
    for (const job of [...jobs, ...calibrated]) await runJob(job, round);
    if (round === 1 && slowdowns.includes('calibrated')) {
      const profile = calibratedProfile(jobs, progress);
      if (profile) calibrated = jobsOf(pages, profile);
    }
  }
  // The calibrated runs joined from round 2: their last run comes after the other profiles' last round.
  for (const job of calibrated) await runJob(job, runs);
  const ordered = [
    ...jobs.filter((job) => job.profile.formFactor === 'mobile'),
    ...calibrated,
    ...jobs.filter((job) => job.profile.formFactor === 'desktop'),
  ];
  return Promise.all(ordered.map((job) => summariseJob(job, runs)));
}
