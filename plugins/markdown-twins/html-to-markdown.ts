/**
 * A built page's article as plain Markdown, the way a reader sees it: facts already in the HTML, one labelled
 * block per tab, admonitions as quotes naming their type, fenced code, GFM tables, absolute links; navigation,
 * buttons and decorations left out. Parsing and serialising are the unified project's (as in
 * @signalwire/docusaurus-plugin-llms-txt); what is ours is the Docusaurus-specific clean-up below.
 */
import type {Element, ElementContent, Parents, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

export interface ConvertOptions {
  /** The page's canonical URL: relative links and `#fragments` resolve against it. */
  readonly pageUrl: string;
}

/** The heading, summary and address at the top of every twin. */
export interface TwinHeader {
  readonly title: string;
  readonly description?: string;
  /** Canonical URL of the page the twin stands for. */
  readonly url: string;
  /** Further lines under the address, such as `Published: 12 November 2025`. */
  readonly details?: readonly string[];
}

/** Thrown when a built page has no article to convert (a page type this plugin does not know). */
export class NoArticleError extends Error {}

type AnyNode = Root | RootContent;

const isElement = (node: AnyNode | undefined, tag?: string): node is Element =>
  node?.type === 'element' && (tag === undefined || node.tagName === tag);

function classList(element: Element): string[] {
  const value: unknown = element.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (element: Element, name: string) => classList(element).includes(name);

function* elements(node: AnyNode): Generator<Element> {
  if (isElement(node)) yield node;
  if ('children' in node) for (const child of node.children) yield* elements(child);
}

function find(node: AnyNode, test: (element: Element) => boolean): Element | undefined {
  for (const element of elements(node)) if (test(element)) return element;
  return undefined;
}

/** Text content, as `textContent` gives it. */
export function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

const clean = (text: string) =>
  text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const h = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

/**
 * Replaces nodes bottom-up: `replace` returns the nodes to put in a node's place (itself, nothing, or
 * others), after the node's own children were visited.
 */
function rewrite(parent: Parents, replace: (node: ElementContent, parent: Parents) => ElementContent[]): void {
  const out: ElementContent[] = [];
  for (const child of parent.children as ElementContent[]) {
    if ('children' in child) rewrite(child, replace);
    out.push(...replace(child, parent));
  }
  parent.children = out;
}

/**
 * React streams a suspended part of a page (here: code blocks, highlighted on the server) after the
 * page: `<template id="B:0">` marks the place and `<div hidden id="S:0">` at the end of the body holds
 * the content, which a script moves in. Readers see the moved content, so the twin does too.
 */
export function resolveStreamedContent(tree: Root): void {
  const segments = new Map<string, Element>();
  for (const element of elements(tree)) {
    const id = String(element.properties.id ?? '');
    if (/^S:\d+$/.test(id)) segments.set(id.slice(2), element);
  }
  if (segments.size === 0) return;
  const visit = (parent: Parents) => {
    const children = parent.children as RootContent[];
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index]!;
      const id = isElement(child, 'template') ? String(child.properties.id ?? '') : '';
      const segment = /^B:\d+$/.test(id) ? segments.get(id.slice(2)) : undefined;
      if (segment) {
        // The fallback runs from the template to the boundary's closing comment (`<!--/$-->`).
        let end = index + 1;
        const closes = (node: RootContent) => node.type === 'comment' && node.value.startsWith('/$');
        while (end < children.length && !closes(children[end]!)) end += 1;
        children.splice(index, end - index, ...segment.children);
        index += segment.children.length - 1;
      } else if ('children' in child) {
        visit(child);
      }
    }
  };
  visit(tree);
  for (const segment of segments.values()) segment.children = [];
}

/** Element names that are never part of the article's text. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'button', 'svg']);

function absolute(url: string, base: string): string {
  if (/^(mailto|tel):/i.test(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** A fenced code block from a Docusaurus code block (its lines, language and title). */
function codeBlock(container: Element): ElementContent[] {
  const language = classList(container)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const code = find(container, (element) => element.tagName === 'code');
  if (!code) return [];
  const lines = code.children.filter(
    (child): child is Element => isElement(child, 'span') && hasClass(child, 'token-line'),
  );
  const value = lines.length > 0 ? lines.map((line) => textOf(line)).join('\n') : textOf(code);
  const title = find(container, (element) => classList(element).some((name) => name.startsWith('codeBlockTitle')));
  const block = h('pre', {}, [h('code', {className: language ? [`language-${language}`] : []}, [text(value)])]);
  return title ? [h('p', {}, [h('em', {}, [text(clean(textOf(title)))])]), block] : [block];
}

/** `:::tip` and friends: a quote whose first line names the type (or the admonition's own title). */
function admonition(element: Element): ElementContent[] {
  const [heading, content] = element.children.filter((child): child is Element => isElement(child));
  const type = classList(element)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const title = heading ? clean(textOf(heading)) : '';
  const kind = (type ?? 'note').charAt(0).toUpperCase() + (type ?? 'note').slice(1);
  const name = title && title.toLowerCase() !== type ? `${kind}: ${title}` : kind;
  return [h('blockquote', {}, [h('p', {}, [h('strong', {}, [text(name)])]), ...(content?.children ?? [])])];
}

/**
 * A form control as the reader sees it: its current value. A calculator's fields then read
 * "Duration: 10:00 seconds", its label, value and unit.
 */
function controlValue(control: Element): ElementContent[] {
  const {tagName, properties} = control;
  let value = '';
  if (tagName === 'select') {
    const options = [...elements(control)].filter((element) => element.tagName === 'option');
    const chosen = options.find((option) => option.properties.selected) ?? options[0];
    value = chosen ? clean(textOf(chosen)) : '';
  } else if (tagName === 'textarea') {
    value = textOf(control);
  } else if (properties.type === 'checkbox' || properties.type === 'radio') {
    value = properties.checked ? '(selected)' : '';
  } else if (properties.type !== 'hidden' && properties.value !== undefined) {
    value = String(properties.value);
  }
  return value ? [text(` ${value} `)] : [];
}

/** Simplifies the article in place so that hast-util-to-mdast sees only what a reader reads. */
function simplify(article: Element, tree: Root, pageUrl: string): void {
  const byId = new Map<string, Element>();
  for (const element of elements(tree)) {
    if (element.properties.id !== undefined) byId.set(String(element.properties.id), element);
  }
  let titleDropped = false;
  rewrite(article, (node) => {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    const {tagName, properties} = node;
    if (DROPPED.has(tagName) || properties.ariaHidden === 'true') return [];
    if (tagName === 'a' && hasClass(node, 'hash-link')) return [];
    // Live regions report passing states ("Loading the live demo…", "Copied"), not content.
    if (properties.role === 'tablist' || properties.role === 'status') return [];
    if (tagName === 'input' || tagName === 'select' || tagName === 'textarea') return controlValue(node);
    if (tagName === 'label') {
      if (hasClass(node, 'sr-only')) return [];
      return properties.htmlFor ? [...node.children, text(': ')] : node.children;
    }
    if (tagName === 'legend') return [h('p', {}, [h('strong', {}, node.children)])];
    if (properties.role === 'tabpanel') {
      const labelledBy = String(properties.ariaLabelledBy ?? '');
      const tab = labelledBy ? byId.get(labelledBy) : undefined;
      const label = tab ? clean(textOf(tab)) : '';
      return [h('div', {}, [...(label ? [h('p', {}, [h('strong', {}, [text(label)])])] : []), ...node.children])];
    }
    // Hidden content that is not a tab panel (tabs are read above) is not on the page for anyone; inert
    // content (a live demo before it has loaded) is a picture of controls that do nothing yet.
    if (properties.hidden !== undefined && properties.hidden !== false) return [];
    if (properties.inert !== undefined && properties.inert !== false) return [];
    if (hasClass(node, 'theme-code-block')) return codeBlock(node);
    if (hasClass(node, 'theme-admonition')) return admonition(node);
    if (tagName === 'h1' && !titleDropped) {
      // The twin's own heading carries the title.
      titleDropped = true;
      return [];
    }
    if (tagName === 'header' && node.children.every((child) => child.type === 'text' && !child.value.trim())) {
      return [];
    }
    if (tagName === 'summary') return [h('p', {}, [h('strong', {}, node.children)])];
    if (tagName === 'a' && typeof properties.href === 'string') {
      properties.href = absolute(properties.href, pageUrl);
    }
    if (tagName === 'img' && typeof properties.src === 'string') {
      properties.src = absolute(properties.src, pageUrl);
    }
    if (tagName === 'iframe' || tagName === 'video') {
      const source = properties.src ?? find(node, (child) => child.tagName === 'source')?.properties.src;
      if (typeof source !== 'string') return [];
      const label = String(properties.title ?? (tagName === 'video' ? 'Video' : 'Embedded content'));
      return [h('p', {}, [h('a', {href: absolute(source, pageUrl)}, [text(label)])])];
    }
    return [node];
  });
}

/** Where the article is: a doc's Markdown, or a blog post's body. */
function articleOf(tree: Root): Element | undefined {
  return (
    find(tree, (element) => hasClass(element, 'theme-doc-markdown')) ??
    find(tree, (element) => element.properties.id === '__blog-post-container')
  );
}

/** Serialises Markdown the one way every twin uses. */
function stringify(node: Parameters<typeof toMarkdown>[0]): string {
  return toMarkdown(node, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    // `[text](url)` even where the text is the address: never `<url>`, which reads like a tag.
    resourceLink: true,
  });
}

/** The article of a built page as Markdown, without its title (see {@link twinDocument}). */
export function htmlToMarkdown(html: string, {pageUrl}: ConvertOptions): string {
  const tree = fromHtml(html);
  resolveStreamedContent(tree);
  const article = articleOf(tree);
  if (!article) throw new NoArticleError(`${pageUrl}: no article (.theme-doc-markdown or #__blog-post-container)`);
  simplify(article, tree, pageUrl);
  const mdast = toMdast(h('div', {}, article.children));
  return stringify(mdast).trim();
}

/** The whole twin: title, description and canonical URL, then the body. */
export function twinDocument({title, description, url, details = []}: TwinHeader, body: string): string {
  const head = [`# ${title}`, ''];
  if (description) head.push(`> ${description.replace(/\s+/g, ' ').trim()}`, '');
  head.push(`Canonical URL: ${url}`);
  for (const line of details) head.push('', line);
  return `${head.join('\n')}\n\n${body.trim()}\n`;
}
