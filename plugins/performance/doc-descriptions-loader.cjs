// @ts-check
/**
 * Doc descriptions out of every docs page's code (a webpack loader, server and client builds alike, so the
 * page renders the same on both). Docusaurus gives every docs page its version's metadata, which holds each
 * doc's title and description for `useDocById` (DocCard): on this site 34 KB, 5 KB compressed, on every help
 * article. Only the category index pages (DocCard) and the FAQ index (FaqList) show descriptions, so they are
 * dropped from the version metadata here, and those components read them from the data file that
 * doc-descriptions.ts writes (`useDocDescription`, client/doc-descriptions.ts), which only they import.
 *
 * Applied to the docs plugins' route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`);
 * files without a version's `docs` map pass through unchanged.
 */

/**
 * @param {string} source a route props JSON file
 * @returns {string}
 */
function withoutDocDescriptions(source) {
  /** @type {{version?: {docs?: Record<string, {description?: string}>}}} */
  const props = JSON.parse(source);
  const docs = props.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
}

/** @param {string} source */
module.exports = function docDescriptionsLoader(source) {
  return withoutDocDescriptions(source);
};
module.exports.withoutDocDescriptions = withoutDocDescriptions;
