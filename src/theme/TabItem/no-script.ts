/**
 * Tabs for readers without script. Docusaurus' tabs switch with script only: without it, a reader sees
 * the first panel and a row of tabs that do nothing, and never the others (a help article's JavaScript
 * and Python samples, an API operation's error responses). A `<noscript>` style (docusaurus.config.ts
 * `headTags`), which only a browser with script off applies, hides the tab rows and shows every panel,
 * each under its tab's label (./index.tsx renders the label, hidden otherwise).
 */

/** The attribute of the label that heads each panel when script is off. */
export const PANEL_LABEL_ATTRIBUTE = 'data-tab-panel-label';

/** `!important`: the tab lists' own classes (Infima's `.tabs`, the openapi theme's) come later and would win. */
export const NO_SCRIPT_TABS_STYLE = [
  '[role=tablist]{display:none!important}',
  `[role=tabpanel][hidden],[${PANEL_LABEL_ATTRIBUTE}]{display:block!important}`,
  `[${PANEL_LABEL_ATTRIBUTE}]{font-weight:var(--ifm-font-weight-bold);margin:var(--ifm-spacing-vertical) 0 calc(var(--ifm-spacing-vertical)/2)}`,
].join('');

/** The head tag that applies it. */
export const noScriptTabs = {
  tagName: 'noscript',
  attributes: {},
  innerHTML: `<style>${NO_SCRIPT_TABS_STYLE}</style>`,
};
