import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {releaseNotes, releaseNotesFeature} from './config/blog';
import {docs, pages, sitemap} from './config/content';
import {idealImage} from './config/images';
import {clientRedirects} from './config/redirects';
import {status} from './config/status';
import {themeConfig} from './config/theme';
import {releaseNotesPlugins} from './plugins/release-notes';
import statusPlugin from './plugins/status';
import videosPlugin from './plugins/videos';
import {searchIndex} from './config/search';
import searchIndexPlugin from './plugins/search';
import {apiReference} from './plugins/api-reference';
import performance from './plugins/performance';
import docsWithSharedTagData from './plugins/performance/shared-tag-data';
import {performanceOptions} from './config/performance';
import redirectPagesPlugin from './plugins/redirect-pages';
import newTabLinks from './plugins/new-tab-links';
import announcementBar from './plugins/announcement-bar';
import staticFiles from './plugins/static-files';
import hostingPlugin from './plugins/hosting';
import markdownTwinsPlugin from './plugins/markdown-twins';
import {markdownTwins} from './config/markdown-twins';
import pageActionsPlugin, {gitHistoryVcs} from './plugins/page-actions';
import {pageActions} from './config/page-actions';
import {product, tagline} from './src/data/product';
import {parseCheckedFrontMatter} from './plugins/content-checks/front-matter';

const config: Config = {
  title: product.siteTitle,
  tagline,
  favicon: 'img/favicon.svg',
  url: product.siteUrl,
  baseUrl: '/',
  // Docusaurus' "did not load properly… baseUrl" banner (spec §8): an inline script on the home page only,
  // shown when the site's scripts and styles do not load, as under a wrong base URL.
  baseUrlIssueBanner: true,
  organizationName: product.slug,
  projectName: `help-${product.slug}`,

  // A writer's broken link or anchor fails the build (plugins/content-checks names its file and line sooner).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // Front matter that breaks the style guide fails with its file and line (plugins/content-checks/front-matter.ts).
    parseFrontMatter: parseCheckedFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  future: {
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      siteStorageNamespacing: false,
      useCssCascadeLayers: false,
      mdx1CompatDisabledByDefault: true,
    },
    // "Last updated" dates from git that a shallow clone cannot make wrong (plugins/page-actions/last-update.ts).
    experimental_vcs: gitHistoryVcs(),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins`, wrapped so that its tag pages share one data module.
        docs: false,
        blog: releaseNotes,
        pages,
        sitemap,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  // Tables that scroll sideways become keyboard-focusable (src/client/scrollable-tables.ts); a malformed
  // #fragment cannot crash the page (src/client/safe-hash.ts).
  clientModules: ['./src/client/scrollable-tables.ts', './src/client/safe-hash.ts'],
  plugins: [
    // Help articles, FAQs and samples (config/content.ts); tag pages on one shared data module (plugins/performance).
    [docsWithSharedTagData, docs],
    ['@docusaurus/plugin-ideal-image', idealImage],
    // @docusaurus/plugin-client-redirects' checks and layout, with valid redirect pages (see the plugin).
    [redirectPagesPlugin, clientRedirects],
    // The embeddable feed, the newest notes for the home page, the archive and list headings (plugins/release-notes).
    ...releaseNotesPlugins(releaseNotesFeature),
    [statusPlugin, status],
    // Walkthrough videos in their articles, on the home page and the areas' landings (plugins/videos).
    videosPlugin,
    [searchIndexPlugin, searchIndex],
    // The API reference at /api: its docs instance and page generator (plugins/api-reference).
    ...apiReference.plugins,
    [performance, performanceOptions],
    // Every link that opens a new tab says "(opens in new tab)" (see the plugin).
    newTabLinks,
    // A new announcement id shows the bar on the first load, also to readers who dismissed an older one.
    announcementBar,
    // READMEs of the static folders are for developers: not published.
    staticFiles,
    [markdownTwinsPlugin, markdownTwins],
    [pageActionsPlugin, pageActions],
    // The scripts' compressed copies, made while the other plugins finish (the rest after the build: plugins/hosting).
    hostingPlugin,
  ],
  themes: apiReference.themes,
  staticDirectories: ['static', ...apiReference.staticDirectories],
  themeConfig: {...themeConfig, ...apiReference.themeConfig},
};

export default config;
