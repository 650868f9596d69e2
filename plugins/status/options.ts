/**
 * Options of the status plugin (set in `config/status.ts`) and their validation. Kept apart from
 * the plugin so the config and the unit tests can import them without Docusaurus.
 */
export interface StatusPluginOptions {
  /** Statuspage v2 `summary.json` snapshot, relative to the site directory. */
  readonly summaryPath: string;
  /** History file (past incidents and their component impacts), relative to the site directory. */
  readonly historyPath: string;
  /**
   * Live `summary.json` the status page fetches in the browser. Empty: the snapshot is the only
   * source and the page makes no request at all.
   */
  readonly feedUrl: string;
  /** Route of the status page. */
  readonly routePath: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks a feed URL: empty, or an absolute https URL (plain http only for a local test server),
 * without credentials. Returns the normalised URL or throws a message naming the setting.
 */
export function validateFeedUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(
      `status feed URL “${trimmed}” is not an absolute URL (set it in src/data/product.ts or STATUS_FEED_URL).`,
    );
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`status feed URL “${trimmed}” must use https (plain http is allowed for localhost only).`);
  }
  if (url.username || url.password) {
    throw new Error('status feed URL must not contain a user name or password: it is published in the page.');
  }
  return url.href;
}

/** Checks the plugin's options; throws a message that names the bad setting. */
export function validateOptions(input: unknown): StatusPluginOptions {
  if (typeof input !== 'object' || input === null) throw new Error('status plugin options must be an object.');
  const options = input as Partial<Record<keyof StatusPluginOptions, unknown>>;
  const routePath = options.routePath ?? '/status/';
  if (typeof routePath !== 'string') throw new Error('status routePath must be a string.');
  if (!/^\/[a-z0-9/-]*$/.test(routePath)) throw new Error(`status routePath “${routePath}” must be a site path.`);
  for (const key of ['summaryPath', 'historyPath'] as const) {
    if (typeof options[key] !== 'string' || options[key] === '')
      throw new Error(`status plugin option ${key} is required.`);
  }
  if (options.feedUrl !== undefined && typeof options.feedUrl !== 'string') {
    throw new Error('status feedUrl must be a string (empty for snapshot only).');
  }
  return {
    summaryPath: options.summaryPath as string,
    historyPath: options.historyPath as string,
    feedUrl: validateFeedUrl(options.feedUrl ?? ''),
    routePath,
  };
}
