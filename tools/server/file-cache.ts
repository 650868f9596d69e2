/**
 * What the server knows of the built files, in memory: where each URL path leads (the file, its compressed
 * copies, sizes, dates, tags) and the bytes of files up to `MAX_CACHED_FILE`. `send` would stream every
 * response from disk, four thread-pool round trips per request; here entries are checked against the disk
 * at most once per `TTL_MS` (like nginx's open_file_cache_valid), and concurrent first reads share one.
 * Bounded by `MAX_CACHED_BYTES` and `MAX_ENTRIES` (oldest dropped first), so made-up paths cannot grow it.
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
  checkedAt: number;
  readonly entry: Promise<Entry | undefined>;
  /** What the files looked like when loaded (see `signature`), once loaded. */
  signature?: string;
  /** The check under way, which lookups meanwhile wait for. */
  revalidation?: Promise<Entry | undefined>;
  bytes: number;
}

/** Names, sizes and dates of an entry's files: what a revalidation compares. */
function signature(entry: Entry | undefined): string {
  if (!entry) return 'none';
  return [entry.identity, entry.br, entry.gzip].map((v) => (v ? `${v.file}:${v.size}:${v.mtimeMs}` : '-')).join('|');
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
    /** How long an entry is used before its files are checked again, without a change seen. */
    private readonly ttlMs = TTL_MS,
  ) {
    this.realRoot = realRoot;
  }

  /**
   * The file a normalised URL path names, with its copies; undefined when there is none. An entry is
   * answered from memory for `ttlMs`; then the next lookup waits for a check of its files (stat only),
   * shared by the lookups meanwhile, so no answer is older than that window.
   */
  lookup(urlPath: string): Promise<Entry | undefined> {
    const slot = this.slots.get(urlPath);
    if (!slot) return this.fill(urlPath);
    if (slot.signature === undefined) return slot.entry;
    if (slot.revalidation) return slot.revalidation;
    if (Date.now() - slot.checkedAt < this.ttlMs) return slot.entry;
    slot.revalidation = this.revalidate(urlPath, slot);
    return slot.revalidation;
  }

  /** Forgets a path whose file went away while its answer was being sent. */
  forget(urlPath: string): void {
    const slot = this.slots.get(urlPath);
    if (slot) this.drop(urlPath, slot);
  }

  private fill(urlPath: string): Promise<Entry | undefined> {
    const entry = this.load(urlPath);
    const slot: Slot = {checkedAt: Date.now(), entry, bytes: 0};
    this.slots.set(urlPath, slot);
    entry.then(
      (loaded) => {
        slot.signature = signature(loaded);
        slot.bytes = [loaded?.identity, loaded?.br, loaded?.gzip].reduce((sum, v) => sum + (v?.body?.length ?? 0), 0);
        this.bytes += slot.bytes;
        this.evict();
      },
      () => this.drop(urlPath, slot),
    );
    return entry;
  }

  private async revalidate(urlPath: string, slot: Slot): Promise<Entry | undefined> {
    const checkedAt = Date.now();
    try {
      const now = await this.load(urlPath, false);
      if (signature(now) === slot.signature) {
        slot.checkedAt = checkedAt;
        slot.revalidation = undefined;
        return slot.entry;
      }
    } catch {
      // Load it again below, as it is now.
    }
    this.drop(urlPath, slot);
    return this.fill(urlPath);
  }

  /** The entry as the disk has it now; without the files' bytes when only checking (`withBodies` false). */
  private async load(urlPath: string, withBodies = true): Promise<Entry | undefined> {
    const found = await findFile(this.root, urlPath, this.realRoot);
    if (!found) return undefined;
    const compressible = this.compressible(found.urlPath);
    const [identity, br, gzip] = await Promise.all([
      version(found.file, withBodies),
      compressible ? version(`${found.file}.br`, withBodies) : undefined,
      compressible ? version(`${found.file}.gz`, withBodies) : undefined,
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
