/**
 * Scoring: how well each section and each page title matches a term, and a concept (a word or phrase with
 * its synonyms). Scores are the build-time BM25 scores of the matched terms (headings weigh more than
 * text), times how much the matching index term counts for the reader's word (term-expansion.ts); a page
 * title's match scores by the term's idf.
 */
import {type IndexFiles} from './index-files';
import type {Alternative, Concept, ParsedQuery} from './query';
import {type Correction, correctedSynonyms} from './query-expansion';
import {TYPO_WEIGHT, expand} from './term-expansion';

/** Stored scores are ×10 (index-build.ts). */
const SCORE_SCALE = 10;
/** What a page title's match adds to each of the page's sections, per unit of the term's idf. */
const PAGE_TITLE_BONUS = 1.5;
/** A reader's word that at most this many sections hold: its synonyms count more than the word. */
const RARE_DF = 2;
const RARE_OWN_WEIGHT = 0.7;

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
export class SectionScores {
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

/**
 * Score arrays are as long as the index has sections: lent to a search's ranking (which runs without
 * waiting for anything) and cleared and taken back when it ends, instead of made anew for every word.
 */
export class ScorePool {
  private readonly spare: SectionScores[] = [];
  private readonly lent: SectionScores[] = [];

  constructor(private readonly sections: number) {}

  lend(): SectionScores {
    const scores = this.spare.pop() ?? new SectionScores(this.sections);
    this.lent.push(scores);
    return scores;
  }

  /** Takes back every array lent, cleared (ranking has read all it needs of them). */
  takeBack(): void {
    for (const scores of this.lent.splice(0)) {
      scores.clear();
      this.spare.push(scores);
    }
  }
}

export interface TermMatches {
  /** Section → best score of the term's expansions; marked where its own heading or one above holds the term. */
  sections: SectionScores;
  /** Page → best title score of the term's expansions. */
  titles: Map<number, number>;
  /** The dictionary terms that matched. */
  terms: string[];
  /** Sections holding the word itself (no prefix or typo), for deciding whether it is common. */
  df: number;
  /** The best near miss, when the word itself is not in the index (the reader's typo, corrected). */
  correction: Correction | null;
}

/** A concept's best score per section and per page title, over its alternatives. */
export interface ConceptMatches {
  sections: SectionScores;
  titles: Map<number, number>;
  /** Sections holding the reader's own words (the fewest of any of them). */
  df: number;
}

/** Which sections a search may return (its facet filters). */
export type SectionTest = (section: number) => boolean;

export class Scorer {
  constructor(
    private readonly files: IndexFiles,
    private readonly pool: ScorePool,
    /** Sections in the index, for idf. */
    private readonly sectionCount: number,
  ) {}

  /** Every concept's matches, noting which concept each matched index term came from (the first to match it). */
  matchConcepts(query: ParsedQuery, allowed: SectionTest, matchedTerms: Set<string>, conceptOf: Map<string, number>) {
    return query.concepts.map((concept, c) => {
      const before = new Set(matchedTerms);
      const matches = this.conceptMatches(concept, query.prefixes, allowed, matchedTerms);
      for (const term of matchedTerms) if (!before.has(term) && !conceptOf.has(term)) conceptOf.set(term, c);
      return matches;
    });
  }

  /** Sections and page titles holding `term` or the index terms that stand for it (term-expansion.ts). */
  termMatches(term: string, own: boolean, prefixes: Map<string, string>, allowed: SectionTest): TermMatches {
    const result: TermMatches = {sections: this.pool.lend(), titles: new Map(), terms: [], df: 0, correction: null};
    for (const {term: found, weight, shard: s, at} of expand(this.files, term, own, prefixes)) {
      result.terms.push(found);
      if (found === term) result.df = s.df[at]!;
      else if (weight <= TYPO_WEIGHT[1]! && weight > (result.correction?.weight ?? 0)) {
        result.correction = {term: found, weight};
      }
      const idf = Math.log(1 + (this.sectionCount - s.df[at]! + 0.5) / (s.df[at]! + 0.5));
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

  /** A concept's best score per section and per page title, over its alternatives. */
  conceptMatches(
    concept: Concept,
    prefixes: Map<string, string>,
    allowed: SectionTest,
    matchedTerms: Set<string>,
  ): ConceptMatches {
    const result: ConceptMatches = {sections: this.pool.lend(), titles: new Map<number, number>(), df: 0};
    const alternatives: Alternative[] = [...concept.alternatives];
    for (let a = 0; a < alternatives.length; a += 1) {
      const alternative = alternatives[a]!;
      const own = a === 0;
      const parts = alternative.terms.map((term) => this.termMatches(term, own, prefixes, allowed));
      if (own) result.df = Math.min(...parts.map((p) => p.df));
      // A misspelt word stands for its correction, and so for the correction's synonyms.
      if (own && result.df === 0) alternatives.push(...correctedSynonyms(parts));
      // The site barely uses the reader's word (a passing mention): the synonyms are what answer.
      const rare = result.df <= RARE_DF && concept.alternatives.length > 1;
      const weight = rare ? (own ? RARE_OWN_WEIGHT : 1) : alternative.weight;
      addAlternative(result, parts, weight * (concept.terms.length / alternative.terms.length));
      if (parts.every((p) => p.sections.size > 0 || p.titles.size > 0)) {
        for (const part of parts) part.terms.forEach((t) => matchedTerms.add(t));
      }
    }
    return result;
  }
}

/** Raises a concept's scores with those of one alternative: where every term of it matches, their sum × scale. */
function addAlternative(concept: ConceptMatches, parts: readonly TermMatches[], scale: number): void {
  const smallest = parts.reduce((x, y) => (x.sections.size <= y.sections.size ? x : y));
  const sectionScores = parts.map((part) => part.sections);
  for (const section of smallest.sections.sections) {
    const sum = parts.length === 1 ? smallest.sections.get(section) : sectionScoreInEvery(sectionScores, section);
    if (sum <= 0) continue;
    concept.sections.raise(section, sum * scale);
    if (parts.every((part) => part.sections.inHeading(section))) concept.sections.markHeading(section);
  }
  const fewestTitles = parts.reduce((x, y) => (x.titles.size <= y.titles.size ? x : y));
  const titleScores = parts.map((part) => part.titles);
  for (const page of fewestTitles.titles.keys()) {
    const sum = scoreInEvery(titleScores, page);
    if (sum > 0 && sum * scale > (concept.titles.get(page) ?? 0)) concept.titles.set(page, sum * scale);
  }
}
