/**
 * Links that code outside React's Link renders in the browser (DocSearch's "Let us know." and
 * "Powered by Algolia", which it opens in a new tab) get the label too: once the page has hydrated,
 * any `<a target="_blank">` that does not say "(opens in new tab)" is named with it. Links the site
 * renders already carry it in their text (client/Link.tsx), so they are left alone.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {NEW_TAB_LABEL, saysNewTab} from '../labels';

/**
 * The words a link shows, as its accessible name has them: its text without what `<style>` and `<script>`
 * hold (an inline SVG logo's CSS), with each labelled image's label in its place.
 */
function shownText(anchor: Element): string {
  const copy = anchor.cloneNode(true) as Element;
  copy.querySelectorAll('style,script').forEach((hidden) => hidden.remove());
  copy.querySelectorAll('[aria-label]').forEach((image) => image.replaceWith(` ${image.getAttribute('aria-label')} `));
  return copy.textContent!.replace(/\s+/g, ' ');
}

function labelled(anchor: HTMLAnchorElement): boolean {
  if (saysNewTab(anchor.getAttribute('aria-label')) || saysNewTab(anchor.textContent)) return true;
  return Array.from(anchor.querySelectorAll('[aria-label]')).some((el) => saysNewTab(el.getAttribute('aria-label')));
}

export function labelNewTabLinks(root: ParentNode): void {
  for (const anchor of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]'))) {
    if (labelled(anchor)) continue;
    const name = (anchor.getAttribute('aria-label') ?? shownText(anchor)).trim();
    anchor.setAttribute('aria-label', name ? `${name} ${NEW_TAB_LABEL}` : NEW_TAB_LABEL);
  }
}

let observer: MutationObserver | null = null;

export function onRouteDidUpdate(): void {
  // After hydration only: React compares the server's markup with its own first render.
  if (observer || !ExecutionEnvironment.canUseDOM) return;
  const start = () => {
    labelNewTabLinks(document.body);
    observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target;
        if (target instanceof Element) {
          labelNewTabLinks(target.parentElement ?? target);
        }
      }
    });
    observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['target']});
  };
  if (document.documentElement.dataset.hasHydrated === 'true') start();
  else window.setTimeout(start, 0);
}
