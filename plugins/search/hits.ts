/**
 * Hits from ranked sections: the record each shows (the section's heading, or its text block that holds
 * the most concepts; a page title alone when that is all it matched) with its highlights and snippets.
 * One hit per URL.
 */
import {type Highlighter, toHit, tokensOf} from './highlighting';
import type {IndexFiles} from './index-files';
import type {PageFragment} from './index-format';
import type {IndexLayout} from './index-layout';
import type {Ranked} from './ranking-rules';
import {type DocSearchRecord, makeRecord} from './records';
import type {Hit, SearchParams} from './response';

/** Hits built between two turns given to the host. */
const HITS_PER_TURN = 5;

/** The concepts of the query whose index terms `text` holds. */
function conceptsIn(text: string, conceptOf: ReadonlyMap<string, number>): number {
  const found = new Set<number>();
  for (const {term} of tokensOf(text)) {
    const concept = term === null ? undefined : conceptOf.get(term);
    if (concept !== undefined) found.add(concept);
  }
  return found.size;
}

/** Which record of a section to show: the heading (null), or the text block that holds the most concepts. */
function bestRecord(fragment: PageFragment, heading: number, conceptOf: ReadonlyMap<string, number>): number | null {
  let best: number | null = null;
  let bestCount = conceptsIn(fragment.h[heading]![1], conceptOf);
  fragment.c.forEach(([under, text], i) => {
    if (under !== heading) return;
    const count = conceptsIn(text, conceptOf);
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  });
  return best;
}

/** What building hits reads: where sections sit, the fragments fetched, and how to give the host a turn. */
export interface HitSources {
  layout: IndexLayout;
  files: IndexFiles;
  giveWay: () => Promise<void>;
}

export interface HitRequest {
  shown: readonly Ranked[];
  titleOnly: (r: Ranked) => boolean;
  params: SearchParams;
  highlighter: Highlighter;
  /** Matched index term → the concept it came from. */
  conceptOf: ReadonlyMap<string, number>;
}

function recordOf(r: Ranked, titleOnly: boolean, conceptOf: ReadonlyMap<string, number>, sources: HitSources) {
  const meta = sources.layout.recordPages[r.page]!;
  if (titleOnly) return makeRecord(meta, r.page, [[1, sources.layout.titleOf(r.page), '', -1]], [], 0, null);
  const fragment = sources.files.fragment(r.page);
  const heading = r.section - sources.layout.pageFirst[r.page]!;
  return makeRecord(meta, r.page, fragment.h, fragment.c, heading, bestRecord(fragment, heading, conceptOf));
}

/** The hits of the ranked sections shown (their fragments fetched), giving the host a turn every few. */
export async function buildHits(request: HitRequest, sources: HitSources): Promise<Hit[]> {
  const {shown, titleOnly, params, highlighter, conceptOf} = request;
  const seen = new Set<string>();
  const hits: Hit[] = [];
  for (const [i, r] of shown.entries()) {
    if (i > 0 && i % HITS_PER_TURN === 0) await sources.giveWay();
    const record: DocSearchRecord = recordOf(r, titleOnly(r), conceptOf, sources);
    if (seen.has(record.url)) continue;
    seen.add(record.url);
    const hit = toHit(record, params, highlighter);
    if (params.getRankingInfo) {
      hit._rankingInfo = {words: r.matched.filter(Boolean).length, full: r.full, userScore: Math.round(r.score * 1000)};
    }
    hits.push(hit);
  }
  return hits;
}
