/**
 * The API reference, one feature in one folder: the /api docs instance, the page generator's plugin
 * (docusaurus-plugin-openapi-docs), the openapi theme set up lean, and this folder's theme components
 * (./theme) layered over it. docusaurus.config.ts takes it all from `apiReference`.
 *
 * Registered the way the openapi theme's README shows, that theme adds its whole stylesheet to every
 * page (a global client module) and its components end up in the `common` chunk every page loads,
 * because the API reference has more pages than the rest of the site. Here instead:
 *
 * - `openApiTheme` reuses the openapi theme's components (its theme path, its webpack setup) but
 *   registers no global client module: ./theme/ApiItem imports the stylesheet, on API pages only;
 * - it keeps API reference chunks out of the `common` and `styles` chunks, and gathers what API pages
 *   share into their own `api-reference` JS and CSS chunks;
 * - it replaces `postman-code-generators` (35 generators) with the four the reference offers, each
 *   loaded when its code sample is first shown, and leaves faker out (Postman dynamic variables);
 * - `apiReferenceTheme` serves ./theme through `getThemePath()`, after the openapi theme, so each of
 *   its components shadows the openapi theme's; a wrapper there reaches the original as
 *   `@theme-init/<Name>` (the first theme that provided it). Only the site's own `src/theme` may use
 *   `@theme-original`, which names the last theme's version.
 *
 * Links to the reference (the navbar has one on every page) do not prefetch its code: the lean-pages
 * plugin prefetches on intent only.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import upstreamOpenApiTheme from 'docusaurus-theme-openapi-docs/lib/index';
import {apiDocs, apiTheme, apiThemeConfig, openApiDocs, publishedSpecDir, type ApiThemeOptions} from './options';

/** Minimal views of the bundler's chunk objects (Rspack and webpack both provide these). */
interface ChunkGroupLike {
  readonly origins: readonly {readonly request?: string}[];
}
interface ChunkLike {
  readonly groupsIterable: Iterable<ChunkGroupLike>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Source files that only API pages load: the generated pages and the openapi theme. */
export function apiRequestPattern(docsPath: string): RegExp {
  const folder = escapeRegExp(docsPath);
  return new RegExp(
    `(^|[\\\\/@])${folder}[\\\\/]|@theme(-original|-init)?/Api(Item|Explorer)\\b|docusaurus-theme-openapi-docs`,
  );
}

/**
 * Whether a chunk belongs to the API reference: every import that created it is an API page, the
 * API item or the openapi theme. Decided from the chunk groups' origins, so it holds for the
 * route chunks Docusaurus names by hash and for chunks the theme loads lazily.
 */
export function isApiChunk(chunk: ChunkLike, pattern: RegExp): boolean {
  let origins = 0;
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      if (!origin.request) continue;
      origins += 1;
      if (!pattern.test(origin.request)) return false;
    }
  }
  return origins > 0;
}

/** Checks the options given in docusaurus.config.ts; a mistake stops the build with a clear message. */
export function readOptions(raw: unknown): ApiThemeOptions {
  const options = (raw ?? {}) as Partial<Record<keyof ApiThemeOptions, unknown>>;
  for (const key of ['routeBasePath', 'docsPath'] as const) {
    if (typeof options[key] !== 'string' || options[key] === '') {
      throw new Error(
        `vidcove-openapi-theme: the "${key}" option must be a non-empty string (see plugins/api-reference/options.ts).`,
      );
    }
  }
  return options as ApiThemeOptions;
}

/** The openapi theme's components and webpack setup, without its global stylesheet. */
export function openApiTheme(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  const upstream = upstreamOpenApiTheme();
  const pattern = apiRequestPattern(options.docsPath);
  const apiChunk = (chunk: ChunkLike) => isApiChunk(chunk, pattern);
  const notApiChunk = (chunk: ChunkLike) => !isApiChunk(chunk, pattern);
  // The openapi theme's stylesheet and this feature's own (styles/), both imported by ./theme/ApiItem.
  const apiStylesheets = [path.dirname(upstream.getThemePath!()), path.join(__dirname, 'styles')];
  const apiStylesheetFiles = new RegExp(`^(${apiStylesheets.map(escapeRegExp).join('|')})[\\\\/]`);

  return {
    name: 'vidcove-openapi-theme',
    getThemePath: () => upstream.getThemePath!(),
    getTypeScriptThemePath: () => upstream.getTypeScriptThemePath!(),
    configureWebpack(config, isServer, utils) {
      // The openapi theme's own setup: Node polyfills (buffer, path, process) and its Sass rule.
      const base = upstream.configureWebpack!(config, isServer, utils, undefined) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...base,
        resolve: {
          ...base.resolve,
          alias: {'postman-code-generators$': path.join(__dirname, 'client', 'code-generators.ts')},
        },
        plugins: [
          ...(base.plugins ?? []),
          // postman-collection's Postman dynamic variables are built on faker; see the replacement.
          new NormalModuleReplacementPlugin(
            /^\.\/dynamic-variables(\.js)?$/,
            (resource: {context?: string; request: string}) => {
              if (resource.context && /[\\/]postman-collection[\\/]lib[\\/]superstring$/.test(resource.context)) {
                resource.request = path.join(__dirname, 'client', 'postman-dynamic-variables.js');
              }
            },
          ),
        ],
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  // Docusaurus' "modules used by half the pages" chunk, counted over non-API pages.
                  common: {chunks: notApiChunk},
                  // What two or more API chunks share, in one chunk only API pages load.
                  apiReference: {
                    name: 'api-reference',
                    chunks: apiChunk,
                    minChunks: 2,
                    priority: 45,
                    reuseExistingChunk: true,
                  },
                  // Docusaurus puts all CSS in one `styles` chunk; the openapi theme's goes apart.
                  apiReferenceStyles: {
                    name: 'api-reference',
                    type: 'css/mini-extract',
                    test: apiStylesheetFiles,
                    chunks: 'all',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
      };
    },
  };
}

/** This folder's theme components (./theme), layered over the openapi theme's. */
export function apiReferenceTheme(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'vidcove-api-reference-theme',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}

/** The whole feature, for docusaurus.config.ts. The order of `themes` is the order of the theme layers. */
export const apiReference = {
  plugins: [
    ['@docusaurus/plugin-content-docs', apiDocs],
    ['docusaurus-plugin-openapi-docs', openApiDocs],
  ],
  themes: [[openApiTheme, apiTheme], apiReferenceTheme],
  themeConfig: apiThemeConfig,
  /** The OpenAPI document this build uses, published as YAML and JSON next to the reference. */
  staticDirectories: [publishedSpecDir],
} satisfies {plugins: PluginConfig[]; themes: PluginConfig[]; themeConfig: object; staticDirectories: string[]};
