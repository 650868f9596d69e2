/**
 * The files of the local search index (written by index-build.ts, read by index-files.ts), cut so that a
 * search downloads only what it needs whatever the size of the site; each name carries the content hash,
 * so all can be cached for good. The files: README.md, "Index files". Section ids run through the pages
 * in order, so a page's sections are `first … first + levels.length - 1`.
 */
import type {CompactBlock, CompactHeading} from './records';
import type {PageType} from './page-types';

export const INDEX_FORMAT_VERSION = 2;

/**
 * One page: [path, lvl0, language, docusaurus_tag, version (indexes into `strings`), type, title, listing
 * (1/0), the heading level of each section ("1223"), the troubleshooting sections (from, to: the page's
 * section numbers of a "Troubleshooting" heading and those under it; the whole page for a
 * "Troubleshooting …" page) or 0].
 */
export type ManifestPage = [
  path: string,
  lvl0: number,
  lang: number,
  tag: number,
  ver: number,
  type: PageType,
  title: string,
  listing: 0 | 1,
  levels: string,
  troubleshooting: 0 | [from: number, to: number],
];

const TROUBLESHOOTING = /^troubleshoot/i;

/** The sections of a page that are troubleshooting (see ManifestPage), or 0. */
export function troubleshootingSections(headings: readonly CompactHeading[]): 0 | [number, number] {
  if (headings.length === 0) return 0;
  if (TROUBLESHOOTING.test(headings[0]![1])) return [0, headings.length];
  const from = headings.findIndex(([, text], i) => i > 0 && TROUBLESHOOTING.test(text));
  if (from < 0) return 0;
  const level = headings[from]![0];
  const after = headings.findIndex(([l], i) => i > from && l <= level);
  return [from, after < 0 ? headings.length : after];
}

export interface Manifest {
  v: typeof INDEX_FORMAT_VERSION;
  /** Site origin used to make absolute URLs. */
  site: string;
  /** The content hash in every file name of this index. */
  hash: string;
  /** Number of sections. */
  n: number;
  /** Shared strings the pages point to. */
  strings: {lvl0: string[]; lang: string[]; tag: string[]; ver: string[]};
  pages: ManifestPage[];
  /** The first term of each shard, in order (shard i holds terms from shards[i] up to shards[i + 1]). */
  shards: string[];
}

/**
 * A range of the inverted index. For term i: `df[i]` sections hold it; `p[i]` lists them as
 * [section id delta, score × 2 + in heading, …] (the score is the term's weight in that section, ×10: idf,
 * field boosts and BM25 length normalisation done at build time; the low bit is 1 when the section's own
 * heading or one above it holds the term); `h[i]` lists the pages whose title holds it (page index deltas).
 */
export interface TermShard {
  t: string[];
  df: number[];
  p: number[][];
  h: number[][];
}

/** The headings and text blocks of one page (CompactPage's `h` and `c`). */
export interface PageFragment {
  h: CompactHeading[];
  c: CompactBlock[];
}

export const shardFile = (hash: string, shard: number) => `t${shard}.${hash}.json`;
export const fragmentFile = (hash: string, page: number) => `p${page}.${hash}.json`;
export const manifestFile = (hash: string) => `index.${hash}.json`;

/** Index of the shard that holds `term` (the last whose first term is ≤ term). */
export function shardOf(shards: readonly string[], term: string): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (shards[mid]! <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Indexes of the shards that hold terms starting with `prefix`. */
export function shardsWithPrefix(shards: readonly string[], prefix: string): number[] {
  const first = shardOf(shards, prefix);
  const last = shardOf(shards, `${prefix}\uffff`);
  return Array.from({length: last - first + 1}, (_, i) => first + i);
}
