/**
 * `npm run bench:scale`: the help centre at one, four and ten times its help articles (tools/bench/scale.ts).
 * Writes reports/bench/scale.md and scale.json and prints the Markdown; builds' logs go to
 * reports/bench/scale/. Each factor is a cold build of a copy of the site in a temporary folder (removed
 * afterwards): on two cores the three together take about half an hour, longer on a busy machine.
 *
 *   npm run bench:scale                      ×1, ×4 and ×10
 *   npm run bench:scale -- --factors 1,10    chosen factors
 *
 * A measurement, not a test: it exits 0 whatever the figures, 1 when a build fails.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {type ScaleRow, measureFactor, scaleWorkDir} from './scale';
import {SEARCH_TARGETS} from './search-bench';
import {gitInfo} from './machine';

const siteDir = path.resolve(__dirname, '..', '..');
const outDir = path.join(siteDir, 'reports', 'bench');
const progress = (message: string) => console.error(`bench:scale: ${message}`);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

export function renderScale(rows: readonly ScaleRow[], startedAt: string): string {
  const base = rows.find((r) => r.factor === 1) ?? rows[0]!;
  const table = (head: string[], body: string[][]) =>
    [
      `| ${head.join(' | ')} |`,
      `| ${head.map(() => '---').join(' | ')} |`,
      ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
  const growth = (value: number, baseValue: number, factor: number) =>
    `${(value / baseValue).toFixed(2)}× for ${(factor / base.factor).toFixed(0)}× the articles`;
  const entryGrowth = (r: ScaleRow) =>
    r.chunks.entry && base.chunks.entry
      ? `; entry script (every page) ${kb(base.chunks.entry.sizes.brotli)} → ${kb(r.chunks.entry.sizes.brotli)} brotli`
      : '';
  const lines = [
    '# Vidcove Help Centre at scale',
    '',
    `${startedAt}, commit ${gitInfo(siteDir).commit.slice(0, 12)}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    'Each factor is a cold build of a copy of the site with that many times its help articles and FAQs (variants',
    'with the same structure and new prose, their own titles and slugs: tools/bench/scale-content.ts). Build times',
    'move with the machine and its load; sizes and relevance do not.',
    '',
    table(
      [
        'Factor',
        'Help articles',
        'Pages indexed',
        'Build',
        'Peak memory',
        'Output',
        'Search index (all files, brotli)',
        'First search downloads (median / largest)',
        'Query p50 / p95 (CPU)',
        'hit@3',
      ],
      rows.map((r) => [
        `×${r.factor}`,
        String(r.helpPages),
        `${r.search.pages} (${r.search.sections} sections)`,
        seconds(r.build.wallMs),
        mib(r.build.peakRssBytes),
        `${mb(r.output.bytes)}, ${r.output.files} files`,
        `${kb(r.search.index.brotli)} (${r.search.index.files} files; manifest ${kb(r.search.manifest.brotli)})`,
        `${kb(r.search.firstSearch.medianBrotli)} / ${kb(r.search.firstSearch.maxBrotli)}`,
        `${r.search.latency.cpuP50Ms.toFixed(2)} / ${r.search.latency.cpuP95Ms.toFixed(2)} ms`,
        r.search.hit3.toFixed(3),
      ]),
    ),
    ...(rows.length > 1 ? ['', `## Growth against ×${base.factor}`, ''] : []),
    ...rows
      .filter((r) => r !== base)
      .flatMap((r) => [
        `- ×${r.factor}: build time ${growth(r.build.wallMs, base.build.wallMs, r.factor)}; peak memory ${growth(r.build.peakRssBytes, base.build.peakRssBytes, r.factor)}; output ${growth(r.output.bytes, base.output.bytes, r.factor)}; search index ${growth(r.search.index.brotli, base.search.index.brotli, r.factor)}${entryGrowth(r)}.`,
      ]),
  ];
  const largest = rows.reduce((a, b) => (b.factor > a.factor ? b : a));
  const chunk = (c: ScaleRow['chunks']['sidebar']) =>
    c ? `${kb(c.sizes.brotli)} brotli (${kb(c.sizes.raw)} raw, ${c.file})` : 'not found';
  const firstOk = largest.search.firstSearch.maxBrotli <= SEARCH_TARGETS.firstSearchBrotli;
  const latencyOk = largest.search.latency.cpuP95Ms <= SEARCH_TARGETS.p95Ms;
  lines.push(
    '',
    `## At ×${largest.factor}`,
    '',
    `- First search: median ${kb(largest.search.firstSearch.medianBrotli)}, largest ${kb(largest.search.firstSearch.maxBrotli)} ("${largest.search.firstSearch.maxQuery}"), brotli: ${firstOk ? '✅' : '❌'} goal ≤ ${kb(SEARCH_TARGETS.firstSearchBrotli)}.`,
    `- Query latency p95: ${largest.search.latency.cpuP95Ms.toFixed(2)} ms CPU time, ${largest.search.latency.p95Ms.toFixed(2)} ms wall time (Node, load average ${largest.search.latency.loadAverage.toFixed(1)}): ${latencyOk ? '✅' : '❌'} goal ≤ ${SEARCH_TARGETS.p95Ms} ms.`,
    `- Entry script every page downloads (\`main\`, with every route's path): ${chunk(largest.chunks.entry)}.`,
    `- Docs sidebar chunk: ${chunk(largest.chunks.sidebar)}.`,
    `- Search chunks: engine ${chunk(largest.chunks.searchEngine)}; DocSearch modal ${chunk(largest.chunks.modal)}.`,
    `- Relevance on the original queries: hit@1 ${largest.search.hit1.toFixed(3)}, hit@3 ${largest.search.hit3.toFixed(3)}, MRR ${largest.search.mrr.toFixed(3)} (the variants compete with the pages the queries expect).`,
  );
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {factors: {type: 'string', default: '1,4,10'}}});
  const factors = values.factors.split(',').map((f) => Number(f.trim()));
  if (factors.some((f) => !Number.isInteger(f) || f < 1 || f > 50)) {
    throw new Error(`--factors wants whole numbers from 1 to 50, not "${values.factors}"`);
  }
  const startedAt = new Date().toISOString();
  const logDir = path.join(outDir, 'scale');
  mkdirSync(logDir, {recursive: true});
  const work = scaleWorkDir();
  const rows: ScaleRow[] = [];
  try {
    for (const factor of factors) rows.push(await measureFactor(factor, work, logDir, progress));
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  const markdown = renderScale(rows, startedAt);
  writeFileSync(path.join(outDir, 'scale.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'scale.md'), markdown);
  process.stdout.write(markdown);
  progress('wrote reports/bench/scale.md and scale.json');
}

main().catch((error: unknown) => {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
