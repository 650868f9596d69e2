/**
 * The openapi theme's internal modules the API reference's browser code uses, in one place. The theme's
 * package documents only its plugin entry and its swizzlable components; these have no public export:
 * `getSchemaName` (the type label ../theme/ResponseHeaders shows, as the theme's own schema rows do) and
 * `makeRequest` (Send: ./send.ts stands in for it inside the theme's request form, and loads it on the
 * first press). ./openapi-theme-internals.test.ts fails, naming the path, when an upgrade moves one.
 */
export {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';
export type {RequestErrorType} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Request/makeRequest';

export const loadMakeRequest = () =>
  import(/* webpackChunkName: "api-send" */ 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Request/makeRequest');
