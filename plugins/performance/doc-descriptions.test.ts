import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import type {AllContent} from '@docusaurus/types';
import {docSummaries} from './doc-descriptions';
import {docsRoutePropsPattern} from './index';

const {withDocIdsOnly} = createRequire(__filename)('./doc-descriptions-loader.cjs') as {
  withDocIdsOnly: (source: string) => string;
};

const versionProps = {
  version: {
    pluginId: 'default',
    docsSidebars: {docsSidebar: [{type: 'link', href: '/a', label: 'A', docId: 'a'}]},
    docs: {
      a: {id: 'a', title: 'A', description: 'What A is for.', sidebar: 'docsSidebar'},
      b: {id: 'b', title: 'B', sidebar: 'docsSidebar'},
    },
  },
};

test('the version metadata every docs page loads keeps its docs by id only, not their titles or descriptions', () => {
  const trimmed = JSON.parse(withDocIdsOnly(JSON.stringify(versionProps))) as typeof versionProps;
  assert.deepEqual(trimmed.version.docs, {a: {id: 'a'}, b: {id: 'b'}});
  assert.deepEqual(trimmed.version.docsSidebars, versionProps.version.docsSidebars);
});

test('other route props pass through unchanged', () => {
  for (const props of [{categoryGeneratedIndex: {title: 'T', description: 'D'}}, {tag: {label: 'x'}}, {version: {}}]) {
    const source = JSON.stringify(props);
    assert.equal(withDocIdsOnly(source), source);
  }
});

test('titles and descriptions are kept per docs plugin instance and doc id', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              {id: 'a', title: 'A', description: 'What A is for.'},
              {id: 'b', title: 'B', description: ''},
            ],
          },
        ],
      },
      api: {loadedVersions: [{docs: [{id: 'media-list', title: 'List media', description: 'List media.'}]}]},
    },
    'docusaurus-plugin-content-blog': {default: {}},
  } as unknown as AllContent;
  assert.deepEqual(docSummaries(allContent), {
    default: {a: {title: 'A', description: 'What A is for.'}, b: {title: 'B'}},
    api: {'media-list': {title: 'List media', description: 'List media.'}},
  });
  assert.deepEqual(docSummaries({} as AllContent), {});
});

test('the loader applies to the docs plugins’ route props only', () => {
  const pattern = docsRoutePropsPattern('/site/.docusaurus');
  assert.ok(pattern.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json'));
  assert.ok(pattern.test('/site/.docusaurus/docusaurus-plugin-content-docs/api/p/api-95a.json'));
  assert.equal(pattern.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/index-466.json'), false);
  assert.equal(pattern.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json'), false);
  assert.equal(pattern.test('/site/docs/p/index.json'), false);
});
