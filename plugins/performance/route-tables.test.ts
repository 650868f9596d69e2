import assert from 'node:assert/strict';
import {rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {after, test} from 'node:test';
import {routeTablesPattern} from './index';
import {productionRouteFiles} from './route-files-fixture';

const require = createRequire(__filename);
const {compactRegistry, compactChunkNames, inlineChunkNames} = require('./route-tables.cjs') as {
  compactRegistry: (registry: string) => string;
  compactChunkNames: (json: string, registry: string) => string;
  inlineChunkNames: (routes: string, chunkNames: Record<string, unknown>) => string;
};
const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/**
 * Tables as a production build writes them: a home page, a blog list page and a docs layout with two
 * pages (at `/`, as the home page: two routes with one path).
 */
async function generatedTables(): Promise<{registry: string; chunkNames: string; routes: string}> {
  const files = await productionRouteFiles([
    {path: '/', component: '@site/src/pages/index.tsx', exact: true},
    {
      path: '/release-notes',
      component: '@theme/BlogListPage',
      exact: true,
      modules: {
        items: [{content: '@site/blog/a.mdx?truncated=true'}, {content: '@site/blog/b.mdx?truncated=true'}],
      },
      props: {metadata: {page: 1}},
      plugin: {name: 'docusaurus-plugin-content-blog', id: 'default'},
    },
    {
      path: '/',
      component: '@theme/DocsRoot',
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
      context: {plugin: '@generated/docusaurus-plugin-content-docs/default/__plugin.json'},
      routes: [
        {path: '/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}},
        {path: '/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b.mdx'}},
      ],
    },
  ]);
  dirs.push(files.dir);
  return files;
}

/** The module paths of a registry, in order: Docusaurus' (an object by name) or the compact one (an array). */
const modulePaths = (registry: string) =>
  [...registry.matchAll(/import\((?:\/\*[^*]*\*\/ )?"([^"]+)"\)/g)].map((m) => m[1]);

test("the browser's registry keeps every loader, in order, without names or module paths", async () => {
  const {registry} = await generatedTables();
  const compact = compactRegistry(registry);
  assert.deepEqual(modulePaths(compact), modulePaths(registry));
  assert.ok(modulePaths(registry).length >= 7, 'the sample routes have chunks');
  assert.match(compact, /^export default \[\n/);
  assert.doesNotMatch(compact, /webpackChunkName/, 'chunks keep no name (no name-to-id map in the runtime)');
  for (const line of compact.trim().split('\n').slice(1, -1)) {
    assert.match(line, /^ {2}\[\(\) => import\("([^"]+)"\), 0, require\.resolveWeak\("\1"\)\],$/);
  }
});

test('each route names its chunks by their index in that registry, so every route loads the same modules', async () => {
  const {registry, chunkNames} = await generatedTables();
  const pathByName = new Map(
    [...registry.matchAll(/^ {2}"([^"]+)": \[\(\) => import\(\/\* [^*]+\*\/ "([^"]+)"\)/gm)].map((m) => [m[1], m[2]]),
  );
  const pathByIndex = modulePaths(compactRegistry(registry));
  const resolveNames = (value: unknown): unknown =>
    typeof value === 'string'
      ? pathByName.get(value)
      : typeof value === 'number'
        ? pathByIndex[value]
        : Array.isArray(value)
          ? value.map(resolveNames)
          : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, resolveNames(v)]));
  const original = JSON.parse(chunkNames) as Record<string, unknown>;
  const compact = JSON.parse(compactChunkNames(chunkNames, registry)) as Record<string, unknown>;
  assert.deepEqual(Object.keys(compact), Object.keys(original));
  assert.deepEqual(resolveNames(compact), resolveNames(original));
  assert.doesNotMatch(JSON.stringify(compact), /"[0-9a-f]{8}"/, 'no hex chunk name is left');
});

test('a table in another format stops the build with a message', async () => {
  const {registry, chunkNames} = await generatedTables();
  assert.throws(
    () => compactRegistry(registry.replace('export default {', 'module.exports = {')),
    /registry\.js is not/,
  );
  assert.throws(() => compactRegistry(registry.replace('require.resolveWeak', 'require.resolve')), /unexpected line/);
  const unknown = chunkNames.replace(/"__comp": "[0-9a-f]+"/, '"__comp": "nothere"');
  assert.throws(
    () => compactChunkNames(unknown, registry),
    /chunk "nothere" of routes\.[^ ]+\.__comp is not in registry\.js/,
  );
});

test('the loader applies to the two generated tables and the route tree only', () => {
  const pattern = routeTablesPattern('/site/.docusaurus');
  assert.ok(pattern.test('/site/.docusaurus/registry.js'));
  assert.ok(pattern.test('/site/.docusaurus/routesChunkNames.json'));
  assert.ok(pattern.test('/site/.docusaurus/routes.js'));
  assert.ok(routeTablesPattern('C:\\site\\.docusaurus').test('C:\\site\\.docusaurus\\registry.js'));
  assert.equal(pattern.test('/site/.docusaurus/client-modules.js'), false);
  assert.equal(pattern.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/registry.js'), false);
  assert.equal(pattern.test('/other/.docusaurus/registry.js'), false);
});

interface CreatedRoute {
  path: string;
  component: {path: string; key: string; chunkNames: unknown};
  routes?: CreatedRoute[];
}

/**
 * Evaluates routes.js as the browser does, with a stand-in ComponentCreator that reads the chunk names
 * table as Docusaurus' does (`table[path-hash]`, at the time the route is created).
 */
function createRoutes(source: string): CreatedRoute[] {
  const table: Record<string, unknown> = {};
  const componentCreator = (routePath: string, hash = '') => ({
    path: routePath,
    key: `${routePath}-${hash}`,
    chunkNames: table[`${routePath}-${hash}`],
  });
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', 'routesChunkNames', body)(componentCreator, table) as CreatedRoute[];
}

const flatRoutes = (routes: CreatedRoute[]): CreatedRoute[] =>
  routes.flatMap((route) => [route, ...flatRoutes(route.routes ?? [])]);

test("routes.js carries each route's chunk names, so the browser needs no table of paths and hashes", async () => {
  const {registry, chunkNames, routes} = await generatedTables();
  const compact = JSON.parse(compactChunkNames(chunkNames, registry)) as Record<string, unknown>;
  const inlined = inlineChunkNames(routes, compact);
  const before = flatRoutes(createRoutes(routes));
  const after = flatRoutes(createRoutes(inlined));
  assert.deepEqual(
    after.map((route) => route.path),
    before.map((route) => route.path),
  );
  assert.ok(before.filter((route) => route.path === '/').length >= 2, 'two routes share a path');
  for (const [i, route] of after.entries()) {
    if (route.path === '*') continue;
    // The chunk names ComponentCreator finds are the route's own, as the compact table had them.
    assert.deepEqual(route.component.chunkNames, compact[before[i]!.component.key], route.path);
  }
  assert.equal(new Set(after.map((route) => route.component.key)).size, after.length, 'one key per route');
  assert.doesNotMatch(inlined, /'[0-9a-f]{3}'\)/, "no route's hash is left");
});

test('routes.js and the chunk names must list the same routes', async () => {
  const {registry, chunkNames, routes} = await generatedTables();
  const compact = JSON.parse(compactChunkNames(chunkNames, registry)) as Record<string, unknown>;
  const [first] = Object.keys(compact);
  const {[first!]: _dropped, ...fewer} = compact;
  assert.throws(() => inlineChunkNames(routes, fewer), /route .+ of routes\.js is not in routesChunkNames\.json/);
  assert.throws(
    () => inlineChunkNames(routes, {...compact, '/gone-abc': {__comp: 0}}),
    /routesChunkNames\.json has routes that routes\.js has not: \/gone-abc/,
  );
  assert.throws(
    () => inlineChunkNames(routes.replace("from '@docusaurus/ComponentCreator'", "from './ComponentCreator'"), compact),
    /does not import ComponentCreator/,
  );
});
