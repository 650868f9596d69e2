/**
 * The hosting step of the build (`postbuild`), after every plugin's postBuild, so it sees the final files:
 * removes what no host may serve, adds `robots.txt` and `favicon.ico`, writes `_redirects`, `_headers` and
 * `deploy/nginx.conf` (outside the published folder), and brotli and gzip copies of every compressible file.
 */
import {mkdir, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {renderNginx} from './nginx';
import {DEFAULT_FEEDBACK_SERVICE, validateHostingOptions, type HostingOptions} from './options';
import {precompress} from './precompress';
import {siteRules, type SiteRules} from './rules';
import {pruneHidden, writeSiteFiles} from './site-files';
import {MAX_HEADER_RULES, headerRules, renderHeaders, renderRedirects} from './static-hosts';

/** Where the nginx configuration goes for a build folder: `deploy/nginx.conf` beside it. */
export function nginxConfigFile(buildDir: string): string {
  return path.join(path.dirname(path.resolve(buildDir)), 'deploy', 'nginx.conf');
}

export interface HostingFiles {
  readonly redirects: string;
  readonly headers: string;
  readonly nginx: string;
}

/** The three rule files for a built site, as text. */
export async function renderHostingFiles(
  buildDir: string,
  options: HostingOptions,
): Promise<{rules: SiteRules; files: HostingFiles}> {
  const validated = validateHostingOptions(options);
  const rules = await siteRules(buildDir, validated);
  const count = headerRules(rules).length;
  if (count > MAX_HEADER_RULES) {
    throw new Error(`hosting: _headers would have ${count} rules; Cloudflare Pages reads ${MAX_HEADER_RULES} at most.`);
  }
  return {
    rules,
    files: {redirects: renderRedirects(rules), headers: renderHeaders(rules), nginx: renderNginx(rules, validated)},
  };
}

/**
 * What the build tells the operator about "Was this page helpful?": where answers go on each kind of
 * host, since a path endpoint exists only where the feedback service runs.
 */
export function feedbackNotice(options: Pick<HostingOptions, 'feedbackEndpoint' | 'feedbackService'>): string {
  const endpoint = options.feedbackEndpoint ?? '';
  if (endpoint === '') return '[hosting] feedback: off (FEEDBACK_ENDPOINT is empty): the question is not shown.';
  if (!endpoint.startsWith('/')) {
    return `[hosting] feedback: answers go to ${endpoint} on every host (the CSP allows its origin).`;
  }
  return (
    `[hosting] feedback: answers post to ${endpoint}, which the project's server answers, and nginx passes to ` +
    `the feedback service at ${options.feedbackService ?? DEFAULT_FEEDBACK_SERVICE} ("npm run serve:feedback"). ` +
    'Netlify, Cloudflare Pages and S3 have no such endpoint: for them, build with FEEDBACK_ENDPOINT set to a ' +
    "form service's URL, or empty to leave the question out."
  );
}

export interface WriteOptions {
  readonly buildDir: string;
  readonly options: HostingOptions;
  /** The SVG icon favicon.ico is drawn from. */
  readonly iconSvg: string;
  /** Cache of compressed copies, or none. */
  readonly cacheDir?: string;
  readonly log?: (line: string) => void;
}

export async function writeHosting({buildDir, options, iconSvg, cacheDir, log = console.log}: WriteOptions) {
  const index = await stat(path.join(buildDir, 'index.html')).catch(() => undefined);
  if (!index?.isFile()) throw new Error(`hosting: no built site in ${buildDir}. Run "npm run build".`);
  const removed = await pruneHidden(buildDir);
  if (removed.length > 0) log(`[hosting] not published: ${removed.join(', ')}`);
  await writeSiteFiles(buildDir, validateHostingOptions(options).siteUrl, iconSvg);
  const {rules, files} = await renderHostingFiles(buildDir, options);
  await writeFile(path.join(buildDir, '_redirects'), files.redirects);
  await writeFile(path.join(buildDir, '_headers'), files.headers);
  const nginxFile = nginxConfigFile(buildDir);
  await mkdir(path.dirname(nginxFile), {recursive: true});
  await writeFile(nginxFile, files.nginx);
  log(
    `[hosting] ${rules.redirects.length} redirects, ${headerRules(rules).length} header rules: ` +
      `${path.relative(process.cwd(), path.join(buildDir, '_redirects'))}, _headers, ${path.relative(process.cwd(), nginxFile)}`,
  );
  log(feedbackNotice(validateHostingOptions(options)));
  const started = performance.now();
  const compressed = await precompress(buildDir, cacheDir);
  log(
    `[hosting] brotli and gzip copies of ${compressed.files} files (${compressed.cached} copies from the cache) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
