/**
 * The Algolia side of the search: the index settings, synonyms and rules that make an Algolia index
 * (filled by the DocSearch crawler with crawler.config.js) behave like the local engine, all derived from
 * the same tables: synonyms.ts (synonyms), page-types.ts (page-type order and the code intent).
 *
 * `npm run search:algolia` prints them as JSON (algolia-cli.ts), or applies them to an index with an
 * admin API key; crawler.config.js carries the same settings as `initialIndexSettings` (a test checks that
 * they agree), which Algolia applies when the crawler creates the index.
 *
 * What maps across:
 * - synonyms: each two-way group is a `synonym` record, each one-way entry a `onewaysynonym`, and the
 *   British/American spellings the local normaliser folds are `synonym` pairs;
 * - page types: each record's `weight.pageRank` (set by the crawler from the URL) orders help articles,
 *   FAQs, samples, the API reference, other pages, the glossary and release notes, as `customRanking`;
 * - the code intent: a rule per code word (JavaScript, Player.js, API…) promotes samples and the API
 *   reference with `optionalFilters` on the crawler's `page_type` attribute; a rule per release word
 *   ("release notes", a month) promotes release notes;
 * - a query that no record matches in full: `removeWordsIfNoResults: 'lastWords'` drops words from the end
 *   and reports `queryAfterRemoval`, the field the local engine also sets, which the search UIs read to
 *   say the results are partial.
 * Algolia ranks by words matched, typos, attribute and proximity before the custom ranking, so page types
 * only break ties there; the local engine weighs them into every score (and also demotes troubleshooting
 * for queries that name no problem), so the two orders can differ on close calls.
 */
import {PAGE_TYPES, pageRankOf} from './page-types';
import {ONE_WAY_SYNONYMS, SPELLING_VARIANTS, SYNONYM_GROUPS} from './synonyms';

export interface AlgoliaSynonym {
  objectID: string;
  type: 'synonym' | 'onewaysynonym';
  synonyms: string[];
  input?: string;
}

export interface AlgoliaRule {
  objectID: string;
  description: string;
  conditions: {pattern: string; anchoring: 'contains'}[];
  consequence: {params: {optionalFilters: string[]}};
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every synonym of the table, as Algolia synonym records (objectIDs are stable: derived from the words). */
export function algoliaSynonyms(): AlgoliaSynonym[] {
  const records: AlgoliaSynonym[] = [
    ...SYNONYM_GROUPS.map((group) => ({
      objectID: `group-${slug(group.join(' '))}`.slice(0, 64),
      type: 'synonym' as const,
      synonyms: [...group],
    })),
    ...Object.entries(ONE_WAY_SYNONYMS).map(([input, synonyms]) => ({
      objectID: `oneway-${slug(input)}`,
      type: 'onewaysynonym' as const,
      input,
      synonyms: [...synonyms],
    })),
    ...SPELLING_VARIANTS.map(([british, american]) => ({
      objectID: `spelling-${slug(british)}`,
      type: 'synonym' as const,
      synonyms: [british, american],
    })),
  ];
  const ids = new Set<string>();
  return records.map((record) => {
    let id = record.objectID;
    for (let n = 2; ids.has(id); n += 1) id = `${record.objectID}-${n}`;
    ids.add(id);
    return {...record, objectID: id};
  });
}

/** Words that name code: the local engine's code intent (page-types.ts), as Algolia rule patterns. */
export const CODE_WORDS = [
  'javascript',
  'js',
  'player.js',
  'playerjs',
  'script',
  'api',
  'sdk',
  'snippet',
  'sample',
  'example',
  'html',
  'postmessage',
  'json',
  'curl',
  'npm',
  'typescript',
  'react',
];
/** Words that name a release: the local engine's release intent, as Algolia rule patterns. */
export const RELEASE_WORDS = [
  'release',
  'release notes',
  'released',
  'changelog',
  "what's new",
  'version',
  ...'january february march april may june july august september october november december'.split(' '),
];

export function algoliaRules(): AlgoliaRule[] {
  const rule = (kind: string, word: string, optionalFilters: string[], description: string): AlgoliaRule => ({
    objectID: `${kind}-${slug(word)}`,
    description,
    conditions: [{pattern: word, anchoring: 'contains'}],
    consequence: {params: {optionalFilters}},
  });
  return [
    ...CODE_WORDS.map((word) =>
      rule(
        'code',
        word,
        ['page_type:sample<score=2>', 'page_type:api<score=1>'],
        `"${word}" names code: developer samples and the API reference first`,
      ),
    ),
    ...RELEASE_WORDS.map((word) =>
      rule('release', word, ['page_type:release'], `"${word}" names a release: release notes first`),
    ),
  ];
}

/**
 * The index settings: DocSearch's record shape and ranking (as the crawler's Docusaurus template sets
 * them), with the local engine's choices where they differ.
 */
export function algoliaSettings(): Record<string, unknown> {
  return {
    attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag', 'filterOnly(page_type)'],
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    attributesToHighlight: ['hierarchy', 'content'],
    attributesToSnippet: ['content:10'],
    camelCaseAttributes: ['hierarchy', 'content'],
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    distinct: true,
    attributeForDistinct: 'url',
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
    highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
    highlightPostTag: '</span>',
    // As the local engine: one typo from 5 letters, two from 8.
    minWordSizefor1Typo: 5,
    minWordSizefor2Typos: 8,
    allowTyposOnNumericTokens: false,
    minProximity: 1,
    ignorePlurals: ['en'],
    removeStopWords: ['en'],
    queryLanguages: ['en'],
    indexLanguages: ['en'],
    advancedSyntax: true,
    attributeCriteriaComputedByMinProximity: true,
    // Never nothing when some words match: drop words and say so (queryAfterRemoval).
    removeWordsIfNoResults: 'lastWords',
    separatorsToIndex: '_',
  };
}

/** What each page type's records get as `weight.pageRank` (crawler.config.js sets it from the URL). */
export const PAGE_RANKS: Readonly<Record<string, number>> = Object.fromEntries(
  PAGE_TYPES.map((type) => [type, pageRankOf(type)]),
);

export function algoliaConfiguration(indexName: string) {
  return {indexName, settings: algoliaSettings(), synonyms: algoliaSynonyms(), rules: algoliaRules()};
}
