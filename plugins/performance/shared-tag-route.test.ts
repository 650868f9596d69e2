import assert from 'node:assert/strict';
import {rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {after, test} from 'node:test';
import {ALL_TAGS_PROP as CLIENT_PROP} from './client/all-tags-prop';
import {productionRouteFiles} from './route-files-fixture';

const require = createRequire(__filename);
const {ALL_TAGS_PROP, collapseTagChunkNames, collapseTagRoutes} = require('./shared-tag-route.cjs') as {
  ALL_TAGS_PROP: string;
  collapseTagChunkNames: (chunkNames: Record<string, unknown>) => Record<string, unknown>;
  collapseTagRoutes: (source: string, chunkNames: Record<string, unknown>) => string;
};
const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const ALL_TAGS = '@generated/docusaurus-plugin-content-docs/default/all-tags.json';
const tagPage = (tag: string) => ({
  path: `/tags/${tag}`,
  component: '@theme/DocTagDocListPage',
  exact: true,
  modules: {[CLIENT_PROP]: ALL_TAGS},
});

/** Route files as a production build writes them for the docs plugin wrapped by shared-tag-data.ts. */
async function generated(tagPages = ['cbr', 'vbr', 'crf'].map(tagPage)) {
  const files = await productionRouteFiles([
    {
      path: '/',
      component: '@theme/DocsRoot',
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
      routes: [
        {path: '/tags', component: '@theme/DocTagsListPage', exact: true, props: {tags: []}},
        ...tagPages,
        {
          path: '/',
          component: '@theme/DocRoot',
          routes: [{path: '/bitrate', component: '@theme/DocItem', exact: true, modules: {content: '@site/b.mdx'}}],
        },
      ],
    },
  ]);
  dirs.push(files.dir);
  return {routes: files.routes, chunkNames: JSON.parse(files.chunkNames) as Record<string, unknown>};
}

interface Route {
  path: string;
  component: {path: string; hash: string};
  exact?: boolean;
  routes?: Route[];
}

/** Evaluates routes.js with a stand-in ComponentCreator that records its arguments. */
function routeTree(source: string): Route[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return')
    .replace(/ComponentCreator\('([^']*)'(?:, '([^']*)')?\)/g, (_, p: string, h = '') =>
      JSON.stringify({path: p, hash: h}),
    );
  return new Function(body)() as Route[];
}

test('the prop that marks tag pages is the one the tag pages receive', () => {
  assert.equal(ALL_TAGS_PROP, CLIENT_PROP);
});

test('in the browser the tag pages are one route where the first was, with their shared chunks', async () => {
  const {routes, chunkNames} = await generated();
  const before = routeTree(routes)[0]!.routes!;
  const after = routeTree(collapseTagRoutes(routes, chunkNames))[0]!.routes!;
  assert.deepEqual(
    before.map((route) => route.path),
    ['/tags', '/tags/cbr', '/tags/vbr', '/tags/crf', '/'],
  );
  assert.deepEqual(
    after.map((route) => route.path),
    ['/tags', '/tags/:tag', '/'],
  );
  const [list, tags, root] = after;
  assert.deepEqual(list, before[0]);
  assert.deepEqual(root, before[4]);
  assert.equal(tags!.exact, true);
  assert.deepEqual(tags!.component, {path: '/tags/:tag', hash: before[1]!.component.hash});

  const collapsed = collapseTagChunkNames(chunkNames);
  const key = `/tags/:tag-${before[1]!.component.hash}`;
  assert.deepEqual(collapsed[key], chunkNames[`/tags/cbr-${before[1]!.component.hash}`]);
  assert.deepEqual(Object.keys(collapsed[key] as object).sort(), ['__comp', CLIENT_PROP]);
  assert.deepEqual(
    Object.keys(collapsed).filter((k) => k.startsWith('/tags/')),
    [key],
  );
  // Every route of the collapsed tree has its chunk names (but Docusaurus' catch-all '*', which has none).
  const keys = (list: Route[]): string[] =>
    list.flatMap((route) => [
      ...(route.component.hash ? [`${route.component.path}-${route.component.hash}`] : []),
      ...keys(route.routes ?? []),
    ]);
  for (const routeKey of keys(routeTree(collapseTagRoutes(routes, chunkNames))))
    assert.ok(routeKey in collapsed, routeKey);
});

test('without tag pages both pass through unchanged', async () => {
  const {routes, chunkNames} = await generated([]);
  assert.equal(collapseTagRoutes(routes, chunkNames), routes);
  assert.deepEqual(collapseTagChunkNames(chunkNames), chunkNames);
});

test('tag pages that do not share a prefix, or a route tree in another form, stop the build', async () => {
  const odd = {...tagPage('x'), path: '/labels/x'};
  const {routes, chunkNames} = await generated([tagPage('cbr'), odd]);
  assert.throws(() => collapseTagChunkNames(chunkNames), /differs from .* in its prefix or its chunks/);
  const same = await generated();
  assert.throws(
    () => collapseTagRoutes(same.routes.replace(/exact: true/g, 'exact: !0'), same.chunkNames),
    /found 0 of the 3 tag pages' routes in routes\.js/,
  );
  assert.ok(routes.length > 0);
});
