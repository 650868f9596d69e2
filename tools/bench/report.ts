/**
 * The benchmark's result as data (written as report.json) and as Markdown (report.md): pure, so the
 * Markdown can be tested on a small fixture (tools/bench/bench.test.ts). tools/bench/README.md says how to
 * read each table.
 */
import {kb} from '../page-weight';
import {describeMiss} from '../../plugins/search/relevance';
import {SEARCH_TARGETS, type SearchBench} from './search-bench';
import type {BuildRun, CacheClearing} from './build';
import {type Verdict, atLeast, atMost, describeVerdict, formatMiB, formatMs, formatSeconds, judge, mark} from './goals';
import {
  CATEGORIES,
  type Category,
  DEFAULT_CPU_SLOWDOWN,
  type FailingAudit,
  type LighthouseResult,
  type Profile,
  type Slowdown,
  profileName,
  MAIN_THREAD_GROUPS,
} from './lighthouse';
import type {GitInfo, MachineInfo} from './machine';
import {WIDTHS, type PageWeightResult} from './weight';

/** Lighthouse warns (on its CLI) of a slower CPU than it expects at or below this benchmark index. */
export const SLOW_CPU_BENCHMARK_INDEX = 1000;

export type BuildReport =
  {measured: true; cold: BuildRun; warm: BuildRun; clearing: CacheClearing} | {measured: false; reason: string};

export interface BenchReport {
  startedAt: string;
  durationMs: number;
  machine: MachineInfo;
  git: GitInfo;
  options: {
    skipBuild: boolean;
    runs: number;
    pages: string[];
    lighthouse: boolean;
    buildDir: string;
    /** Further mobile runs (--cpu-slowdown); absent in reports from before the option. */
    cpuSlowdowns?: Slowdown[];
  };
  build: BuildReport;
  pageWeight: PageWeightResult[];
  /** The stock Docusaurus doc page, measured the same way in the same run: the baseline of the page weight table. */
  stockWeight?: PageWeightResult | null;
  /** null when run with --no-lighthouse. */
  lighthouse: LighthouseResult[] | null;
  search: SearchBench | {error: string};
}

const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

const table = (header: string[], rows: string[][]): string =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const sizes3 = (s: {raw: number; gzip: number; brotli: number}) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;
const seconds = (ms: number) => (Number.isFinite(ms) ? formatSeconds(ms) : '—');
const milliseconds = (ms: number) => (Number.isFinite(ms) ? formatMs(ms) : '—');

/** Search figures against the search issues' targets. */
export function searchVerdicts(
  search: SearchBench,
): {label: string; verdict: Verdict; format: (n: number) => string}[] {
  return [
    {
      label: 'hit@1',
      verdict: judge(search.hit1, atLeast('goal', SEARCH_TARGETS.hit1)),
      format: (n: number) => n.toFixed(3),
    },
    {
      label: 'hit@3',
      verdict: judge(search.hit3, atLeast('goal', SEARCH_TARGETS.hit3)),
      format: (n: number) => n.toFixed(3),
    },
    {
      label: 'queries with no results',
      verdict: judge(search.noResults.length, atMost('goal', 0)),
      format: (n: number) => String(n),
    },
    {
      label: 'query latency p95 (CPU time)',
      verdict: judge(search.latency.cpuP95Ms, atMost('goal', SEARCH_TARGETS.p95Ms)),
      format: (n: number) => `${n.toFixed(2)} ms`,
    },
    {
      label: 'first search download (largest, brotli)',
      verdict: judge(search.firstSearch.maxBrotli, atMost('goal', SEARCH_TARGETS.firstSearchBrotli)),
      format: kb,
    },
  ];
}

/** One figure and its verdicts: a budget, the stock page of the same run, or a goal. */
export interface GoalLine {
  what: string;
  verdicts: Verdict[];
  format: (n: number) => string;
}

/** Every figure that has a budget, the stock page or a goal to meet, for the summary. */
export function goalLines(report: BenchReport): GoalLine[] {
  const lines: GoalLine[] = [];
  for (const page of report.pageWeight) {
    lines.push({what: `${page.label}: JS by idle`, verdicts: page.js, format: kb});
    if (page.htmlCss.length > 0) lines.push({what: `${page.label}: HTML + CSS`, verdicts: page.htmlCss, format: kb});
    if (page.jsAtLoad) lines.push({what: `${page.label}: JS at load`, verdicts: page.jsAtLoad, format: kb});
  }
  for (const result of report.lighthouse ?? []) {
    for (const category of CATEGORIES) {
      const verdict = result.verdicts[category];
      const what = `${result.label}: Lighthouse ${profileName(result)} ${CATEGORY_LABELS[category].toLowerCase()}`;
      if (verdict) lines.push({what, verdicts: [verdict], format: String});
    }
  }
  if (!('error' in report.search)) {
    for (const {label, verdict, format} of searchVerdicts(report.search)) {
      lines.push({what: `Search: ${label}`, verdicts: [verdict], format});
    }
  }
  return lines;
}

/** "158.0 KB: ❌ 2.0 KB over budget (156.0 KB), ✅ 1.0 KB under stock (159.0 KB)" */
export function describeLine({verdicts, format}: GoalLine): string {
  const value = verdicts[0] ? format(verdicts[0].value) : '—';
  return `${value}: ${verdicts.map((v) => `${describeVerdict(v, format)} (${format(v.limit)})`).join(', ')}`;
}

function header(report: BenchReport): string {
  const {machine, git, options} = report;
  const load = `load average ${machine.loadAverage.start.toFixed(1)} at the start${machine.loadAverage.end === null ? '' : `, ${machine.loadAverage.end.toFixed(1)} at the end`}`;
  return [
    '# Vidcove Help Centre benchmark',
    '',
    table(
      ['', ''],
      [
        [
          'Date',
          `${report.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} (took ${(report.durationMs / 60_000).toFixed(1)} min)`,
        ],
        ['Commit', `\`${git.commit.slice(0, 10)}\` on ${git.branch}${git.dirty ? ' (with uncommitted changes)' : ''}`],
        [
          'Machine',
          `${machine.cores} cores (${machine.cpu}), ${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB memory; ${load}`,
        ],
        ['Software', `Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, ${machine.os}`],
        [
          'Site measured',
          `\`${options.buildDir}\`${options.skipBuild ? ' (an existing build: --skip-build)' : ' (built by this run)'}`,
        ],
        [
          'Options',
          `page types: ${options.pages.join(', ')}; Lighthouse: ${options.lighthouse ? `median of ${options.runs} run${options.runs === 1 ? '' : 's'}${options.cpuSlowdowns?.length ? `, further mobile runs: ${options.cpuSlowdowns.map((s) => (s === 'calibrated' ? s : `${s}×`)).join(', ')}` : ''}` : 'not run (--no-lighthouse)'}`,
        ],
      ],
    ),
    '',
    'Sizes: 1 KB = 1,000 bytes. Times and Lighthouse figures move with the load of the machine: compare runs made',
    'on the same machine. tools/bench/README.md says how to read each table.',
  ].join('\n');
}

function summary(report: BenchReport): string {
  const verdicts = goalLines(report).flatMap((line) => line.verdicts);
  const missed = goalLines(report).filter((line) => line.verdicts.some((v) => !v.met));
  const met = verdicts.filter((v) => v.met).length;
  const out = ['## Budgets and goals', '', `${met} of ${verdicts.length} budgets and goals met.`];
  if (missed.length > 0) out.push('', 'Missed:', '', ...missed.map((line) => `- ${line.what}: ${describeLine(line)}`));
  return out.join('\n');
}

function buildSection(build: BuildReport): string {
  const out = ['## Build', ''];
  if (!build.measured) {
    out.push(`Not measured: ${build.reason}.`);
    return out.join('\n');
  }
  const row = (run: BuildRun) => [
    run.kind === 'cold' ? 'Cold' : 'Warm',
    seconds(run.wallMs),
    run.prebuildMs === null ? '—' : seconds(run.prebuildMs),
    formatMiB(run.peakRssBytes),
  ];
  out.push(
    table(
      ['Build', '`npm run build`', 'of which API pages (prebuild)', 'Peak memory (RSS, whole process tree)'],
      [row(build.cold), row(build.warm)],
    ),
    '',
    `Cold: ${build.clearing.removed.length > 0 ? `removed ${build.clearing.removed.map((p) => `\`${p}\``).join(', ')}` : 'nothing to remove'} first${build.clearing.note ? ` (${build.clearing.note})` : ''}. Warm: the same build again right after, with Rspack's persistent cache. Memory sampled every 200 ms (${build.cold.samples} and ${build.warm.samples} samples).`,
  );
  return out.join('\n');
}

const pickVerdict = (list: readonly Verdict[], kind: Verdict['kind']) => list.find((v) => v.kind === kind);
const verdictCell = (v: Verdict | undefined) => (v ? describeVerdict(v, kb) : '—');
// The figure the verdicts judge: the largest over the widths (JS by idle; the document and its CSS by the load event).
const judgedCell = (list: readonly Verdict[]) => (list[0] ? kb(list[0].value) : '—');
const byWidthCell = (page: PageWeightResult) =>
  (page.widths ?? []).map((w) => `${w.width}: ${kb(w.js)} / ${kb(w.htmlCss)}`).join('; ') || '—';

function weightBudgetsTable(pages: readonly PageWeightResult[], stock: PageWeightResult | null): string {
  const withStock = stock !== null;
  const pageRow = (page: PageWeightResult) => [
    page.label,
    `\`${page.path}\``,
    judgedCell(page.js),
    verdictCell(pickVerdict(page.js, 'budget')),
    ...(withStock ? [verdictCell(pickVerdict(page.js, 'stock'))] : []),
    judgedCell(page.htmlCss),
    verdictCell(pickVerdict(page.htmlCss, 'budget')),
    byWidthCell(page),
  ];
  // The baseline: its figures, no verdicts.
  const stockRow = (page: PageWeightResult) => [
    page.label,
    `\`${page.path}\``,
    judgedCell(page.js),
    '',
    '',
    judgedCell(page.htmlCss),
    '',
    byWidthCell(page),
  ];
  return table(
    [
      'Page type',
      'Path',
      'JS by idle',
      'JS vs budget',
      ...(withStock ? ['JS vs stock'] : []),
      'HTML + CSS',
      'HTML + CSS vs budget',
      'By width (px): JS / HTML + CSS',
    ],
    [...pages.map(pageRow), ...(stock ? [stockRow(stock)] : [])],
  );
}

function weightKindsTable(pages: readonly PageWeightResult[]): string {
  const total = (t: PageWeightResult['idle']) => t.html + t.css + t.js + t.other;
  return table(
    [
      'Page type',
      'HTML raw / gzip / brotli',
      'CSS raw / gzip / brotli',
      'JS raw / gzip / brotli',
      'Other (transferred)',
      'Transferred at load → by idle',
      'Requests at load → by idle',
    ],
    pages.map((page) => [
      page.label,
      sizes3(page.byKind.html),
      sizes3(page.byKind.css),
      sizes3(page.byKind.js),
      kb(page.byKind.other.transferred),
      `${kb(total(page.atLoad))} → ${kb(total(page.idle))}`,
      `${page.atLoad.requests} → ${page.idle.requests}`,
    ]),
  );
}

function weightSection(pages: readonly PageWeightResult[], stock: PageWeightResult | null = null): string {
  if (pages.length === 0) return '## Page weight\n\nNo page types measured.';
  const withStock = stock !== null;
  const external = pages.filter((page) => page.external.length > 0);
  return [
    '## Page weight',
    '',
    'Against the budgets: bytes transferred (compressed as the production server sends them) in a fresh browser',
    'context; JavaScript by idle, HTML + CSS by the load event (the document and the CSS it needs to render).',
    `Each page is measured at ${WIDTHS.map((w) => `${w.width}`).join(' and ')} px wide and judged on its larger figures.`,
    ...(withStock
      ? [
          'Every page but the API reference also has at most the JavaScript of the stock Docusaurus doc page of this run (last row).',
        ]
      : []),
    'API pages have their own budgets, on JavaScript by idle and at load, and on HTML + CSS.',
    '',
    weightBudgetsTable(pages, stock),
    '',
    'Bytes per kind of file by idle: raw, then gzip and brotli as computed from the built files (level 9 and',
    "quality 11, the server's settings); transferred is what went over the wire (brotli, except files under 512 bytes).",
    '',
    weightKindsTable(pages),
    ...(external.length > 0
      ? [
          '',
          `Files from other origins (not sized from the build): ${external.map((p) => `${p.label}: ${p.external.length}`).join(', ')}.`,
        ]
      : []),
  ].join('\n');
}

/** "+200 ms", "−3", "±0": a difference from the stock page's figure, with its sign. */
function signed(difference: number, format: (magnitude: number) => string): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${format(Math.abs(difference))}`;
}

/** A page's performance score against the stock page's in the same table: no goal, a comparison. */
function performanceAgainstStock(result: LighthouseResult, stock: number | null | undefined): string {
  const value = result.median?.scores.performance;
  if (result.baseline) return '';
  if (value === null || value === undefined || stock === null || stock === undefined) return '—';
  return signed(value - stock, String);
}

function lighthouseTable(results: readonly LighthouseResult[]): string {
  const stockPerformance = results.find((result) => result.baseline)?.median?.scores.performance;
  return table(
    [
      'Page type',
      ...CATEGORIES.map((c) => CATEGORY_LABELS[c]),
      'Performance against the stock page',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'SI',
      'Performance over runs',
    ],
    results.map((result) => {
      const median = result.median;
      if (!median)
        return [
          result.label,
          `no valid run of ${result.attempted}: ${result.errors.join('; ')}`,
          ...Array.from({length: CATEGORIES.length + 6}, () => ''),
        ];
      const scoreCell = (category: Category) => {
        const value = median.scores[category];
        const verdict = result.verdicts[category];
        if (value === null) return '—';
        if (!verdict) return String(value);
        if (verdict.byDesign) return `${value} ${mark(true)} (${verdict.byDesign})`;
        return verdict.met ? `${value} ${mark(true)}` : `${value} ${mark(false)} (goal ${verdict.limit})`;
      };
      const {fcp, lcp, tbt, cls, si} = median.metrics;
      return [
        result.label,
        ...CATEGORIES.map(scoreCell),
        performanceAgainstStock(result, stockPerformance),
        seconds(fcp),
        seconds(lcp),
        milliseconds(tbt),
        Number.isFinite(cls) ? cls.toFixed(3) : '—',
        seconds(si),
        `${result.performanceRuns.join(', ')}${result.validRuns < result.attempted ? ` (${result.validRuns} of ${result.attempted} runs valid)` : ''}`,
      ];
    }),
  );
}

/**
 * Failing accessibility, best-practices and SEO audits, one line per audit: where it fails, and the failing
 * items of its first occurrence.
 */
export function failingAuditLines(results: readonly LighthouseResult[]): string[] {
  interface Entry extends FailingAudit {
    where: Map<string, string[]>;
    first: string;
    origins: Set<string>;
  }
  const byAudit = new Map<string, Entry>();
  for (const result of results) {
    for (const audit of result.median?.failing ?? []) {
      const key = `${audit.category} ${audit.id}`;
      const entry = byAudit.get(key) ?? {...audit, where: new Map(), first: result.label, origins: new Set()};
      entry.where.set(result.label, [...(entry.where.get(result.label) ?? []), profileName(result)]);
      for (const origin of audit.otherOrigins) entry.origins.add(origin);
      byAudit.set(key, entry);
    }
  }
  return [...byAudit.values()].map((audit) => {
    const where = [...audit.where].map(([label, forms]) => `${label} (${forms.join(', ')})`).join(', ');
    const detail = audit.detail ? ` On ${audit.first}: ${audit.detail}.` : '';
    const origins =
      audit.origins.size > 0
        ? ` It points at ${[...audit.origins].map((o) => `\`${o}\``).join(', ')}, which this run does not serve (the site runs from localhost, offline): it may fail only because of that.`
        : '';
    return `- ${CATEGORY_LABELS[audit.category]}: \`${audit.id}\` (${audit.title}) on ${where}.${detail}${origins}`;
  });
}

/**
 * Main-thread work by kind for one profile's pages, and each page's in all against the stock page's in
 * the same table. Empty when no page of the profile has the figures.
 */
export function mainThreadTable(results: readonly LighthouseResult[]): string {
  if (!results.some((result) => result.mainThread)) return '';
  const stock = results.find((result) => result.baseline)?.mainThread;
  const against = (total: number) => {
    if (!stock || stock.total <= 0) return '—';
    const difference = Math.round(total - stock.total);
    const percent = (magnitude: number) => `${Math.round((magnitude / stock.total) * 100)} %`;
    return `${signed(difference, formatMs)} (${signed(difference, percent)})`;
  };
  return table(
    ['Page type', 'In all', 'Against the stock page', ...MAIN_THREAD_GROUPS.map(([, label]) => label)],
    results.map((result) => {
      const work = result.mainThread;
      if (!work) return [result.label, '—', '—', ...MAIN_THREAD_GROUPS.map(() => '—')];
      return [
        result.label,
        formatMs(work.total),
        result.baseline ? '' : against(work.total),
        ...MAIN_THREAD_GROUPS.map(([group]) => formatMs(work[group])),
      ];
    }),
  );
}

/** A table's heading: the device Lighthouse emulates, and how. */
function profileHeading(profile: Profile): string {
  if (profile.formFactor === 'desktop') return 'Desktop (dense 4G, no CPU slowdown)';
  if (profile.calibratedFrom !== undefined) {
    return `Mobile, calibrated to this machine (slow 4G, ${profile.cpuSlowdown}× CPU slowdown: Lighthouse's calculator for its benchmark index of ${profile.calibratedFrom})`;
  }
  if (profile.cpuSlowdown === DEFAULT_CPU_SLOWDOWN.mobile) return 'Mobile (Moto G Power, slow 4G, 4× CPU slowdown)';
  return `Mobile (slow 4G, ${profile.cpuSlowdown}× CPU slowdown)`;
}

function lighthouseSection(results: readonly LighthouseResult[] | null, runs: number): string {
  if (results === null) return '## Lighthouse\n\nNot run (--no-lighthouse).';
  const out = [
    `## Lighthouse (median of ${runs} run${runs === 1 ? '' : 's'})`,
    '',
    "Scores 0–100 and metrics from the median run (Lighthouse's computeMedianRun: the run closest to the median FCP and",
    'TTI); the last column is the performance score of every run. Simulated throttling. Performance has no goal: each',
    "table's stock Docusaurus doc page, run interleaved with ours, is what it is read against. Goals: accessibility,",
    "best practices and SEO 100 on both form factors (on a page that is noindex on purpose, SEO's goal is met when",
    'is-crawlable is its only failing audit). The site is served from',
    'http://localhost while its canonical URLs name https://help.vidcove.com: Lighthouse counts localhost as secure and',
    'accepts a canonical on another origin; a failing audit that points at another origin says so below.',
    '',
    "Main-thread work (under each mobile table) is Lighthouse's mainthread-work-breakdown: the time each kind of",
    'work took in the run, times the CPU slowdown, for the whole load. Each figure is its median over the valid runs,',
    "taken on its own. Where a page's scores differ from the stock page's, this says in which kind of work.",
  ];
  const profiles = new Map<string, LighthouseResult[]>();
  for (const result of results) {
    const key = profileName(result);
    profiles.set(key, [...(profiles.get(key) ?? []), result]);
  }
  for (const forProfile of profiles.values()) {
    out.push('', `### ${profileHeading(forProfile[0]!)}`, '', lighthouseTable(forProfile));
    const work = forProfile[0]!.formFactor === 'mobile' ? mainThreadTable(forProfile) : '';
    if (work) out.push('', '#### Main-thread work', '', work);
  }
  const failing = failingAuditLines(results);
  out.push(
    '',
    '### Failing audits (accessibility, best practices, SEO)',
    '',
    ...(failing.length > 0 ? failing : ['None.']),
  );
  const benchmarkIndexes = results.map((r) => r.median?.benchmarkIndex ?? NaN).filter(Number.isFinite);
  if (benchmarkIndexes.length > 0) {
    const slowest = Math.min(...benchmarkIndexes);
    out.push(
      '',
      `Lighthouse's benchmark index of this machine over the median runs: ${Math.round(slowest)}–${Math.round(Math.max(...benchmarkIndexes))} (higher is faster).${
        slowest <= SLOW_CPU_BENCHMARK_INDEX
          ? ` At or below ${SLOW_CPU_BENCHMARK_INDEX}, Lighthouse's own threshold for "a slower CPU than Lighthouse expects": its 4× mobile CPU slowdown then overstates TBT, so mobile performance here is pessimistic. ${
              results.some((r) => r.calibratedFrom !== undefined)
                ? "The calibrated mobile table is the comparison Lighthouse's documentation prescribes for such a machine; the stock page's row in it is the baseline."
                : 'Compare with runs on the same machine, or on a faster, idle one (or run with --cpu-slowdown calibrated).'
            }`
          : ''
      }`,
    );
  }
  const warnings = [...new Set(results.flatMap((r) => r.median?.warnings ?? []))];
  const errors = results.flatMap((r) => r.errors.map((e) => `${r.label} (${profileName(r)}) ${e}`));
  if (warnings.length > 0) out.push('', 'Lighthouse warnings:', '', ...warnings.map((w) => `- ${w}`));
  if (errors.length > 0) out.push('', 'Failed runs:', '', ...errors.map((e) => `- ${e}`));
  return out.join('\n');
}

function searchSection(search: SearchBench | {error: string}): string {
  if ('error' in search) return `## Search\n\nNot measured: ${search.error}`;
  const verdict = new Map(
    searchVerdicts(search).map(({label, verdict, format}) => [label, describeVerdict(verdict, format)]),
  );
  const rows = [
    [
      'hit@1',
      `${search.hit1.toFixed(3)} (${search.hit1Count}/${search.queries})`,
      `≥ ${SEARCH_TARGETS.hit1}: ${verdict.get('hit@1')}`,
    ],
    [
      'hit@3',
      `${search.hit3.toFixed(3)} (${search.hit3Count}/${search.queries})`,
      `≥ ${SEARCH_TARGETS.hit3}: ${verdict.get('hit@3')}`,
    ],
    ['MRR', search.mrr.toFixed(3), ''],
    ['Queries with no results', String(search.noResults.length), `0: ${verdict.get('queries with no results')}`],
    ['Queries answered with a partial match', String(search.partial.length), ''],
    [`Index, all ${search.index.files} files, raw / gzip / brotli`, sizes3(search.index), ''],
    ['Manifest raw / gzip / brotli', sizes3(search.manifest), ''],
  ];
  if (search.engineChunk) rows.push(['Engine chunk raw / gzip / brotli', sizes3(search.engineChunk.sizes), '']);
  rows.push(
    [
      'First search download, brotli: median / p95 / largest',
      `${kb(search.firstSearch.medianBrotli)} / ${kb(search.firstSearch.p95Brotli)} / ${kb(search.firstSearch.maxBrotli)}`,
      `≤ ${kb(SEARCH_TARGETS.firstSearchBrotli)}: ${verdict.get('first search download (largest, brotli)')}`,
    ],
    [
      'Query latency p50 / p95, CPU time',
      `${search.latency.cpuP50Ms.toFixed(2)} / ${search.latency.cpuP95Ms.toFixed(2)} ms`,
      `p95 ≤ ${SEARCH_TARGETS.p95Ms} ms: ${verdict.get('query latency p95 (CPU time)')}`,
    ],
    [
      'Query latency p50 / p95, wall time',
      `${search.latency.p50Ms.toFixed(2)} / ${search.latency.p95Ms.toFixed(2)} ms`,
      `(load average ${search.latency.loadAverage.toFixed(1)})`,
    ],
    ['Engine set-up (once, on the first search)', formatMs(search.engineBuildMs), ''],
  );
  const kinds = table(
    ['Class', 'Queries', 'hit@1', 'hit@3', 'MRR'],
    search.byKind.map((k) => [k.kind, String(k.n), k.hit1.toFixed(2), k.hit3.toFixed(2), k.mrr.toFixed(2)]),
  );
  return [
    '## Search',
    '',
    `The local index (${search.pages} pages, ${search.sections} sections) and the ${search.queries} reader queries of`,
    `\`plugins/search/relevance.json\`, ranked in the order the DocSearch modal shows them. A first search`,
    `downloads search/config.json, the manifest, the engine's script and the index files that query needs`,
    `(largest: "${search.firstSearch.maxQuery}"). Latency in Node: each query's median of ${search.latency.rounds} runs, then p50/p95 over the queries.`,
    '',
    table(['Measure', 'Value', 'Target'], rows),
    '',
    kinds,
    ...(search.misses.length > 0
      ? ['', `Not in the top 3 (${search.misses.length}):`, '', ...search.misses.map((m) => `- ${describeMiss(m)}`)]
      : []),
  ].join('\n');
}

export function renderMarkdown(report: BenchReport): string {
  return (
    [
      header(report),
      summary(report),
      buildSection(report.build),
      weightSection(report.pageWeight, report.stockWeight ?? null),
      lighthouseSection(report.lighthouse, report.options.runs),
      searchSection(report.search),
    ].join('\n\n') + '\n'
  );
}
