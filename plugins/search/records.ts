/**
 * The search records in two forms: `SearchIndexFile`, the compact JSON the build writes (shared strings
 * stored once), and `DocSearchRecord`, the shape the DocSearch crawler produces and both search UIs expect,
 * which `expandIndex` rebuilds from it. No dependencies but the page types: the browser client, the
 * indexer and the benchmark share it.
 */
import {type PageType, pageRankOf} from './page-types';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & {
  [K in 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6']: string | null;
};

export interface DocSearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  version: string;
  weight: {pageRank: number; level: number; position: number};
}

/** A heading of a page: [level 1–6, text, anchor ('' for the page title), index of the parent heading or -1]. */
export type CompactHeading = [level: number, text: string, anchor: string, parent: number];
/** A text block: [index of the heading it sits under, text]. */
export type CompactBlock = [heading: number, text: string];

export interface CompactPage {
  /** Path of the page below the site origin, e.g. `/getting-started/accessing-vidcove`. */
  u: string;
  /** hierarchy.lvl0: the section the page belongs to (its first breadcrumb, the active navbar item or the site). */
  l0: string;
  /** language (`<html lang>`). */
  lang: string;
  /** docsearch:docusaurus_tag (`default` outside docs, `docs-<plugin>-<version>` on docs pages). */
  tag: string;
  /** docsearch:version ('' outside docs). */
  ver: string;
  /** 0, or -1 for listing pages (tag lists, generated indexes), which rank below the pages they list. */
  r: number;
  /** What kind of page it is (page-types.ts): help article, FAQ, sample, API reference, glossary, … */
  k: PageType;
  /** Headings in document order; heading 0 is the page title (h1). */
  h: CompactHeading[];
  /** Text blocks in document order. */
  c: CompactBlock[];
}

export interface SearchIndexFile {
  /** Format version of this file. */
  v: 1;
  /** Site origin used to make absolute URLs (the site's `url`). */
  site: string;
  pages: CompactPage[];
}

/** DocSearch's weight.level per record type (the crawler's Docusaurus template uses the same scale). */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** The hierarchy of a page's heading: its own level and every ancestor's, lvl0 the page's section. */
export function hierarchyOf(lvl0: string, headings: readonly CompactHeading[], headingIndex: number): Hierarchy {
  const hierarchy: Hierarchy = {lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  for (let i = headingIndex; i >= 0; i = headings[i]![3]) {
    const [level, text] = headings[i]!;
    const key = LEVELS[level] as Exclude<Level, 'lvl0'>;
    if (hierarchy[key] === null || hierarchy[key] === '') hierarchy[key] = text;
  }
  return hierarchy;
}

/** What a record needs to know of its page. */
export interface RecordPage {
  /** Absolute URL of the page. */
  url: string;
  lvl0: string;
  lang: string;
  tag: string;
  ver: string;
  type: PageType;
  listing: boolean;
}

/**
 * One DocSearch record: a heading (`block` null) or a text block of a page. Its position is its place in
 * the page's records (each heading, then the blocks under it), as the crawler numbers them.
 */
export function makeRecord(
  page: RecordPage,
  pageIndex: number,
  headings: readonly CompactHeading[],
  blocks: readonly CompactBlock[],
  headingIndex: number,
  block: number | null,
): DocSearchRecord {
  const heading = headings[headingIndex]!;
  const content = block === null ? null : blocks[block]![1];
  const type: RecordType = content === null ? (`lvl${heading[0]}` as RecordType) : 'content';
  const anchor = heading[2] || null;
  let position: number;
  if (block === null) {
    position = headingIndex;
    for (const [under] of blocks) if (under < headingIndex) position += 1;
  } else {
    position = blocks[block]![0] + 1 + block;
  }
  return {
    objectID: `${pageIndex}-${position}`,
    type,
    hierarchy: hierarchyOf(page.lvl0, headings, headingIndex),
    content,
    url: anchor ? `${page.url}#${anchor}` : page.url,
    url_without_anchor: page.url,
    anchor,
    language: page.lang,
    docusaurus_tag: page.tag,
    version: page.ver,
    weight: {
      pageRank: pageRankOf(page.type) - (page.listing ? 1 : 0),
      level: LEVEL_WEIGHT[type],
      position,
    },
  };
}

/** Rebuilds the DocSearch records of a compact index, in page order then document order. */
export function expandIndex(index: SearchIndexFile): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  index.pages.forEach((page, pageIndex) => {
    const meta: RecordPage = {
      url: index.site + page.u,
      lvl0: page.l0,
      lang: page.lang,
      tag: page.tag,
      ver: page.ver,
      type: page.k,
      listing: page.r < 0,
    };
    // Records follow the page: each heading, then the blocks under it.
    let block = 0;
    page.h.forEach((_, headingIndex) => {
      records.push(makeRecord(meta, pageIndex, page.h, page.c, headingIndex, null));
      while (block < page.c.length && page.c[block]![0] === headingIndex) {
        records.push(makeRecord(meta, pageIndex, page.h, page.c, headingIndex, block));
        block += 1;
      }
    });
  });
  return records;
}
