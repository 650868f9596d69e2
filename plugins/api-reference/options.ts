/**
 * The API reference's options, in one place: where its OpenAPI document comes from, the docs instance
 * at /api, the openapi page generator, and the request panel's code samples and request settings.
 * docusaurus.config.ts takes the whole feature from `apiReference` (./index.ts); the page generator
 * (./generate/cli.ts), the sidebar, the mock server and the tests read these constants.
 */
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs';
import {MOCK_SERVER_MODES, type MockServer, type MockServerMode} from './generate/reference';
import remarkUntrustedMdx from './untrusted/remark-untrusted-mdx';
import {product} from '../../src/data/product';

/** The committed OpenAPI document: the default source, and the one `npm run lint:api` checks. */
export const committedSpecPath = 'api-spec/vidcove.yaml';
/** Where a document fetched from API_SPEC_URL is written for the generator and the mock server. */
export const fetchedSpecPath = '.api-spec/vidcove.yaml';
/** The document the reference and the mock are generated from in this run. */
export const specPath = process.env.API_SPEC_URL?.trim() ? fetchedSpecPath : committedSpecPath;

/** Folder of the API docs instance; generated pages land here next to the hand-written overview. */
export const apiDocsPath = 'api-docs';
export const apiRouteBasePath = 'api';
/** The start page's id (`/api/vidcove-api`), which the navbar and the area cards link to. */
export const apiStartPageId = `${product.slug}-api`;
export const apiDocsPluginId = 'api';
export const openApiPluginId = 'openapi';
/** Key of the document in the openapi plugin's config (`docusaurus gen-api-docs vidcove`). */
export const apiConfigKey = 'vidcove';
/** Port of the local Prism mock server (tools/server/mock-api.sh). */
export const mockApiPort = 4010;
export const mockServer = {
  url: `http://localhost:${mockApiPort}`,
  description:
    'Local mock server: answers from the API description with its examples; nothing is stored and no real data changes.',
} satisfies MockServer;

/**
 * API_MOCK_SERVER, the one setting that decides where Send goes: `default` makes the local mock server
 * the request panel's first choice (labelled on every operation page, the real API one click away), as
 * `npm run site`, `npm start` and the tests build; `offered` keeps the real API first and offers the
 * mock; `off`, the default, offers the real API only (a production build).
 */
export function readMockServerMode(value = process.env.API_MOCK_SERVER): MockServerMode {
  const mode = value?.trim() || 'off';
  if (!(MOCK_SERVER_MODES as readonly string[]).includes(mode)) {
    throw new Error(`API_MOCK_SERVER must be one of ${MOCK_SERVER_MODES.join(', ')}, not "${value}".`);
  }
  return mode as MockServerMode;
}

/**
 * The document this build uses (its servers set by API_MOCK_SERVER), as the site publishes it next to
 * the reference: `publishedSpecDir` is one of the site's static directories. The generator reads the JSON.
 */
export const publishedSpecDir = '.api-spec/public';
export const publishedSpecUrls = {
  yaml: `/${apiRouteBasePath}/openapi.yaml`,
  json: `/${apiRouteBasePath}/openapi.json`,
} as const;
/** The copy of the document the page generator reads: its text made safe for MDX (./untrusted). */
export const pagesSpecPath = '.api-spec/pages/openapi.json';
export const publishedSpec = {
  yaml: path.posix.join(publishedSpecDir, publishedSpecUrls.yaml),
  json: path.posix.join(publishedSpecDir, publishedSpecUrls.json),
} as const;

export const apiDocs = {
  id: apiDocsPluginId,
  path: apiDocsPath,
  routeBasePath: apiRouteBasePath,
  sidebarPath: path.join(__dirname, 'sidebar.ts'),
  docItemComponent: '@theme/ApiItem',
  breadcrumbs: true,
  showLastUpdateTime: false,
  // The generated pages' text comes from the OpenAPI document, which may come from another host: none of it runs.
  beforeDefaultRemarkPlugins: [remarkUntrustedMdx],
} satisfies DocsOptions;

export const openApiDocs = {
  id: openApiPluginId,
  docsPlugin: '@docusaurus/plugin-content-docs',
  docsPluginId: apiDocsPluginId,
  config: {
    [apiConfigKey]: {
      specPath: pagesSpecPath,
      outputDir: apiDocsPath,
      sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsible: true, sidebarCollapsed: false},
      showSchemas: false,
      hideSendButton: false,
      maskCredentials: true,
      // The operation as plain JSON in each page's front matter, which brotli compresses, rather than
      // base64 of gzip, which it cannot and which the page would need pako to read.
      disableCompression: true,
    },
  },
} satisfies OpenApiPluginOptions;

/**
 * The feature's two plugins as docusaurus.config.ts lists them (through ./index.ts); the page generator
 * (./generate/run-generator.ts) is given the same entries.
 */
export const apiPlugins = [
  ['@docusaurus/plugin-content-docs', apiDocs],
  ['docusaurus-plugin-openapi-docs', openApiDocs],
] satisfies [string, object][];

/** Options of this feature's theme plugin (./index.ts). */
export interface ApiThemeOptions {
  /** Route base of the API docs instance, e.g. `api`. */
  readonly routeBasePath: string;
  /** Folder of the API docs instance, relative to the site, e.g. `api-docs`. */
  readonly docsPath: string;
}

export const apiTheme = {
  routeBasePath: apiRouteBasePath,
  docsPath: apiDocsPath,
} satisfies ApiThemeOptions;

/** One code-sample language of the request panel (the theme's `languageTabs` entries). */
interface LanguageTab {
  readonly highlight: string;
  readonly language: string;
  readonly logoClass: string;
  readonly variant: string;
  readonly variants: readonly string[];
}

/** Code samples in the request panel: the languages the overview promises, one variant each. */
export const apiThemeConfig = {
  languageTabs: [
    {highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'cURL', variants: ['cURL']},
    {highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'Fetch', variants: ['Fetch']},
    {highlight: 'python', language: 'python', logoClass: 'python', variant: 'Requests', variants: ['Requests']},
    {highlight: 'php', language: 'php', logoClass: 'php', variant: 'cURL', variants: ['cURL']},
  ],
  api: {
    authPersistence: 'sessionStorage',
    requestTimeout: 30_000,
    requestCredentials: 'omit',
  },
} satisfies OpenApiThemeConfig & {languageTabs: readonly LanguageTab[]};
