import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

export interface Redirect {
  /** Old help-centre paths that readers, bookmarks and search engines still use. */
  readonly from: readonly string[];
  /** Where that article lives now. */
  readonly to: string;
}

/**
 * Old help-centre paths and where their articles live now, grouped by content area.
 * `tests/redirects.test.ts` checks the list and `e2e/redirects.spec.ts` follows every entry.
 */
export const redirects: readonly Redirect[] = [
  // Getting started
  {from: ['/glossary'], to: '/getting-started/vidcove-glossary/'},
  // Media library
  {from: ['/media-library/introduction', '/library/overview'], to: '/library/introducing-your-library'},
  {from: ['/media-library/search', '/library/search'], to: '/library/searching-your-media'},
  {from: ['/media-library/upload', '/uploading-media', '/library/upload'], to: '/library/uploading-your-media/'},
  // Managing media
  {from: ['/media/accessibility', '/managing-media/accessibility'], to: '/managing-media/make-your-media-accessible'},
  {from: ['/media/tags', '/managing-media/organise-with-tags'], to: '/managing-media/organize-with-tags'},
  {from: ['/media/overlays', '/media/adding-overlays'], to: '/managing-media/overlays/'},
  {from: ['/media/simple-links', '/managing-media/simple-links'], to: '/managing-media/sharing-simple-links/'},
  {from: ['/media/caption-editor', '/managing-media/caption-editor'], to: '/managing-media/using-the-caption-editor/'},
  // Managing your account
  {
    from: ['/account/restriction-profiles', '/managing-your-account/restriction-profiles'],
    to: '/managing-your-account/setting-up-restriction-profiles/',
  },
  {from: ['/account/sso', '/managing-your-account/sso'], to: '/managing-your-account/setting-up-sso-for-your-users'},
  {from: ['/account/users', '/managing-your-account/managing-users'], to: '/managing-your-account/user-management/'},
  // Embedding media
  {from: ['/embedding/overview', '/embedding-your-media', '/embed'], to: '/embedding-media/overview/'},
  {from: ['/embedding/wordpress', '/integrations/wordpress'], to: '/embedding-media/wordpress'},
  {from: ['/embedding/zendesk', '/integrations/zendesk'], to: '/embedding-media/zendesk/'},
  {from: ['/embedding/confluence', '/integrations/confluence'], to: '/embedding-media/confluence'},
  // Building a site
  {from: ['/sites/creating-a-site', '/site-builder/create'], to: '/building-a-site/creating-a-site'},
  {
    from: ['/sites/customizing-appearance', '/site-builder/appearance'],
    to: '/building-a-site/customizing-site-appearance',
  },
  {from: ['/sites/widgets', '/site-builder/widgets'], to: '/building-a-site/editing-widgets'},
  {from: ['/sites/publishing', '/site-builder/publish'], to: '/building-a-site/publishing-and-viewing-your-site'},
  // Contact and support
  {
    from: ['/contact', '/contact-us', '/support', '/getting-support', '/help/contact'],
    to: '/frequently-asked-questions/contacting-vidcove-support',
  },
];

export const clientRedirects = {
  redirects: redirects.map(({from, to}) => ({from: [...from], to})),
} satisfies RedirectOptions;
