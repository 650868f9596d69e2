/**
 * The pure parts of `npm run bench` (tools/bench/bench.ts): statistics, verdicts against budgets, the stock
 * page and goals,
 * the stock baseline's template, /proc parsing for peak memory, Lighthouse result extraction and the
 * Markdown report.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Result} from 'lighthouse';
import {atLeast, atMost, describeVerdict, judge} from './goals';
import {
  calibratedSlowdown,
  figuresOf,
  judgeLighthouse,
  mainThreadOf,
  medianMainThread,
  parseSlowdowns,
  pointedOrigins,
  withDeadline,
  type LighthouseResult,
  type MainThreadWork,
} from './lighthouse';
import {descendants, parseParentPid, parseRssBytes} from './process-tree';
import {type BenchReport, failingAuditLines, goalLines, mainThreadTable, renderMarkdown} from './report';
import {median, percentile} from './stats';
import {judgeWeight, weightFigures, type PageWeightResult} from './weight';
import {BUDGETS, kb} from '../page-weight';
import type {SearchBench} from './search-bench';
import {assembleClassicTemplate, stockVersions} from './stock';

/** Main-thread work of a run that did none, to spread figures over. */
const NO_WORK: MainThreadWork = {
  scriptEvaluation: 0,
  scriptParseCompile: 0,
  styleLayout: 0,
  parseHTML: 0,
  paintCompositeRender: 0,
  garbageCollection: 0,
  other: 0,
  total: 0,
};

describe('statistics', () => {
  test('median of odd and even counts, and of nothing', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([7]), 7);
    assert.ok(Number.isNaN(median([])));
  });
  test('median does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    assert.deepEqual(values, [3, 1, 2]);
  });
  test('percentile is nearest-rank: always a value of the list', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    assert.equal(percentile(values, 50), 60);
    assert.equal(percentile(values, 95), 100);
    assert.equal(percentile(values, 0), 10);
    assert.ok(Number.isNaN(percentile([], 50)));
  });
});

describe('verdicts', () => {
  test('at most: under is met, over is missed, the line itself is met', () => {
    assert.deepEqual(judge(150_000, atMost('goal', 150_000)), {
      kind: 'goal',
      limit: 150_000,
      direction: 'at-most',
      value: 150_000,
      met: true,
      distance: 0,
    });
    assert.equal(judge(163_700, atMost('budget', 175_000)).met, true);
    assert.equal(judge(175_001, atMost('budget', 175_000)).met, false);
  });
  test('at least: scores', () => {
    assert.equal(judge(97, atLeast('goal', 97)).met, true);
    assert.equal(judge(96, atLeast('goal', 97)).met, false);
    assert.equal(judge(96, atLeast('goal', 97)).distance, 1);
  });
  test('distances read as the issue writes them', () => {
    assert.equal(describeVerdict(judge(162_700, atMost('budget', 175_000)), kb), '✅ 12.3 KB under budget');
    assert.equal(describeVerdict(judge(154_100, atMost('goal', 150_000)), kb), '❌ 4.1 KB over goal');
    assert.equal(describeVerdict(judge(158_000, atMost('stock', 159_000)), kb), '✅ 1.0 KB under stock');
    assert.equal(describeVerdict(judge(94, atLeast('goal', 97)), String), '❌ 3 short of goal');
    assert.equal(describeVerdict(judge(100, atLeast('goal', 100)), String), '✅ met');
  });
  test('page weight: a budget per figure and page type, and no goal', () => {
    const idle = {html: 6_000, css: 12_000, js: BUDGETS.page.js + 1_000, other: 0, requests: 20};
    const page = judgeWeight(false, weightFigures({idle, atLoad: idle}));
    assert.deepEqual(
      [...page.js, ...page.htmlCss].map((v) => [v.kind, v.limit, v.value, v.met]),
      [
        ['budget', BUDGETS.page.js, BUDGETS.page.js + 1_000, false],
        ['budget', BUDGETS.page.htmlCss, 18_000, 18_000 <= BUDGETS.page.htmlCss],
      ],
    );
    assert.equal(page.jsAtLoad, undefined);
    const api = judgeWeight(
      true,
      weightFigures({idle: {...idle, js: BUDGETS.api.js}, atLoad: {...idle, js: BUDGETS.api.jsAtLoad + 1}}),
    );
    assert.deepEqual(
      [...api.js, ...api.jsAtLoad!, ...api.htmlCss].map((v) => [v.kind, v.limit, v.met]),
      [
        ['budget', BUDGETS.api.js, true],
        ['budget', BUDGETS.api.jsAtLoad, false],
        ['budget', BUDGETS.api.htmlCss, 18_000 <= BUDGETS.api.htmlCss],
      ],
    );
  });
  test("against the stock doc page of the same run: every page's JavaScript but the API reference's", () => {
    const stock = {js: 137_000};
    const page = judgeWeight(false, {js: 137_500, jsAtLoad: 120_000, htmlCss: 18_000}, stock);
    assert.deepEqual(
      page.js.map((v) => [v.kind, v.limit, v.met]),
      [
        ['budget', BUDGETS.page.js, 137_500 <= BUDGETS.page.js],
        ['stock', 137_000, false],
      ],
    );
    assert.equal(describeVerdict(page.js[1]!, kb), '❌ 0.5 KB over stock');
    // HTML + CSS is read beside the stock page's in the report, not judged against it.
    assert.deepEqual(
      page.htmlCss.map((v) => v.kind),
      ['budget'],
    );
    const api = judgeWeight(true, {js: 330_000, jsAtLoad: 150_000, htmlCss: 40_000}, stock);
    assert.deepEqual(
      api.js.map((v) => v.kind),
      ['budget'],
    );
  });
});

describe('the stock baseline', () => {
  test('is the classic template of the Docusaurus that builds the site', () => {
    const {docusaurus, template} = stockVersions();
    assert.equal(template, docusaurus, 'create-docusaurus (dev dependency) must be pinned to @docusaurus/core');
  });
  test('is assembled as create-docusaurus does: the shared files, then the classic template over them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stock-template-'));
    try {
      assembleClassicTemplate(stockVersions().templates, dir);
      // The page the bench measures, the template's own config and sidebars, and its home page.
      for (const file of [
        'docs/intro.mdx',
        'docusaurus.config.js',
        'sidebars.js',
        'src/pages/index.js',
        'package.json',
      ])
        assert.ok(existsSync(path.join(dir, file)), `${file} is missing`);
      assert.match(readFileSync(path.join(dir, 'docusaurus.config.js'), 'utf8'), /presets:\s*\[\s*\[\s*'classic'/);
      assert.ok(!existsSync(path.join(dir, 'gitignore')));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('peak memory from /proc', () => {
  const status = [
    'Name:\tnode',
    'Umask:\t0022',
    'State:\tS (sleeping)',
    'Pid:\t4242',
    'PPid:\t4200',
    'VmPeak:\t 2345678 kB',
    'VmRSS:\t  812340 kB',
    'RssAnon:\t  700000 kB',
    'Threads:\t11',
  ].join('\n');
  test('VmRSS in bytes, not VmPeak or RssAnon', () => assert.equal(parseRssBytes(status), 812_340 * 1024));
  test('no VmRSS (a kernel thread) is 0', () => assert.equal(parseRssBytes('Name:\tkthreadd\nState:\tS\n'), 0));
  test('parent pid, with spaces and parentheses in the command name', () => {
    assert.equal(parseParentPid('4242 (node) S 4200 4242 4200 0 -1 4194560 1234 0 0 0'), 4200);
    assert.equal(parseParentPid('77 (rspack (worker) 1) R 76 77 76 0 -1'), 76);
    assert.equal(parseParentPid(''), undefined);
  });
  test('descendants: the root and everything below it, nothing beside it', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 11],
      [20, 1],
      [21, 20],
    ]);
    assert.deepEqual([...descendants(10, parents)].sort(), [10, 11, 12, 13]);
    assert.deepEqual([...descendants(99, parents)], [99]);
  });
});

describe('Lighthouse results', () => {
  test('a run that never ends fails after its deadline, with what took too long; a quick one is untouched', async () => {
    await assert.rejects(withDeadline(new Promise(() => {}), 30, 'Lighthouse'), {
      message: 'Lighthouse took longer than 0.03 s',
    });
    assert.equal(await withDeadline(Promise.resolve('lhr'), 30_000, 'Lighthouse'), 'lhr');
    await assert.rejects(withDeadline(Promise.reject(new Error('no page')), 30_000, 'Lighthouse'), {
      message: 'no page',
    });
  });

  const lhr = {
    requestedUrl: 'http://localhost:4100/',
    finalDisplayedUrl: 'http://localhost:4100/',
    runWarnings: [],
    environment: {benchmarkIndex: 1500},
    categories: {
      performance: {score: 0.955, auditRefs: []},
      accessibility: {
        score: 0.96,
        auditRefs: [
          {id: 'color-contrast', weight: 7},
          {id: 'tabindex', weight: 0},
        ],
      },
      'best-practices': {score: 1, auditRefs: [{id: 'errors-in-console', weight: 1}]},
      seo: {score: 0.92, auditRefs: [{id: 'canonical', weight: 1}]},
    },
    audits: {
      'first-contentful-paint': {numericValue: 900},
      'largest-contentful-paint': {numericValue: 1800},
      'total-blocking-time': {numericValue: 120.4},
      'cumulative-layout-shift': {numericValue: 0.01},
      'speed-index': {numericValue: 1500},
      interactive: {numericValue: 2500},
      'color-contrast': {
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        details: {
          items: [
            {node: {snippet: '<a class="pill">'}},
            {node: {snippet: '<a class="pill">'}},
            {node: {snippet: '<span>https://api.vidcove.com</span>'}},
          ],
        },
      },
      tabindex: {title: 'Some elements have a tabindex above 0', score: 0},
      'errors-in-console': {title: 'No browser errors', score: 1},
      canonical: {
        title: 'Document does not have a valid rel=canonical',
        score: 0,
        explanation: 'Points to another hreflang location (https://help.vidcove.com/)',
      },
      'mainthread-work-breakdown': {
        numericValue: 1234.5,
        details: {
          items: [
            {group: 'scriptEvaluation', duration: 700},
            {group: 'styleLayout', duration: 300},
            {group: 'parseHTML', duration: 100},
            {group: 'other', duration: 80},
            {group: 'aKindLighthouseAddsLater', duration: 54.5},
          ],
        },
      },
    },
  } as unknown as Result;

  test('scores 0–100, metrics, and the failing weighted audits with an example each', () => {
    const figures = figuresOf(lhr);
    assert.deepEqual(figures.scores, {performance: 96, accessibility: 96, 'best-practices': 100, seo: 92});
    assert.equal(figures.metrics.lcp, 1800);
    assert.equal(figures.benchmarkIndex, 1500);
    assert.deepEqual(
      figures.failing.map((a) => [a.category, a.id]),
      [
        ['accessibility', 'color-contrast'],
        ['seo', 'canonical'],
      ],
    );
    assert.equal(
      figures.failing[0]!.detail,
      '3 items, e.g. `<a class="pill">`, `<span>https://api.vidcove.com</span>`',
    );
  });
  test('main-thread work by kind: kinds the run did without count 0 ms, a kind unknown here counts as other', () => {
    assert.deepEqual(mainThreadOf(lhr), {
      ...NO_WORK,
      scriptEvaluation: 700,
      styleLayout: 300,
      parseHTML: 100,
      other: 134.5,
      total: 1234.5,
    });
    const failed = {...lhr, audits: {...lhr.audits, 'mainthread-work-breakdown': {score: null}}} as unknown as Result;
    assert.equal(mainThreadOf(failed), null);
  });
  test('main-thread work over runs: the median of each kind on its own, failed runs left out', () => {
    const run = (scriptEvaluation: number, styleLayout: number) => ({
      ...mainThreadOf(lhr)!,
      scriptEvaluation,
      styleLayout,
      total: scriptEvaluation + styleLayout,
    });
    const work = medianMainThread([run(700, 900), null, run(500, 100), run(2_000, 200)])!;
    // Kinds and total are medians of their own: 700 + 200 is not the median total.
    assert.deepEqual([work.scriptEvaluation, work.styleLayout, work.total], [700, 200, 1_600]);
    assert.equal(medianMainThread([null, null]), null);
  });
  test('other origins: from what an audit points at, not from page text it quotes', () => {
    const [contrast, canonical] = figuresOf(lhr).failing;
    assert.deepEqual(contrast!.otherOrigins, []);
    assert.deepEqual(canonical!.otherOrigins, ['https://help.vidcove.com']);
    assert.deepEqual(pointedOrigins({details: {items: [{source: {url: 'https://cdn.example/x.js'}}]}}), [
      'https://cdn.example',
    ]);
  });
  test('goals: accessibility, best practices and SEO at 100; performance has none', () => {
    const verdicts = judgeLighthouse(figuresOf(lhr));
    assert.deepEqual(
      Object.entries(verdicts).map(([category, v]) => [category, v.kind, v.limit, v.value, v.met]),
      [
        ['accessibility', 'goal', 100, 96, false],
        ['best-practices', 'goal', 100, 100, true],
        ['seo', 'goal', 100, 92, false],
      ],
    );
  });
  test('a page kept out of search engines on purpose: SEO met when is-crawlable is its only failure', () => {
    const crawlable = {category: 'seo', id: 'is-crawlable', title: 'Page is blocked from indexing', detail: ''};
    const figures = {...figuresOf(lhr), scores: {...figuresOf(lhr).scores, seo: 69}};
    const noindexOnly = {...figures, failing: [{...crawlable, otherOrigins: []}]} as typeof figures;
    const seo = judgeLighthouse(noindexOnly, true).seo!;
    assert.deepEqual([seo.value, seo.met, seo.byDesign], [69, true, 'noindex by design']);
    // The same page indexed by mistake would not be excused, nor another SEO failure on the noindex page.
    assert.equal(judgeLighthouse(noindexOnly, false).seo!.met, false);
    const withCanonical = {...noindexOnly, failing: [...noindexOnly.failing, ...figures.failing]};
    assert.equal(judgeLighthouse(withCanonical, true).seo!.met, false);
    assert.equal(judgeLighthouse(withCanonical, true).seo!.byDesign, undefined);
  });
});

describe('the Markdown report', () => {
  // The help article's JavaScript: 1 KB under the page budget, 0.2 KB over the stock page.
  const pageJs = BUDGETS.page.js - 1_000;
  const stockJs = pageJs - 200;
  /** A figure as the report prints it, for a regular expression. */
  const shown = (bytes: number) => kb(bytes).replace('.', String.raw`\.`);
  const idle = {html: 6_600, css: 21_200, js: pageJs, other: 600, requests: 40};
  const weight: PageWeightResult = {
    id: 'doc',
    label: 'Help article',
    path: '/getting-started/accessing-vidcove',
    api: false,
    atLoad: {html: 6_600, css: 21_200, js: 120_000, other: 0, requests: 12},
    idle,
    byKind: {
      html: {files: 1, transferred: 6_600, raw: 35_700, gzip: 7_900, brotli: 6_700},
      css: {files: 1, transferred: 21_200, raw: 125_300, gzip: 24_800, brotli: 21_200},
      js: {files: 37, transferred: 160_000, raw: 600_000, gzip: 190_000, brotli: 160_000},
      other: {files: 2, transferred: 600, raw: 0, gzip: 0, brotli: 0},
    },
    ...judgeWeight(false, weightFigures({idle, atLoad: idle})),
    external: [],
  };
  const lighthouse: LighthouseResult = {
    id: 'doc',
    label: 'Help article',
    path: weight.path,
    api: false,
    formFactor: 'mobile',
    cpuSlowdown: 4,
    validRuns: 3,
    attempted: 3,
    median: {
      scores: {performance: 98, accessibility: 96, 'best-practices': 100, seo: 100},
      metrics: {fcp: 1200, lcp: 2100, tbt: 40, cls: 0, si: 1500, tti: 3000},
      benchmarkIndex: 1400,
      failing: [
        {
          category: 'accessibility',
          id: 'color-contrast',
          title: 'Background and foreground colors do not have a sufficient contrast ratio.',
          detail: '1 item, e.g. `<a class="pill">`',
          otherOrigins: [],
        },
      ],
      warnings: [],
    },
    performanceRuns: [97, 98, 99],
    verdicts: {},
    errors: [],
  };
  lighthouse.verdicts = judgeLighthouse(lighthouse.median!);
  const search: SearchBench = {
    root: 'build',
    indexUrl: '/search/index.0123456789.json',
    pages: 163,
    sections: 1499,
    queries: 177,
    hit1: 0.904,
    hit3: 0.966,
    mrr: 0.94,
    hit1Count: 160,
    hit3Count: 171,
    byKind: [{kind: 'synonym', n: 45, hit1: 0.93, hit3: 0.98, mrr: 0.96}],
    misses: [{query: 'webinar', kind: 'synonym', expected: ['/managing-events/events-overview'], rank: 5, built: true}],
    noResults: [],
    partial: ['embed video in notion'],
    expectedPages: 105,
    expectedPagesBuilt: 104,
    index: {files: 203, raw: 1_004_700, gzip: 401_900, brotli: 331_100},
    manifest: {raw: 17_000, gzip: 4_000, brotli: 3_300},
    engineChunk: {file: '7722.js', sizes: {raw: 17_700, gzip: 5_800, brotli: 5_200}},
    firstSearch: {medianBrotli: 40_600, p95Brotli: 57_800, maxBrotli: 148_200, maxQuery: 'webinar', medianFiles: 18},
    latency: {
      rounds: 20,
      p50Ms: 3.3,
      p95Ms: 8.1,
      cpuP50Ms: 3.1,
      cpuP95Ms: 7.9,
      allRuns: 1500,
      allP50Ms: 3.1,
      allP95Ms: 10.4,
      loadAverage: 1,
      cores: 2,
    },
    engineBuildMs: 0.3,
  };
  const run = (kind: 'cold' | 'warm', wallMs: number) => ({
    kind,
    wallMs,
    prebuildMs: 4_100,
    peakRssBytes: 1_800 * 1024 * 1024,
    samples: 300,
    exitCode: 0,
    log: `reports/bench/build-${kind}.log`,
  });
  const report: BenchReport = {
    startedAt: '2026-11-22T10:00:00.000Z',
    durationMs: 1_500_000,
    machine: {
      cores: 2,
      cpu: 'Test CPU',
      memoryBytes: 24 * 1024 ** 3,
      loadAverage: {start: 1.5, end: 2},
      os: 'Linux 6',
      node: 'v20.20.2',
      chromium: 'Chromium 156.0.8078.79',
      lighthouse: '13.5.0',
    },
    git: {commit: '0123456789abcdef', branch: 'main', dirty: false},
    options: {skipBuild: false, runs: 3, pages: ['doc'], lighthouse: true, buildDir: 'build'},
    build: {
      measured: true,
      cold: run('cold', 62_300),
      warm: run('warm', 30_000),
      clearing: {removed: ['build', '.docusaurus', 'node_modules/.cache']},
    },
    pageWeight: [
      {
        ...weight,
        widths: [
          {width: 360, js: pageJs - 2_000, htmlCss: 27_100},
          {width: 1440, js: pageJs, htmlCss: 27_800},
        ],
        ...judgeWeight(false, weightFigures({idle, atLoad: idle}), {js: stockJs}),
      },
    ],
    stockWeight: {
      ...weight,
      id: 'stock-doc',
      label: 'Stock Docusaurus doc page (baseline)',
      path: '/docs/intro',
      widths: [{width: 360, js: stockJs, htmlCss: 15_700}],
      ...judgeWeight(false, {js: stockJs, jsAtLoad: stockJs, htmlCss: 15_700}),
    },
    lighthouse: [lighthouse],
    search,
  };
  const markdown = renderMarkdown(report);

  test('a header with the date, commit and machine', () => {
    assert.match(markdown, /^# Vidcove Help Centre benchmark\n/);
    assert.match(markdown, /\| Date \| 2026-11-22 10:00:00 UTC \(took 25\.0 min\) \|/);
    assert.match(markdown, /\| Commit \| `0123456789` on main \|/);
    assert.match(markdown, /2 cores \(Test CPU\), 24\.0 GiB memory/);
    assert.match(markdown, /Chromium 156\.0\.8078\.79, Lighthouse 13\.5\.0/);
  });
  test('the build: wall time, prebuild and peak memory, against no goal', () => {
    assert.match(
      markdown,
      /\| Cold \| 62\.3 s \| 4\.1 s \| 1800 MiB \|\n\| Warm \| 30\.0 s \| 4\.1 s \| 1800 MiB \|\n/,
    );
    assert.doesNotMatch(markdown.split('## Build')[1]!.split('## Page weight')[0]!, /goal/i);
  });
  test('page weight against the budgets and the stock page, and raw / gzip / brotli', () => {
    assert.match(
      markdown,
      new RegExp(
        String.raw`\| Help article \| \`\/getting-started\/accessing-vidcove\` \| ${shown(pageJs)} \| ✅ 1\.0 KB under budget \| ` +
          String.raw`❌ 0\.2 KB over stock \| 27\.8 KB \| ❌ ${shown(27_800 - BUDGETS.page.htmlCss)} over budget \| 360: `,
      ),
    );
    assert.doesNotMatch(markdown.split('## Page weight')[1]!.split('## Lighthouse')[0]!, /goal/i);
    assert.match(
      markdown,
      new RegExp(String.raw`\| 360: ${shown(pageJs - 2_000)} \/ 27\.1 KB; 1440: ${shown(pageJs)} \/ 27\.8 KB \|`),
    );
    assert.match(
      markdown,
      new RegExp(
        String.raw`\| Stock Docusaurus doc page \(baseline\) \| \`\/docs\/intro\` \| ${shown(stockJs)} \| {2}\| {2}\| 15\.7 KB \| {2}\| ` +
          String.raw`360: ${shown(stockJs)} \/ 15\.7 KB \|`,
      ),
    );
    assert.match(markdown, /\| 35\.7 KB \/ 7\.9 KB \/ 6\.7 KB \|/);
    const total = idle.html + idle.css + idle.js + idle.other;
    assert.match(markdown, new RegExp(String.raw`\| 147\.8 KB → ${shown(total)} \| 12 → 40 \|`));
  });
  test('Lighthouse scores with their goals, metrics and the failing audits', () => {
    // Performance has no goal: no mark; with no stock page in the table, nothing to read it against.
    assert.match(
      markdown,
      /\| Help article \| 98 \| 96 ❌ \(goal 100\) \| 100 ✅ \| 100 ✅ \| — \| 1\.2 s \| 2\.1 s \| 40 ms \| 0\.000 \| 1\.5 s \| 97, 98, 99 \|/,
    );
    assert.match(
      markdown,
      /- Accessibility: `color-contrast` \(.*\) on Help article \(mobile\)\. On Help article: 1 item, e\.g\. `<a class="pill">`\./,
    );
    assert.doesNotMatch(markdown, /### Desktop/);
  });
  test('an SEO score short of 100 by design says why, and is not listed as missed', () => {
    const median = {
      ...lighthouse.median!,
      scores: {...lighthouse.median!.scores, accessibility: 100, seo: 69},
      failing: [
        {
          category: 'seo' as const,
          id: 'is-crawlable',
          title: 'Page is blocked from indexing',
          detail: '',
          otherOrigins: [],
        },
      ],
    };
    const search = {
      ...lighthouse,
      label: 'Search results',
      median,
      verdicts: judgeLighthouse(median, true),
    };
    const text = renderMarkdown({...report, lighthouse: [search]});
    assert.match(text, /\| Search results \| 98 \| 100 ✅ \| 100 ✅ \| 69 ✅ \(noindex by design\) \|/);
    assert.doesNotMatch(text, /Search results: Lighthouse mobile seo/);
  });
  test('search with its targets and misses', () => {
    assert.match(markdown, /\| hit@1 \| 0\.904 \(160\/177\) \| ≥ 0\.9: ✅ met \|/);
    assert.match(markdown, /\| hit@3 \| 0\.966 \(171\/177\) \| ≥ 0\.95: ✅ met \|/);
    assert.match(markdown, /\| Queries with no results \| 0 \| 0: ✅ 0 under goal \|/);
    assert.match(
      markdown,
      /\| First search download, brotli: median \/ p95 \/ largest \| 40\.6 KB \/ 57\.8 KB \/ 148\.2 KB \| ≤ 150\.0 KB: ✅ 1\.8 KB under goal \|/,
    );
    assert.match(
      markdown,
      /\| Query latency p50 \/ p95, CPU time \| 3\.10 \/ 7\.90 ms \| p95 ≤ 5 ms: ❌ 2\.90 ms over goal \|/,
    );
    assert.match(markdown, /\| synonym \| 45 \| 0\.93 \| 0\.98 \| 0\.96 \|/);
    assert.match(markdown, /- "webinar" \(synonym\) → \/managing-events\/events-overview: rank 5/);
  });
  test('a summary that counts every verdict and lists the missed figures', () => {
    const verdicts = goalLines(report).flatMap((line) => line.verdicts);
    // Page weight (JS: budget and stock; HTML + CSS: budget), Lighthouse (accessibility, best practices, SEO),
    // and search (hit@1, hit@3, no results, latency, first search); the build and performance have none.
    assert.deepEqual(
      verdicts.map((v) => v.kind),
      ['budget', 'stock', 'budget', 'goal', 'goal', 'goal', 'goal', 'goal', 'goal', 'goal', 'goal'],
    );
    assert.match(markdown, /## Budgets and goals\n\n7 of 11 budgets and goals met\./);
    assert.match(
      markdown,
      new RegExp(
        String.raw`- Help article: JS by idle: ${shown(pageJs)}: ✅ 1\.0 KB under budget \(${shown(BUDGETS.page.js)}\), ` +
          String.raw`❌ 0\.2 KB over stock \(${shown(stockJs)}\)\n`,
      ),
    );
    assert.match(markdown, /- Help article: Lighthouse mobile accessibility: 96: ❌ 4 short of goal \(100\)\n/);
    assert.doesNotMatch(markdown, /Cold build|Lighthouse mobile performance/);
  });
  test('a failing audit that points at another origin says it may fail only because of that', () => {
    const failing = {...lighthouse.median!.failing[0]!, category: 'seo' as const, id: 'canonical', detail: ''};
    const [line] = failingAuditLines([
      {
        ...lighthouse,
        median: {...lighthouse.median!, failing: [{...failing, otherOrigins: ['https://help.vidcove.com']}]},
      },
    ]);
    assert.match(
      line!,
      /^- SEO: `canonical` .* It points at `https:\/\/help\.vidcove\.com`, .*only because of that\.$/,
    );
  });
  test("a machine below Lighthouse's CPU threshold is called out", () => {
    assert.match(markdown, /benchmark index of this machine over the median runs: 1400–1400 \(higher is faster\)\.\n/);
    const slow = renderMarkdown({
      ...report,
      lighthouse: [{...lighthouse, median: {...lighthouse.median!, benchmarkIndex: 850.5}}],
    });
    assert.match(slow, /851–851 \(higher is faster\)\. At or below 1000, .* mobile performance here is pessimistic\./);
  });
  test('a run calibrated to the machine gets its own table, goal lines and say in the CPU paragraph', () => {
    const calibrated: LighthouseResult = {
      ...lighthouse,
      cpuSlowdown: 2.1,
      calibratedFrom: 850,
      median: {...lighthouse.median!, benchmarkIndex: 850.5},
    };
    const stock: LighthouseResult = {
      ...calibrated,
      id: 'stock',
      label: 'Stock template doc page',
      baseline: true,
      verdicts: {},
    };
    const both = renderMarkdown({
      ...report,
      options: {...report.options, cpuSlowdowns: ['calibrated']},
      lighthouse: [{...lighthouse, median: {...lighthouse.median!, benchmarkIndex: 850.5}}, calibrated, stock],
    });
    const headings = [...both.matchAll(/^### (Mobile.*)$/gm)].map((m) => m[1]);
    assert.deepEqual(headings, [
      'Mobile (Moto G Power, slow 4G, 4× CPU slowdown)',
      "Mobile, calibrated to this machine (slow 4G, 2.1× CPU slowdown: Lighthouse's calculator for its benchmark index of 850)",
    ]);
    // The stock page's row is in the calibrated table, under ours.
    const table = both.split('### Mobile, calibrated')[1]!.split('###')[0]!;
    assert.match(table, /\| Help article \| 98 \|[^\n]*\| ±0 \|[^\n]*\n\| Stock template doc page \| 98 \|/);
    assert.match(both, /further mobile runs: calibrated/);
    assert.match(both, /The calibrated mobile table is the comparison Lighthouse's documentation prescribes/);
    const lines = goalLines({...report, lighthouse: [calibrated]}).map((line) => line.what);
    assert.ok(lines.includes('Help article: Lighthouse mobile at 2.1× (calibrated) accessibility'), lines.join('\n'));
  });
  /** The stock template's row of a Lighthouse table, from `row` (the help article's by default). */
  const stockRow = (row: Partial<LighthouseResult>): LighthouseResult => ({
    ...lighthouse,
    ...row,
    id: 'stock',
    label: 'Stock template doc page',
    baseline: true,
    verdicts: {},
  });
  test("performance is read against the stock page's in the same table, with no goal", () => {
    const stock = stockRow({median: {...lighthouse.median!, scores: {...lighthouse.median!.scores, performance: 95}}});
    const lower: LighthouseResult = {
      ...lighthouse,
      id: 'home',
      label: 'Home',
      median: {...lighthouse.median!, scores: {...lighthouse.median!.scores, performance: 91}},
    };
    const desktop: LighthouseResult = {...lighthouse, formFactor: 'desktop', cpuSlowdown: 1};
    const text = renderMarkdown({...report, lighthouse: [lighthouse, lower, stock, desktop]});
    const mobile = text.split('### Mobile')[1]!.split('### Desktop')[0]!;
    assert.match(
      mobile,
      /\| Performance \| Accessibility \| Best practices \| SEO \| Performance against the stock page \|/,
    );
    assert.match(mobile, /\| Help article \| 98 \| 96 ❌ \(goal 100\) \| 100 ✅ \| 100 ✅ \| \+3 \|/);
    assert.match(mobile, /\| Home \| 91 \| 96 ❌ \(goal 100\) \| 100 ✅ \| 100 ✅ \| −4 \|/);
    assert.match(mobile, /\| Stock template doc page \| 95 \| 96 \| 100 \| 100 \| {2}\|/);
    // The desktop table has no stock row of its own: nothing to read against.
    assert.match(
      text.split('### Desktop')[1]!,
      /\| Help article \| 98 \| 96 ❌ \(goal 100\) \| 100 ✅ \| 100 ✅ \| — \|/,
    );
  });
  test('main-thread work: a table under each mobile table, each page against the stock page in the same one', () => {
    const work = {...NO_WORK, scriptEvaluation: 700, styleLayout: 300, parseHTML: 100, other: 100, total: 1_200};
    const ours: LighthouseResult = {...lighthouse, mainThread: work};
    const stock = stockRow({...ours, mainThread: {...work, total: 1_000}});
    const lighter: LighthouseResult = {...ours, id: 'home', label: 'Home', mainThread: {...work, total: 900}};
    const desktop: LighthouseResult = {...ours, formFactor: 'desktop', cpuSlowdown: 1};
    const text = renderMarkdown({...report, lighthouse: [ours, lighter, stock, desktop]});
    const mobile = text.split('### Mobile')[1]!.split('### Desktop')[0]!;
    assert.match(
      mobile,
      /#### Main-thread work\n\n\| Page type \| In all \| Against the stock page \| Script evaluation \|/,
    );
    assert.match(mobile, /\| Help article \| 1200 ms \| \+200 ms \(\+20 %\) \| 700 ms \| 0 ms \| 300 ms \|/);
    assert.match(mobile, /\| Home \| 900 ms \| −100 ms \(−10 %\) \|/);
    assert.match(mobile, /\| Stock template doc page \| 1000 ms \| {2}\|/);
    assert.doesNotMatch(text.split('### Desktop')[1]!, /Main-thread work/);
    // Without the stock page, or without figures (a report from before they were measured).
    assert.match(mainThreadTable([ours]), /\| Help article \| 1200 ms \| — \|/);
    assert.equal(mainThreadTable([lighthouse]), '');
    assert.doesNotMatch(renderMarkdown({...report, lighthouse: [lighthouse]}), /#### Main-thread work/);
  });
  test('what was not measured says so', () => {
    const skipped = renderMarkdown({...report, build: {measured: false, reason: '--skip-build'}, lighthouse: null});
    assert.match(skipped, /## Build\n\nNot measured: --skip-build\./);
    assert.match(skipped, /## Lighthouse\n\nNot run \(--no-lighthouse\)\./);
  });
});

describe('Lighthouse CPU slowdown', () => {
  test("the calibrated slowdown follows Lighthouse's calculator at its anchor points, and between them", () => {
    assert.equal(calibratedSlowdown(1533), 4);
    assert.equal(calibratedSlowdown(1300), 3);
    assert.equal(calibratedSlowdown(800), 2);
    assert.equal(calibratedSlowdown(150), 1);
    assert.equal(calibratedSlowdown(1050), 2.5);
    assert.equal(calibratedSlowdown(2000), 6);
  });
  test('a machine the calculator has no slowdown for gets none', () => {
    assert.equal(calibratedSlowdown(149), null);
    assert.equal(calibratedSlowdown(NaN), null);
  });
  test('--cpu-slowdown takes calibrated, numbers and none, and names what it refuses', () => {
    assert.deepEqual(parseSlowdowns('calibrated'), ['calibrated']);
    assert.deepEqual(parseSlowdowns('calibrated, 6,6'), ['calibrated', 6]);
    assert.deepEqual(parseSlowdowns('none'), []);
    assert.throws(() => parseSlowdowns('fast'), /not "fast"/);
    assert.throws(() => parseSlowdowns('0.5'), /from 1 to 20/);
    assert.throws(() => parseSlowdowns('6,'), /not ""/);
  });
});
