import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs';
import type {ApiThemeOptions} from '../plugins/api-reference';

/**
 * The API reference: a docs plugin instance of its own at /api, pages generated from the OpenAPI
 * document by docusaurus-plugin-openapi-docs (see plugins/api-reference/generate/cli.ts, run before every build
 * and start), rendered by the lean API theme in plugins/api-reference.
 */

/** The committed OpenAPI document: the default source, and the one `npm run lint:api` checks. */
export const committedSpecPath = 'api-spec/vidcove.yaml';
/** Where a document fetched from API_SPEC_URL is written for the generator and the mock server. */
export const fetchedSpecPath = '.api-spec/vidcove.yaml';
/** The document the reference and the mock are generated from in this run. */
export const specPath = process.env.API_SPEC_URL?.trim() ? fetchedSpecPath : committedSpecPath;

/** Folder of the API docs instance; generated pages land here next to the hand-written overview. */
export const apiDocsPath = 'api-docs';
export const apiRouteBasePath = 'api';
export const apiDocsPluginId = 'api';
export const openApiPluginId = 'openapi';
/** Key of the document in the openapi plugin's config (`docusaurus gen-api-docs vidcove`). */
export const apiConfigKey = 'vidcove';
/** Port of the local Prism mock server (the document's second server). */
export const mockApiPort = 4010;

export const apiDocs = {
  id: apiDocsPluginId,
  path: apiDocsPath,
  routeBasePath: apiRouteBasePath,
  sidebarPath: './sidebars-api.ts',
  docItemComponent: '@theme/ApiItem',
  breadcrumbs: true,
  showLastUpdateTime: false,
} satisfies DocsOptions;

export const openApiDocs = {
  id: openApiPluginId,
  docsPlugin: '@docusaurus/plugin-content-docs',
  docsPluginId: apiDocsPluginId,
  config: {
    [apiConfigKey]: {
      specPath,
      outputDir: apiDocsPath,
      sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsible: true, sidebarCollapsed: false},
      showSchemas: false,
      hideSendButton: false,
      maskCredentials: true,
    },
  },
} satisfies OpenApiPluginOptions;

/** The lean API theme (plugins/api-reference): the openapi theme's components, on API pages only. */
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
