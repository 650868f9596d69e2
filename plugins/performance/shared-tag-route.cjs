// @ts-check
/**
 * The docs tag pages as one route, `<prefix>/:tag`, in the browser's route table (client production build;
 * route-tables.cjs applies it): they share one data module, so only their paths differ. The server build
 * keeps every route, so each tag page still gets its own HTML file. How: this folder's README.md, "Tag pages".
 */

/** client/all-tags-prop.ts: the prop under which a tag page receives every tag's data. */
const ALL_TAGS_PROP = 'allTags';
const PARAM = ':tag';

/**
 * The tag pages among the chunk names: their keys (`path-hash`), paths, the shared chunks, and the key
 * of the one route that replaces them. Null when there are none.
 * @param {Record<string, unknown>} chunkNames routesChunkNames.json, parsed
 */
function tagRoutes(chunkNames) {
  const keys = Object.keys(chunkNames).filter((key) => {
    const names = chunkNames[key];
    return !!names && typeof names === 'object' && ALL_TAGS_PROP in names;
  });
  if (keys.length === 0) return null;
  const first = /** @type {string} */ (keys[0]);
  const split = (/** @type {string} */ key) => {
    const match = /^(.*)\/([^/]+)-([0-9a-f]+)$/.exec(key);
    if (!match) throw new Error(`shared-tag-route: unexpected route key "${key}" in routesChunkNames.json`);
    return {prefix: match[1] ?? '', hash: match[3] ?? ''};
  };
  const {prefix, hash} = split(first);
  const shared = JSON.stringify(chunkNames[first]);
  for (const key of keys) {
    if (split(key).prefix !== prefix || JSON.stringify(chunkNames[key]) !== shared) {
      throw new Error(`shared-tag-route: tag page ${key} differs from ${first} in its prefix or its chunks`);
    }
  }
  const path = `${prefix}/${PARAM}`;
  return {keys: new Set(keys), path, hash, key: `${path}-${hash}`, chunks: chunkNames[first]};
}

/**
 * routesChunkNames.json with the tag pages' entries replaced by one for the shared route.
 * @param {Record<string, unknown>} chunkNames
 * @returns {Record<string, unknown>}
 */
function collapseTagChunkNames(chunkNames) {
  const tags = tagRoutes(chunkNames);
  if (!tags) return chunkNames;
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const [key, value] of Object.entries(chunkNames)) {
    if (!tags.keys.has(key)) result[key] = value;
    else if (!(tags.key in result)) result[tags.key] = tags.chunks;
  }
  return result;
}

/** A route of routes.js with only a path, a component and `exact` (Docusaurus 3's serializeRouteConfig). */
const PLAIN_ROUTE =
  /\{\n(\s*)path: '([^']*)',\n\s*component: ComponentCreator\('\2', '([0-9a-f]+)'\),\n\s*exact: true\n\s*\},?\n?/g;

/**
 * routes.js with the tag pages' routes replaced by one route, where the first of them was.
 * @param {string} source routes.js
 * @param {Record<string, unknown>} chunkNames routesChunkNames.json, parsed (before collapseTagChunkNames)
 */
function collapseTagRoutes(source, chunkNames) {
  const tags = tagRoutes(chunkNames);
  if (!tags) return source;
  let replaced = 0;
  const result = source.replace(PLAIN_ROUTE, (route, indent, routePath, hash) => {
    if (!tags.keys.has(`${routePath}-${hash}`)) return route;
    replaced += 1;
    if (replaced > 1) return '';
    const component = `ComponentCreator('${tags.path}', '${tags.hash}')`;
    return `{\n${indent}path: '${tags.path}',\n${indent}component: ${component},\n${indent}exact: true\n${indent.slice(2)}},\n`;
  });
  if (replaced !== tags.keys.size) {
    throw new Error(
      `shared-tag-route: found ${replaced} of the ${tags.keys.size} tag pages' routes in routes.js (a Docusaurus upgrade?)`,
    );
  }
  return result;
}

module.exports = {ALL_TAGS_PROP, collapseTagChunkNames, collapseTagRoutes};
