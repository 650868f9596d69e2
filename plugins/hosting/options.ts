/**
 * Options of the hosting rules (set in `config/hosting.ts`) and their validation. Kept apart so the
 * config, the post-build step, the project's server and the tests import them without Docusaurus.
 */

export interface HostingRedirect {
  /** Old paths, each answered with a 301 with and without a trailing slash. */
  readonly from: readonly string[];
  /** Where they go: a path on this site. */
  readonly to: string;
}

export interface FramingRule {
  /** Routes below this path prefix (starting and ending with `/`). */
  readonly prefix: string;
  /** Origins allowed to frame them, or `'anywhere'`. Every other route may not be framed at all. */
  readonly ancestors: readonly string[] | 'anywhere';
}

export interface HostingOptions {
  readonly redirects: readonly HostingRedirect[];
  /** The routes made to be framed, most specific first; all others send `frame-ancestors 'none'`. */
  readonly framing: readonly FramingRule[];
  /** Origins pages fetch from besides their own (API servers, search service, status feed). */
  readonly connectSources: readonly string[];
  /** Public origin of the site (`https://…`), for robots.txt's sitemap line. */
  readonly siteUrl: string;
  /** Server name for the nginx configuration. */
  readonly serverName: string;
  /**
   * Where "Was this page helpful?" posts (FEEDBACK_ENDPOINT): a path on this site, which nginx passes to
   * the feedback service; a form service's URL, which the CSP then allows; empty or absent: no question.
   */
  readonly feedbackEndpoint?: string;
  /** The feedback service nginx passes a path endpoint to (`npm run serve:feedback`). */
  readonly feedbackService?: string;
}

export const DEFAULT_FEEDBACK_SERVICE = 'http://127.0.0.1:3001';

const SITE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

function origin(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`hosting: ${what} “${value}” is not an absolute URL.`);
  }
  if (url.origin === 'null') throw new Error(`hosting: ${what} “${value}” has no origin.`);
  return url.origin;
}

/** Checks the options; returns them with every origin normalised. Throws a message naming the bad setting. */
export function validateHostingOptions(options: HostingOptions): HostingOptions {
  for (const {from, to} of options.redirects) {
    if (!SITE_PATH.test(to)) throw new Error(`hosting: redirect target “${to}” must be a path on this site.`);
    for (const path of from) {
      if (!SITE_PATH.test(path) || path.endsWith('/') || path === to) {
        throw new Error(`hosting: redirect source “${path}” must be a site path without a trailing slash.`);
      }
    }
  }
  const framing = options.framing.map(({prefix, ancestors}) => {
    if (!SITE_PATH.test(prefix) || !prefix.endsWith('/') || prefix === '/') {
      throw new Error(`hosting: framing prefix “${prefix}” must be a folder path such as /embed/.`);
    }
    return {
      prefix,
      ancestors: ancestors === 'anywhere' ? ancestors : ancestors.map((a) => origin(a, 'framing origin')),
    };
  });
  const feedbackEndpoint = options.feedbackEndpoint ?? '';
  if (feedbackEndpoint.startsWith('/') && !SITE_PATH.test(feedbackEndpoint)) {
    throw new Error(`hosting: feedback endpoint “${feedbackEndpoint}” must be a plain path such as /feedback.`);
  }
  const formService = /^https?:\/\//.test(feedbackEndpoint) ? [origin(feedbackEndpoint, 'feedback endpoint')] : [];
  return {
    ...options,
    framing,
    feedbackEndpoint,
    feedbackService: origin(options.feedbackService ?? DEFAULT_FEEDBACK_SERVICE, 'feedback service'),
    connectSources: [
      ...new Set([...options.connectSources, ...formService].map((source) => origin(source, 'connect source'))),
    ],
    siteUrl: origin(options.siteUrl, 'siteUrl'),
  };
}
