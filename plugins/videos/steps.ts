/**
 * The numbered steps a walkthrough video shows, read from its article as built: the first ordered list
 * under the heading with the walkthrough's `steps` anchor (plugins/videos/walkthroughs.ts), one step per
 * top-level list item, as plain text. The generator (tools/media/walkthroughs/make.ts) captions and
 * chapters the video with these texts, so the video says exactly what the article says.
 */
import {HTMLElement, NodeType, parse, type Node} from 'node-html-parser';

const headingLevel = (node: Node): number | undefined => {
  if (node.nodeType !== NodeType.ELEMENT_NODE) return undefined;
  const match = /^h([1-6])$/i.exec((node as HTMLElement).tagName ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * Plain text of an element as a reader sees it: entities decoded, runs of white space collapsed to one
 * space, trimmed, without text only screen readers get (`.sr-only`, e.g. a link's "(opens in new tab)").
 */
export function plainText(element: HTMLElement): string {
  const copy = parse(element.outerHTML);
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

/**
 * The texts of the steps under the heading `#anchor` of a built page: each top-level item of the first
 * `<ol>` after the heading and before the next heading of the same or a higher level.
 * Throws an Error naming the anchor when the page has no such heading, or no such list under it.
 */
export function stepsFromHtml(html: string, anchor: string): string[] {
  const root = parse(html);
  const heading = root.querySelectorAll('h1, h2, h3, h4, h5, h6').find((h) => h.id === anchor);
  if (!heading) throw new Error(`No heading with id="${anchor}" on the page: the walkthrough's steps anchor.`);
  const level = headingLevel(heading) as number;

  // Walk the page in document order after the heading: its following siblings, then its ancestors'.
  let list: HTMLElement | undefined;
  search: for (let node: HTMLElement | null = heading; node && node !== root; node = node.parentNode) {
    const siblings = node.parentNode?.childNodes ?? [];
    for (const next of siblings.slice(siblings.indexOf(node) + 1)) {
      if (next.nodeType !== NodeType.ELEMENT_NODE) continue;
      const element = next as HTMLElement;
      // A list in a figure is not the steps: the walkthrough player before them holds its transcript in one.
      if (element.tagName === 'FIGURE') continue;
      const nextLevel = headingLevel(element);
      if (nextLevel !== undefined && nextLevel <= level) break search;
      // Inside this element: the first list, unless a same-or-higher heading comes before it.
      const inside = element.tagName === 'OL' ? [element] : element.querySelectorAll('ol, h1, h2, h3, h4, h5, h6');
      for (const found of inside) {
        const foundLevel = headingLevel(found);
        if (foundLevel !== undefined && foundLevel <= level) break search;
        if (found.tagName === 'OL') {
          list = found;
          break search;
        }
      }
    }
  }
  if (!list) throw new Error(`No numbered list (<ol>) under the heading #${anchor}, before the next heading.`);

  const steps = list.childNodes
    .filter((child): child is HTMLElement => child instanceof HTMLElement && child.tagName === 'LI')
    .map(plainText);
  if (steps.length === 0) throw new Error(`The numbered list under #${anchor} has no items.`);
  return steps;
}
