/**
 * Links that code outside React's Link renders in the browser (DocSearch's "Let us know." and
 * "Powered by Algolia", which it opens in a new tab) get the label too: once the page has hydrated,
 * any `<a target="_blank">` that does not say "(opens in new tab)" gets it as hidden words. Links the site
 * renders already carry it in their text (client/Link.tsx), so they are left alone.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {NEW_TAB_LABEL, saysNewTab} from '../labels';

function labelled(anchor: HTMLAnchorElement): boolean {
  if (saysNewTab(anchor.getAttribute('aria-label')) || saysNewTab(anchor.textContent)) return true;
  return Array.from(anchor.querySelectorAll('[aria-label]')).some((el) => saysNewTab(el.getAttribute('aria-label')));
}

export function labelNewTabLinks(root: ParentNode): void {
  for (const anchor of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]'))) {
    if (labelled(anchor)) continue;
    // Words added to the link's own, not a name made from its textContent (which holds an SVG's <style>).
    const own = anchor.getAttribute('aria-label');
    if (own) anchor.setAttribute('aria-label', `${own} ${NEW_TAB_LABEL}`);
    else
      anchor.append(
        Object.assign(document.createElement('span'), {className: 'sr-only', textContent: ` ${NEW_TAB_LABEL}`}),
      );
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
