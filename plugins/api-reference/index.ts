/**
 * The API reference, one feature in one folder: the /api docs instance, the page generator's plugin, the
 * openapi theme set up lean and this folder's theme components over it (docusaurus.config.ts takes it all
 * from `apiReference`). Set up as the openapi theme's README shows, its stylesheet and components would load
 * on every page; how this keeps them on API pages: README.md, "How the openapi theme is set up".
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {ChunkStylesheet} from '../performance/chunk-stylesheets';
import type {ApiReferenceGlobalData} from './client/ServerChoice';
import {dropUnofferedLanguages} from './language-logos';
import {
  apiPlugins,
  apiRouteBasePath,
  apiTheme,
  apiThemeConfig,
  mockServer,
  publishedSpecDir,
  publishedSpecUrls,
  type ApiThemeOptions,
} from './options';

/** The chunk (JS and CSS) that API pages share; its stylesheet is linked in their head (apiReference). */
const API_CHUNK = 'api-reference';

/**
 * The openapi theme's plugin: its package entry ("main"), the module Docusaurus itself loads for
 * `themes: ['docusaurus-theme-openapi-docs']`. Its published types declare only the theme components, so
 * the entry's type is given here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const upstreamOpenApiTheme = (require('docusaurus-theme-openapi-docs') as {default: () => Plugin}).default;

/**
 * The openapi theme provides Node's `process` polyfill to every module that names `process`, React's too. React
 * only asks whether it runs in Node (`typeof process`, to report an uncaught error), and that brought the polyfill
 * into the script every page loads. React's modules resolve it to nothing: in a browser it is not Node.
 */
const PROCESS_POLYFILL = require.resolve('process/browser', {
  paths: [path.dirname(require.resolve('docusaurus-theme-openapi-docs'))],
});
export const reactWithoutProcess = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  resolve: {alias: {[PROCESS_POLYFILL]: false as const}},
};

/** The react-hook-form the openapi theme requires (its CommonJS build). */
const REACT_HOOK_FORM = require.resolve('react-hook-form', {
  paths: [path.dirname(require.resolve('docusaurus-theme-openapi-docs'))],
});

/** What ./theme/ApiItem imports to get the openapi theme's stylesheet, on API pages only. */
export const OPENAPI_THEME_STYLESHEET = '@openapi-theme/stylesheet';

/** An import the bundle resolves to a module of this folder instead (`to`, relative to it). */
interface Swap {
  /** The import as written. */
  readonly request: RegExp;
  /** The folder of the module that imports it. */
  readonly from: RegExp;
  /** A file of this folder, or a module name (`@theme-original/…`). */
  readonly to: string;
}

const inPackage = (name: string, folder = '') =>
  new RegExp(`[\\/]node_modules[\\/]${name}[\\/]${folder.replace(/\//g, '[\\/]')}$`);

/** Imports inside the openapi theme and its dependencies that resolve to a module of ./client; each says why. */
export const SWAPS: readonly Swap[] = [
  // Postman's dynamic variables are built on faker.
  {
    request: /^\.\/dynamic-variables(\.js)?$/,
    from: inPackage('postman-collection', 'lib/superstring'),
    to: 'client/postman/dynamic-variables.js',
  },
  // What postman-collection needs only to read responses, which the request panel never asks it to.
  {
    request: /^(iconv-lite|mime|mime-format|http-reasons|liquid-json)$/,
    from: /[\\/]node_modules[\\/]postman-collection[\\/]lib([\\/].*)?$/,
    to: 'client/postman/response-helpers.js',
  },
  {
    request: /^file-type$/,
    from: inPackage('postman-collection', 'lib/content-info'),
    to: 'client/postman/file-type.js',
  },
  // The theme's storage helpers need SHA-1 alone.
  {
    request: /^crypto-js$/,
    from: inPackage('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer'),
    to: 'client/crypto-js.ts',
  },
  // Send: failures explained, long bodies shortened.
  {
    request: /^\.\/makeRequest$/,
    from: inPackage('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/Request'),
    to: 'client/send.ts',
  },
  // The request body editor needs react-live's editor alone.
  {
    request: /^react-live$/,
    from: inPackage('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/LiveEditor'),
    to: 'client/live-editor.tsx',
  },
  // An example's summary in the request body form is plain text.
  {
    request: /^@theme\/Markdown$/,
    from: inPackage('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/Body'),
    to: 'client/example-summary.tsx',
  },
  // Response examples and code in descriptions: plain text in a hidden tab panel, otherwise the highlighted
  // code block rendered in place on the server (the lazy CodeBlock would stream after the page), sharing
  // CodeBlock's chunk in the browser.
  {
    request: /^@theme\/CodeBlock$/,
    from: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]CodeSamples$/,
    to: 'client/panel-code.tsx',
  },
  // Parameters, request bodies and responses are rendered on the server too.
  {
    request: /^@docusaurus\/BrowserOnly$/,
    from: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)$/,
    to: 'client/server-rendered.tsx',
  },
];

/** Where `request`, imported from `context`, resolves instead, if it is swapped. */
export function swapped(request: string, context: string | undefined): string | undefined {
  const swap = SWAPS.find((entry) => entry.request.test(request) && context !== undefined && entry.from.test(context));
  if (!swap) return undefined;
  return swap.to.startsWith('@') ? swap.to : path.join(__dirname, swap.to);
}

/** Chunks the browser loads after the page, when the reader reaches for them: content, panel, code generators. */
const DEFERRED_REQUEST = /^(\.\/(live-content|explorer|send-request)|postman-code-generators\/codegens\/.*)$/;

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

/** Source files that only API pages load: the generated pages, the openapi theme, and what they load on demand. */
export function apiRequestPattern(docsPath: string): RegExp {
  const folder = escapeRegExp(docsPath);
  return new RegExp(
    `(^|[\\\\/@])${folder}[\\\\/]|@theme(-original|-init)?/Api(Item|Explorer)\\b|docusaurus-theme-openapi-docs|${DEFERRED_REQUEST.source}`,
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

/** Whether every import that created the chunk is one that loads on demand (`DEFERRED_REQUEST`). */
export function isDeferredChunk(chunk: ChunkLike): boolean {
  return isApiChunk(chunk, DEFERRED_REQUEST);
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
  const pageChunk = (chunk: ChunkLike) => isApiChunk(chunk, pattern) && !isDeferredChunk(chunk);
  const notApiChunk = (chunk: ChunkLike) => !isApiChunk(chunk, pattern);
  // The openapi theme's stylesheet and this feature's own (styles/), both imported by ./theme/ApiItem.
  const apiStylesheets = [path.dirname(upstream.getThemePath!()), path.join(__dirname, 'styles')];
  const apiStylesheetFiles = new RegExp(`^(${apiStylesheets.map(escapeRegExp).join('|')})[\\\\/]`);

  return {
    name: 'vidcove-openapi-theme',
    getThemePath: () => upstream.getThemePath!(),
    getTypeScriptThemePath: () => upstream.getTypeScriptThemePath!(),
    configurePostCss(postCssOptions) {
      postCssOptions.plugins.push(dropUnofferedLanguages(apiThemeConfig.languageTabs.map((tab) => tab.logoClass)));
      return postCssOptions;
    },
    configureWebpack(config, isServer, utils) {
      // The openapi theme's own setup: Node polyfills (buffer, path, process) and its Sass rule.
      const base = upstream.configureWebpack!(config, isServer, utils, undefined) ?? {};
      const {DefinePlugin, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...base,
        resolve: {
          ...base.resolve,
          alias: {
            'postman-code-generators$': path.join(__dirname, 'client', 'code-generators.ts'),
            // One copy of react-hook-form: the theme's form requires its CommonJS build, and the form
            // items in ./theme import it too; resolved apart, they would not share the form's context.
            'react-hook-form$': REACT_HOOK_FORM,
            // The theme's stylesheet, found as the theme registers it (its client module), for ./theme/ApiItem.
            [`${OPENAPI_THEME_STYLESHEET}$`]: upstream.getClientModules!()[0]!,
          },
        },
        module: {...base.module, rules: [...(base.module?.rules ?? []), ...(isServer ? [] : [reactWithoutProcess])]},
        plugins: [
          ...(base.plugins ?? []),
          new NormalModuleReplacementPlugin(/./, (resource: {context?: string; request: string}) => {
            resource.request = swapped(resource.request, resource.context) ?? resource.request;
          }),
          // Which bundle this is, for ./client/static-content.tsx.
          new DefinePlugin({'process.env.API_REFERENCE_SERVER_BUNDLE': JSON.stringify(String(isServer))}),
        ],
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  // Docusaurus' "modules used by half the pages" chunk, counted over non-API pages.
                  common: {chunks: notApiChunk},
                  // What two or more API pages share, in one chunk only API pages load. What loads on
                  // demand (content, request panel, code generators) is left out: it stays on demand.
                  apiReference: {
                    name: API_CHUNK,
                    chunks: pageChunk,
                    minChunks: 2,
                    priority: 45,
                    reuseExistingChunk: true,
                  },
                  // Docusaurus puts all CSS in one `styles` chunk; the openapi theme's goes apart.
                  apiReferenceStyles: {
                    name: API_CHUNK,
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
    async contentLoaded({actions}) {
      actions.setGlobalData({
        mockServerUrl: mockServer.url,
        documentUrls: publishedSpecUrls,
      } satisfies ApiReferenceGlobalData);
    },
  };
}

/** The whole feature, for docusaurus.config.ts. The order of `themes` is the order of the theme layers. */
export const apiReference = {
  plugins: apiPlugins,
  themes: [[openApiTheme, apiTheme], apiReferenceTheme],
  themeConfig: apiThemeConfig,
  /** The OpenAPI document this build uses, published as YAML and JSON next to the reference. */
  staticDirectories: [publishedSpecDir],
  /** For the performance plugin: API pages link their chunk's stylesheet in the head, so they render styled at once. */
  chunkStylesheets: [{chunk: API_CHUNK, routeBasePath: apiRouteBasePath}],
} satisfies {
  plugins: PluginConfig[];
  themes: PluginConfig[];
  themeConfig: object;
  staticDirectories: string[];
  chunkStylesheets: ChunkStylesheet[];
};
