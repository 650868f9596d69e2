/**
 * Registers the languages `themeConfig.prism.additionalLanguages` lists with prism-react-renderer's
 * Prism, once, in whichever chunk first shows code: the help articles' code blocks (theme/CodeBlock)
 * or the API reference's request panel
 * (plugins/api-reference/client/explorer.tsx). Docusaurus does this in a client module, which puts Prism in
 * every page's main bundle; this plugin removes that module (lazy-prism.ts).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
