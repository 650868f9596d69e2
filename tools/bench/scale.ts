/**
 * `npm run bench:scale`: the site at one, four and ten times its help articles. For each factor it copies
 * the site to a temporary folder, adds variants of every help article and FAQ (tools/bench/scale-content.ts:
 * same structure, new prose, their own titles and slugs) until there are that many times as many, builds it
 * cold, and measures: build time and peak memory (tools/bench/build.ts), output size, the search index and
 * what a first search downloads, query latency and relevance (tools/bench/search-bench.ts), and the sizes of
 * the docs sidebar's chunk and the search chunks.
 */
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docSections, faqSection} from '../../src/data/areas';
import {type BuildRun, clearForColdBuild, runBuild} from './build';
import {TextModel, newTitle, proseOf, random, variantOf} from './scale-content';
import {type SearchBench, measureSearch} from './search-bench';
import {type CompressedSizes, compressedSizes} from '../../plugins/hosting/compression';

export interface ScaleRow {
  factor: number;
  /** Help articles and FAQs in the docs sidebar (the pages multiplied). */
  helpPages: number;
  build: Pick<BuildRun, 'wallMs' | 'prebuildMs' | 'peakRssBytes' | 'exitCode'>;
  output: {files: number; bytes: number; htmlPages: number};
  search: SearchBench;
  /**
   * The entry script every page downloads (`main`: React, the theme's layout and every route's path and
   * chunk names, so it grows with the page count), the JS chunk holding the docs sidebar, and the search
   * chunks (the engine, DocSearch's modal).
   */
  chunks: {entry: ChunkSize | null; sidebar: ChunkSize | null; searchEngine: ChunkSize | null; modal: ChunkSize | null};
}

export interface ChunkSize {
  file: string;
  sizes: CompressedSizes;
}

const siteDir = path.resolve(__dirname, '..', '..');

/** Help articles and FAQs: the docs in the sidebar's sections, not drafts or unlisted pages. */
export function helpArticles(docsDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const head = readFileSync(full, 'utf8').slice(0, 2000);
        if (!/^(draft|unlisted):\s*true/m.test(head)) files.push(full);
      }
    }
  };
  for (const dir of [...docSections.map((s) => s.dir), faqSection.dir]) {
    if (existsSync(path.join(docsDir, dir))) walk(path.join(docsDir, dir));
  }
  return files.sort();
}

/** Copies the site's files (those git tracks or would, without build output) and links node_modules. */
function copySite(to: string): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(siteDir, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(to, file)), {recursive: true});
    cpSync(from, path.join(to, file));
  }
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** Adds variants of every help article so there are `factor` times as many. Returns the count after. */
export function multiplyArticles(site: string, factor: number): number {
  const docsDir = path.join(site, 'docs');
  const articles = helpArticles(docsDir);
  if (factor <= 1) return articles.length;
  const prose = new TextModel();
  const headings = new TextModel();
  const taken = new Set<string>();
  for (const file of articles) {
    const source = readFileSync(file, 'utf8');
    const learned = proseOf(source);
    learned.prose.forEach((text) => prose.learn(text));
    learned.headings.forEach((text) => headings.learn(text));
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.replace(/^["']|["']$/g, '');
    if (title) {
      headings.learn(title);
      taken.add(title.toLowerCase());
    }
  }
  const rand = random(factor);
  articles.forEach((file, a) => {
    const source = readFileSync(file, 'utf8');
    const {dir, name, ext} = path.parse(file);
    for (let k = 2; k <= factor; k += 1) {
      // Beside the original, so relative images and links resolve. A folder's index gets a copy of its
      // folder (assets only): a sibling page would turn the folder into a sidebar category.
      let target = path.join(dir, `${name}-${k}${ext}`);
      if (name === 'index') {
        cpSync(dir, `${dir}-${k}`, {
          recursive: true,
          filter: (from) => !/\.mdx?$/.test(from) && !path.basename(from).startsWith('_category_'),
        });
        target = path.join(`${dir}-${k}`, `index${ext}`);
      }
      const variant = variantOf(source, newTitle(headings, taken, rand), prose, headings, a * 100 + k);
      writeFileSync(target, variant);
    }
  });
  return helpArticles(docsDir).length;
}

function outputSize(root: string): ScaleRow['output'] {
  let files = 0;
  let bytes = 0;
  let htmlPages = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
        if (entry.name.endsWith('.html')) htmlPages += 1;
      }
    }
  };
  walk(root);
  return {files, bytes, htmlPages};
}

/** The largest built script holding `marker` (a string in its text, or a pattern its file name matches). */
function chunkWith(root: string, marker: string | RegExp): ChunkSize | null {
  const dir = path.join(root, 'assets', 'js');
  let best: ChunkSize | null = null;
  for (const file of readdirSync(dir)) {
    if (marker instanceof RegExp && !marker.test(file)) continue;
    const bytes = readFileSync(path.join(dir, file));
    if (typeof marker === 'string' && !bytes.includes(marker)) continue;
    if (!best || bytes.length > best.sizes.raw) best = {file, sizes: compressedSizes(bytes)};
  }
  return best;
}

/** Builds and measures the site at one factor, in `work` (a fresh copy). */
export async function measureFactor(
  factor: number,
  work: string,
  logDir: string,
  progress: (m: string) => void,
): Promise<ScaleRow> {
  const site = path.join(work, `x${factor}`);
  mkdirSync(site, {recursive: true});
  progress(`×${factor}: copying the site to ${site}`);
  copySite(site);
  const helpPages = multiplyArticles(site, factor);
  progress(`×${factor}: ${helpPages} help articles; cold build (log: ${path.join(logDir, `build-x${factor}.log`)})`);
  clearForColdBuild(site);
  const run = await runBuild(site, 'cold', path.join(logDir, `build-x${factor}.log`));
  if (run.exitCode !== 0) throw new Error(`the ×${factor} build failed (exit ${run.exitCode}); see ${run.log}`);
  progress(`×${factor}: built in ${(run.wallMs / 1000).toFixed(0)} s; measuring`);
  const root = path.join(site, 'build');
  const row: ScaleRow = {
    factor,
    helpPages,
    build: {wallMs: run.wallMs, prebuildMs: run.prebuildMs, peakRssBytes: run.peakRssBytes, exitCode: run.exitCode},
    output: outputSize(root),
    search: await measureSearch(root),
    chunks: {
      entry: chunkWith(root, /^main\.[0-9a-f]+\.js$/),
      // The docs version's props: its sidebars, as JSON (the routes in `main` only name the sidebar).
      sidebar: chunkWith(root, '"docsSidebars":{"docsSidebar":'),
      searchEngine: chunkWith(root, 'search index could not be loaded'),
      modal: chunkWith(root, 'DocSearch-Dropdown'),
    },
  };
  // The copy's bundler cache lives in the shared node_modules/.cache: remove it with the copy.
  clearForColdBuild(site);
  rmSync(site, {recursive: true, force: true});
  return row;
}

export function scaleWorkDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'vidcove-scale-'));
}
