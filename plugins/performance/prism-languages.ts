/**
 * Registers the languages `themeConfig.prism.additionalLanguages` lists with prism-react-renderer's Prism,
 * once, in whichever chunk first shows code (theme/CodeBlock or the API reference's request panel), not in
 * a client module on every page as Docusaurus does (lazy-prism.ts removes that one).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
