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
    {href: product.blogUrl, label: 'Blog', position: 'left'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'docsVersionDropdown', position: 'right'},
  ],
} satisfies Navbar;
