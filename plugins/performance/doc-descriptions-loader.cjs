// @ts-check
/**
 * Doc titles and descriptions out of every docs page's code (a webpack loader, server and client builds
 * alike, so the page renders the same on both). Docusaurus gives every docs page its version's metadata,
 * which holds each doc's title, description and sidebar for `useDocById`: on this site 34 KB, 5 KB
 * compressed, on every help article, and it grows with every article. Only the category index pages
 * (DocCard: the description) and the FAQ index (FaqList: the title) read them, so each doc keeps only its
 * id here (`useDocById` still finds it), and those components read titles and descriptions from the data
 * file that doc-descriptions.ts writes (`useDocTitle`, `useDocDescription`, client/doc-descriptions.ts),
 * which only they import.
 *
 * Applied to the docs plugins' route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`);
 * props without a version pass through unchanged. A version whose docs are not in the shape trimmed here
 * fails the build, in one line naming this patch, rather than shipping metadata the theme cannot read.
 */

/** How an upgrade that breaks this patch names it (see PATCHES.md). */
const PATCH = 'doc-descriptions patch (plugins/performance/doc-descriptions-loader.cjs, see PATCHES.md)';

/**
 * @param {string} source a route props JSON file
 * @returns {string}
 */
function withDocIdsOnly(source) {
  /** @type {{version?: {docs?: Record<string, {id?: unknown}>}}} */
  const props = JSON.parse(source);
  if (!props.version) return source;
  const docs = props.version.docs;
  const isMap = Boolean(docs) && typeof docs === 'object' && !Array.isArray(docs);
  if (!docs || !isMap || Object.values(docs).some((doc) => typeof doc?.id !== 'string')) {
    throw new Error(`${PATCH}: a docs version's route props no longer map doc ids to docs with an id`);
  }
  for (const [key, doc] of Object.entries(docs)) docs[key] = {id: doc.id};
  return JSON.stringify(props);
}

/** @param {string} source */
module.exports = function docDescriptionsLoader(source) {
  return withDocIdsOnly(source);
};
module.exports.withDocIdsOnly = withDocIdsOnly;
module.exports.PATCH = PATCH;
