/**
 * The benchmark's baseline (tools/bench/stock.ts): a Docusaurus site as the classic template sets one up,
 * with nothing of this project's (no plugin, theme component, stylesheet or performance plugin), so that
 * Lighthouse measures a stock doc page in the same run, on the same machine, as the help centre's pages.
 */
export default {
  title: 'Stock Docusaurus',
  tagline: 'The classic template, untouched',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: {v4: true},
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [['classic', {docs: {}, blog: false}]],
  themeConfig: {
    navbar: {
      title: 'Stock Docusaurus',
      items: [{type: 'docSidebar', sidebarId: 'defaultSidebar', position: 'left', label: 'Tutorial'}],
    },
    footer: {
      style: 'dark',
      links: [{title: 'Docs', items: [{label: 'Tutorial', to: '/docs/intro'}]}],
      copyright: 'Built with Docusaurus.',
    },
  },
};
