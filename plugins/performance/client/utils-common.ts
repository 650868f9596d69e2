/**
 * `@docusaurus/utils-common` for the bundles, without tslib. The package's entry (lib/index.js, CommonJS)
 * requires tslib for one helper, and a CommonJS require keeps every tslib helper in `main` (10 KB of script,
 * about 3 KB brotli, on every page). The site bundles this module in its place (index.ts, `resolve.alias`):
 * the same exports, from the package's own files, which need no tslib. utils-common.test.ts keeps the
 * two lists of exports equal, so an upgrade that adds one fails there, not in a reader's browser.
 */
export {
  default as applyTrailingSlash,
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors (as in the package's entry).
export const blogPostContainerID = '__blog-post-container';
