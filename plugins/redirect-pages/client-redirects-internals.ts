/**
 * @docusaurus/plugin-client-redirects' internal modules this plugin reuses, in one place: its package
 * exports only the plugin and `validateOptions`, but the page it writes is a fixed template that is
 * not valid HTML (./index.ts says why), so this plugin takes the redirect plugin's own collection,
 * checks and file layout and writes its own page. ./client-redirects-internals.test.ts fails, naming
 * the path, when an upgrade moves or renames one.
 */
export {default as collectRedirects} from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
export {
  default as writeRedirectFiles,
  createToUrl,
  toRedirectFiles,
} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
