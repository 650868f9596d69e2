/**
 * A new announcement shows on the first page load, even to a reader who dismissed an earlier one: the theme
 * hides the bar before React runs by the dismiss flag alone, and its React code resets the flag for a new
 * id but leaves the bar hidden until the next load. This inline script runs right after the theme's and,
 * for a new id, resets the dismissal as the theme's React code will and shows the bar at once.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** A JavaScript string literal that cannot end the inline <script> it sits in. */
const literal = (value: string): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The inline script for an announcement `id`; `namespace` is Docusaurus' site storage namespace. */
export function resetDismissalScript(id: string, namespace = ''): string {
  const dismissKey = `docusaurus.announcement.dismiss${namespace}`;
  const idKey = `docusaurus.announcement.id${namespace}`;
  return `(function() {
  try {
    if (localStorage.getItem(${literal(idKey)}) === ${literal(id)}) return;
    localStorage.setItem(${literal(dismissKey)}, 'false');
    localStorage.setItem(${literal(idKey)}, ${literal(id)});
    document.documentElement.setAttribute(${literal(ATTRIBUTE)}, 'false');
  } catch (e) {}
})();`;
}

export default function announcementBar(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return {
    name: 'vidcove-announcement-bar',
    injectHtmlTags() {
      if (!bar?.id) return {};
      return {
        preBodyTags: [{tagName: 'script', innerHTML: resetDismissalScript(bar.id, context.siteStorage.namespace)}],
      };
    },
  };
}
