import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {releaseNotes, releaseNotesEmbed} from './config/blog';
import {apiDocs, apiTheme, apiThemeConfig, openApiDocs} from './config/api';
import {docs, pages, sitemap} from './config/content';
import {idealImage} from './config/images';
import {clientRedirects} from './config/redirects';
import {status} from './config/status';
import {themeConfig} from './config/theme';
import latestReleases from './plugins/latest-releases';
import releaseNotesEmbedPlugin from './plugins/release-notes-embed';
import statusPlugin from './plugins/status';
import {searchIndex} from './config/search';
import searchIndexPlugin from './plugins/search-index';
import apiThemePlugin from './plugins/api-reference';
import performance from './plugins/performance';
import redirectPagesPlugin from './plugins/redirect-pages';
import markdownTwinsPlugin from './plugins/markdown-twins';
import {markdownTwins} from './config/markdown-twins';
import pageActionsPlugin, {gitHistoryVcs} from './plugins/page-actions';
import {pageActions} from './config/page-actions';
import {product, tagline} from './src/data/product';

const config: Config = {
  title: product.siteTitle,
  tagline,
  favicon: 'img/favicon.svg',
  url: product.siteUrl,
  baseUrl: '/',
  organizationName: product.slug,
  projectName: `help-${product.slug}`,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
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
        docs,
        blog: releaseNotes,
        pages,
        sitemap,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  // Tables that scroll sideways become keyboard-focusable (src/client/scrollable-tables.ts).
  clientModules: ['./src/client/scrollable-tables.ts'],
  plugins: [
    ['@docusaurus/plugin-ideal-image', idealImage],
    // @docusaurus/plugin-client-redirects' checks and layout, with valid redirect pages (see the plugin).
    [redirectPagesPlugin, clientRedirects],
    [releaseNotesEmbedPlugin, releaseNotesEmbed],
    [latestReleases, {count: 3, blogPluginId: 'default'}],
    [statusPlugin, status],
    [searchIndexPlugin, searchIndex],
    ['@docusaurus/plugin-content-docs', apiDocs],
    ['docusaurus-plugin-openapi-docs', openApiDocs],
    performance,
    [markdownTwinsPlugin, markdownTwins],
    [pageActionsPlugin, pageActions],
  ],
  themes: [[apiThemePlugin, apiTheme]],
  themeConfig: {...themeConfig, ...apiThemeConfig},
};

export default config;
