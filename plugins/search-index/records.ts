/**
 * The search records of the help centre, in two forms:
 *
 * - `SearchIndexFile`, the compact JSON the build writes (`search/index.<hash>.json`): one entry per page with
 *   its headings and text blocks, so shared strings (page path, title, headings) are stored once;
 * - `DocSearchRecord`, the shape the Algolia DocSearch crawler produces (hierarchy lvl0–lvl6, content, anchor,
 *   absolute URL, language, docusaurus_tag, version, type, weight), which `expandIndex` rebuilds from it and
 *   which both search UIs expect in their hits.
 *
 * This module has no dependencies so the browser client, the Node indexer and the benchmark share it.
 */

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
  /** Page rank: 0 for articles, negative for listing pages (tag lists) so articles outrank them. */
  r: number;
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

function hierarchyOf(page: CompactPage, headingIndex: number): Hierarchy {
  const hierarchy: Hierarchy = {lvl0: page.l0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  for (let i = headingIndex; i >= 0; i = page.h[i]![3]) {
    const [level, text] = page.h[i]!;
    const key = LEVELS[level] as Exclude<Level, 'lvl0'>;
    if (hierarchy[key] === null || hierarchy[key] === '') hierarchy[key] = text;
  }
  return hierarchy;
}

/** Rebuilds the DocSearch records of a compact index, in page order then document order. */
export function expandIndex(index: SearchIndexFile): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  index.pages.forEach((page, pageIndex) => {
    const pageUrl = index.site + page.u;
    let position = 0;
    const push = (headingIndex: number, content: string | null) => {
      const heading = page.h[headingIndex]!;
      const type: RecordType = content === null ? (`lvl${heading[0]}` as RecordType) : 'content';
      const anchor = heading[2] || null;
      records.push({
        objectID: `${pageIndex}-${position}`,
        type,
        hierarchy: hierarchyOf(page, headingIndex),
        content,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        language: page.lang,
        docusaurus_tag: page.tag,
        version: page.ver,
        weight: {pageRank: page.r, level: LEVEL_WEIGHT[type], position},
      });
      position += 1;
    };
    // Records follow the page: each heading, then the blocks under it.
    let block = 0;
    page.h.forEach((_, headingIndex) => {
      push(headingIndex, null);
      while (block < page.c.length && page.c[block]![0] === headingIndex) {
        push(headingIndex, page.c[block]![1]);
        block += 1;
      }
    });
  });
  return records;
}
