/**
 * Vidcove's identity: every name, host and address the site shows or calls is defined here once.
 * Config, plugins, pages, components and the facts sheet import it; nothing else spells these values out.
 */
export interface ProductIdentity {
  /** Product name as readers see it. */
  readonly name: string;
  /** The company's registered name (copyright lines). */
  readonly legalName: string;
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
  /** The help centre's source repository (Edit this page links) and the branch writers edit. */
  readonly repositoryUrl: string;
  readonly repositoryBranch: string;
}

/**
 * Host names Vidcove serves from: every URL of the product, on this site and in the facts sheet, is built
 * from these. Corporate networks allow list them (see the facts sheet's `browsers`).
 */
export const domains = {
  marketing: 'www.vidcove.com',
  app: 'app.vidcove.com',
  api: 'api.vidcove.com',
  watch: 'watch.vidcove.com',
  play: 'play.vidcove.com',
  live: 'live.vidcove.com',
  liveBackup: 'live-backup.vidcove.com',
  cdn: 'cdn.vidcove.net',
  sites: 'vidcove.site',
  customDomainTarget: 'custom.vidcove.site',
  simpleLinks: 'vcv.link',
  status: 'status.vidcove.com',
  help: 'help.vidcove.com',
  /** The domain of Vidcove's email addresses. */
  mail: 'vidcove.com',
} as const;

/** `https://` and a host of `domains`. */
export const origin = (host: string): string => `https://${host}`;

export const product = {
  name: 'Vidcove',
  slug: 'vidcove',
  legalName: 'Vidcove Ltd',
  siteTitle: 'Vidcove Help Centre',
  siteUrl: origin(domains.help),
  marketingUrl: origin(domains.marketing),
  blogUrl: `${origin(domains.marketing)}/blog`,
  appUrl: origin(domains.app),
  loginUrl: `${origin(domains.app)}/login`,
  apiHost: origin(domains.api),
  apiSpecPath: '/swagger/v3/swagger.yml',
  statusPageUrl: origin(domains.status),
  statusFeedUrl: '',
  supportEmail: `support@${domains.mail}`,
  repositoryUrl: 'https://github.com/vidcove/help-vidcove',
  repositoryBranch: 'main',
} as const satisfies ProductIdentity;

/** The site's tagline, phrased from the specification's description of the help centre. */
export const tagline =
  'Search or browse articles and videos on media management, playback customisation and asset security.';

/** Path of the main landing doc (the spec's "Docs" entry point). */
export const landingDocPath = `/getting-started/accessing-${product.slug}`;

/** Marketing-site link helper: keeps every external marketing URL on one origin. */
export const marketing = (path: string): string => `${product.marketingUrl}${path}`;
