/**
 * Performance: what only some pages use stays out of what every page downloads. Docusaurus' defaults
 * suit a small site; on this one they cost every reader. One module per technique:
 *
 * - lazy-prism.ts and theme/CodeBlock: Prism out of the main bundle, loaded when code nears the viewport;
 * - inline-facts.ts: facts a page states are rendered when it is compiled (a remark plugin, set in config/);
 * - facts-chunks.ts: a page bundles only the facts-sheet sections it still reads at run time;
 * - stylesheets.ts: the search modal's CSS loads with the modal;
 * - dark-theme.ts: dark-theme rules dropped (the site is light only), and the disabled colour-mode toggle's
 *   code and styles left out;
 * - prefetch-on-intent.ts: a link's code is prefetched on hover, touch or focus, not when it scrolls into view;
 * - chunk-stylesheets.ts: a feature's styles (`files`) go into a CSS chunk of their own, out of the site-wide
 *   stylesheet; after the build, the pages that need a CSS chunk (by route, or by the classes their HTML
 *   uses) link it in their head, so they do not render unstyled first and then shift;
 * - chunk-file-names.ts: script chunks named by id, so the runtime every page loads has no map of names;
 * - route-tables.cjs: the route tables in `main` without module paths and hex chunk names (client build);
 * - doc-descriptions-loader.cjs and .ts: doc titles and descriptions out of the version metadata every docs page
 *   loads, in a data file only the components that show them import (DocCard, FaqList);
 * - client/utils-common.ts: `@docusaurus/utils-common` bundled without tslib (all of which its entry brings);
 * - client/progress-bar.ts: the page-loading bar without the nprogress package;
 * - loader-cache.ts: a change to one of these loaders empties Rspack's persistent cache;
 * - shared-tag-data.ts (a wrapper of the docs plugin, set in the site config) and theme/DocTagDocListPage: docs tag
 *   pages read one shared data module, so the route tables every page loads list one module for them, not 200+.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionChunkFileName, SCRIPT_CHUNK_FILE_NAME} from './chunk-file-names';
import {colorModeSwitchDisabled, dropDarkTheme, NAVBAR_COLOR_MODE_TOGGLE} from './dark-theme';
import {DOC_SUMMARIES_FILE, assertVersionPropsFound, docSummaries} from './doc-descriptions';
import {FACTS_SHEET, PHRASES, factsCacheGroup} from './facts-chunks';
import {PRISM_CLIENT_MODULE, PRISM_STAND_IN} from './lazy-prism';
import {loaderCacheDependencies} from './loader-cache';
import {featureStylesheetGroups, linkChunkStylesheets, type ChunkStylesheet} from './chunk-stylesheets';
import {SITE_WIDE_STYLESHEET} from './stylesheets';

export interface PerformanceOptions {
  /** CSS chunks linked in the head of the pages that need them (chunk-stylesheets.ts). */
  readonly chunkStylesheets?: readonly ChunkStylesheet[];
}

/** Files below `dir` whose path below it is `segments` (regular expression sources), on any OS. */
function generatedFiles(dir: string, ...segments: string[]): RegExp {
  const sep = String.raw`[\\/]`;
  const parts = dir.split(/[\\/]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${[...parts, ...segments].join(sep)}$`);
}

const SEGMENT = String.raw`[^\\/]+`;

/** Docusaurus' generated route tables and route tree, which route-tables.cjs compacts for the browser. */
export const routeTablesPattern = (generatedFilesDir: string) =>
  generatedFiles(generatedFilesDir, String.raw`(registry\.js|routesChunkNames\.json|routes\.js)`);

/** The docs plugins' route props, whose version metadata doc-descriptions-loader.cjs trims. */
export const docsRoutePropsPattern = (generatedFilesDir: string) =>
  generatedFiles(generatedFilesDir, 'docusaurus-plugin-content-docs', SEGMENT, 'p', String.raw`${SEGMENT}\.json`);

/** Docusaurus' shared helpers, bundled from client/utils-common.ts, which needs no tslib. */
export const UTILS_COMMON = '@docusaurus/utils-common';
export const UTILS_COMMON_WITHOUT_TSLIB = path.join(__dirname, 'client', 'utils-common.ts');

/** The page-loading bar theme-classic drives through nprogress, from client/progress-bar.ts. */
export const NPROGRESS = 'nprogress';
export const PROGRESS_BAR = path.join(__dirname, 'client', 'progress-bar.ts');

export default function performance(context: LoadContext, options: unknown): Plugin {
  const {chunkStylesheets = []} = (options ?? {}) as PerformanceOptions;
  return {
    name: 'vidcove-performance',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    configurePostCss(options) {
      options.plugins.push(dropDarkTheme);
      return options;
    },
    getClientModules: () => [path.join(__dirname, 'prefetch-on-intent.ts')],
    async allContentLoaded({allContent, actions}) {
      await actions.createData(DOC_SUMMARIES_FILE, JSON.stringify(docSummaries(allContent)));
    },
    async postBuild({outDir, siteConfig}) {
      await assertVersionPropsFound(context.generatedFilesDir, (file) =>
        docsRoutePropsPattern(context.generatedFilesDir).test(file),
      );
      for (const [chunk, pages] of await linkChunkStylesheets(outDir, siteConfig.baseUrl, chunkStylesheets)) {
        console.log(`[performance] ${chunk} stylesheet: linked by ${pages} page${pages === 1 ? '' : 's'}`);
      }
    },
    configureWebpack(config, isServer, utils) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const renameChunks = !isServer && isProductionChunkFileName(config.output?.chunkFilename);
      const productionClient = !isServer && config.mode === 'production';
      const loader = (file: string) => path.join(__dirname, file);
      return {
        ...loaderCacheDependencies(
          config,
          ['doc-descriptions-loader.cjs', 'route-tables.cjs', 'shared-tag-route.cjs'].map(loader),
        ),
        ...(renameChunks ? {output: {chunkFilename: SCRIPT_CHUNK_FILE_NAME}} : {}),
        resolve: {
          alias: {
            [`${UTILS_COMMON}$`]: UTILS_COMMON_WITHOUT_TSLIB,
            [`${NPROGRESS}$`]: PROGRESS_BAR,
          },
        },
        module: {
          rules: [
            {test: FACTS_SHEET, sideEffects: false},
            {test: PHRASES, sideEffects: false},
            {
              test: docsRoutePropsPattern(context.generatedFilesDir),
              use: [{loader: loader('doc-descriptions-loader.cjs')}],
            },
            ...(productionClient
              ? [{test: routeTablesPattern(context.generatedFilesDir), use: [{loader: loader('route-tables.cjs')}]}]
              : []),
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, PRISM_STAND_IN),
          ...(colorModeSwitchDisabled(context.siteConfig.themeConfig)
            ? [new NormalModuleReplacementPlugin(NAVBAR_COLOR_MODE_TOGGLE.module, NAVBAR_COLOR_MODE_TOGGLE.standIn)]
            : []),
          // Which bundle this is, for theme/CodeBlock: the server renders code highlighted at once.
          new DefinePlugin({'process.env.PERFORMANCE_SERVER_BUNDLE': JSON.stringify(String(isServer))}),
        ],
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  styles: {test: SITE_WIDE_STYLESHEET},
                  facts: factsCacheGroup,
                  ...featureStylesheetGroups(chunkStylesheets),
                },
              },
            },
      };
    },
  };
}
