/**
 * Performance: what only some pages use stays out of what every page downloads. Docusaurus' defaults
 * suit a small site; on this one they cost every reader. One module per technique:
 *
 * - lazy-prism.ts and theme/CodeBlock: Prism out of the main bundle, loaded when code nears the viewport;
 * - facts-chunks.ts: a page bundles only the facts-sheet sections it renders;
 * - stylesheets.ts: the search modal's CSS loads with the modal;
 * - dark-theme.ts: dark-theme rules dropped (the site is light only);
 * - prefetch-on-intent.ts: a link's code is prefetched on hover, touch or focus, not when it scrolls into view;
 * - unused-css.ts: after the build, rules of the linked stylesheet that the built site never uses are dropped.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {dropDarkTheme} from './dark-theme';
import {FACTS_SHEET, factsCacheGroup} from './facts-chunks';
import {PRISM_CLIENT_MODULE, PRISM_STAND_IN} from './lazy-prism';
import {SITE_WIDE_STYLESHEET} from './stylesheets';
import {purgeLinkedStylesheets} from './unused-css';

export default function performance(): Plugin {
  return {
    name: 'vidcove-performance',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    configurePostCss(options) {
      options.plugins.push(dropDarkTheme);
      return options;
    },
    getClientModules: () => [path.join(__dirname, 'prefetch-on-intent.ts')],
    async postBuild({outDir, siteConfig}) {
      for (const sheet of await purgeLinkedStylesheets(outDir, siteConfig.baseUrl)) {
        const saved = ((1 - sheet.bytesAfter / sheet.bytesBefore) * 100).toFixed(0);
        console.log(
          `[performance] ${sheet.to}: unused rules removed, ${sheet.bytesBefore} → ${sheet.bytesAfter} bytes (-${saved}%)`,
        );
      }
    },
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {rules: [{test: FACTS_SHEET, sideEffects: false}]},
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, PRISM_STAND_IN)],
        optimization: isServer
          ? {}
          : {splitChunks: {cacheGroups: {styles: {test: SITE_WIDE_STYLESHEET}, facts: factsCacheGroup}}},
      };
    },
  };
}
