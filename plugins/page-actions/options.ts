/** Options of the page-actions plugin (config/page-actions.ts) and what it tells pages. */
export interface PageActionsOptions {
  /** Docs plugin instances whose pages are articles: they get the actions and the feedback question. */
  readonly docsPluginIds: readonly string[];
  /**
   * Where "Was this page helpful?" answers are posted (JSON, see feedback-contract.ts): the project's
   * server's `/feedback`, or any form backend's URL. Empty: the question is not shown.
   */
  readonly feedbackEndpoint: string;
  /** The site's version, sent with each answer; by default the package version and the git commit. */
  readonly siteVersion?: string;
}

export const PLUGIN_NAME = 'vidcove-page-actions';

export type PageActionsGlobalData = Required<PageActionsOptions>;

export function validatePageActionsOptions(options: PageActionsOptions): PageActionsOptions {
  const endpoint = options.feedbackEndpoint;
  if (typeof endpoint !== 'string' || (endpoint !== '' && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(endpoint))) {
    throw new Error(
      `page-actions: feedbackEndpoint must be empty, a path such as /feedback or an http(s) URL, not "${String(endpoint)}"`,
    );
  }
  if (options.siteVersion !== undefined && !/^[\w.+-]{1,64}$/.test(options.siteVersion)) {
    throw new Error(
      `page-actions: siteVersion "${options.siteVersion}" must be 1 to 64 letters, digits, dots, dashes or plus signs`,
    );
  }
  return options;
}
