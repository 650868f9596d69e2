import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {RouteConfig} from '@docusaurus/types';
import {ALL_TAGS_PROP, pointTagPagesAt, tagPagesData} from './shared-tag-data';

const TAG_PAGE = '@theme/DocTagDocListPage';
const tag = (label: string) => ({label, permalink: `/tags/${label}`, allTagsPath: '/tags', count: 1, items: []});

/** The shape of the docs plugin's routes (plugin-content-docs/lib/routes.js): tag pages inside the version route. */
const routes: RouteConfig[] = [
  {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: {version: {version: 'current'}},
        routes: [
          {path: '/tags', component: '@theme/DocTagsListPage', exact: true, props: {tags: [tag('cbr'), tag('vbr')]}},
          {path: '/tags/cbr', component: TAG_PAGE, exact: true, props: {tag: tag('cbr')}},
          {path: '/tags/vbr', component: TAG_PAGE, exact: true, props: {tag: tag('vbr')}},
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: [{path: '/bitrate', component: '@site/docs/bitrate.mdx', exact: true, sidebar: 'help'}],
          },
        ],
      },
    ],
  },
];

test('every tag page’s tag, keyed by its route path, wherever it is nested', () => {
  assert.deepEqual(tagPagesData(routes, TAG_PAGE), {'/tags/cbr': tag('cbr'), '/tags/vbr': tag('vbr')});
});

test('tag pages read the one shared module instead of props of their own; no other route changes', () => {
  const pointed = pointTagPagesAt(routes, TAG_PAGE, '@generated/docs/all-tags.json');
  const version = pointed[0]!.routes![0]!;
  const [tagsList, cbr, vbr, docRoot] = version.routes!;
  for (const page of [cbr!, vbr!]) {
    assert.equal(page.props, undefined);
    assert.deepEqual(page.modules, {[ALL_TAGS_PROP]: '@generated/docs/all-tags.json'});
    assert.equal(page.component, TAG_PAGE);
    assert.equal(page.exact, true);
  }
  assert.deepEqual(tagsList, routes[0]!.routes![0]!.routes![0]);
  assert.deepEqual(docRoot, routes[0]!.routes![0]!.routes![3]);
  assert.deepEqual(version.props, {version: {version: 'current'}});
  // The input is left as it was: the docs plugin's routes are not mutated.
  assert.deepEqual(routes[0]!.routes![0]!.routes![1]!.props, {tag: tag('cbr')});
});

test('a tag page without its tag stops the build with what changed', () => {
  const broken: RouteConfig[] = [{path: '/tags/cbr', component: TAG_PAGE, exact: true, props: {}}];
  assert.throws(() => tagPagesData(broken, TAG_PAGE), /docs tag page \/tags\/cbr has no "tag" prop/);
});

test('no tag pages, no shared module: routes pass through', () => {
  const untagged = routes[0]!.routes![0]!.routes!.slice(3);
  assert.deepEqual(tagPagesData(untagged, TAG_PAGE), {});
});
