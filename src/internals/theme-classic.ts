/**
 * @docusaurus/theme-classic's internal files the site uses, in one place: the stock code line's CSS
 * module (line numbers, the highlighted-line rule), which src/theme/CodeBlock/Line keeps using so that
 * its lines look exactly as the stock ones; the theme exports no stylesheet. ./theme-classic.test.ts
 * fails, naming the path or class, when an upgrade moves or renames it.
 */
export {default as codeLineStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/** The classes of `codeLineStyles` the code line uses. */
export const CODE_LINE_CLASSES = ['codeLine', 'codeLineNumber', 'codeLineContent'] as const;
