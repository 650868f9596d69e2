/**
 * The site's rules for a built site, as the build wrote them for nginx and the static hosts: computed
 * from the same options (config/hosting.ts) and the same build. Run the server with the environment the
 * build had (STATUS_FEED_URL, FEEDBACK_ENDPOINT): `rulesMatchBuild` tells when they differ.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {validateHostingOptions} from '../../plugins/hosting/options';
import {siteRules, type SiteRules} from '../../plugins/hosting/rules';
import {renderHeaders, renderRedirects} from '../../plugins/hosting/static-hosts';

/**
 * The rules for a build, from the API document it published (`documentFrom`: the build whose document to
 * use, for a site that has none, such as the benchmark's stock page); no document is a one-line error.
 */
export async function loadSiteRules(root: string, documentFrom = root): Promise<SiteRules> {
  const {hostingForBuild} = await import('../../config/hosting');
  return siteRules(path.resolve(root), validateHostingOptions(hostingForBuild(documentFrom)));
}

/** Whether the build's `_headers` and `_redirects` say what `rules` say (false when either is missing). */
export async function rulesMatchBuild(root: string, rules: SiteRules): Promise<boolean> {
  const read = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => undefined);
  return (await read('_headers')) === renderHeaders(rules) && (await read('_redirects')) === renderRedirects(rules);
}
