import type {Navbar} from '@docusaurus/theme-common';
import {docSections, samplesSection} from '../src/data/areas';
import {landingDocPath, product} from '../src/data/product';

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
      // Active on every docs section's pages, generated category pages and the developer samples.
      activeBaseRegex: `^/(${[...docSections.map((section) => section.dir), 'category', samplesSection.dir].join('|')})/`,
    },
    {to: `/api/${product.slug}-api`, label: 'API Reference', position: 'left', activeBasePath: '/api'},
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
