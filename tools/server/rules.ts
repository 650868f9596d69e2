/**
 * The site's rules for a built site, as the build wrote them for nginx and the static hosts: computed
 * from the same options (config/hosting.ts) and the same build. Run the server with the environment the
 * build had (API_SPEC_URL, STATUS_FEED_URL): `rulesMatchBuild` tells when they differ.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {hosting} from '../../config/hosting';
import {validateHostingOptions} from '../../plugins/hosting/options';
import {siteRules, type SiteRules} from '../../plugins/hosting/rules';
import {renderHeaders, renderRedirects} from '../../plugins/hosting/static-hosts';

export function loadSiteRules(root: string): Promise<SiteRules> {
  return siteRules(path.resolve(root), validateHostingOptions(hosting));
}

/** Whether the build's `_headers` and `_redirects` say what `rules` say (false when either is missing). */
export async function rulesMatchBuild(root: string, rules: SiteRules): Promise<boolean> {
  const read = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => undefined);
  return (await read('_headers')) === renderHeaders(rules) && (await read('_redirects')) === renderRedirects(rules);
}
