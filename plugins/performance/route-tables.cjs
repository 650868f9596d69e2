// @ts-check
/**
 * The route tables every page downloads, made small (a webpack loader, client production build only).
 *
 * Docusaurus generates two tables into `.docusaurus/` that its client runtime bundles into `main`:
 *
 * - `registry.js`: for every chunk name (8 hex digits), `[loader, module path, weak module id]`;
 * - `routesChunkNames.json`: for every route, the chunk names of its component, context and props.
 *
 * On this site that is ~1,000 chunks and ~500 routes: about 25 KB of `main` compressed, on every page.
 * In the browser, the module path is never read (react-loadable reports it only while rendering on the
 * server) and a chunk name only links the two tables, so here the registry becomes an array, without the
 * paths, and each route names its chunks by their index in it. The hex names, which do not compress, and
 * the paths are gone. The server build keeps Docusaurus' tables as they are.
 *
 * `ComponentCreator` reads `registry[chunkName]` for each leaf of a route's chunk names: an index works
 * as well as a name. And it reads a route's chunk names from `routesChunkNames[path-hash]`, where only it
 * and routes.js meet: so each route's chunk names are written into routes.js, beside the route, and
 * stored in the table as the route is created (under `path-` and a count when two routes share a path),
 * instead of a second table that repeats every path and hash. The table's module starts empty. Docusaurus' prefetch also reads the chunk names (to ask webpack for the chunk's URL
 * by name), but this site never prefetches (prefetch-on-intent.ts): it preloads on intent, which calls the
 * registry's loaders. Without `webpackChunkName`, chunks have no names, so webpack's runtime carries no
 * map from names to ids either (the `__webpack_require__.gca` table of Docusaurus' ChunkAssetPlugin).
 *
 * If Docusaurus changes the format of either file, the build fails here with a message rather than
 * shipping tables the client cannot read.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {collapseTagChunkNames, collapseTagRoutes} = require('./shared-tag-route.cjs');

/** One line of registry.js, as Docusaurus 3 writes it (core/lib/server/codegen/codegenRoutes.js). */
const REGISTRY_LINE =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/**
 * Registry entries in file order: chunk name and module path.
 * @param {string} source registry.js
 * @returns {{name: string; modulePath: string}[]}
 */
function parseRegistry(source) {
  const text = source.trim();
  const head = 'export default {\n';
  if (!text.startsWith(head) || !text.endsWith('};')) {
    throw new Error(
      'route-tables: .docusaurus/registry.js is not `export default {…};` any more (a Docusaurus upgrade?)',
    );
  }
  const body = text.slice(head.length, -'};'.length);
  return (body === '' ? [] : body.split('\n')).map((line) => {
    const match = REGISTRY_LINE.exec(line);
    if (!match) throw new Error(`route-tables: unexpected line in .docusaurus/registry.js: ${line.slice(0, 160)}`);
    return {name: match[1] ?? '', modulePath: match[2] ?? ''};
  });
}

/**
 * The client's registry: an array of `[loader, 0, weak module id]`, in the order of registry.js.
 * @param {string} source registry.js
 */
function compactRegistry(source) {
  const entries = parseRegistry(source).map(
    ({modulePath}) => `  [() => import("${modulePath}"), 0, require.resolveWeak("${modulePath}")],`,
  );
  return `export default [\n${entries.join('\n')}\n];\n`;
}

/**
 * The client's routesChunkNames.json: every chunk name replaced by its index in the registry.
 * @param {string} json routesChunkNames.json
 * @param {string} registrySource registry.js, beside it
 */
function compactChunkNames(json, registrySource) {
  const index = new Map(parseRegistry(registrySource).map(({name}, i) => [name, i]));
  /** @param {unknown} value @param {string} where @returns {unknown} */
  const rename = (value, where) => {
    if (typeof value === 'string') {
      const at = index.get(value);
      if (at === undefined) throw new Error(`route-tables: chunk "${value}" of ${where} is not in registry.js`);
      return at;
    }
    if (Array.isArray(value)) return value.map((item, i) => rename(item, `${where}.${i}`));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item, `${where}.${key}`)]));
    }
    throw new Error(`route-tables: unexpected value in routesChunkNames.json at ${where}`);
  };
  return JSON.stringify(rename(collapseTagChunkNames(JSON.parse(json)), 'routes'));
}

const COMPONENT_CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
/** What routes.js creates each route with: its chunk names stored where ComponentCreator reads them. */
const CREATE_ROUTE = `import routesChunkNames from '@generated/routesChunkNames';
const c = (path, suffix, chunkNames) => {
  routesChunkNames[path + '-' + suffix] = chunkNames;
  return ComponentCreator(path, suffix);
};
`;

/**
 * routes.js with each route's chunk names beside it: `ComponentCreator(path, hash)` becomes
 * `c(path, suffix, chunkNames)`, which stores them under `path-suffix` (suffix empty, or a count for a
 * path already seen) and creates the route as before.
 * @param {string} source routes.js
 * @param {Record<string, unknown>} chunkNames the client's chunk names (compactChunkNames), by `path-hash`
 */
function inlineChunkNames(source, chunkNames) {
  if (!source.includes(COMPONENT_CREATOR_IMPORT)) {
    throw new Error('route-tables: routes.js does not import ComponentCreator as Docusaurus 3 writes it');
  }
  /** @type {Map<string, number>} */
  const seen = new Map();
  const used = new Set();
  const body = source.replace(/ComponentCreator\('([^']*)', '([0-9a-f]+)'\)/g, (_, routePath, hash) => {
    const key = `${routePath}-${hash}`;
    if (!(key in chunkNames))
      throw new Error(`route-tables: route ${key} of routes.js is not in routesChunkNames.json`);
    used.add(key);
    const count = seen.get(routePath) ?? 0;
    seen.set(routePath, count + 1);
    return `c('${routePath}', '${count || ''}', ${JSON.stringify(chunkNames[key])})`;
  });
  const missing = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (missing.length > 0) {
    throw new Error(
      `route-tables: routesChunkNames.json has routes that routes.js has not: ${missing.slice(0, 3).join(', ')}`,
    );
  }
  return body.replace(COMPONENT_CREATOR_IMPORT, COMPONENT_CREATOR_IMPORT + CREATE_ROUTE);
}

/**
 * The loader: registry.js, routesChunkNames.json or routes.js (whose docs tag pages become one route, as
 * they do in the chunk names: shared-tag-route.cjs), by file name.
 * @this {{resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
function routeTablesLoader(source) {
  const file = path.basename(this.resourcePath);
  if (file === 'registry.js') return compactRegistry(source);
  // Filled by routes.js as it creates each route (inlineChunkNames).
  if (file === 'routesChunkNames.json') return '{}';
  if (file === 'routes.js') {
    const read = (/** @type {string} */ name) => {
      const file = path.join(path.dirname(this.resourcePath), name);
      this.addDependency(file);
      return readFileSync(file, 'utf8');
    };
    const chunkNames = read('routesChunkNames.json');
    const registry = read('registry.js');
    const collapsed = collapseTagRoutes(source, JSON.parse(chunkNames));
    return inlineChunkNames(collapsed, JSON.parse(compactChunkNames(chunkNames, registry)));
  }
  throw new Error(
    `route-tables: applied to ${this.resourcePath}, which is not registry.js, routesChunkNames.json or routes.js`,
  );
}

module.exports = routeTablesLoader;
module.exports.compactRegistry = compactRegistry;
module.exports.compactChunkNames = compactChunkNames;
module.exports.inlineChunkNames = inlineChunkNames;
