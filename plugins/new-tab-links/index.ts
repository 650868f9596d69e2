/**
 * New-tab links: every link that opens a new tab says "(opens in new tab)", whatever renders it: the
 * `@docusaurus/Link` alias (client/Link.tsx) labels those the core Link renders, a client module those other
 * code renders in the browser (DocSearch's), and the theme's external-link icon is decorative, as the text
 * carries the label. check-html.ts (`npm run check:site`) finds any such link without it.
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
