/**
 * Tabs for readers without script, who would otherwise see the first panel and tabs that do nothing: where
 * script is off (`@media (scripting: none)` in ./styles.module.css) the tab rows hide and every panel shows
 * under its tab's label (rendered hidden otherwise by ./index.tsx). In the cached stylesheet rather than a
 * `<noscript>` in every page's head.
 */

/** The attribute of the label that heads each panel when script is off (./styles.module.css names it too). */
export const PANEL_LABEL_ATTRIBUTE = 'data-tab-panel-label';
