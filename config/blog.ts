import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {product} from '../src/data/product';

/** Plugin id of the embeddable release-notes feed; the theme's Layout wrapper recognises its routes by it. */
export const EMBED_BLOG_ID = 'release-notes-embed';

const blogTitle = `${product.name} release notes`;
const blogDescription = `What changed in each ${product.name} release: new features, improvements and fixes.`;

/** Both instances read the same notes from blog/, with the same tags and authors files. */
const shared = {
  path: 'blog',
  tags: 'tags.yml',
  authorsMapPath: 'authors.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  showReadingTime: false,
  blogTitle,
  blogDescription,
  include: ['**/*.{md,mdx}'],
  exclude: ['**/_*.{md,mdx}', '**/README.md'],
} satisfies BlogOptions;

/** The main release notes at /release-notes/: 10 a page, every release in the sidebar, full feeds. */
export const releaseNotes = {
  ...shared,
  routeBasePath: 'release-notes',
  postsPerPage: 10,
  blogSidebarTitle: 'Latest releases',
  blogSidebarCount: 'ALL',
  feedOptions: {
    type: 'all',
    limit: false,
    title: blogTitle,
    description: blogDescription,
    copyright: `Copyright © 2025 ${product.legalName}.`,
    language: 'en',
  },
} satisfies BlogOptions;

/** The same notes, 5 a page, laid out to sit in an iframe in the Vidcove web app (see release-notes-embed/). */
export const releaseNotesEmbed = {
  ...shared,
  id: EMBED_BLOG_ID,
  routeBasePath: 'release-notes-embed',
  postsPerPage: 5,
  blogSidebarCount: 0,
  feedOptions: {type: null},
} satisfies BlogOptions;
