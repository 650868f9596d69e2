import type {Navbar} from '@docusaurus/theme-common';
import {landingDocPath, product} from '../src/product';

/** Top navigation: the spec's six entries, then search, locale and version dropdowns. */
export const navbar = {
  title: 'Help Centre',
  logo: {
    alt: `${product.name} logo`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {
      to: landingDocPath,
      label: 'Docs',
      position: 'left',
      activeBaseRegex:
        '^/(getting-started|library|channels|embedding-media|managing-events|managing-media|managing-your-account|media-players|technical-information|building-a-site|category|samples)/',
    },
    {to: '/api/vidcove-api', label: 'API Reference', position: 'left', activeBasePath: '/api'},
    {to: '/release-notes/', label: 'Release Notes', position: 'left', activeBasePath: '/release-notes'},
    {
      to: '/frequently-asked-questions/',
      label: 'FAQs',
      position: 'left',
      activeBasePath: '/frequently-asked-questions',
    },
    {href: product.blogUrl, label: 'Blog', position: 'left'},
    {to: '/status/', label: 'Status', position: 'left', activeBasePath: '/status'},
    {type: 'search', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'docsVersionDropdown', position: 'right'},
  ],
} satisfies Navbar;
