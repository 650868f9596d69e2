/**
 * Ranking rules: which concepts a section must hold, which sections are candidates, what raises a
 * section's score (its page type for the query's intent, the concepts in its headings, a page title that
 * is the query) and the order of hits. Sections holding every required concept come first; when fewer
 * than FEW_RESULTS do, sections holding some follow (most concepts first). Release notes come after every
 * other page unless the query names a version or a date.
 */
import type {IndexLayout} from './index-layout';
import {TROUBLESHOOTING_WITHOUT_PROBLEM, releaseNotesLast, typeWeight} from './page-types';
import {MAX_QUERY_LENGTH, type ParsedQuery} from './query';
import type {ConceptMatches, SectionTest} from './scoring';

/** Below this many sections holding every concept, sections holding some are added after them. */
const FEW_RESULTS = 10;
/** A word held by more than this share of sections is not required (it still adds to the score). */
const COMMON_SHARE = 0.2;
/** A section whose headings (its own, those above it, the page title) hold all the concepts: ×(1 + this). */
const HEADING_COVERAGE_BONUS = 0.6;
/** A page whose title is the query (most words of the title matched, every concept in it): ×this. */
const EXACT_TITLE_BOOST = 1.5;
const EXACT_TITLE_COVERAGE = 0.75;
/** Words that only say the reader has code in mind (page-types.ts boosts samples): not required. */
const INTENT_ONLY = new Set(['javascript', 'js', 'code', 'snippet', 'sampl', 'exampl']);

/** A hit to be: a section, its score and the concepts it holds. */
export interface Ranked {
  section: number;
  page: number;
  score: number;
  /** Concepts the section (or its page title) holds. */
  matched: boolean[];
  full: boolean;
}

/** The hits of a search in order, as far as the page asked for, and what the response says of them. */
export interface Ranking {
  /** The hits in order, as far as the requested page (the ones shown need it). */
  ranked: Ranked[];
  /** Every hit's section, for the hit count and the facet counts. */
  hitSections: number[];
  /** No section holds every required concept: the hits match some of the query. */
  partial: boolean;
  /** Whether a hit is its page's title alone, shown without fetching the page's fragment. */
  titleOnly: (r: Ranked) => boolean;
}

/** One letter being typed: answered from the page titles, with no index file to load. */
export function isOneLetter(query: ParsedQuery): boolean {
  const last = query.words.at(-1);
  return (
    query.concepts.length === 1 && last?.term?.length === 1 && last.end === query.raw.slice(0, MAX_QUERY_LENGTH).length
  );
}

/** A one-letter query: page titles with a word that starts with it, from the manifest alone. */
export function rankTitles(query: ParsedQuery, allowed: SectionTest, layout: IndexLayout): Ranking {
  const letter = query.concepts[0]!.terms[0]!;
  const titleWords = layout.titleWords();
  const ranked: Ranked[] = [];
  layout.pages.forEach((page, index) => {
    const section = layout.pageFirst[index]!;
    if (!allowed(section) || !titleWords[index]!.some((w) => w.startsWith(letter))) return;
    const score = typeWeight(page[5], page[7] === 1, query.intent) / (1 + titleWords[index]!.length / 10);
    ranked.push({section, page: index, score, matched: [true], full: true});
  });
  ranked.sort((a, b) => b.score - a.score);
  return {ranked, hitSections: ranked.map((r) => r.section), partial: false, titleOnly: () => true};
}

/** What the rules below read: the query, each concept's matches, and which concepts are required. */
export interface RankingInput {
  query: ParsedQuery;
  perConcept: readonly ConceptMatches[];
  required: readonly boolean[];
  /** The index terms that matched, for comparing page titles with the query. */
  matchedTerms: ReadonlySet<string>;
  layout: IndexLayout;
}

/**
 * The concepts a hit must hold: all but very common words and words that only say code is wanted (both
 * still add to the score). When every concept is such a word, all are required.
 */
export function requiredConcepts(query: ParsedQuery, perConcept: readonly ConceptMatches[], sectionCount: number) {
  const common = perConcept.map(
    (m, c) => m.df / sectionCount > COMMON_SHARE || query.concepts[c]!.terms.every((t) => INTENT_ONLY.has(t)),
  );
  return common.every(Boolean) ? common.map(() => true) : common.map((c) => !c);
}

/**
 * Candidates: the sections that hold a required concept. A very common word only adds to their score (on
 * a large site it is in thousands of sections that hold nothing else the reader asked for), unless no
 * section holds a required concept at all. `mark` is all zeros before and after.
 */
function candidatesOf(input: RankingInput, mark: Uint8Array): number[] {
  const candidates: number[] = [];
  const addCandidates = (m: ConceptMatches) => {
    for (const section of m.sections.sections) {
      if (mark[section] === 0) {
        mark[section] = 1;
        candidates.push(section);
      }
    }
  };
  input.perConcept.forEach((m, c) => input.required[c] && addCandidates(m));
  if (candidates.length === 0) input.perConcept.forEach((m) => addCandidates(m));
  for (const section of candidates) mark[section] = 0;
  return candidates;
}

/** A section is a full match when every required concept is in it or in its page's title. */
function isFull(input: RankingInput, section: number): boolean {
  const page = input.layout.sectionPage[section]!;
  return input.perConcept.every(
    (m, c) => !input.required[c] || m.sections.get(section) > 0 || (m.titles.get(page) ?? 0) > 0,
  );
}

/** The candidates worth scoring: with enough full matches, partial ones would not be shown. */
function candidatesToScore(input: RankingInput, candidates: number[]): number[] {
  let fullCount = 0;
  for (let i = 0; i < candidates.length && fullCount < FEW_RESULTS; i += 1) {
    if (isFull(input, candidates[i]!)) fullCount += 1;
  }
  return fullCount < FEW_RESULTS ? candidates : candidates.filter((section) => isFull(input, section));
}

/**
 * A page whose title is (nearly) what it matched of the query: the title's words matched, and every
 * concept the page matched is in the title.
 */
function isExactTitle(input: RankingInput, page: number, matched: readonly boolean[]): boolean {
  const words = input.layout.titleWords()[page]!.filter((t) => t !== '');
  const covered = words.filter((t) => input.matchedTerms.has(t)).length;
  return (
    words.length > 0 &&
    covered / words.length >= EXACT_TITLE_COVERAGE &&
    input.perConcept.every((m, c) => !matched[c] || !input.required[c] || m.titles.has(page))
  );
}

/**
 * Each candidate's figures in arrays (a large site has thousands): its score, the concepts it holds,
 * whether it is a full match and whether it is a release note. Hits are made of the candidates shown only.
 */
class CandidateFigures {
  readonly scores: Float64Array;
  readonly held: Uint8Array;
  readonly heldCount: Uint16Array;
  readonly isFull: Uint8Array;
  readonly isLast: Uint8Array;

  constructor(
    readonly sections: readonly number[],
    private readonly conceptCount: number,
  ) {
    this.scores = new Float64Array(sections.length);
    this.held = new Uint8Array(sections.length * conceptCount);
    this.heldCount = new Uint16Array(sections.length);
    this.isFull = new Uint8Array(sections.length);
    this.isLast = new Uint8Array(sections.length);
  }

  /** Which concepts candidate `i` holds. */
  matchedAt(i: number): boolean[] {
    return Array.from(this.held.subarray(i * this.conceptCount, (i + 1) * this.conceptCount), Boolean);
  }
}

/** Scores candidate `i`: its concepts' scores (its page title's too), times the rules' factors. */
function scoreCandidate(input: RankingInput, figures: CandidateFigures, i: number, requiredCount: number): void {
  const {layout, perConcept, required, query} = input;
  const C = perConcept.length;
  const section = figures.sections[i]!;
  const page = layout.sectionPage[section]!;
  const first = layout.pageFirst[page]!;
  let score = 0;
  let count = 0;
  let inHeadings = 0;
  for (let c = 0; c < C; c += 1) {
    const m = perConcept[c]!;
    const own = m.sections.get(section);
    const title = m.titles.get(page) ?? 0;
    score += own + (section === first ? 0 : title);
    if (own > 0 || title > 0) {
      figures.held[i * C + c] = 1;
      figures.heldCount[i]! += 1;
      if (required[c]) count += 1;
    }
    if (title > 0 || m.sections.inHeading(section)) inHeadings += 1;
  }
  const meta = layout.recordPages[page]!;
  score *= typeWeight(meta.type, meta.listing, query.intent);
  const trouble = layout.pages[page]![9];
  if (!query.intent.problem && trouble && section - first >= trouble[0] && section - first < trouble[1]) {
    score *= TROUBLESHOOTING_WITHOUT_PROBLEM;
  }
  score *= 1 + (HEADING_COVERAGE_BONUS * inHeadings) / query.concepts.length;
  if (section === first && isExactTitle(input, page, figures.matchedAt(i))) score *= EXACT_TITLE_BOOST;
  figures.scores[i] = score;
  figures.isFull[i] = count === requiredCount ? 1 : 0;
  figures.isLast[i] = releaseNotesLast(meta.type, query.intent) ? 1 : 0;
}

/**
 * Full matches first (by score), then, when there are few, partial ones (most concepts first); release
 * notes after the rest; ties in section order.
 */
function hitOrder(figures: CandidateFigures): (a: number, b: number) => number {
  const {isLast, isFull, heldCount, scores, sections} = figures;
  return (a, b) =>
    isLast[a]! - isLast[b]! ||
    isFull[b]! - isFull[a]! ||
    (isFull[a] ? 0 : heldCount[b]! - heldCount[a]!) ||
    scores[b]! - scores[a]! ||
    sections[a]! - sections[b]!;
}

/**
 * The sections matching a query in order, as far as the `shownUpTo`th hit: only those need an order, the
 * others are counted. Reads the concepts' score arrays, which the caller may take back afterwards.
 */
export function rankSections(input: RankingInput, candidateMark: Uint8Array, shownUpTo: number): Ranking {
  const {layout, perConcept} = input;
  const scored = candidatesToScore(input, candidatesOf(input, candidateMark));
  const figures = new CandidateFigures(scored, perConcept.length);
  const requiredCount = input.required.filter(Boolean).length;
  for (let i = 0; i < scored.length; i += 1) scoreCandidate(input, figures, i, requiredCount);
  const fulls = figures.isFull.reduce((n, f) => n + f, 0);
  const pool = [...scored.keys()].filter((i) => fulls < FEW_RESULTS || figures.isFull[i] === 1);
  const ordered = firstInOrder(pool, shownUpTo, hitOrder(figures));
  const ranked = ordered.slice(0, shownUpTo).map((i) => ({
    section: scored[i]!,
    page: layout.sectionPage[scored[i]!]!,
    score: figures.scores[i]!,
    matched: figures.matchedAt(i),
    full: figures.isFull[i] === 1,
  }));
  return {
    ranked,
    hitSections: ordered.map((i) => scored[i]!),
    partial: fulls === 0 && pool.length > 0,
    // A page-title hit whose title holds everything it matched needs no fragment.
    titleOnly: (r: Ranked) =>
      r.section === layout.pageFirst[r.page] && perConcept.every((m, c) => !r.matched[c] || m.titles.has(r.page)),
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
