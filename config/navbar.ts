import type {Navbar} from '@docusaurus/theme-common';
import {docSections, samplesSection} from '../src/data/areas';
import {landingDocPath, product} from '../src/data/product';
import {releaseNotes} from './blog';
import {docs} from './content';

/** The docs' one version: the spec labels it "Next". */
const versionLabel = docs.versions.current.label;

/**
 * Top navigation: the spec's six entries, then search, locale and version dropdowns. API Reference
 * opens a menu that also leads to the developer samples. The version dropdown names itself as a
 * version ("Documentation version: Next") and its menu says it is the current documentation, so
 * "Next" does not read as "next page".
 */
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
      // Active on every docs section's pages and generated category pages (the samples are under API Reference).
      activeBaseRegex: `^/(${[...docSections.map((section) => section.dir), 'category'].join('|')})/`,
    },
    {
      type: 'dropdown',
      to: `/api/${product.slug}-api`,
      label: 'API Reference',
      position: 'left',
      // Marked active, like the other items, anywhere in the reference or the samples.
      activeBaseRegex: `^/(api|${samplesSection.dir})/`,
      activeClassName: 'navbar__link--active',
      items: [
        {to: `/api/${product.slug}-api`, label: 'REST API reference', activeBasePath: '/api'},
        {to: samplesSection.route, label: samplesSection.label, activeBasePath: `/${samplesSection.dir}`},
      ],
    },
    // The list's own address, which its canonical link and the sitemap name (no trailing slash).
    {to: `/${releaseNotes.routeBasePath}`, label: 'Release Notes', position: 'left', activeBasePath: '/release-notes'},
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
    {
      type: 'docsVersionDropdown',
      position: 'right',
      'aria-label': `Documentation version: ${versionLabel}`,
      dropdownItemsBefore: [
        {
          type: 'html',
          className: 'version-note',
          value: `${versionLabel} is the current documentation: it describes ${product.name} as it is today.`,
        },
      ],
    },
  ],
} satisfies Navbar;
