/**
 * New-tab links: every link that opens a new tab says "(opens in new tab)", whatever renders it.
 *
 * - `@docusaurus/Link` is aliased to client/Link.tsx, which adds the label to the links the core Link
 *   opens in a new tab (external URLs, `target="_blank"`): MDX links, theme components, the API theme
 *   and the site's own components all go through it, in the built HTML and after hydration.
 * - The theme's external-link icon becomes decorative (theme/Icon/ExternalLink), since the link's own
 *   text now carries the label.
 * - A client module names links that other code renders in the browser (DocSearch's) the same way.
 * - check-html.ts finds any `target="_blank"` link without the label in the built HTML; `npm run
 *   check:site` runs it over every page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function newTabLinks(): Plugin {
  return {
    name: 'vidcove-new-tab-links',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client', 'label-runtime-links.ts')],
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/Link': path.join(__dirname, 'client', 'Link.tsx')}}};
    },
  };
}
