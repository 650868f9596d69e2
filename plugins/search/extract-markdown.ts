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
import {createHeadingOutline} from './heading-outline';
import type {CompactBlock, CompactPage} from './records';

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

/** Lines that carry no searchable prose: blank, imports/exports, admonition fences, JSX, MDX comments, table rules. */
function isSkippedLine(trimmed: string): boolean {
  return (
    !trimmed ||
    /^(import|export)\s/.test(trimmed) ||
    /^:::/.test(trimmed) ||
    // JSX, except a line that starts with a UI label (<Ui>Autoplay</Ui> works …): that is prose.
    (/^<\/?[A-Za-z]/.test(trimmed) && !/^<Ui>/.test(trimmed)) ||
    /^\{\/\*/.test(trimmed) ||
    /^\|?\s*:?-{3,}/.test(trimmed)
  );
}

/** The doc's headings and content blocks, built line by line; paragraph lines gather until a flush. */
function createOutline(title: string) {
  const slugger = createSlugger();
  const {headings, current, add} = createHeadingOutline(title);
  const blocks: CompactBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = inline(paragraph.join(' '));
    if (text) blocks.push([current(), text]);
    paragraph = [];
  };
  return {
    headings,
    blocks,
    flush,
    addLine: (text: string) => paragraph.push(text),
    addHeading(level: number, rawText: string, customId: string | undefined) {
      const text = inline(rawText);
      if (level === 1 || !text) return;
      add(level, text, customId ?? slugger.slug(text));
    },
    addTableRow(row: string) {
      const cells = row
        .replace(/^\||\|$/g, '')
        .split('|')
        .map(inline)
        .filter(Boolean);
      if (cells.length > 0) blocks.push([current(), cells.join(': ')]);
    },
  };
}

type Outline = ReturnType<typeof createOutline>;

/** One line outside a code block into the outline: a heading, a table row, a list item or paragraph text. */
function readLine(outline: Outline, trimmed: string): void {
  if (isSkippedLine(trimmed)) {
    outline.flush();
    return;
  }
  const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*#*$/.exec(trimmed);
  if (heading) {
    outline.flush();
    outline.addHeading(heading[1]!.length, heading[2]!, heading[3]);
    return;
  }
  if (trimmed.startsWith('|')) {
    outline.flush();
    outline.addTableRow(trimmed);
    return;
  }
  const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(trimmed);
  if (item) {
    outline.flush();
    outline.addLine(item[1]!);
    return;
  }
  outline.addLine(trimmed.replace(/^>\s?/, ''));
}

/** The source's lines without its front matter. */
function bodyLines(source: string): string[] {
  return source
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/\r\n/g, '\n')
    .split('\n');
}

export function extractMarkdown(doc: MarkdownDoc, lang = 'en'): CompactPage {
  const outline = createOutline(doc.title);
  let fence: string | null = null;
  for (const line of bodyLines(doc.source)) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence)) fence = null;
      continue;
    }
    const fenceStart = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fenceStart) {
      outline.flush();
      fence = fenceStart[1]!;
      continue;
    }
    readLine(outline, trimmed);
  }
  outline.flush();
  return {
    u: doc.permalink,
    l0: doc.section,
    lang,
    tag: doc.tag,
    ver: doc.version,
    r: 0,
    k: classifyPage(doc.permalink, doc.tag, doc.pageTypes ?? []),
    h: outline.headings,
    c: outline.blocks,
  };
}
