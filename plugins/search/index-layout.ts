/**
 * Where each section of the index sits, worked out once from the manifest: its page, its page's first
 * section, its heading level, and each page's record fields and title words. Sections are numbered
 * through the whole index, page after page, as the term shards number them.
 */
import type {Manifest, ManifestPage} from './index-format';
import type {RecordPage} from './records';
import {normaliseTerm, tokenize} from './text';

export class IndexLayout {
  readonly pages: readonly ManifestPage[];
  /** Section → the page it belongs to. */
  readonly sectionPage: Int32Array;
  /** Page → its first section (the page title's). */
  readonly pageFirst: Int32Array;
  /** Page → the fields every record of the page shares. */
  readonly recordPages: RecordPage[];
  private pageTitleWords: string[][] | null = null;

  constructor(manifest: Manifest) {
    const {pages, strings} = manifest;
    this.pages = pages;
    this.sectionPage = new Int32Array(manifest.n);
    this.pageFirst = new Int32Array(pages.length);
    let next = 0;
    pages.forEach((page, index) => {
      this.pageFirst[index] = next;
      for (let i = 0; i < page[8].length; i += 1) this.sectionPage[next + i] = index;
      next += page[8].length;
    });
    this.recordPages = pages.map(([path, lvl0, lang, tag, ver, type, , listing]) => ({
      url: manifest.site + path,
      lvl0: strings.lvl0[lvl0]!,
      lang: strings.lang[lang]!,
      tag: strings.tag[tag]!,
      ver: strings.ver[ver]!,
      type,
      listing: listing === 1,
    }));
  }

  /** Each page's title as normalised terms ('' for a word with none); made on first use, which may never come. */
  titleWords(): string[][] {
    this.pageTitleWords ??= this.pages.map((page) => tokenize(page[6]).map((w) => normaliseTerm(w) ?? ''));
    return this.pageTitleWords;
  }

  titleOf(page: number): string {
    return this.pages[page]![6];
  }

  /** The record type of a section's heading (`lvl1` for a page title, `lvl2` for an h2, …). */
  levelType(section: number): string {
    const page = this.pages[this.sectionPage[section]!]!;
    return `lvl${page[8][section - this.pageFirst[this.sectionPage[section]!]!]}`;
  }
}
