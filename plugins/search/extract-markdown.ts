/**
 * The development server's search entries. `docusaurus start` renders pages in the browser only, so there is
 * no built HTML to read; instead each doc's Markdown/MDX source is read with a light parser: the front-matter
 * title as lvl1, `##`–`######` headings (anchors as Docusaurus makes them, `{#custom-id}` honoured),
 * paragraphs, list items and table rows as content. JSX, imports, code blocks and admonition fences are
 * skipped. It approximates the production index, which is built from the rendered pages.
 */
import {createSlugger} from '@docusaurus/utils';
import {cleanText} from './extract-html';
import {type PageTypeRule, classifyPage} from './page-types';
import type {CompactBlock, CompactHeading, CompactPage} from './records';

export interface MarkdownDoc {
  /** Route of the doc. */
  permalink: string;
  title: string;
  /** lvl0: the doc's section. */
  section: string;
  /** docsearch:docusaurus_tag of the doc's version, e.g. `docs-default-current`. */
  tag: string;
  version: string;
  source: string;
  /** Route prefixes of the page types (FAQ, samples, …); other docs are help articles. */
  pageTypes?: readonly PageTypeRule[];
}

/** Markdown inline syntax to plain text. */
function inline(text: string): string {
  return cleanText(
    text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/(\*\*|__|\*|_|`|~~)/g, ''),
  );
}

export function extractMarkdown(doc: MarkdownDoc, lang = 'en'): CompactPage {
  const slugger = createSlugger();
  const headings: CompactHeading[] = [[1, doc.title, '', -1]];
  const blocks: CompactBlock[] = [];
  const lastAtLevel = [-1, 0, -1, -1, -1, -1, -1];
  let paragraph: string[] = [];
  const flush = () => {
    const text = inline(paragraph.join(' '));
    if (text) blocks.push([headings.length - 1, text]);
    paragraph = [];
  };

  let body = doc.source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  body = body.replace(/\r\n/g, '\n');
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence)) fence = null;
      continue;
    }
    const fenceStart = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fenceStart) {
      flush();
      fence = fenceStart[1]!;
      continue;
    }
    if (
      !trimmed ||
      /^(import|export)\s/.test(trimmed) ||
      /^:::/.test(trimmed) ||
      // JSX, except a line that starts with a UI label (<Ui>Autoplay</Ui> works …): that is prose.
      (/^<\/?[A-Za-z]/.test(trimmed) && !/^<Ui>/.test(trimmed)) ||
      /^\{\/\*/.test(trimmed) ||
      /^\|?\s*:?-{3,}/.test(trimmed)
    ) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*#*$/.exec(trimmed);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const text = inline(heading[2]!);
      if (level === 1 || !text) continue;
      const anchor = heading[3] ?? slugger.slug(text);
      let parent = 0;
      for (let l = level - 1; l >= 1; l -= 1) {
        if (lastAtLevel[l]! >= 0) {
          parent = lastAtLevel[l]!;
          break;
        }
      }
      headings.push([level, text, anchor, parent]);
      lastAtLevel[level] = headings.length - 1;
      for (let l = level + 1; l <= 6; l += 1) lastAtLevel[l] = -1;
      continue;
    }
    if (trimmed.startsWith('|')) {
      flush();
      const cells = trimmed
        .replace(/^\||\|$/g, '')
        .split('|')
        .map(inline)
        .filter(Boolean);
      if (cells.length > 0) blocks.push([headings.length - 1, cells.join(': ')]);
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(trimmed);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      continue;
    }
    paragraph.push(trimmed.replace(/^>\s?/, ''));
  }
  flush();
  return {
    u: doc.permalink,
    l0: doc.section,
    lang,
    tag: doc.tag,
    ver: doc.version,
    r: 0,
    k: classifyPage(doc.permalink, doc.tag, doc.pageTypes ?? []),
    h: headings,
    c: blocks,
  };
}
