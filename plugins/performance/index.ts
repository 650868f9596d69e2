/**
 * Performance: what only some pages use stays out of what every page downloads, one module per technique
 * (listed in this folder's README.md). Docusaurus' defaults suit a small site; on this one they cost every reader.
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
