/**
 * Prism out of the main bundle: theme-classic registers Prism's extra languages in a client module, which
 * puts Prism on every page; this replaces that module with nothing (no-prism-client-module.ts). The
 * languages are registered where code is shown (prism-languages.ts), and Prism loads only when the
 * reader reaches for the code (theme/CodeBlock).
 */
import path from 'node:path';

/** Theme-classic's client module that imports Prism and its extra languages into the main bundle. */
export const PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** What stands in for it: an empty module. */
export const PRISM_STAND_IN = path.join(__dirname, 'no-prism-client-module.ts');
