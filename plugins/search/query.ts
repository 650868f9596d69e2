/**
 * A reader's query as the local engine sees it: its words, normalised (text.ts), grouped into concepts
 * (one word, or a phrase of the synonym table such as "two-factor authentication"), each with the
 * alternatives that may stand for it (its own words, and its synonyms at a lower weight), plus the
 * query's intent (page-types.ts). No dependencies beyond the text and synonym tables.
 */
import {type QueryIntent, queryIntent} from './page-types';
import {ONE_WAY_SYNONYMS, SYNONYM_GROUPS} from './synonyms';
import {WORD, normalisePhrase, normaliseTerm} from './text';

/** Algolia's limit on query length; longer queries are matched on their first 512 characters. */
export const MAX_QUERY_LENGTH = 512;
const MAX_CONCEPTS = 24;
/** How much a synonym counts against the reader's own word. */
export const SYNONYM_WEIGHT = {twoWay: 0.8, oneWay: 0.7} as const;

export interface Alternative {
  /** Normalised terms, all of which must be in one section. */
  terms: string[];
  weight: number;
  synonym: boolean;
}

export interface Concept {
  /** The reader's own normalised terms. */
  terms: string[];
  /** Indexes into `ParsedQuery.words` of the words that make it. */
  words: number[];
  /** The reader's own terms first, then the synonyms. */
  alternatives: Alternative[];
}

export interface QueryWord {
  text: string;
  start: number;
  end: number;
  term: string | null;
}

export interface ParsedQuery {
  /** The query as received (echoed in responses). */
  raw: string;
  words: QueryWord[];
  concepts: Concept[];
  intent: QueryIntent;
  /**
   * The word being typed (the last, two letters or more, unless the query ends after it), which also
   * matches the words it starts, as the reader wrote it: "wordpres" finds "wordpress", while "stats",
   * normalised to "stat", must not find "status". Other words meet their forms through the normaliser.
   */
  prefixes: Map<string, string>;
}

let table: {alternatives: Map<string, Alternative[]>; longest: number} | null = null;

/** The synonym table, normalised once: phrase (terms joined by a space) → its alternatives. */
function synonymTable() {
  if (table) return table;
  const alternatives = new Map<string, Alternative[]>();
  let longest = 1;
  const add = (from: string[], to: string[], weight: number) => {
    if (from.length === 0 || to.length === 0 || from.join(' ') === to.join(' ')) return;
    const key = from.join(' ');
    longest = Math.max(longest, from.length);
    const list = alternatives.get(key) ?? [];
    const existing = list.find((a) => a.terms.join(' ') === to.join(' '));
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else list.push({terms: to, weight, synonym: true});
    alternatives.set(key, list);
  };
  for (const group of SYNONYM_GROUPS) {
    const phrases = group.map(normalisePhrase);
    for (const from of phrases) for (const to of phrases) add(from, to, SYNONYM_WEIGHT.twoWay);
  }
  for (const [input, outputs] of Object.entries(ONE_WAY_SYNONYMS)) {
    for (const output of outputs) add(normalisePhrase(input), normalisePhrase(output), SYNONYM_WEIGHT.oneWay);
  }
  table = {alternatives, longest};
  return table;
}

/** The synonyms of a normalised phrase, as alternatives (empty when it has none). */
export function synonymsOf(terms: readonly string[]): Alternative[] {
  return synonymTable().alternatives.get(terms.join(' ')) ?? [];
}

/** A word as the reader wrote it, in lower case without accents (the normaliser's first step). */
export const asWritten = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function parseQuery(query: string): ParsedQuery {
  const raw = query;
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const words: QueryWord[] = [];
  for (const m of text.matchAll(WORD)) {
    words.push({text: m[0], start: m.index, end: m.index + m[0].length, term: normaliseTerm(m[0])});
  }
  const meaningful = words.map((w, i) => ({term: w.term, i})).filter((w): w is {term: string; i: number} => !!w.term);
  const {longest} = synonymTable();
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < meaningful.length && concepts.length < MAX_CONCEPTS;) {
    // The longest phrase of the synonym table that starts here, else the single word.
    let length = 1;
    for (let l = Math.min(longest, meaningful.length - at); l >= 2; l -= 1) {
      if (synonymsOf(meaningful.slice(at, at + l).map((w) => w.term)).length > 0) {
        length = l;
        break;
      }
    }
    const part = meaningful.slice(at, at + length);
    const terms = part.map((w) => w.term);
    at += length;
    const key = terms.join(' ');
    if (seen.has(key)) {
      // A repeated word: the first concept stands for both.
      concepts.find((c) => c.terms.join(' ') === key)!.words.push(...part.map((w) => w.i));
      continue;
    }
    seen.add(key);
    concepts.push({
      terms,
      words: part.map((w) => w.i),
      alternatives: [{terms, weight: 1, synonym: false}, ...synonymsOf(terms)],
    });
  }
  const prefixes = new Map<string, string>();
  const typing = words.length > 0 && words.at(-1)!.end === text.length;
  words.forEach((word, i) => {
    const asTyped = asWritten(word.text);
    if (!word.term || !/^[\p{L}\p{N}]+$/u.test(asTyped)) return;
    if (typing && i === words.length - 1 && asTyped.length >= 2) prefixes.set(word.term, asTyped);
  });
  return {raw, words, concepts, intent: queryIntent(text), prefixes};
}
