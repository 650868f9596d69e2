import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import strictContent from '../plugins/content-checks';
import inlineFacts from '../plugins/performance/inline-facts';
import uiLabels from '../plugins/content-checks/ui-labels';
import walkthroughMedia from '../plugins/videos/remark-walkthrough-media';
import {FEED_ROUTE_BASE_PATH} from '../plugins/release-notes/options';
import {product} from '../src/data/product';

/** Help articles, FAQs and developer samples: one docs instance at the site root. */
export const docs = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // Edit this page: the doc's file in the repository; Last updated: from git (plugins/page-actions/last-update.ts).
  editUrl: `${product.repositoryUrl}/edit/${product.repositoryBranch}/`,
  showLastUpdateTime: true,
  breadcrumbs: true,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // A writer's mistake fails the compile with its file and line (plugins/content-checks), and <Ui>Ready</Ui>
  // becomes bold text (content-checks/ui-labels.ts); facts the page reads are rendered when it is compiled,
  // not bundled (plugins/performance/inline-facts.ts); a walkthrough gets its own video's data, not every
  // video's (plugins/videos/remark-walkthrough-media.ts).
  beforeDefaultRemarkPlugins: [strictContent, uiLabels, inlineFacts, walkthroughMedia],
} satisfies DocsOptions;

export const pages = {
  path: 'src/pages',
  beforeDefaultRemarkPlugins: [strictContent, uiLabels, inlineFacts],
} satisfies PagesOptions;

export const sitemap = {
  changefreq: 'weekly',
  priority: 0.5,
  // Tag lists and the iframe copy of the release notes are navigation, not content to rank.
  ignorePatterns: ['/tags/**', '/release-notes/tags/**', `/${FEED_ROUTE_BASE_PATH}/**`],
  filename: 'sitemap.xml',
} satisfies SitemapOptions;
