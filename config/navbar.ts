import type {Navbar} from '@docusaurus/theme-common';
import {landingDocPath, product} from '../src/product';
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
      activeBaseRegex:
        '^/(getting-started|library|channels|embedding-media|managing-events|managing-media|managing-your-account|media-players|technical-information|building-a-site|category)/',
    },
    {
      type: 'dropdown',
      to: '/api/vidcove-api',
      label: 'API Reference',
      position: 'left',
      // Marked active, like the other items, anywhere in the reference or the samples.
      activeBaseRegex: '^/(api|samples)/',
      activeClassName: 'navbar__link--active',
      items: [
        {to: '/api/vidcove-api', label: 'REST API reference', activeBasePath: '/api'},
        {to: '/samples/dev/', label: 'Developer samples', activeBasePath: '/samples'},
      ],
    },
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
