/**
 * Page weight per page type for the benchmark: what measurePageWeight (tools/page-weight/index.ts) saw a
 * browser download, at load and by idle, as transferred; plus, for the same files, their raw, gzip and
 * brotli sizes computed from the built files (so both encodings are known whatever the browser chose),
 * and the verdicts against the budgets and, for JavaScript, the stock Docusaurus page of the same run.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {type CompressedSizes, compressedSizes} from '../../plugins/hosting/compression';
import {
  BUDGETS,
  type DownloadedFile,
  type PageType,
  type PageWeight,
  type ResourceKind,
  type WeightTotals,
  htmlAndCss,
  measurePageWeight,
} from '../page-weight';
import {resolvePath} from '../server/paths';
import {type Verdict, atMost, judge} from './goals';

/** For images, fonts and media (`other`), only `files` and `transferred` are filled. */
export interface KindWeight extends CompressedSizes {
  files: number;
  transferred: number;
}

/** The viewport widths every page is measured at: a small phone and a wide desktop window. */
export const WIDTHS = [
  {width: 360, height: 740},
  {width: 1440, height: 900},
] as const;

/** One width's figures (the result keeps, for each figure, the largest over the widths). */
export interface WidthWeight {
  width: number;
  js: number;
  htmlCss: number;
}

export interface PageWeightResult {
  id: string;
  label: string;
  path: string;
  api: boolean;
  /** Per viewport width (WIDTHS); `atLoad`, `idle` and `byKind` are those of the width with the most JavaScript. */
  widths?: WidthWeight[];
  atLoad: WeightTotals;
  idle: WeightTotals;
  /** By idle, per kind of file. */
  byKind: Record<ResourceKind, KindWeight>;
  /** JavaScript by idle (transferred) against the budget and, on non-API pages, the stock page's. */
  js: Verdict[];
  /** HTML plus CSS (transferred, htmlAndCss) against the budget. */
  htmlCss: Verdict[];
  /** API pages: JavaScript by the load event against the budget. */
  jsAtLoad?: Verdict[];
  /** Files downloaded from another origin: their sizes are not known from the build. */
  external: string[];
}

/** The figures a page is judged on: JavaScript by idle and by the load event, HTML plus CSS (htmlAndCss). */
export interface WeightFigures {
  js: number;
  jsAtLoad: number;
  htmlCss: number;
}

export const weightFigures = (weight: Pick<PageWeight, 'idle' | 'atLoad'>): WeightFigures => ({
  js: weight.idle.js,
  jsAtLoad: weight.atLoad.js,
  htmlCss: htmlAndCss(weight),
});

/**
 * The budget verdicts for a page's figures; with `stock` (the stock Docusaurus doc page measured in the
 * same run), a non-API page's JavaScript is also judged against the stock page's.
 */
export function judgeWeight(
  api: boolean,
  figures: WeightFigures,
  stock?: Pick<WeightFigures, 'js'>,
): Pick<PageWeightResult, 'js' | 'htmlCss' | 'jsAtLoad'> {
  const {js, jsAtLoad, htmlCss} = figures;
  if (api) {
    return {
      js: [judge(js, atMost('budget', BUDGETS.api.js))],
      htmlCss: [judge(htmlCss, atMost('budget', BUDGETS.api.htmlCss))],
      jsAtLoad: [judge(jsAtLoad, atMost('budget', BUDGETS.api.jsAtLoad))],
    };
  }
  return {
    js: [judge(js, atMost('budget', BUDGETS.page.js)), ...(stock ? [judge(js, atMost('stock', stock.js))] : [])],
    htmlCss: [judge(htmlCss, atMost('budget', BUDGETS.page.htmlCss))],
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

/**
 * Each page type at each width of WIDTHS, in a fresh browser context (an empty cache, as on a first visit).
 * A page is judged on its largest figures over the widths; with `stock`, non-API pages' JavaScript also against it.
 */
export async function measureWeights(
  browser: Browser,
  baseUrl: string,
  root: string,
  pages: readonly PageType[],
  progress: (message: string) => void,
  stock?: Pick<WeightFigures, 'js'>,
): Promise<PageWeightResult[]> {
  const sizes = new BuiltFileSizes(root);
  const results: PageWeightResult[] = [];
  for (const type of pages) {
    const measured: {viewport: (typeof WIDTHS)[number]; weight: PageWeight}[] = [];
    for (const viewport of WIDTHS) {
      progress(`page weight: ${type.path} at ${viewport.width} px`);
      const context = await browser.newContext({viewport});
      try {
        measured.push({viewport, weight: await measurePageWeight(await context.newPage(), baseUrl + type.path)});
      } finally {
        await context.close();
      }
    }
    // Shown: the width that downloads the most JavaScript; judged: each figure's largest over the widths.
    const heaviest = measured.reduce((a, b) => (b.weight.idle.js > a.weight.idle.js ? b : a)).weight;
    const figures = measured.map(({weight}) => weightFigures(weight));
    const worst: WeightFigures = {
      js: Math.max(...figures.map((f) => f.js)),
      jsAtLoad: Math.max(...figures.map((f) => f.jsAtLoad)),
      htmlCss: Math.max(...figures.map((f) => f.htmlCss)),
    };
    const api = type.api ?? false;
    results.push({
      id: type.id,
      label: type.label,
      path: type.path,
      api,
      widths: measured.map(({viewport}, i) => ({
        width: viewport.width,
        js: figures[i]!.js,
        htmlCss: figures[i]!.htmlCss,
      })),
      atLoad: heaviest.atLoad,
      idle: heaviest.idle,
      ...(await byKind(heaviest.files, new URL(baseUrl).origin, sizes)),
      ...judgeWeight(api, worst, stock),
    });
  }
  return results;
}
