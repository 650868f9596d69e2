/**
 * Page weight per page type for the benchmark: what measurePageWeight (tools/bench/page-weight.ts) saw a
 * browser download, at load and by idle, as transferred; plus, for the same files, their raw, gzip and
 * brotli sizes computed from the built files (so both encodings are known whatever the browser chose),
 * and the verdicts against the budgets and goals.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {type CompressedSizes, compressedSizes} from '../../plugins/hosting/compression';
import {
  BUDGETS,
  GOALS,
  type DownloadedFile,
  type PageType,
  type PageWeight,
  type ResourceKind,
  type WeightTotals,
  htmlAndCss,
  measurePageWeight,
} from './page-weight';
import {resolvePath} from '../server/paths';
import {type Verdict, atMost, judge} from './goals';

/** For images, fonts and media (`other`), only `files` and `transferred` are filled. */
export interface KindWeight extends CompressedSizes {
  files: number;
  transferred: number;
}

export interface PageWeightResult {
  id: string;
  label: string;
  path: string;
  api: boolean;
  atLoad: WeightTotals;
  idle: WeightTotals;
  /** By idle, per kind of file. */
  byKind: Record<ResourceKind, KindWeight>;
  /** JavaScript by idle (transferred) against the budget and the goal. */
  js: Verdict[];
  /** HTML plus CSS (transferred, htmlAndCss) against the budget and the goal; none for API pages. */
  htmlCss: Verdict[];
  /** Files downloaded from another origin: their sizes are not known from the build. */
  external: string[];
}

/** The budget and goal verdicts for a page: JavaScript by idle, HTML plus CSS as htmlAndCss counts it. */
export function judgeWeight(
  api: boolean,
  weight: Pick<PageWeight, 'idle' | 'atLoad'>,
): Pick<PageWeightResult, 'js' | 'htmlCss'> {
  const {idle} = weight;
  if (api) {
    return {
      js: [judge(idle.js, atMost('budget', BUDGETS.api.js)), judge(idle.js, atMost('goal', GOALS.api.js))],
      htmlCss: [],
    };
  }
  const htmlCss = htmlAndCss(weight);
  return {
    js: [judge(idle.js, atMost('budget', BUDGETS.page.js)), judge(idle.js, atMost('goal', GOALS.page.js))],
    htmlCss: [
      judge(htmlCss, atMost('budget', BUDGETS.page.htmlCss)),
      judge(htmlCss, atMost('goal', GOALS.page.htmlCss)),
    ],
  };
}

export class BuiltFileSizes {
  private readonly cache = new Map<string, Promise<CompressedSizes>>();
  constructor(private readonly root: string) {}

  /** Sizes of the file the production server answers `url` with (the not-found page for unknown paths). */
  async of(url: string): Promise<CompressedSizes> {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(url).pathname);
    } catch {
      urlPath = '/404.html';
    }
    const resolution = await resolvePath(this.root, urlPath);
    if (resolution.kind === 'redirect') return {raw: 0, gzip: 0, brotli: 0};
    const file = resolution.kind === 'file' ? resolution.file : path.join(this.root, '404.html');
    let sizes = this.cache.get(file);
    if (!sizes) {
      sizes = readFile(file).then(compressedSizes);
      this.cache.set(file, sizes);
    }
    return sizes;
  }
}

async function byKind(
  files: readonly DownloadedFile[],
  origin: string,
  sizes: BuiltFileSizes,
): Promise<{byKind: Record<ResourceKind, KindWeight>; external: string[]}> {
  const empty = (): KindWeight => ({files: 0, transferred: 0, raw: 0, gzip: 0, brotli: 0});
  const result: Record<ResourceKind, KindWeight> = {html: empty(), css: empty(), js: empty(), other: empty()};
  const external: string[] = [];
  for (const file of files) {
    const sum = result[file.kind];
    sum.files += 1;
    sum.transferred += file.transferred;
    // Images, fonts, media: transferred only (a video's raw size says nothing of what was fetched).
    if (file.kind === 'other') continue;
    if (new URL(file.url).origin !== origin) {
      external.push(file.url);
      continue;
    }
    const built = await sizes.of(file.url);
    sum.raw += built.raw;
    sum.gzip += built.gzip;
    sum.brotli += built.brotli;
  }
  return {byKind: result, external};
}

/** Each page type in a fresh browser context (an empty cache, as on a first visit). */
export async function measureWeights(
  browser: Browser,
  baseUrl: string,
  root: string,
  pages: readonly PageType[],
  progress: (message: string) => void,
): Promise<PageWeightResult[]> {
  const sizes = new BuiltFileSizes(root);
  const results: PageWeightResult[] = [];
  for (const type of pages) {
    progress(`page weight: ${type.path}`);
    const context = await browser.newContext();
    try {
      const weight = await measurePageWeight(await context.newPage(), baseUrl + type.path);
      const api = type.api ?? false;
      results.push({
        id: type.id,
        label: type.label,
        path: type.path,
        api,
        atLoad: weight.atLoad,
        idle: weight.idle,
        ...(await byKind(weight.files, new URL(baseUrl).origin, sizes)),
        ...judgeWeight(api, weight),
      });
    } finally {
      await context.close();
    }
  }
  return results;
}
