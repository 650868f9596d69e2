// @ts-check
/**
 * Spelling of the help centre's prose: British English (STYLEGUIDE.md, "Voice") plus the project word
 * list `cspell-words.txt`. Run with `npm run lint:prose`; `tests/prose-lint.test.ts` proves it bites.
 *
 * A JavaScript config rather than JSON or YAML for two reasons: the ignore patterns below are plain
 * regular expressions instead of double-escaped strings, and the American spellings the style guide
 * rejects are built from stems (organize, organized, organization, ...) instead of listed by hand.
 */

/**
 * The en-GB dictionary accepts Oxford spellings (organize, customize) and a few American forms
 * (center, gray), because they occur in British writing. The style guide does not: the help centre
 * writes -ise, -our and -re. Each stem below is flagged in every form, with the British form suggested.
 * Route slugs that keep the plan's American spelling (`organize-with-tags`) sit in links and are not
 * prose, so they are never checked.
 */
const IZE_STEMS = [
  'anonym',
  'apolog',
  'author',
  'capital',
  'categor',
  'central',
  'character',
  'critic',
  'custom',
  'digit',
  'emphas',
  'equal',
  'familiar',
  'final',
  'general',
  'global',
  'harmon',
  'initial',
  'international',
  'item',
  'legal',
  'local',
  'maxim',
  'memor',
  'minim',
  'mobil',
  'modern',
  'monet',
  'neutral',
  'normal',
  'optim',
  'organ',
  'personal',
  'priorit',
  'public',
  'random',
  'rational',
  'real',
  'recogn',
  'sanit',
  'serial',
  'special',
  'stabil',
  'standard',
  'summar',
  'symbol',
  'synchron',
  'token',
  'util',
  'vector',
  'visual',
];
const IZE_ENDINGS = ['ize', 'izes', 'ized', 'izing', 'izer', 'izers', 'ization', 'izations', 'izable'];

/**
 * Other American spellings, each with the British one the style guide uses. Not here: license, the
 * British verb as well (the noun is licence), and program, which British English uses for software.
 */
const AMERICAN = {
  analyze: 'analyse',
  analyzed: 'analysed',
  analyzes: 'analyses',
  analyzing: 'analysing',
  behavior: 'behaviour',
  behavioral: 'behavioural',
  behaviors: 'behaviours',
  canceled: 'cancelled',
  canceling: 'cancelling',
  catalog: 'catalogue',
  catalogs: 'catalogues',
  center: 'centre',
  centered: 'centred',
  centers: 'centres',
  centering: 'centring',
  color: 'colour',
  colored: 'coloured',
  colorful: 'colourful',
  coloring: 'colouring',
  colors: 'colours',
  defense: 'defence',
  enrollment: 'enrolment',
  favor: 'favour',
  favorable: 'favourable',
  favorite: 'favourite',
  favorites: 'favourites',
  fulfill: 'fulfil',
  fulfillment: 'fulfilment',
  gray: 'grey',
  honor: 'honour',
  labeled: 'labelled',
  labeling: 'labelling',
  modeled: 'modelled',
  modeling: 'modelling',
  neighbor: 'neighbour',
  offense: 'offence',
  traveled: 'travelled',
  traveling: 'travelling',
};

const flagWords = [
  ...IZE_STEMS.flatMap((stem) => IZE_ENDINGS.map((ending) => `${stem}${ending}->${stem}${ending.replace('z', 's')}`)),
  ...Object.entries(AMERICAN).map(([american, british]) => `${american}->${british}`),
];

/** @type {import('cspell').CSpellUserSettings} */
const config = {
  version: '0.2',
  language: 'en-GB',
  files: [
    'docs/**/*.{md,mdx}',
    'blog/**/*.mdx',
    'api-docs/overview.mdx',
    'src/pages/**/*.{md,mdx}',
    'plugins/*/README.md',
    'tools/**/README.md',
    'e2e/README.md',
    'README.md',
    'PATCHES.md',
    'STYLEGUIDE.md',
    'CONTRIBUTING.md',
  ],
  dictionaryDefinitions: [{name: 'vidcove', path: './cspell-words.txt', addWords: true}],
  dictionaries: [
    'vidcove',
    // Dictionaries cspell turns on for every file that carry code words and American spellings
    // (`color`, `center` as HTML attributes, npm package names): not for prose.
    '!aws',
    '!coding-compound-terms',
    '!cryptocurrencies',
    '!html',
    '!npm',
    '!public-licenses',
  ],
  flagWords,
  // MDX is Markdown with JSX and ES modules: check it as Markdown (cspell's Markdown link patterns
  // apply), not with the TypeScript and CSS dictionaries cspell gives `mdx`.
  overrides: [{filename: '**/*.mdx', languageId: 'markdown'}],
  patterns: [
    // Front-matter values that are keys or paths, not prose: tag keys from docs/tags.yml, routes, ids.
    {name: 'front-matter-keys', pattern: /^(?:slug|tags|authors|id):.*$/gm},
    // An ES module block runs until the next blank line, as in MDX itself.
    {name: 'mdx-esm', pattern: /^(?:import|export)\s[\s\S]*?(?=\n[ \t]*\n|(?![\s\S]))/gm},
    {name: 'fenced-code', pattern: /^[ \t]*(`{3,}|~{3,})[\s\S]*?^[ \t]*\1[ \t]*$/gm},
    {name: 'code-span', pattern: /(`+)[^`][\s\S]*?\1/g},
    {name: 'html-code', pattern: /<(code|pre|CodeBlock)\b[\s\S]*?<\/\1>/g},
    // JSX expressions, up to three levels of braces: {limits.maxUploadSizeGb}, {/* truncate */}.
    {name: 'jsx-expression', pattern: /\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}/g},
    {name: 'jsx-tag-name', pattern: /<\/?[A-Za-z][\w.]*/g},
    // Attribute values are code (src, className, language), except the ones readers see.
    {
      name: 'jsx-code-attribute',
      pattern: /(?<=<[A-Za-z][^<>]*\s)(?!(?:alt|title|aria-label|label)=)[\w:-]+=(?:"[^"]*"|'[^']*')/g,
    },
    // Third-party names that are American-spelt: Microsoft's "Microsoft Entra admin center",
    // Atlassian's "Confluence Data Center", Zendesk's **Help center settings**, and the API reference's
    // **Authorization** panel label (the openapi theme's, named after the HTTP header).
    {
      name: 'american-brand-names',
      pattern: /\b(?:Entra admin center|Data Center)\b|\*\*(?:Authorization|Help center settings)\*\*/g,
    },
  ],
  languageSettings: [
    {
      languageId: 'markdown',
      ignoreRegExpList: [
        'front-matter-keys',
        'mdx-esm',
        'fenced-code',
        'code-span',
        'html-code',
        'jsx-expression',
        'jsx-tag-name',
        'jsx-code-attribute',
        'american-brand-names',
      ],
    },
  ],
};

export default config;
