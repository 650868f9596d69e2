/**
 * Vidcove's identity: every name and address the site shows or calls is defined here once.
 * Config, pages and components import it; nothing else spells these values out.
 */
export interface ProductIdentity {
  /** Product name as readers see it. */
  readonly name: string;
  /** Lower-case slug used in routes, index names and ids. */
  readonly slug: string;
  /** Title of this documentation site. */
  readonly siteTitle: string;
  /** Public origin of the help centre (no trailing slash). */
  readonly siteUrl: string;
  /** Marketing site origin. */
  readonly marketingUrl: string;
  /** Vidcove's blog (external to the help centre). */
  readonly blogUrl: string;
  /** The web app where customers sign in. */
  readonly appUrl: string;
  /** Sign-in page of the web app. */
  readonly loginUrl: string;
  /** REST API host; the OpenAPI document is published at `apiHost + apiSpecPath`. */
  readonly apiHost: string;
  readonly apiSpecPath: string;
  /** Public status page. */
  readonly statusPageUrl: string;
  /**
   * Live Statuspage-format `summary.json`, fetched in the browser when set.
   * Empty means the committed snapshot is the only source (offline-safe default).
   */
  readonly statusFeedUrl: string;
  /** Support e-mail address. */
  readonly supportEmail: string;
}

export const product = {
  name: 'Vidcove',
  slug: 'vidcove',
  siteTitle: 'Vidcove Help Centre',
  siteUrl: 'https://help.vidcove.com',
  marketingUrl: 'https://www.vidcove.com',
  blogUrl: 'https://www.vidcove.com/blog',
  appUrl: 'https://app.vidcove.com',
  loginUrl: 'https://app.vidcove.com/login',
  apiHost: 'https://api.vidcove.com',
  apiSpecPath: '/swagger/v3/swagger.yml',
  statusPageUrl: 'https://status.vidcove.com',
  statusFeedUrl: '',
  supportEmail: 'support@vidcove.com',
} as const satisfies ProductIdentity;

/** The site's tagline, phrased from the specification's description of the help centre. */
export const tagline =
  'Search or browse articles and videos on media management, playback customisation and asset security.';

/** Path of the main landing doc (the spec's "Docs" entry point). */
export const landingDocPath = `/getting-started/accessing-${product.slug}`;

/** Marketing-site link helper: keeps every external marketing URL on one origin. */
export const marketing = (path: string): string => `${product.marketingUrl}${path}`;
