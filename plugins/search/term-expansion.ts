/**
 * The index terms that stand for a reader's word: the word itself, the words it starts (the word being
 * typed, and long words such as "embed"/"embedded") and, when no page has the word, its near misses (one
 * typo for 5 letters, two for 8; a transposition counts once). Also which shards those terms live in,
 * so a search fetches only those.
 */
import {type TermShard, shardOf, shardsWithPrefix} from './index-format';
import {type IndexFiles, findTerm} from './index-files';
import type {ParsedQuery} from './query';

/** Weights of a match by prefix (times the typed share of the word) and with one or two typos. */
const PREFIX_WEIGHT = 0.8;
export const TYPO_WEIGHT = [1, 0.6, 0.35];
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

/** An index term standing for a reader's word, with how much it counts and where its postings are. */
export interface Expansion {
  term: string;
  weight: number;
  shard: TermShard;
  at: number;
}

/** The shards a query needs first: each word's own range, and the words the one being typed may start. */
export function shardsFor(query: ParsedQuery, shards: readonly string[]): Set<number> {
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
export function typoShardsFor(query: ParsedQuery, files: IndexFiles): Set<number> {
  const needed = new Set<number>();
  for (const concept of query.concepts) {
    for (const term of concept.alternatives[0]?.terms ?? []) {
      if (fuzziness(term) === 0 || files.has(term)) continue;
      for (const start of typoStarts(term)) shardsWithPrefix(files.shardStarts, start).forEach((s) => needed.add(s));
    }
  }
  return needed;
}

/** Adds the term at `shard.t[at]`, or raises its weight when it is there with less. */
function keepBest(found: Map<string, Expansion>, shard: TermShard, at: number, weight: number): void {
  const existing = found.get(shard.t[at]!);
  if (!existing || existing.weight < weight) found.set(shard.t[at]!, {term: shard.t[at]!, weight, shard, at});
}

/** The commonest index terms that start with what the reader typed, weighted by the share typed. */
function prefixExpansions(files: IndexFiles, term: string, written: string): Expansion[] {
  const prefixed: Expansion[] = [];
  for (const s of shardsWithPrefix(files.shardStarts, written).map((i) => files.shard(i))) {
    for (let at = findTerm(s.t, written); at < s.t.length && s.t[at]!.startsWith(written); at += 1) {
      if (s.t[at] !== term) {
        const weight = PREFIX_WEIGHT * Math.sqrt(written.length / s.t[at]!.length);
        prefixed.push({term: s.t[at]!, weight: Math.min(weight, PREFIX_WEIGHT), shard: s, at});
      }
    }
  }
  prefixed.sort((x, y) => x.shard.df[y.at]! - y.shard.df[x.at]! || 0);
  return prefixed.slice(0, MAX_PREFIX_TERMS);
}

/** Adds the index terms within `max` typos of one of `forms` (the normalised word and the word as written). */
function addNearMisses(found: Map<string, Expansion>, files: IndexFiles, term: string, forms: string[], max: number) {
  for (const start of typoStarts(term)) {
    for (const s of shardsWithPrefix(files.shardStarts, start).map((i) => files.shard(i))) {
      for (let at = findTerm(s.t, start); at < s.t.length && s.t[at]!.startsWith(start); at += 1) {
        // A stem of five letters or more may be compared with its usual endings ("restrict" + "ion").
        const endings = s.t[at]!.length >= 5 ? STEM_ENDINGS : [''];
        const distance = Math.min(
          ...forms.flatMap((form) => endings.map((end) => typoDistance(form, s.t[at]! + end, max))),
        );
        if (distance <= max) keepBest(found, s, at, TYPO_WEIGHT[distance]!);
      }
    }
  }
}

/**
 * The index terms that stand for `term`: itself; and, for the reader's own word (`own`, not a synonym),
 * the words it starts and, when the index lacks it, its near misses.
 */
export function expand(files: IndexFiles, term: string, own: boolean, prefixes: Map<string, string>): Expansion[] {
  const found = new Map<string, Expansion>();
  const exactShard = files.shardFor(term);
  const exactAt = findTerm(exactShard.t, term);
  const exists = exactShard.t[exactAt] === term;
  if (exists) keepBest(found, exactShard, exactAt, 1);
  if (!own) return [...found.values()];
  const written = prefixes.get(term);
  if (written) for (const e of prefixExpansions(files, term, written)) keepBest(found, e.shard, e.at, e.weight);
  const max = fuzziness(term);
  // The normalised word and the word as written ("wordpres" is one letter from "wordpress").
  if (max > 0 && !exists) addNearMisses(found, files, term, [...new Set([term, written ?? term])], max);
  return [...found.values()];
}
