/**
 * `@docusaurus/utils-common` for the bundles, without tslib: the package's CommonJS entry requires tslib
 * for one helper, which keeps every tslib helper in every page's script. The site bundles this module in
 * its place (index.ts, `resolve.alias`); utils-common.test.ts keeps the two lists of exports equal.
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
