/**
 * What kind of page a search hit is, and how much that counts: a reader with a task wants the help article
 * first, then the FAQ, a sample, and the glossary or a release note only after the page that explains the
 * thing. The weights multiply a text score, so a strong match on a FAQ can beat a passing mention in an
 * article. Query intents that change the order: README.md, "Ranking". No dependencies: the browser engine,
 * the indexer and the benchmark share it.
 */

export const PAGE_TYPES = ['article', 'faq', 'sample', 'api', 'page', 'glossary', 'release'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Route prefixes that make a page one type; the first that matches wins, else docs pages are articles. */
export interface PageTypeRule {
  type: Exclude<PageType, 'article' | 'page'>;
  prefix: string;
}

/** Weight of each type for a query without a special intent. */
export const PAGE_TYPE_WEIGHT: Readonly<Record<PageType, number>> = {
  article: 1,
  faq: 0.9,
  sample: 0.45,
  api: 0.45,
  page: 0.4,
  glossary: 0.35,
  release: 0.3,
};

/** Listing pages (tag lists, generated indexes) rank below the pages they list. */
export const LISTING_WEIGHT = 0.3;
/** With code in the query: samples and the API reference above articles. */
const CODE_BOOST: Partial<Record<PageType, number>> = {sample: 3.2, api: 3};
/** Release notes first when the query names a version or a date (otherwise after every other page). */
const RELEASE_BOOST = 4;
/** Troubleshooting (a page or a section under a "Troubleshooting" heading) when the query names no problem. */
export const TROUBLESHOOTING_WITHOUT_PROBLEM = 0.7;

/** Algolia's `weight.pageRank` for each type (higher first), from the same weights. */
export function pageRankOf(type: PageType): number {
  return Math.round(PAGE_TYPE_WEIGHT[type] * 100);
}

/**
 * The type of a page from its route, its docusaurus_tag and whether it is a listing. Docs pages that
 * no rule claims are help articles; other pages (home, status, listings) are `page`.
 */
export function classifyPage(route: string, tag: string, rules: readonly PageTypeRule[]): PageType {
  const rule = rules.find((r) => route === r.prefix.replace(/\/$/, '') || route.startsWith(r.prefix));
  if (rule) return rule.type;
  return tag.startsWith('docs-') ? 'article' : 'page';
}

export interface QueryIntent {
  /** The query names code, a script or an API. */
  code: boolean;
  /** The query names a version or a date. */
  release: boolean;
  /** The query describes a problem (an error, something that fails, does not work, is missing…). */
  problem: boolean;
}

const CODE =
  /(?:^|[^\p{L}\p{N}])(?:java\s?script|js|player\.?js|script|scripts|api|apis|sdk|snippets?|samples?|examples?|html|postmessage|json|curl|npm|typescript|react|code)(?=$|[^\p{L}\p{N}])/iu;
/** "embed code" is what the help articles give readers to paste: not a developer's query. */
const EMBED_CODE = /\bembed(?:ding)?\s+codes?\b/gi;
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const RELEASE = new RegExp(
  [
    String.raw`\b\d+\.\d+\b`,
    String.raw`\bv\d+\b`,
    String.raw`\b(?:19|20)\d\d\b`,
    String.raw`\b(?:${MONTHS})\b`,
    String.raw`\breleases?\b`,
    String.raw`\breleased\b`,
    String.raw`\bchangelog\b`,
    String.raw`\bwhat[’']?s new\b`,
    String.raw`\bversion\b`,
  ].join('|'),
  'i',
);

const PROBLEM =
  /\b(?:not|no|never|error|errors|fail|fails|failed|failing|failure|can[’']?t|cannot|won[’']?t|doesn[’']?t|don[’']?t|didn[’']?t|isn[’']?t|aren[’']?t|stuck|problems?|issues?|fix|broken|missing|wrong|trouble\w*|blank|black|slow|buffering|lag\w*|why|disappear\w*|unable|denied|invalid|expired|locked|rejected|keeps?)\b/i;

export function queryIntent(query: string): QueryIntent {
  return {code: CODE.test(query.replace(EMBED_CODE, ' ')), release: RELEASE.test(query), problem: PROBLEM.test(query)};
}

/** Whether an intent puts release notes after every other page (the query names no version or date). */
export const releaseNotesLast = (type: PageType, intent: QueryIntent) => type === 'release' && !intent.release;

/** The multiplier for a page of `type` (a listing or not) under a query's intent. */
export function typeWeight(type: PageType, listing: boolean, intent: QueryIntent): number {
  let weight = PAGE_TYPE_WEIGHT[type];
  if (intent.code) weight *= CODE_BOOST[type] ?? 1;
  if (type === 'release' && intent.release) weight *= RELEASE_BOOST;
  return listing ? weight * LISTING_WEIGHT : weight;
}
