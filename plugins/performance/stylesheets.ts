/**
 * One site-wide stylesheet, minus what a reader needs only on demand: the search modal's styles load with
 * the modal. A page component's styles leave it only as a feature chunk linked in the head of its pages
 * (chunk-stylesheets.ts); otherwise they would arrive after the first paint.
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
