/**
 * The site's rules for a built site, as the build wrote them for nginx and the static hosts: computed
 * from the same options (config/hosting.ts) and the same build. Run the server with the environment the
 * build had (API_SPEC_URL, STATUS_FEED_URL, FEEDBACK_ENDPOINT): `rulesMatchBuild` tells when they differ.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {validateHostingOptions} from '../../plugins/hosting/options';
import {siteRules, type SiteRules} from '../../plugins/hosting/rules';
import {renderHeaders, renderRedirects} from '../../plugins/hosting/static-hosts';

/** The rules for a build; a fetched API document missing on this host is a one-line error that says so. */
export async function loadSiteRules(root: string): Promise<SiteRules> {
  // Imported here, not above: reading the API document's servers can fail, and should fail as a message.
  const {hosting} = await import('../../config/hosting').catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const hint = process.env.API_SPEC_URL?.trim()
      ? ` (API_SPEC_URL is set: run "npm run api:generate" on this host to fetch its document, or unset it)`
      : '';
    throw new Error(`${message}${hint}`);
  });
  return siteRules(path.resolve(root), validateHostingOptions(hosting));
}

/** Whether the build's `_headers` and `_redirects` say what `rules` say (false when either is missing). */
export async function rulesMatchBuild(root: string, rules: SiteRules): Promise<boolean> {
  const read = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => undefined);
  return (await read('_headers')) === renderHeaders(rules) && (await read('_redirects')) === renderRedirects(rules);
}
