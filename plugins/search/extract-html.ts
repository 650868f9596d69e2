/**
 * Reads one built HTML page and returns its compact search entry, the way the Algolia DocSearch crawler's
 * Docusaurus template reads it: lvl0 from the breadcrumbs or the active navbar item, lvl1–lvl6 from the
 * article's h1–h6 (with their ids as anchors, minus the `.hash-link` and its zero-width space), and content
 * from paragraphs, list items, table rows and definition lists under each heading. Navigation, the table of
 * contents, pagination, buttons, code blocks and list items that are only a link (related articles) are
 * not content.
 */
import {parse, NodeType, type HTMLElement, type Node} from 'node-html-parser';
import {type PageTypeRule, classifyPage} from './page-types';
import {createHeadingOutline} from './heading-outline';
import type {CompactBlock, CompactPage} from './records';
import {PANEL_LABEL_ATTRIBUTE} from '../../src/theme/TabItem/no-script';

export interface ExtractOptions {
  /** Route path of the page (`/getting-started/accessing-vidcove`). */
  path: string;
  /** lvl0 when neither breadcrumbs nor an active navbar item name a section. */
  defaultLvl0: string;
  /** Route prefixes of the page types (FAQ, samples, …); other docs pages are help articles. */
  pageTypes?: readonly PageTypeRule[];
}

export type ExtractResult = {page: CompactPage} | {skipped: 'noindex' | 'redirect' | 'no-content' | 'not-searchable'};

const HEADING = /^h([1-6])$/;
/** Elements whose text is one content block (`time`: a release note's date, so "June 2025" finds it). */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary', 'time']);
/** Elements that are never content (their subtrees are skipped). */
const SKIP_TAGS = new Set(['nav', 'button', 'pre', 'script', 'style', 'svg', 'noscript', 'template', 'footer', 'form']);
const SKIP_CLASSES = ['hash-link', 'table-of-contents', 'theme-doc-toc-mobile', 'pagination-nav', 'theme-doc-footer'];
/** Subtrees that start their own blocks inside a block (a list inside a list item). */
const NESTED_BLOCK_CONTAINERS = new Set(['ul', 'ol', 'table', 'dl', 'p', 'div', 'details', 'blockquote']);

function isSkipped(el: HTMLElement): boolean {
  const tag = el.rawTagName?.toLowerCase() ?? '';
  if (SKIP_TAGS.has(tag)) return true;
  if (el.getAttribute('aria-hidden') === 'true') return true;
  // A tab panel's label, shown only to readers without script: the tab's name, not the panel's content.
  if (el.hasAttribute(PANEL_LABEL_ATTRIBUTE)) return true;
  const classes = el.classList;
  return SKIP_CLASSES.some((name) => classes.contains(name));
}

/**
 * Ids React's `useId` generates (`_R_mq7dalbah_`, `_r_1_`, `:r1:`, `«r1»`): they change from build to
 * build, so a search hit must never link to one. Such a heading is indexed without an anchor (the hit
 * opens its page); components give linkable headings stable ids instead.
 */
export const GENERATED_ID = /^(?:_[Rr]_|:[Rr]|«[Rr])/;

/** An element id as a search anchor: as it is, or '' when it is missing or generated. */
export const anchorOf = (id: string | undefined): string => (id && !GENERATED_ID.test(id) ? id : '');

/** Whitespace-collapsed text without zero-width characters. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element's own inline content: skipped elements and nested blocks are left out. */
function inlineText(el: HTMLElement): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text);
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const child = node as HTMLElement;
    const tag = child.rawTagName?.toLowerCase() ?? '';
    if (isSkipped(child) || NESTED_BLOCK_CONTAINERS.has(tag) || BLOCKS.has(tag) || HEADING.test(tag)) return;
    if (tag === 'br') parts.push(' ');
    child.childNodes.forEach(visit);
  };
  el.childNodes.forEach(visit);
  return cleanText(parts.join('')).replace(/\s+([,.;:!?])/g, '$1');
}

/**
 * A list item that is nothing but a link ("Related articles", an index of questions) points to another
 * page; it is navigation, not content, and would make that page's title match here.
 */
function isLinkOnly(item: HTMLElement): boolean {
  const children = item.childNodes.filter(
    (n) => n.nodeType === NodeType.ELEMENT_NODE || (n.nodeType === NodeType.TEXT_NODE && n.text.trim() !== ''),
  );
  const only = children[0] as HTMLElement | undefined;
  return children.length === 1 && only?.nodeType === NodeType.ELEMENT_NODE && only.rawTagName?.toLowerCase() === 'a';
}

function rowText(row: HTMLElement): string {
  const cells = row.childNodes.filter(
    (n): n is HTMLElement => n.nodeType === NodeType.ELEMENT_NODE && /^t[dh]$/i.test((n as HTMLElement).rawTagName),
  );
  if (cells.some((cell) => cell.rawTagName.toLowerCase() === 'th')) return '';
  return cells
    .map((cell) => cleanText(cell.text))
    .filter(Boolean)
    .join(': ');
}

function metaContent(root: HTMLElement, name: string): string | undefined {
  const el = root.querySelector(`meta[name="${name}"]`) ?? root.querySelector(`meta[property="${name}"]`);
  return el?.getAttribute('content') ?? undefined;
}

function lvl0Of(root: HTMLElement, fallback: string): string {
  const crumbs = root
    .querySelectorAll('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .filter((item) => !item.classList.contains('breadcrumbs__item--active'))
    .map((item) => cleanText(item.text))
    .filter(Boolean);
  if (crumbs.length > 0) return crumbs[0]!;
  const active = root.querySelector('.navbar__items .navbar__link--active');
  const label = active ? cleanText(active.text) : '';
  return label || fallback;
}

type PageMeta = {lang: string; tag: string; ver: string; listing: boolean};

/** The page's language, DocSearch tag, version and whether it lists other pages; or why it is not indexed. */
function pageMeta(root: HTMLElement, html: string): PageMeta | {skipped: 'noindex' | 'redirect' | 'not-searchable'} {
  const robots = `${metaContent(root, 'robots') ?? ''}`.toLowerCase();
  if (robots.includes('noindex')) return {skipped: 'noindex'};
  if (root.querySelector('meta[http-equiv="refresh"]')) return {skipped: 'redirect'};
  const htmlEl = root.querySelector('html');
  const lang = htmlEl?.getAttribute('lang') ?? metaContent(root, 'docsearch:language') ?? 'en';
  const tag = metaContent(root, 'docsearch:docusaurus_tag') ?? 'default';
  // Contextual search only ever shows `default` pages and docs versions (`docs-<plugin>-<version>`); tag
  // listings (`doc_tag_doc_list`, ...) repeat the docs' descriptions and would only make the index bigger.
  if (tag !== 'default' && !tag.startsWith('docs-')) return {skipped: 'not-searchable'};
  const ver = metaContent(root, 'docsearch:version') ?? '';
  // Listing pages (blog lists, archives, category and samples indexes) rank below the pages they list.
  const listing =
    /\b(blog-list-page|blog-archive-page|blog-tags-post-list-page|docs-generated-index)\b/.test(
      htmlEl?.getAttribute('class') ?? '',
    ) || /\bclass=["']?generatedIndexPage_/.test(html);
  return {lang, tag, ver, listing};
}

const forEachElement = (el: HTMLElement, visit: (child: HTMLElement) => void) =>
  el.childNodes.forEach((child) => {
    if (child.nodeType === NodeType.ELEMENT_NODE) visit(child as HTMLElement);
  });

/** The headings and content blocks under `container`; heading 0 is `title`. */
function collectContent(container: HTMLElement, title: string) {
  const outline = createHeadingOutline(title);
  const blocks: CompactBlock[] = [];
  const visit = (el: HTMLElement) => {
    if (isSkipped(el)) return;
    const tagName = el.rawTagName?.toLowerCase() ?? '';
    const heading = HEADING.exec(tagName);
    if (heading) {
      const level = Number(heading[1]);
      const text = inlineText(el);
      // The page title is heading 0.
      if (level !== 1 && text) outline.add(level, text, anchorOf(el.id));
      return;
    }
    const moment = el.getAttribute('data-search-moment');
    if (moment) {
      // A moment of a video (a walkthrough's chapter): a hit opens the article at that moment.
      outline.addMoment(cleanText(moment), anchorOf(el.id));
      return;
    }
    if (tagName === 'li' && isLinkOnly(el)) return;
    if (BLOCKS.has(tagName)) {
      const text = tagName === 'tr' ? rowText(el) : inlineText(el);
      if (text) blocks.push([outline.current(), text]);
    }
    forEachElement(el, visit);
  };
  forEachElement(container, visit);
  return {headings: outline.headings, blocks};
}

/** Extracts the search entry of one built page, or says why it has none. */
export function extractPage(html: string, options: ExtractOptions): ExtractResult {
  // Built pages leave out optional end tags (`</p>`, `</li>`); parseNoneClosedTags keeps the tree intact.
  const root = parse(html, {
    comment: false,
    parseNoneClosedTags: true,
    blockTextElements: {script: false, style: false, pre: true},
  });
  const meta = pageMeta(root, html);
  if ('skipped' in meta) return meta;
  const main = root.querySelector('main') ?? root.querySelector('body');
  // Docs put the page in an <article>; other pages (the home page, whose cards are <article>s) use <main>.
  const title = main?.querySelector('h1');
  const container = title?.closest('article') ?? main;
  if (!container) return {skipped: 'no-content'};
  const docTitle = cleanText(root.querySelector('title')?.text ?? '').replace(/\s+\|\s+[^|]+$/, '');
  const {headings, blocks} = collectContent(container, title ? inlineText(title) : docTitle);
  if (!headings[0]![1] && blocks.length === 0) return {skipped: 'no-content'};
  return {
    page: {
      u: options.path,
      l0: lvl0Of(root, options.defaultLvl0),
      lang: meta.lang,
      tag: meta.tag,
      ver: meta.ver,
      r: meta.listing ? -1 : 0,
      k: classifyPage(options.path, meta.tag, options.pageTypes ?? []),
      h: headings,
      c: blocks,
    },
  };
}
