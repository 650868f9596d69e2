/**
 * One site-wide stylesheet, minus what a reader needs only on demand. Docusaurus puts all CSS into one
 * `styles` chunk; stylesheets needed only once the reader opens the search modal load with the modal's
 * chunk instead. (A page component's stylesheet may leave `styles` only as a named feature chunk that the
 * pages using it link in their head, chunk-stylesheets.ts: the pre-rendered HTML links only the entry
 * stylesheets, so other chunk CSS would arrive after first paint and the page would flash unstyled.)
 */

/** Stylesheets needed only once the reader opens the search modal. */
export const PAGE_SPECIFIC_STYLESHEET = new RegExp(
  [
    String.raw`[\\/]plugins[\\/]search[\\/]theme[\\/]SearchBar[\\/]modal\.css$`,
    String.raw`@docsearch[\\/](css[\\/]dist[\\/](style|modal|sidepanel)|react[\\/]dist[\\/]style)`,
  ].join('|'),
);

/** Matches every stylesheet but the page-specific ones (a `test` for Docusaurus' `styles` group). */
export const SITE_WIDE_STYLESHEET = new RegExp(`^(?!.*(${PAGE_SPECIFIC_STYLESHEET.source}))`);
