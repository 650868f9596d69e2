import type {ThemeConfig} from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {additionalLanguages, codeTheme} from './prism-theme';
import {footer} from './footer';
import {navbar} from './navbar';
import {algolia} from './search';

/**
 * Announcement bar. Changing `id` shows the bar again to readers who dismissed the previous one
 * (the theme stores the dismissed id and flag in localStorage).
 */
export const announcement = {
  id: 'help-centre-launch-2025',
  content:
    'Welcome to the new Vidcove Help Centre. <a href="/markdown-page">See how it is organised and how to send us feedback</a>.',
  isCloseable: true,
} as const;

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'theme-color', content: '#0b5cad'}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: true,
    respectPrefersColorScheme: false,
  },
  announcementBar: announcement,
  docs: {
    sidebar: {hideable: false, autoCollapseCategories: false},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar,
  footer,
  algolia,
  prism: {
    theme: codeTheme,
    darkTheme: prismThemes.dracula,
    additionalLanguages,
  },
} satisfies ThemeConfig;
