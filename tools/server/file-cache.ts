/**
 * What the server knows of the built files, kept in memory: where each URL path leads (the file, its
 * compressed copies, their size, dates and tags) and, for files up to 1 MB, their bytes.
 *
 * Why: `send` streams every response from disk, four thread-pool round trips (stat, open, read, close)
 * per request, which holds it to about a third of nginx's rate on the same files. Answering pages and
 * scripts from memory, revalidated against the disk at most once a second (as nginx's open_file_cache
 * does), brings the server within reach of nginx. Concurrent first requests for a file share one read.
 * Bounded: at most 64 MB of file bytes and 10,000 paths (the oldest are dropped first), so a flood of
 * made-up paths cannot grow it.
 */
import type {Stats} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {findFile, type FoundFile} from './paths';

export interface FileVersion {
  readonly file: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly etag: string;
  readonly lastModified: string;
  /** The bytes, for files up to MAX_CACHED_FILE; otherwise read from disk per request. */
  readonly body?: Buffer;
}

export interface Entry {
  readonly found: FoundFile;
  readonly identity: FileVersion;
  readonly br?: FileVersion;
  readonly gzip?: FileVersion;
}

export const MAX_CACHED_FILE = 1_000_000;
const MAX_CACHED_BYTES = 64_000_000;
const MAX_ENTRIES = 10_000;
const TTL_MS = 1000;

/** nginx's entity tag for a file: modification time and size in hexadecimal (a strong validator). */
export function entityTag(info: Pick<Stats, 'mtimeMs' | 'size'>): string {
  return `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
}

async function version(file: string, withBody: boolean): Promise<FileVersion | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const small = withBody && info.size <= MAX_CACHED_FILE;
  const body = small ? await readFile(file).catch(() => undefined) : undefined;
  // A file rewritten between stat and read: its size tells, and the next check reloads it.
  const current = body && body.length !== info.size ? undefined : body;
  return {
    file,
    size: info.size,
    mtimeMs: info.mtimeMs,
    etag: entityTag(info),
    lastModified: new Date(info.mtimeMs).toUTCString(),
    ...(current ? {body: current} : {}),
  };
}

interface Slot {
  readonly checkedAt: number;
  readonly entry: Promise<Entry | undefined>;
  bytes: number;
}

export class FileCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;
  private readonly realRoot: Promise<string>;

  constructor(
    private readonly root: string,
    realRoot: Promise<string>,
    /** Whether compressed copies may exist for a URL path. */
    private readonly compressible: (urlPath: string) => boolean,
  ) {
    this.realRoot = realRoot;
  }

  /** The file a normalised URL path names, with its copies; undefined when there is none. */
  lookup(urlPath: string): Promise<Entry | undefined> {
    const now = Date.now();
    const slot = this.slots.get(urlPath);
    if (slot && now - slot.checkedAt < TTL_MS) return slot.entry;
    if (slot) this.drop(urlPath, slot);
    const entry = this.load(urlPath);
    const fresh: Slot = {checkedAt: now, entry, bytes: 0};
    this.slots.set(urlPath, fresh);
    void entry.then(
      (loaded) => {
        fresh.bytes = [loaded?.identity, loaded?.br, loaded?.gzip].reduce((sum, v) => sum + (v?.body?.length ?? 0), 0);
        this.bytes += fresh.bytes;
        this.evict();
      },
      () => this.drop(urlPath, fresh),
    );
    return entry;
  }

  private async load(urlPath: string): Promise<Entry | undefined> {
    const found = await findFile(this.root, urlPath, this.realRoot);
    if (!found) return undefined;
    const compressible = this.compressible(found.urlPath);
    const [identity, br, gzip] = await Promise.all([
      version(found.file, true),
      compressible ? version(`${found.file}.br`, true) : undefined,
      compressible ? version(`${found.file}.gz`, true) : undefined,
    ]);
    if (!identity) return undefined;
    return {found, identity, ...(br ? {br} : {}), ...(gzip ? {gzip} : {})};
  }

  private drop(urlPath: string, slot: Slot) {
    if (this.slots.get(urlPath) === slot) this.slots.delete(urlPath);
    this.bytes -= slot.bytes;
    slot.bytes = 0;
  }

  private evict() {
    for (const [urlPath, slot] of this.slots) {
      if (this.bytes <= MAX_CACHED_BYTES && this.slots.size <= MAX_ENTRIES) break;
      this.drop(urlPath, slot);
    }
  }
}
