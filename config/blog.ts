import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import strictContent from '../plugins/content-checks';
import inlineFacts from '../plugins/performance/inline-facts';
import uiLabels from '../plugins/content-checks/ui-labels';
import type {ReleaseNotesOptions} from '../plugins/release-notes';
import {product} from '../src/data/product';

const blogTitle = `${product.name} release notes`;
const blogDescription = `What changed in each ${product.name} release: new features, improvements and fixes.`;

/** The main release notes at /release-notes/: 10 a page, every release in the sidebar, full feeds. */
export const releaseNotes = {
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
  routeBasePath: 'release-notes',
  // A writer's mistake fails the compile with its file and line (plugins/content-checks), and <Ui>Ready</Ui>
  // becomes bold text (content-checks/ui-labels.ts); facts the notes read are rendered when they are
  // compiled, not bundled (plugins/performance/inline-facts.ts).
  beforeDefaultRemarkPlugins: [strictContent, uiLabels, inlineFacts],
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

/**
 * The release-notes feature (plugins/release-notes): the embeddable feed at /release-notes-embed, a
 * copy of these notes for an iframe in the web app (its options derive from the main instance's), and
 * the newest three on the home page.
 */
export const releaseNotesFeature = {
  blog: releaseNotes,
  latestCount: 3,
} satisfies ReleaseNotesOptions;
