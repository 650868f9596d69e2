import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import type {AllContent} from '@docusaurus/types';
import {assertVersionPropsFound, docSummaries} from './doc-descriptions';
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
  for (const props of [{categoryGeneratedIndex: {title: 'T', description: 'D'}}, {tag: {label: 'x'}}]) {
    const source = JSON.stringify(props);
    assert.equal(withDocIdsOnly(source), source);
  }
});

test('a version whose docs are not in the shape the loader trims fails the build, naming the patch', () => {
  for (const version of [{}, {docs: []}, {docs: {a: {title: 'A'}}}]) {
    assert.throws(
      () => withDocIdsOnly(JSON.stringify({version})),
      /^Error: doc-descriptions patch \(plugins\/performance\/doc-descriptions-loader\.cjs, see PATCHES\.md\): [^\n]+$/,
      JSON.stringify(version),
    );
  }
  const noTitle = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [{id: 'a'}]}]}}};
  assert.throws(
    () => docSummaries(noTitle as unknown as AllContent),
    /doc-descriptions patch .*default\/a has no title/,
  );
});

const generated = mkdtempSync(path.join(tmpdir(), 'doc-descriptions-'));
after(() => rmSync(generated, {recursive: true, force: true}));

test('the build fails, naming the patch, when no version route props are where the loader looks', async () => {
  const isRouteProps = (file: string) => docsRoutePropsPattern(generated).test(file);
  await assert.rejects(
    assertVersionPropsFound(generated, isRouteProps),
    /^Error: doc-descriptions patch .*no docs version/,
  );
  const props = path.join(generated, 'docusaurus-plugin-content-docs', 'default', 'p');
  mkdirSync(props, {recursive: true});
  writeFileSync(path.join(props, 'tags-1a2.json'), JSON.stringify({tags: []}));
  await assert.rejects(assertVersionPropsFound(generated, isRouteProps), /no docs version/);
  writeFileSync(path.join(props, 'index-466.json'), JSON.stringify(versionProps));
  await assertVersionPropsFound(generated, isRouteProps);
});

test('the installed theme reads docs from the version metadata only in DocCard, which the site wraps', () => {
  const lib = path.dirname(
    createRequire(path.join(process.cwd(), 'package.json')).resolve('@docusaurus/theme-classic/lib/index.js'),
  );
  const callers = readdirSync(path.join(lib, 'theme'), {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(lib, 'theme', file), 'utf8').includes('useDocById('),
  );
  assert.deepEqual(callers, [path.join('DocCard', 'index.js')], 'an upgrade changed who reads doc titles');
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
