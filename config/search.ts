import type {UserThemeConfig as SearchThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchOptions} from '../plugins/search/options';
import type {PageTypeRule} from '../plugins/search/page-types';
import {faqSection, samplesSection} from '../src/data/areas';
import {product} from '../src/data/product';
import {apiRouteBasePath} from '../plugins/api-reference/options';
import {missedSearchesEndpointFor} from '../plugins/search/missed-searches-contract';
import {releaseNotes} from './blog';
import {pageActions} from './page-actions';

/**
 * Search: a local index built from the site's own pages by default (plugins/search: no service, works
 * offline); ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY at build time switch to Algolia DocSearch, and
 * ALGOLIA_ASSISTANT_ID then adds Ask AI. The build writes the choice to `search/config.json`, which the
 * modal and the /search page read when first used, not this theme config.
 */
const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

const appId = env('ALGOLIA_APP_ID');
const apiKey = env('ALGOLIA_SEARCH_API_KEY');
const assistantId = env('ALGOLIA_ASSISTANT_ID');
/** The index name both backends use, with the same record shape. */
export const searchIndexName = env('ALGOLIA_INDEX_NAME') ?? `help-${product.slug}`;

if (assistantId && !(appId && apiKey)) {
  throw new Error(
    'ALGOLIA_ASSISTANT_ID (Ask AI) needs ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY: Ask AI runs on Algolia only.',
  );
}
if (Boolean(appId) !== Boolean(apiKey)) {
  throw new Error('Set both ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY to use Algolia, or neither for the local index.');
}

/** Route of the FAQ on contacting support: the "Let us know." link goes there once the page exists. */
export const searchReportRoute = `/frequently-asked-questions/contacting-${product.slug}-support`;

/**
 * Pages that rank below help articles (plugins/search/page-types.ts): FAQs, developer samples, the
 * API reference, the glossary and release notes, by route. The crawler configuration gives Algolia the same
 * order (plugins/search/crawler.config.js; a test checks they agree).
 */
export const searchPageTypes: readonly PageTypeRule[] = [
  {type: 'faq', prefix: `/${faqSection.dir}/`},
  {type: 'sample', prefix: `/${samplesSection.dir}/`},
  {type: 'api', prefix: `/${apiRouteBasePath}/`},
  {type: 'glossary', prefix: `/getting-started/${product.slug}-glossary/`},
  {type: 'release', prefix: `/${releaseNotes.routeBasePath}/`},
];

export const searchIndex = {
  backend: appId && apiKey ? {kind: 'algolia', appId, apiKey, ...(assistantId ? {assistantId} : {})} : {kind: 'local'},
  indexName: searchIndexName,
  reportRoutes: [searchReportRoute],
  fallbackReportUrl: `mailto:${product.supportEmail}?subject=${encodeURIComponent('Search: no results')}`,
  defaultLvl0: product.siteTitle,
  pageTypes: searchPageTypes,
  // Beside "Was this page helpful?" on the project's server (`/feedback` → `/missed-searches`); nowhere when
  // feedback is off or goes to a form service.
  missedSearchesEndpoint: missedSearchesEndpointFor(pageActions.feedbackEndpoint),
} satisfies SearchOptions;

/**
 * The theme's own options: contextual search (facets `language` and `docusaurus_tag`) and the results page
 * at /search. appId and apiKey are required by the theme's validation; with the local index they are
 * placeholders that nothing sends anywhere (the modal and the page take the backend from search/config.json).
 */
export const algolia = {
  appId: appId ?? 'local',
  apiKey: apiKey ?? 'local',
  indexName: searchIndexName,
  contextualSearch: true,
  searchPagePath: 'search',
} satisfies SearchThemeConfig['algolia'];
