/**
 * Highlights the table-of-contents link of the heading being read, as `useTOCHighlight` in
 * @docusaurus/theme-common does, with two differences: the top offset is the height of the sticky
 * navbar when the page has one and 0 when it has none (the bare embed layout, where the upstream hook
 * throws "Cannot read properties of null (reading 'clientHeight')" and crashes the page), and a link
 * whose fragment is not valid percent-encoding is compared as written instead of throwing.
 */
import {useEffect, useRef} from 'react';

export interface TOCHighlightConfig {
  readonly linkClassName: string;
  readonly linkActiveClassName: string;
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
}

/** Height of the sticky navbar, or 0 on a page without one. */
export function stickyNavbarHeight(): number {
  return document.querySelector<HTMLElement>('.navbar')?.clientHeight ?? 0;
}

/** A fragment as an element id: percent-decoded when it can be, as written when it cannot. */
export function fragmentToId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** An anchor without height (a marker) is measured by its parent, normally the heading text. */
function visibleRect(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  if (rect.top === rect.bottom && element.parentElement) return visibleRect(element.parentElement);
  return rect;
}

function activeAnchor(anchors: readonly Element[], topOffset: number): Element | null {
  // The first heading below the top of the reading area: active when it is in the top half of the
  // viewport, otherwise the reader is still in the section before it.
  const next = anchors.find((anchor) => visibleRect(anchor).top >= topOffset);
  if (!next) return anchors.at(-1) ?? null;
  const rect = visibleRect(next);
  if (rect.top > 0 && rect.bottom < window.innerHeight / 2) return next;
  return anchors[anchors.indexOf(next) - 1] ?? null;
}

/** Applies `linkActiveClassName` to the link of the heading being read; disabled without a config. */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  const lastActive = useRef<Element | null>(null);
  useEffect(() => {
    if (!config) return undefined;
    const {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel} = config;
    const selector = Array.from(
      {length: maxHeadingLevel - minHeadingLevel + 1},
      (_, i) => `h${minHeadingLevel + i}.anchor`,
    ).join();
    let topOffset = stickyNavbarHeight();
    const update = () => {
      const links = Array.from(document.getElementsByClassName(linkClassName)) as HTMLAnchorElement[];
      const active = activeAnchor(Array.from(document.querySelectorAll(selector)), topOffset);
      const activeLink = active
        ? links.find((link) => fragmentToId(link.href.slice(link.href.indexOf('#') + 1)) === active.id)
        : undefined;
      for (const link of links) {
        if (link === activeLink) {
          if (lastActive.current && lastActive.current !== link) {
            lastActive.current.classList.remove(linkActiveClassName);
          }
          link.classList.add(linkActiveClassName);
          lastActive.current = link;
        } else {
          link.classList.remove(linkActiveClassName);
        }
      }
    };
    const resize = () => {
      topOffset = stickyNavbarHeight();
      update();
    };
    document.addEventListener('scroll', update);
    window.addEventListener('resize', resize);
    update();
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', resize);
    };
  }, [config]);
}
