/**
 * Tabs for readers without script. Docusaurus' tabs switch with script only: without it, a reader sees
 * the first panel and a row of tabs that do nothing, and never the others (a help article's JavaScript
 * and Python samples, an API operation's error responses). So where script is off (`@media (scripting:
 * none)` in ./styles.module.css) the tab rows are hidden and every panel shows, each under its tab's
 * label, which ./index.tsx renders hidden otherwise. In the stylesheet rather than a `<noscript>` in every
 * page's head: 94 bytes of every page's HTML otherwise, against once in the cached stylesheet.
 */

/** The attribute of the label that heads each panel when script is off (./styles.module.css names it too). */
export const PANEL_LABEL_ATTRIBUTE = 'data-tab-panel-label';
