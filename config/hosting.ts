import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {HostingOptions} from '../plugins/hosting/options';
import {product} from '../src/data/product';
import {publishedSpecUrls} from '../plugins/api-reference/options';
import {FEED_ROUTE_BASE_PATH} from '../plugins/release-notes/options';
import {pageActions} from './page-actions';
import {redirects} from './redirects';
import {status} from './status';

/**
 * What the hosting rules (plugins/hosting) need to know of the site: they become the nginx
 * configuration, `_redirects` and `_headers` at build time, and the rules the project's server applies.
 */

/** Origins of the OpenAPI document's servers, which the reference's Send button calls. */
function apiServerOrigins(file: string): string[] {
  let document: unknown;
  try {
    document = yaml.load(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`hosting: cannot read the API servers from ${file}: ${(error as Error).message}`);
  }
  const servers = (document as {servers?: {url?: unknown}[]} | undefined)?.servers ?? [];
  return servers.flatMap(({url}) => (typeof url === 'string' && /^https?:\/\//.test(url) ? [new URL(url).origin] : []));
}

/**
 * Algolia's hosts, which search calls when `search/config.json` names Algolia: a deployment may switch
 * that file without rebuilding (see the README), so they are allowed whichever backend the build chose.
 */
const ALGOLIA_ORIGINS = [
  'https://*.algolia.net',
  'https://*.algolianet.com',
  'https://insights.algolia.io',
  'https://askai.algolia.com',
];

/** The options for a build with this OpenAPI document and status feed (empty: the snapshot only). */
export function hostingOptions(apiSpecFile: string, statusFeedUrl: string) {
  return {
    redirects,
    framing: [
      // The embeddable release notes: framed by the web app only.
      {prefix: `/${FEED_ROUTE_BASE_PATH}/`, ancestors: [product.appUrl]},
      // The reference player, like the player it stands in for: embeddable anywhere.
      {prefix: '/embed/', ancestors: 'anywhere'},
    ],
    connectSources: [...apiServerOrigins(apiSpecFile), ...(statusFeedUrl ? [statusFeedUrl] : []), ...ALGOLIA_ORIGINS],
    siteUrl: product.siteUrl,
    serverName: new URL(product.siteUrl).hostname,
    // A path: nginx passes it to the feedback service; a form service's URL: the CSP allows it.
    feedbackEndpoint: pageActions.feedbackEndpoint,
    ...(process.env.FEEDBACK_SERVICE_URL ? {feedbackService: process.env.FEEDBACK_SERVICE_URL} : {}),
  } satisfies HostingOptions;
}

/**
 * The options of a built site. The API servers come from the document the build published, so a
 * production build (API_MOCK_SERVER off) does not allow the local mock, and a server started later
 * applies the same rules without knowing the build's environment.
 */
export function hostingForBuild(buildDir: string) {
  return hostingOptions(path.join(buildDir, publishedSpecUrls.json), status.feedUrl);
}
