/**
 * The Algolia side of the search: index settings, synonyms and rules that make an Algolia index behave
 * like the local engine, derived from the same tables (synonyms.ts, page-types.ts) so both backends find
 * the same pages. How each maps across, and where the two orders can differ: README.md, "Algolia settings".
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
