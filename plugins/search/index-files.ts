/**
 * Index loading: the files of the sharded index (index-format.ts) a search has asked for, each fetched
 * once per engine and kept parsed. A file that fails to load is forgotten, so a later search tries again.
 */
import {type Manifest, type PageFragment, type TermShard, fragmentFile, shardFile, shardOf} from './index-format';

/** Reads an index file (below `search/`): fetch in the browser, the file system in Node. */
export type IndexFileLoader = (file: string) => Promise<unknown>;

export class IndexFiles {
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly loaded = new Map<string, unknown>();

  constructor(
    private readonly manifest: Manifest,
    private readonly load: IndexFileLoader,
  ) {}

  /** The first term of each shard, in order. */
  get shardStarts(): readonly string[] {
    return this.manifest.shards;
  }

  fetch(file: string): Promise<unknown> {
    let promise = this.pending.get(file);
    if (!promise) {
      promise = this.load(file).then(
        (value) => {
          this.loaded.set(file, value);
          return value;
        },
        (error: unknown) => {
          this.pending.delete(file);
          throw error;
        },
      );
      this.pending.set(file, promise);
    }
    return promise;
  }

  async fetchShards(shards: Iterable<number>): Promise<void> {
    await Promise.all([...shards].map((i) => this.fetch(shardFile(this.manifest.hash, i))));
  }

  async fetchFragments(pages: readonly number[]): Promise<void> {
    await Promise.all(pages.map((p) => this.fetch(fragmentFile(this.manifest.hash, p))));
  }

  /** A shard fetched before. */
  shard(i: number): TermShard {
    return this.loaded.get(shardFile(this.manifest.hash, i)) as TermShard;
  }

  /** A page's fragment fetched before. */
  fragment(page: number): PageFragment {
    return this.loaded.get(fragmentFile(this.manifest.hash, page)) as PageFragment;
  }

  /** The shard that would hold `term` (fetched before). */
  shardFor(term: string): TermShard {
    return this.shard(shardOf(this.manifest.shards, term));
  }

  /** Whether the index holds `term` exactly (its shard fetched before). */
  has(term: string): boolean {
    const s = this.shardFor(term);
    return s.t[findTerm(s.t, term)] === term;
  }
}

/** Where `term` is or would go in a shard's sorted terms. */
export function findTerm(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (terms[mid]! < term) low = mid + 1;
    else high = mid;
  }
  return low;
}
