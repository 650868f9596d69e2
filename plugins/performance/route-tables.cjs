// @ts-check
/**
 * The route tables every page downloads, without module paths or hex chunk names (a webpack loader,
 * client production build only): the browser never reads the paths, and the names only link two tables.
 * The server build keeps Docusaurus' tables. A table in another format stops the build with a message.
 * How the tables are rewritten: this folder's README.md, "Route tables".
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
