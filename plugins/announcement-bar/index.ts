/**
 * A new announcement shows on the first page load, even to a reader who dismissed an earlier one.
 *
 * The theme hides the bar before React runs when localStorage says it was dismissed
 * (`html[data-announcement-bar-initially-dismissed=true]`), looking at the dismiss flag only. Its
 * React code then notices the new announcement id and resets the flag, but the attribute stays, so
 * the new bar stays hidden until the next page load. This plugin's inline script runs right after
 * the theme's: when the stored id is not the current announcement's, it resets the dismissal the
 * way the theme's React code will (flag false, id stored) and shows the bar at once.
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
