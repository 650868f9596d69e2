/**
 * The local search engine: answers Algolia search requests from the sharded index (index-format.ts) with
 * Algolia-shaped results (hits with `_highlightResult` and `_snippetResult`, paging, facets), so the
 * DocSearch modal and the search page work on it unchanged. A search loads only the index files it needs:
 * the term shards holding its words, then the fragments of the pages it shows.
 *
 * Matching: a query is a list of concepts (query.ts), each a word or a phrase of the synonym table with
 * its alternatives (its own words; synonyms at a lower weight). Words match exactly, by prefix (the word
 * being typed, and long words such as "embed"/"embedded") and, when no page has the word, with typos
 * (one for 5 letters, two for 8; transpositions count once). A section (a heading and its text) matches a
 * concept when it holds it or its page's title does. Scores are the build-time BM25 scores of the
 * matched terms (headings weigh more than text, page titles most), times the page type's weight for the
 * query's intent (page-types.ts). One hit per section.
 *
 * Sections holding every concept come first. When fewer than 10 do, sections holding some follow (most
 * concepts first); when none holds them all, the response says so with `queryAfterRemoval`, as Algolia
 * does. Very common words ("video", "Vidcove") are not required. All text in results is HTML-escaped
 * before highlight tags are added: both UIs insert it as HTML.
 */
import {compileFacetFilters, facetNames} from './facets';
import {type Highlighter, toHit, tokensOf} from './highlighting';
import {
  type Manifest,
  type PageFragment,
  type TermShard,
  fragmentFile,
  shardFile,
  shardOf,
  shardsWithPrefix,
} from './index-format';
import {TROUBLESHOOTING_WITHOUT_PROBLEM, releaseNotesLast, typeWeight} from './page-types';
import {type Alternative, type Concept, type ParsedQuery, parseQuery, synonymsOf} from './query';
import {type DocSearchRecord, type RecordPage, makeRecord} from './records';
import {
  type Hit,
  type SearchParams,
  type SearchResponse,
  encodeParams,
  removalMarkup,
  requestedHitsPerPage,
} from './response';
import {normaliseTerm, tokenize} from './text';

export {FACET_ATTRIBUTES, type FacetFilters, compileFacetFilters} from './facets';
export {tokensOf} from './highlighting';
export type {HighlightValue, Hit, RankingInfo, SearchParams, SearchResponse, SnippetValue} from './response';

/** Below this many sections holding every concept, sections holding some are added after them. */
const FEW_RESULTS = 10;
/** Stored scores are ×10 (index-build.ts). */
const SCORE_SCALE = 10;
/** A word held by more than this share of sections is not required (it still adds to the score). */
const COMMON_SHARE = 0.2;
/** What a page title's match adds to each of the page's sections, per unit of the term's idf. */
const PAGE_TITLE_BONUS = 1.5;
/** A section whose headings (its own, those above it, the page title) hold all the concepts: ×(1 + this). */
const HEADING_COVERAGE_BONUS = 0.6;
/** A page whose title is the query (most words of the title matched, every concept in it): ×this. */
const EXACT_TITLE_BOOST = 1.5;
const EXACT_TITLE_COVERAGE = 0.75;
/** Words that only say the reader has code in mind (page-types.ts boosts samples): not required. */
const INTENT_ONLY = new Set(['javascript', 'js', 'code', 'snippet', 'sampl', 'exampl']);
/** Weights of a match by prefix (times the typed share of the word) and with one or two typos. */
const PREFIX_WEIGHT = 0.8;
const TYPO_WEIGHT = [1, 0.6, 0.35];
/** A reader's word that at most this many sections hold: its synonyms count more than the word. */
const RARE_DF = 2;
const RARE_OWN_WEIGHT = 0.7;
/** At most this many words start with a typed prefix (the most common kept). */
const MAX_PREFIX_TERMS = 40;

const fuzziness = (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0);
/** Index terms are stems: a misspelt word is compared with them and with their usual endings. */
const STEM_ENDINGS = ['', 'e', 's', 'es', 'ed', 'ing', 'ion', 'ation'];
/** Typos are looked for among words with the same first two letters, or those two swapped. */
const typoStarts = (term: string) => new Set([term.slice(0, 2), term[1]! + term[0]!]);

/** Optimal string alignment distance (a transposition counts once), or max + 1 when above `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** Reads an index file (below `search/`): fetch in the browser, the file system in Node. */
export type IndexFileLoader = (file: string) => Promise<unknown>;

export interface SearchEngine {
  readonly manifest: Manifest;
  search(indexName: string, params: SearchParams): Promise<SearchResponse>;
}

interface Expansion {
  term: string;
  weight: number;
  shard: TermShard;
  at: number;
}

interface TermMatches {
  /** Section → best score of the term's expansions; marked where its own heading or one above holds the term. */
  sections: SectionScores;
  /** Page → best title score of the term's expansions. */
  titles: Map<number, number>;
  /** The dictionary terms that matched. */
  terms: string[];
  /** Sections holding the word itself (no prefix or typo), for deciding whether it is common. */
  df: number;
  /** The best near miss, when the word itself is not in the index (the reader's typo, corrected). */
  correction: {term: string; weight: number} | null;
}

interface Ranked {
  section: number;
  page: number;
  score: number;
  /** Concepts the section (or its page title) holds. */
  matched: boolean[];
  full: boolean;
}

/** The sum of every map's score for `key`, or -1 when one of them lacks it (not every part matches). */
function scoreInEvery<K>(maps: readonly ReadonlyMap<K, number>[], key: K): number {
  let sum = 0;
  for (const map of maps) {
    const score = map.get(key);
    if (score === undefined) return -1;
    sum += score;
  }
  return sum;
}

/**
 * Positive scores by section, in arrays as long as the index has sections, with the list of the sections
 * that have one: a query touches thousands of sections on a large site, and array slots cost far less to
 * read and write than map entries.
 */
class SectionScores {
  private readonly score: Float64Array;
  private readonly heading: Uint8Array;
  /** The sections with a score, in the order they got it. */
  readonly sections: number[] = [];
  constructor(size: number) {
    this.score = new Float64Array(size);
    this.heading = new Uint8Array(size);
  }
  get size(): number {
    return this.sections.length;
  }
  /** The section's score, 0 when it has none. */
  get(section: number): number {
    return this.score[section]!;
  }
  /** Keeps the higher of the section's score and `value` (> 0). */
  raise(section: number, value: number): void {
    const current = this.score[section]!;
    if (value <= current) return;
    if (current === 0) this.sections.push(section);
    this.score[section] = value;
  }
  /** Notes that the section's own heading or one above it holds the words. */
  markHeading(section: number): void {
    this.heading[section] = 1;
  }
  inHeading(section: number): boolean {
    return this.heading[section] === 1;
  }
  /** Empty again, for the next search (clearing only the slots this one used). */
  clear(): void {
    for (const section of this.sections) {
      this.score[section] = 0;
      this.heading[section] = 0;
    }
    this.sections.length = 0;
  }
}

/** The sum of every part's score for `section`, or -1 when one of them has none (not every part matches). */
function sectionScoreInEvery(parts: readonly SectionScores[], section: number): number {
  let sum = 0;
  for (const part of parts) {
    const score = part.get(section);
    if (score === 0) return -1;
    sum += score;
  }
  return sum;
}

/** How a search gives way to the page it runs in (createSearchEngine). */
export interface SearchEngineOptions {
  /**
   * Resolves after the host has had a turn (in a browser, a new task: input and rendering go first). A search
   * awaits it before ranking and while it builds hits, so that a first, cold search (its code not yet
   * optimised, its index files just parsed) is several short tasks rather than one long one. Without it,
   * a search runs straight through (Node: tests and the benchmark).
   */
  readonly yieldToHost?: () => Promise<void>;
}

/** Hits built between two turns given to the host. */
const HITS_PER_TURN = 5;

export function createSearchEngine(
  manifest: Manifest,
  load: IndexFileLoader,
  {yieldToHost}: SearchEngineOptions = {},
): SearchEngine {
  const {pages, shards, hash, strings} = manifest;
  const giveWay = async () => {
    if (yieldToHost) await yieldToHost();
  };
  const sectionPage = new Int32Array(manifest.n);
  const pageFirst = new Int32Array(pages.length);
  let next = 0;
  pages.forEach((page, index) => {
    pageFirst[index] = next;
    for (let i = 0; i < page[8].length; i += 1) sectionPage[next + i] = index;
    next += page[8].length;
  });
  const recordPages: RecordPage[] = pages.map(([path, lvl0, lang, tag, ver, type, , listing]) => ({
    url: manifest.site + path,
    lvl0: strings.lvl0[lvl0]!,
    lang: strings.lang[lang]!,
    tag: strings.tag[tag]!,
    ver: strings.ver[ver]!,
    type,
    listing: listing === 1,
  }));
  let titleWords: string[][] | null = null;
  // Score arrays are as long as the index has sections: lent to a search's ranking (which runs without
  // waiting for anything) and cleared and taken back when it ends, instead of made anew for every word.
  const spareScores: SectionScores[] = [];
  /** Marks the sections already among a search's candidates (cleared again after each use). */
  const candidateMark = new Uint8Array(manifest.n);
  const lentScores: SectionScores[] = [];
  const lendScores = (): SectionScores => {
    const scores = spareScores.pop() ?? new SectionScores(manifest.n);
    lentScores.push(scores);
    return scores;
  };
  const takeBackScores = (): void => {
    for (const scores of lentScores.splice(0)) {
      scores.clear();
      spareScores.push(scores);
    }
  };

  const files = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  const fetchFile = (file: string): Promise<unknown> => {
    let promise = files.get(file);
    if (!promise) {
      promise = load(file).then(
        (value) => {
          loaded.set(file, value);
          return value;
        },
        (error: unknown) => {
          files.delete(file);
          throw error;
        },
      );
      files.set(file, promise);
    }
    return promise;
  };
  const shard = (i: number) => loaded.get(shardFile(hash, i)) as TermShard;

  /** The shards a query needs first: each word's own range, and the words the one being typed may start. */
  function shardsFor(query: ParsedQuery): Set<number> {
    const needed = new Set<number>();
    for (const concept of query.concepts) {
      concept.alternatives.forEach((alternative, a) => {
        for (const term of alternative.terms) {
          needed.add(shardOf(shards, term));
          if (a > 0) continue;
          const written = query.prefixes.get(term);
          if (written) shardsWithPrefix(shards, written).forEach((s) => needed.add(s));
        }
      });
    }
    return needed;
  }

  /**
   * Then, for the reader's words the index does not hold as written (once their own shards are loaded):
   * the ranges of their near misses. A query of correctly spelt words downloads none of these, which on a
   * large site are most of what a long question would otherwise fetch.
   */
  function typoShardsFor(query: ParsedQuery): Set<number> {
    const needed = new Set<number>();
    for (const concept of query.concepts) {
      for (const term of concept.alternatives[0]?.terms ?? []) {
        if (fuzziness(term) === 0 || inIndex(term)) continue;
        for (const start of typoStarts(term)) shardsWithPrefix(shards, start).forEach((s) => needed.add(s));
      }
    }
    return needed;
  }

  /** Whether the index holds `term` exactly (its shard loaded). */
  function inIndex(term: string): boolean {
    const s = shard(shardOf(shards, term));
    return s.t[find(s.t, term)] === term;
  }

  function find(terms: readonly string[], term: string): number {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (terms[mid]! < term) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The dictionary terms that stand for `term`: itself, words it starts (typed or long), near misses. */
  function expand(term: string, own: boolean, prefixes: Map<string, string>): Expansion[] {
    const found = new Map<string, Expansion>();
    const add = (s: TermShard, at: number, weight: number) => {
      const existing = found.get(s.t[at]!);
      if (!existing || existing.weight < weight) found.set(s.t[at]!, {term: s.t[at]!, weight, shard: s, at});
    };
    const exactShard = shard(shardOf(shards, term));
    const exactAt = find(exactShard.t, term);
    const exists = exactShard.t[exactAt] === term;
    if (exists) add(exactShard, exactAt, 1);
    if (!own) return [...found.values()];
    const written = prefixes.get(term);
    if (written) {
      const prefixed: Expansion[] = [];
      for (const s of shardsWithPrefix(shards, written).map(shard)) {
        for (let at = find(s.t, written); at < s.t.length && s.t[at]!.startsWith(written); at += 1) {
          if (s.t[at] !== term) {
            const weight = PREFIX_WEIGHT * Math.sqrt(written.length / s.t[at]!.length);
            prefixed.push({term: s.t[at]!, weight: Math.min(weight, PREFIX_WEIGHT), shard: s, at});
          }
        }
      }
      prefixed.sort((x, y) => x.shard.df[y.at]! - y.shard.df[x.at]! || 0);
      for (const e of prefixed.slice(0, MAX_PREFIX_TERMS)) add(e.shard, e.at, e.weight);
    }
    const max = fuzziness(term);
    if (max > 0 && !exists) {
      // The normalised word and the word as written ("wordpres" is one letter from "wordpress").
      const forms = [...new Set([term, written ?? term])];
      for (const start of typoStarts(term)) {
        for (const s of shardsWithPrefix(shards, start).map(shard)) {
          for (let at = find(s.t, start); at < s.t.length && s.t[at]!.startsWith(start); at += 1) {
            // A stem of five letters or more may be compared with its usual endings ("restrict" + "ion").
            const endings = s.t[at]!.length >= 5 ? STEM_ENDINGS : [''];
            const distance = Math.min(
              ...forms.flatMap((form) => endings.map((end) => typoDistance(form, s.t[at]! + end, max))),
            );
            if (distance <= max) add(s, at, TYPO_WEIGHT[distance]!);
          }
        }
      }
    }
    return [...found.values()];
  }

  function termMatches(
    term: string,
    own: boolean,
    prefixes: Map<string, string>,
    allowed: (section: number) => boolean,
  ): TermMatches {
    const result: TermMatches = {
      sections: lendScores(),
      titles: new Map(),
      terms: [],
      df: 0,
      correction: null,
    };
    for (const {term: found, weight, shard: s, at} of expand(term, own, prefixes)) {
      result.terms.push(found);
      if (found === term) result.df = s.df[at]!;
      else if (weight <= TYPO_WEIGHT[1]! && weight > (result.correction?.weight ?? 0)) {
        result.correction = {term: found, weight};
      }
      const idf = Math.log(1 + (manifest.n - s.df[at]! + 0.5) / (s.df[at]! + 0.5));
      const postings = s.p[at]!;
      let section = 0;
      for (let i = 0; i < postings.length; i += 2) {
        section += postings[i]!;
        if (!allowed(section)) continue;
        const value = postings[i + 1]!;
        result.sections.raise(section, (weight * (value >> 1)) / SCORE_SCALE);
        if (value & 1) result.sections.markHeading(section);
      }
      let page = 0;
      for (const delta of s.h[at]!) {
        page += delta;
        const score = weight * idf * PAGE_TITLE_BONUS;
        if (score > (result.titles.get(page) ?? 0)) result.titles.set(page, score);
      }
    }
    return result;
  }

  /** The synonyms of a misspelt word's correction, weighted by how sure the correction is. */
  function correctedSynonyms(parts: readonly TermMatches[]): Alternative[] {
    const correction = parts.length === 1 ? parts[0]!.correction : null;
    if (!correction) return [];
    return synonymsOf([correction.term]).map((synonym) => ({...synonym, weight: synonym.weight * correction.weight}));
  }

  /** A concept's best score per section and per page title, over its alternatives. */
  function conceptMatches(
    concept: Concept,
    prefixes: Map<string, string>,
    allowed: (section: number) => boolean,
    matchedTerms: Set<string>,
  ) {
    const sections = lendScores();
    const titles = new Map<number, number>();
    let df = 0;
    const alternatives: Alternative[] = [...concept.alternatives];
    for (let a = 0; a < alternatives.length; a += 1) {
      const alternative = alternatives[a]!;
      const own = a === 0;
      const parts = alternative.terms.map((term) => termMatches(term, own, prefixes, allowed));
      if (own) df = Math.min(...parts.map((p) => p.df));
      // A misspelt word stands for its correction, and so for the correction's synonyms.
      if (own && df === 0) alternatives.push(...correctedSynonyms(parts));
      // The site barely uses the reader's word (a passing mention): the synonyms are what answer.
      const rare = df <= RARE_DF && concept.alternatives.length > 1;
      const weight = rare ? (own ? RARE_OWN_WEIGHT : 1) : alternative.weight;
      const scale = weight * (concept.terms.length / alternative.terms.length);
      const smallest = parts.reduce((x, y) => (x.sections.size <= y.sections.size ? x : y));
      const sectionScores = parts.map((part) => part.sections);
      for (const section of smallest.sections.sections) {
        const sum = parts.length === 1 ? smallest.sections.get(section) : sectionScoreInEvery(sectionScores, section);
        if (sum <= 0) continue;
        sections.raise(section, sum * scale);
        if (parts.every((part) => part.sections.inHeading(section))) sections.markHeading(section);
      }
      const fewestTitles = parts.reduce((x, y) => (x.titles.size <= y.titles.size ? x : y));
      const titleScores = parts.map((part) => part.titles);
      for (const page of fewestTitles.titles.keys()) {
        const sum = scoreInEvery(titleScores, page);
        if (sum > 0 && sum * scale > (titles.get(page) ?? 0)) titles.set(page, sum * scale);
      }
      if (parts.every((p) => p.sections.size > 0 || p.titles.size > 0)) {
        for (const part of parts) part.terms.forEach((t) => matchedTerms.add(t));
      }
    }
    return {sections, titles, df};
  }

  /** A one-letter query: page titles with a word that starts with it, from the manifest alone. */
  function rankTitles(letter: string, query: ParsedQuery, allowed: (section: number) => boolean): Ranked[] {
    titleWords ??= pages.map((page) => tokenize(page[6]).map((w) => normaliseTerm(w) ?? ''));
    const ranked: Ranked[] = [];
    pages.forEach((page, index) => {
      const section = pageFirst[index]!;
      if (!allowed(section) || !titleWords![index]!.some((w) => w.startsWith(letter))) return;
      const score = typeWeight(page[5], page[7] === 1, query.intent) / (1 + titleWords![index]!.length / 10);
      ranked.push({section, page: index, score, matched: [true], full: true});
    });
    return ranked.sort((a, b) => b.score - a.score);
  }

  /** Which record of a section to show: the heading, or the text block that holds the most concepts. */
  function bestRecord(fragment: PageFragment, heading: number, conceptOf: Map<string, number>): number | null {
    const covered = (text: string) => {
      const found = new Set<number>();
      for (const {term} of tokensOf(text)) {
        const concept = term === null ? undefined : conceptOf.get(term);
        if (concept !== undefined) found.add(concept);
      }
      return found.size;
    };
    let best: number | null = null;
    let bestCount = covered(fragment.h[heading]![1]);
    fragment.c.forEach(([under, text], i) => {
      if (under !== heading) return;
      const count = covered(text);
      if (count > bestCount) {
        best = i;
        bestCount = count;
      }
    });
    return best;
  }

  const levelType = (section: number): string => {
    const page = pages[sectionPage[section]!]!;
    return `lvl${page[8][section - pageFirst[sectionPage[section]!]!]}`;
  };

  return {
    manifest,
    async search(indexName, params) {
      const started = Date.now();
      const raw = typeof params.query === 'string' ? params.query : '';
      const query = parseQuery(raw);
      // One letter being typed: answered from the page titles, with no index file to load.
      const last = query.words.at(-1);
      const oneLetter =
        query.concepts.length === 1 && last?.term?.length === 1 && last.end === raw.slice(0, 512).length;

      // Facet filters, decided once per page (per section when they filter on the record type).
      const test = compileFacetFilters(params.facetFilters);
      const byType = JSON.stringify(params.facetFilters ?? '').includes('type:');
      const decided = new Int8Array(byType ? manifest.n : pages.length);
      const allowed = (section: number) => {
        const page = sectionPage[section]!;
        const at = byType ? section : page;
        if (decided[at] === 0) {
          const meta = recordPages[page]!;
          const record = {
            language: meta.lang,
            docusaurus_tag: meta.tag,
            version: meta.ver,
            type: levelType(section),
            hierarchy: {lvl0: meta.lvl0, lvl1: pages[page]![6]},
          } as unknown as DocSearchRecord;
          decided[at] = test(record) ? 1 : 2;
        }
        return decided[at] === 1;
      };

      const {concepts} = query;
      /** The hits in order, as far as the requested page (the ones shown need it), and every hit's section. */
      let ranked: Ranked[] = [];
      let hitSections: number[] = [];
      let partial = false;
      const matchedTerms = new Set<string>();
      const conceptOf = new Map<string, number>();
      let titleOnly: (r: Ranked) => boolean = () => false;
      if (oneLetter) {
        ranked = rankTitles(concepts[0]!.terms[0]!, query, allowed);
        hitSections = ranked.map((r) => r.section);
        titleOnly = () => true;
      } else if (concepts.length > 0) {
        await Promise.all([...shardsFor(query)].map((i) => fetchFile(shardFile(hash, i))));
        await Promise.all([...typoShardsFor(query)].map((i) => fetchFile(shardFile(hash, i))));
        // Misspelt words: the shards of their corrections' synonyms too.
        const more = new Set<number>();
        for (const concept of concepts) {
          if (concept.terms.length !== 1) continue;
          const own = termMatches(concept.terms[0]!, true, query.prefixes, () => false);
          if (own.df > 0) continue;
          for (const synonym of correctedSynonyms([own])) synonym.terms.forEach((t) => more.add(shardOf(shards, t)));
        }
        await Promise.all([...more].map((i) => fetchFile(shardFile(hash, i))));
        // Ranking lends score arrays (spareScores) and runs without waiting: the host's turn comes before it.
        await giveWay();
        const perConcept = concepts.map((concept, c) => {
          const before = new Set(matchedTerms);
          const matches = conceptMatches(concept, query.prefixes, allowed, matchedTerms);
          for (const term of matchedTerms) if (!before.has(term) && !conceptOf.has(term)) conceptOf.set(term, c);
          return matches;
        });
        const common = perConcept.map(
          (m, c) => m.df / manifest.n > COMMON_SHARE || concepts[c]!.terms.every((t) => INTENT_ONLY.has(t)),
        );
        const required = common.every(Boolean) ? common.map(() => true) : common.map((c) => !c);
        const requiredCount = required.filter(Boolean).length;
        titleWords ??= pages.map((page) => tokenize(page[6]).map((w) => normaliseTerm(w) ?? ''));
        // A page whose title is (nearly) what it matched of the query: the title's words matched, and every
        // concept the page matched is in the title.
        const exactTitle = (page: number, matched: readonly boolean[]) => {
          const words = titleWords![page]!.filter((t) => t !== '');
          const covered = words.filter((t) => matchedTerms.has(t)).length;
          return (
            words.length > 0 &&
            covered / words.length >= EXACT_TITLE_COVERAGE &&
            perConcept.every((m, c) => !matched[c] || !required[c] || m.titles.has(page))
          );
        };
        // Candidates: the sections that hold a required concept. A very common word only adds to their score
        // (on a large site it is in thousands of sections that hold nothing else the reader asked for), unless
        // no section holds a required concept at all.
        const candidates: number[] = [];
        const addCandidates = (m: (typeof perConcept)[number]) => {
          for (const section of m.sections.sections) {
            if (candidateMark[section] === 0) {
              candidateMark[section] = 1;
              candidates.push(section);
            }
          }
        };
        perConcept.forEach((m, c) => required[c] && addCandidates(m));
        if (candidates.length === 0) perConcept.forEach(addCandidates);
        for (const section of candidates) candidateMark[section] = 0;
        // A section is a full match when every required concept is in it or in its page's title.
        const isFull = (section: number) => {
          const page = sectionPage[section]!;
          return perConcept.every(
            (m, c) => !required[c] || m.sections.get(section) > 0 || (m.titles.get(page) ?? 0) > 0,
          );
        };
        // Enough full matches: partial ones would not be shown, so they are not scored.
        let fullCount = 0;
        for (let i = 0; i < candidates.length && fullCount < FEW_RESULTS; i += 1)
          if (isFull(candidates[i]!)) fullCount += 1;
        const scored = fullCount < FEW_RESULTS ? candidates : candidates.filter(isFull);
        // Each candidate's figures in arrays (a large site has thousands): its score, the concepts it holds,
        // whether it is a full match and whether it is a release note (which comes after every other page
        // unless the query names a version or a date). Hits are made of the candidates shown only.
        const C = perConcept.length;
        const scores = new Float64Array(scored.length);
        const held = new Uint8Array(scored.length * C);
        const heldCount = new Uint16Array(scored.length);
        const isFullAt = new Uint8Array(scored.length);
        const isLastAt = new Uint8Array(scored.length);
        const matchedAt = (i: number) => Array.from(held.subarray(i * C, (i + 1) * C), Boolean);
        scored.forEach((section, i) => {
          const page = sectionPage[section]!;
          const first = pageFirst[page]!;
          let score = 0;
          let count = 0;
          let inHeadings = 0;
          for (let c = 0; c < C; c += 1) {
            const m = perConcept[c]!;
            const own = m.sections.get(section);
            const title = m.titles.get(page) ?? 0;
            score += own + (section === first ? 0 : title);
            if (own > 0 || title > 0) {
              held[i * C + c] = 1;
              heldCount[i]! += 1;
              if (required[c]) count += 1;
            }
            if (title > 0 || m.sections.inHeading(section)) inHeadings += 1;
          }
          const meta = recordPages[page]!;
          score *= typeWeight(meta.type, meta.listing, query.intent);
          const trouble = pages[page]![9];
          if (!query.intent.problem && trouble && section - first >= trouble[0] && section - first < trouble[1]) {
            score *= TROUBLESHOOTING_WITHOUT_PROBLEM;
          }
          score *= 1 + (HEADING_COVERAGE_BONUS * inHeadings) / concepts.length;
          if (section === first && exactTitle(page, matchedAt(i))) score *= EXACT_TITLE_BOOST;
          scores[i] = score;
          isFullAt[i] = count === requiredCount ? 1 : 0;
          isLastAt[i] = releaseNotesLast(meta.type, query.intent) ? 1 : 0;
        });
        takeBackScores();
        // Full matches first (by score), then, when there are few, partial ones (most concepts first); release
        // notes after the rest. Only the hits up to the requested page need an order: the others are counted.
        const fulls = isFullAt.reduce((n, f) => n + f, 0);
        const pool = [...scored.keys()].filter((i) => fulls < FEW_RESULTS || isFullAt[i] === 1);
        const order = (a: number, b: number) =>
          isLastAt[a]! - isLastAt[b]! ||
          isFullAt[b]! - isFullAt[a]! ||
          (isFullAt[a] ? 0 : heldCount[b]! - heldCount[a]!) ||
          scores[b]! - scores[a]! ||
          scored[a]! - scored[b]!;
        // At least the best hit, which says what a partial match leaves out (even when no hits are asked for).
        const shownUpTo = Math.max(
          1,
          (Math.max(0, Math.floor(Number(params.page ?? 0)) || 0) + 1) * requestedHitsPerPage(params),
        );
        const ordered = firstInOrder(pool, shownUpTo, order);
        partial = fulls === 0 && pool.length > 0;
        hitSections = ordered.map((i) => scored[i]!);
        ranked = ordered.slice(0, shownUpTo).map((i) => ({
          section: scored[i]!,
          page: sectionPage[scored[i]!]!,
          score: scores[i]!,
          matched: matchedAt(i),
          full: isFullAt[i] === 1,
        }));
        // A page-title hit whose title holds everything it matched needs no fragment.
        titleOnly = (r: Ranked) =>
          r.section === pageFirst[r.page] && perConcept.every((m, c) => !r.matched[c] || m.titles.has(r.page));
      }

      const hitsPerPage = requestedHitsPerPage(params);
      const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
      const nbHits = hitSections.length;
      const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
      const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const needed = [...new Set(shown.filter((r) => !titleOnly(r)).map((r) => r.page))];
      await giveWay();
      await Promise.all(needed.map((p) => fetchFile(fragmentFile(hash, p))));

      const highlighter: Highlighter = {
        terms: new Set(matchedTerms),
        queryTermCount: concepts.length,
        pre: params.highlightPreTag ?? '<mark>',
        post: params.highlightPostTag ?? '</mark>',
      };
      if (oneLetter) {
        // One letter: highlight the words of the titles that start with it.
        const letter = concepts[0]!.terms[0]!;
        for (const r of shown) for (const w of titleWords![r.page]!) if (w.startsWith(letter)) highlighter.terms.add(w);
      }
      const seen = new Set<string>();
      const hits: Hit[] = [];
      for (const [i, r] of shown.entries()) {
        if (i > 0 && i % HITS_PER_TURN === 0) await giveWay();
        const meta = recordPages[r.page]!;
        const title = pages[r.page]![6];
        let record: DocSearchRecord;
        if (titleOnly(r)) {
          record = makeRecord(meta, r.page, [[1, title, '', -1]], [], 0, null);
        } else {
          const fragment = loaded.get(fragmentFile(hash, r.page)) as PageFragment;
          const heading = r.section - pageFirst[r.page]!;
          record = makeRecord(meta, r.page, fragment.h, fragment.c, heading, bestRecord(fragment, heading, conceptOf));
        }
        if (seen.has(record.url)) continue;
        seen.add(record.url);
        const hit = toHit(record, params, highlighter);
        if (params.getRankingInfo) {
          hit._rankingInfo = {
            words: r.matched.filter(Boolean).length,
            full: r.full,
            userScore: Math.round(r.score * 1000),
          };
        }
        hits.push(hit);
      }

      const response: SearchResponse = {
        hits,
        nbHits,
        page,
        nbPages,
        hitsPerPage,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        exhaustive: {nbHits: true, facetsCount: true},
        query: raw,
        params: encodeParams(params),
        index: indexName,
        processingTimeMS: Date.now() - started,
        renderingContent: {},
      };
      if (partial) response.queryAfterRemoval = removalMarkup(query, ranked[0]!.matched);
      const facets = facetNames(params.facets);
      if (facets.length > 0) {
        response.facets = {};
        for (const facet of facets) {
          const counts: Record<string, number> = {};
          for (const section of hitSections) {
            const r = {section, page: sectionPage[section]!};
            const meta = recordPages[r.page]!;
            const value =
              facet === 'language'
                ? meta.lang
                : facet === 'docusaurus_tag'
                  ? meta.tag
                  : facet === 'version'
                    ? meta.ver
                    : facet === 'type'
                      ? levelType(r.section)
                      : facet === 'hierarchy.lvl0'
                        ? meta.lvl0
                        : pages[r.page]![6];
            if (value) counts[value] = (counts[value] ?? 0) + 1;
          }
          response.facets[facet] = counts;
        }
      }
      return response;
    },
  };
}

/**
 * `items` with its first `count` in the order `compare` gives, the rest after them in no particular order.
 * A large site's partial matches run to thousands; a page of results shows twenty.
 */
export function firstInOrder<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return items;
  if (items.length <= count * 4) return items.sort(compare);
  // Quickselect the first `count` to the front, then sort only those.
  let low = 0;
  let high = items.length - 1;
  while (low < high) {
    const pivot = items[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (compare(items[i]!, pivot) < 0) i += 1;
      while (compare(items[j]!, pivot) > 0) j -= 1;
      if (i <= j) {
        [items[i], items[j]] = [items[j]!, items[i]!];
        i += 1;
        j -= 1;
      }
    }
    if (count - 1 <= j) high = j;
    else if (count - 1 >= i) low = i;
    else break;
  }
  const first = items.slice(0, count).sort(compare);
  return first.concat(items.slice(count));
}
