/**
 * Query expansion from the index: a misspelt word stands for its correction (its best near miss), and so
 * for the correction's synonyms, at a weight that says how sure the correction is. The synonyms of words
 * spelt right come with the parsed query (query.ts).
 */
import {shardOf} from './index-format';
import {type Alternative, type ParsedQuery, synonymsOf} from './query';

/** The best near miss of a word the index lacks, and its weight (that of its number of typos). */
export interface Correction {
  term: string;
  weight: number;
}

/** What matching a reader's word tells about its spelling. */
export interface SpellingEvidence {
  /** Sections holding the word itself. */
  df: number;
  correction: Correction | null;
}

/** The synonyms of a misspelt word's correction, weighted by how sure the correction is. */
export function correctedSynonyms(parts: readonly SpellingEvidence[]): Alternative[] {
  const correction = parts.length === 1 ? parts[0]!.correction : null;
  if (!correction) return [];
  return synonymsOf([correction.term]).map((synonym) => ({...synonym, weight: synonym.weight * correction.weight}));
}

/** The shards of the corrections' synonyms of the query's misspelt one-word concepts. */
export function correctionShardsFor(
  query: ParsedQuery,
  shards: readonly string[],
  spellingOf: (term: string) => SpellingEvidence,
): Set<number> {
  const needed = new Set<number>();
  for (const concept of query.concepts) {
    if (concept.terms.length !== 1) continue;
    const own = spellingOf(concept.terms[0]!);
    if (own.df > 0) continue;
    for (const synonym of correctedSynonyms([own])) synonym.terms.forEach((t) => needed.add(shardOf(shards, t)));
  }
  return needed;
}
