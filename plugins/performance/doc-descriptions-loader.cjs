// @ts-check
/**
 * Keeps only each doc's id in the docs version metadata every docs page loads (a webpack loader, server
 * and client builds alike): only DocCard and the FAQ index need titles and descriptions, and they read
 * them from doc-descriptions.ts's data file. A shape it does not know fails the build, naming this patch.
 * How: this folder's README.md, "Doc descriptions".
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
