import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {AllContent} from '@docusaurus/types';
import {llmsFullTxt, llmsTxt, type ListedTwin} from './llms-txt';
import {collectTwinPages} from './pages';

const twin = (title: string, section: string, description = `About ${title}.`): ListedTwin => ({
  title,
  description,
  section,
  twinUrl: `https://help.example.com/${title.toLowerCase().replace(/\W+/g, '-')}.md`,
  markdown: `# ${title}\n\n> ${description}\n\nCanonical URL: https://help.example.com/x\n\nBody of ${title}.\n`,
});

describe('llms.txt and llms-full.txt', () => {
  const twins = [
    twin('Signing in', 'Getting started'),
    twin('Uploading [media]', 'Media library', ''),
    twin('List media', 'REST API reference'),
  ];

  test('llms.txt: the llmstxt.org shape, one section per area, each twin with its description', () => {
    assert.equal(
      llmsTxt('Help Centre', 'What the help centre\n  holds.', twins),
      '# Help Centre\n\n> What the help centre holds.\n' +
        '\n## Getting started\n\n- [Signing in](https://help.example.com/signing-in.md): About Signing in.\n' +
        '\n## Media library\n\n- [Uploading \\[media\\]](https://help.example.com/uploading-media-.md)\n' +
        '\n## REST API reference\n\n- [List media](https://help.example.com/list-media.md): About List media.\n',
    );
  });

  test('llms-full.txt: the same heading, then every twin whole, in order', () => {
    const full = llmsFullTxt('Help Centre', 'Summary.', twins);
    assert.ok(full.startsWith('# Help Centre\n\n> Summary.\n\n# Signing in\n'));
    let from = 0;
    for (const {markdown} of twins) {
      const at = full.indexOf(markdown, from);
      assert.ok(at >= from, markdown.split('\n')[0]);
      from = at + markdown.length;
    }
  });
});

describe('which pages get twins', () => {
  const doc = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    title: id,
    description: `${id} description`,
    permalink: `/${id}`,
    source: `@site/docs/${id}.mdx`,
    unlisted: false,
    draft: false,
    frontMatter: {},
    ...extra,
  });
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              doc('library/uploading'),
              doc('getting-started/signing-in', {lastUpdatedAt: Date.UTC(2025, 10, 20)}),
              doc('getting-started/accessing'),
              doc('getting-started/old', {unlisted: true}),
            ],
            sidebars: {
              docs: [
                {
                  type: 'category',
                  items: [
                    {type: 'doc', id: 'getting-started/accessing'},
                    {type: 'doc', id: 'getting-started/signing-in'},
                  ],
                },
                {type: 'category', items: [{type: 'doc', id: 'library/uploading'}]},
              ],
            },
          },
        ],
      },
      api: {
        loadedVersions: [
          {docs: [doc('media-list', {source: '@site/api-docs/media-list.api.mdx'}), doc('overview')], sidebars: {}},
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            metadata: {
              permalink: '/release-notes/b',
              title: 'B',
              description: 'b',
              date: new Date(Date.UTC(2025, 10, 12)),
              frontMatter: {},
            },
          },
          {
            metadata: {
              permalink: '/release-notes/a',
              title: 'A',
              description: 'a',
              date: new Date(Date.UTC(2025, 9, 1)),
              unlisted: true,
              frontMatter: {},
            },
          },
        ],
      },
      embed: {
        blogPosts: [
          {metadata: {permalink: '/embed/b', title: 'B', description: 'b', date: new Date(), frontMatter: {}}},
        ],
      },
    },
  } as unknown as AllContent;
  const sections = [
    {title: 'Getting started', docsPluginId: 'default', dir: 'getting-started'},
    {title: 'Media library', docsPluginId: 'default', dir: 'library'},
    {title: 'API', docsPluginId: 'api'},
    {title: 'Release notes', blogPluginId: 'default'},
  ];

  test('published docs and posts of the listed instances, by section then sidebar order; API operations marked', () => {
    const pages = collectTwinPages(allContent, sections, 'api');
    assert.deepEqual(
      pages.map((p) => [p.route, p.section, p.operationId ?? null]),
      [
        ['/getting-started/accessing', 0, null],
        ['/getting-started/signing-in', 0, null],
        ['/library/uploading', 1, null],
        ['/media-list', 2, 'media-list'],
        ['/overview', 2, null],
        ['/release-notes/b', 3, null],
      ],
    );
    assert.equal(pages[1]!.lastUpdatedAt, Date.UTC(2025, 10, 20));
    assert.equal(pages[5]!.publishedAt, Date.UTC(2025, 10, 12));
  });

  test('a doc outside every section stops the build with its path', () => {
    assert.throws(
      () => collectTwinPages(allContent, sections.slice(1), 'api'),
      /\/getting-started\/signing-in .* is in no llms\.txt section/,
    );
  });
});
