/**
 * Builds the local search index files (index-format.ts) from the compact pages, at build time: each section
 * is scored here once for every term it holds (BM25 over the fields in `FIELDS`; `lvl0` too, as DocSearch's
 * Algolia index searches it), so that a search only adds up scores.
 */
import {createHash} from 'node:crypto';
import {
  INDEX_FORMAT_VERSION,
  type Manifest,
  type ManifestPage,
  type PageFragment,
  type TermShard,
  fragmentFile,
  manifestFile,
  shardFile,
  troubleshootingSections,
} from './index-format';
import type {CompactPage} from './records';
import {normaliseTerm, tokenize} from './text';

/** BM25 constants and field weights. */
const K1 = 1.2;
const FIELDS = [
  {name: 'heading', weight: 3, b: 0.5},
  {name: 'path', weight: 1.2, b: 0.5},
  {name: 'text', weight: 1, b: 0.75},
  {name: 'lvl0', weight: 0.5, b: 0},
] as const;
/** A section's weight by the level of its heading (1: the page title and the text before the first h2). */
const LEVEL_BOOST = [1, 1.6, 1.35, 1.2, 1.1, 1.05, 1.05];
/** Stored scores are integers: the score ×10. */
export const SCORE_SCALE = 10;
/** Target size of a shard's JSON; a single term's list may exceed it. */
const SHARD_BYTES = 12_000;

export interface BuiltIndex {
  manifest: Manifest;
  /** File name (below `search/`) → JSON text, the manifest included. */
  files: Map<string, string>;
  /** The manifest's file name. */
  manifestName: string;
}

function termCounts(texts: readonly string[]): {counts: Map<string, number>; length: number} {
  const counts = new Map<string, number>();
  let length = 0;
  for (const text of texts) {
    for (const word of tokenize(text)) {
      const term = normaliseTerm(word);
      if (term === null) continue;
      counts.set(term, (counts.get(term) ?? 0) + 1);
      length += 1;
    }
  }
  return {counts, length};
}

function indexStrings(values: readonly string[]): {list: string[]; of: (value: string) => number} {
  const list = [...new Set(values)];
  const at = new Map(list.map((value, i) => [value, i]));
  return {list, of: (value) => at.get(value)!};
}

type Section = {page: number; level: number; fields: ReturnType<typeof termCounts>[]};

/** Every heading of every page as a section, with the term counts of its four fields (FIELDS' order). */
function sectionsOf(pages: readonly CompactPage[]): Section[] {
  const sections: Section[] = [];
  pages.forEach((page, pageIndex) => {
    const blocksOf = page.h.map(() => [] as string[]);
    for (const [heading, text] of page.c) blocksOf[heading]?.push(text);
    page.h.forEach(([level, text], headingIndex) => {
      const path: string[] = [];
      for (let i = page.h[headingIndex]![3]; i > 0; i = page.h[i]![3]) path.push(page.h[i]![1]);
      sections.push({
        page: pageIndex,
        level,
        fields: [termCounts([text]), termCounts(path), termCounts(blocksOf[headingIndex]!), termCounts([page.l0])],
      });
    });
  });
  return sections;
}

const termsOf = (section: Section) => new Set(section.fields.flatMap((field) => [...field.counts.keys()]));

/** How many sections hold each term. */
function documentFrequencies(sections: readonly Section[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const section of sections) {
    for (const term of termsOf(section)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return df;
}

/** Adds `values` to the list of `key`. */
function append<T>(lists: Map<string, T[]>, key: string, ...values: T[]): void {
  const list = lists.get(key) ?? [];
  list.push(...values);
  lists.set(key, list);
}

/** BM25 over the fields, boosted by the heading's level. */
function sectionScore(section: Section, term: string, idf: number, average: readonly number[]): number {
  let score = 0;
  FIELDS.forEach(({weight, b}, f) => {
    const field = section.fields[f]!;
    const tf = field.counts.get(term) ?? 0;
    if (tf === 0) return;
    score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - b + (b * field.length) / average[f]!));
  });
  return score * (idf * (LEVEL_BOOST[section.level] ?? 1));
}

/** Each term's postings: section id, then its stored score, pairs in section order. */
function postingsOf(sections: readonly Section[], df: ReadonlyMap<string, number>): Map<string, number[]> {
  const n = sections.length;
  const average = FIELDS.map((_, f) => sections.reduce((sum, s) => sum + s.fields[f]!.length, 0) / Math.max(1, n) || 1);
  const postings = new Map<string, number[]>();
  sections.forEach((section, id) => {
    for (const term of termsOf(section)) {
      const idf = Math.log(1 + (n - df.get(term)! + 0.5) / (df.get(term)! + 0.5));
      const score = sectionScore(section, term, idf, average);
      // The lowest bit says whether the section's own heading or a heading above it holds the term.
      const inHeading = section.fields[0]!.counts.has(term) || section.fields[1]!.counts.has(term) ? 1 : 0;
      append(postings, term, id, Math.max(1, Math.round(score * SCORE_SCALE)) * 2 + inHeading);
    }
  });
  return postings;
}

/** The pages whose title holds each term. */
function titlePagesOf(pages: readonly CompactPage[]): Map<string, number[]> {
  const titlePages = new Map<string, number[]>();
  pages.forEach((page, pageIndex) => {
    for (const term of termCounts([page.h[0]?.[1] ?? '']).counts.keys()) append(titlePages, term, pageIndex);
  });
  return titlePages;
}

/** Each value minus the one `stride` places before it, the first `stride` kept: smaller numbers in JSON. */
function delta(list: readonly number[], stride: number): number[] {
  const out = list.slice();
  for (let i = out.length - stride; i >= stride; i -= stride) out[i] = list[i]! - list[i - stride]!;
  return out;
}

/** The terms in order, cut into shards of about SHARD_BYTES, and the first term of each shard ('' for the first). */
function shardTerms(
  postings: ReadonlyMap<string, number[]>,
  titlePages: ReadonlyMap<string, number[]>,
  df: ReadonlyMap<string, number>,
): {shards: TermShard[]; firstTerms: string[]} {
  const shards: TermShard[] = [];
  const firstTerms: string[] = [];
  let current: TermShard = {t: [], df: [], p: [], h: []};
  let bytes = 0;
  for (const term of [...postings.keys()].sort()) {
    const p = delta(postings.get(term)!, 2);
    const h = delta(titlePages.get(term) ?? [], 1);
    const size = term.length + 8 + p.length * 4 + h.length * 3;
    if (bytes > 0 && bytes + size > SHARD_BYTES) {
      shards.push(current);
      current = {t: [], df: [], p: [], h: []};
      bytes = 0;
    }
    if (bytes === 0) firstTerms.push(current.t.length === 0 && shards.length === 0 ? '' : term);
    current.t.push(term);
    current.df.push(df.get(term)!);
    current.p.push(p);
    current.h.push(h);
    bytes += size;
  }
  shards.push(current);
  if (firstTerms.length === 0) firstTerms.push('');
  return {shards, firstTerms};
}

/** The manifest's string tables and its row for each page. */
function manifestBody(pages: readonly CompactPage[], firstTerms: string[]) {
  const lvl0 = indexStrings(pages.map((p) => p.l0));
  const lang = indexStrings(pages.map((p) => p.lang));
  const tag = indexStrings(pages.map((p) => p.tag));
  const ver = indexStrings(pages.map((p) => p.ver));
  const manifestPages: ManifestPage[] = pages.map((page) => [
    page.u,
    lvl0.of(page.l0),
    lang.of(page.lang),
    tag.of(page.tag),
    ver.of(page.ver),
    page.k,
    page.h[0]?.[1] ?? '',
    page.r < 0 ? 1 : 0,
    page.h.map(([level]) => String(level)).join(''),
    troubleshootingSections(page.h),
  ]);
  return {
    strings: {lvl0: lvl0.list, lang: lang.list, tag: tag.list, ver: ver.list},
    pages: manifestPages,
    shards: firstTerms,
  };
}

export function buildSearchIndex(pages: readonly CompactPage[], site: string): BuiltIndex {
  const sections = sectionsOf(pages);
  const df = documentFrequencies(sections);
  const {shards, firstTerms} = shardTerms(postingsOf(sections, df), titlePagesOf(pages), df);
  const body = manifestBody(pages, firstTerms);
  const shardJson = shards.map((shard) => JSON.stringify(shard));
  const fragmentJson = pages.map((page) => JSON.stringify({h: page.h, c: page.c} satisfies PageFragment));
  const digest = createHash('sha256').update(site).update(JSON.stringify(body));
  for (const text of [...shardJson, ...fragmentJson]) digest.update(text);
  const hash = digest.digest('hex').slice(0, 10);
  const manifest: Manifest = {
    v: INDEX_FORMAT_VERSION,
    site: site.replace(/\/$/, ''),
    hash,
    n: sections.length,
    ...body,
  };

  const files = new Map<string, string>();
  const manifestName = manifestFile(hash);
  files.set(manifestName, JSON.stringify(manifest));
  shardJson.forEach((json, i) => files.set(shardFile(hash, i), json));
  fragmentJson.forEach((json, i) => files.set(fragmentFile(hash, i), json));
  return {manifest, files, manifestName};
}
