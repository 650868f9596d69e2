/**
 * Writes `file.br` and `file.gz` next to every compressible built file, once, at build time, so that no
 * request waits for a compressor (nginx's `brotli_static` and the project's server send them); a copy is
 * kept only if it saves bytes. Brotli at quality 11 is slow, so copies are cached by content hash and a
 * rebuild compresses only what changed. How the cache works: README.md, "Compressed copies".
 */
import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {GZIP_OPTIONS, brotliOptions} from './compression';
import {MIN_COMPRESS_BYTES, isCompressible} from './policy';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const ENCODINGS = [
  {name: 'br', extension: '.br', compress: (bytes: Buffer) => brotli(bytes, brotliOptions(bytes.length))},
  {name: 'gzip', extension: '.gz', compress: (bytes: Buffer) => gzip(bytes, GZIP_OPTIONS)},
] as const;

export interface PrecompressResult {
  /** Files that got compressed copies. */
  readonly files: number;
  /** Copies taken from the cache rather than compressed now. */
  readonly cached: number;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Runs `task` over `items`, `limit` at a time (zlib's async work runs on libuv's thread pool). */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

/** Where `npm run build` keeps compressed copies for a site. */
export function precompressCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'hosting-precompress');
}

/**
 * The brotli and gzip copies of `bytes`: from `cacheDir` when it has them, otherwise compressed now and
 * stored there. `used` collects the cache entries' names.
 */
async function copiesOf(
  bytes: Buffer,
  cacheDir: string | undefined,
  used: Set<string>,
): Promise<{copies: {extension: string; copy: Buffer}[]; cached: number}> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const copies: {extension: string; copy: Buffer}[] = [];
  let cached = 0;
  for (const encoding of ENCODINGS) {
    const cacheFile = cacheDir ? path.join(cacheDir, `${key}${encoding.extension}`) : undefined;
    let copy: Buffer | undefined;
    if (cacheFile) {
      used.add(path.basename(cacheFile));
      copy = await readFile(cacheFile).catch(() => undefined);
      if (copy) cached += 1;
    }
    if (!copy) {
      copy = await encoding.compress(bytes);
      if (cacheFile) {
        const partial = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
        await writeFile(partial, copy);
        await rename(partial, cacheFile);
      }
    }
    copies.push({extension: encoding.extension, copy});
  }
  return {copies, cached};
}

/**
 * Compresses `files` into `cacheDir` only, `limit` at a time, for the hosting step to find there. Files too
 * small to compress are skipped; the build's copies are written by `precompress` alone.
 */
export async function warmCache(files: readonly string[], cacheDir: string, limit: number): Promise<number> {
  await mkdir(cacheDir, {recursive: true});
  let warmed = 0;
  await pool(files, limit, async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < MIN_COMPRESS_BYTES) return;
    const {cached} = await copiesOf(bytes, cacheDir, new Set());
    if (cached < ENCODINGS.length) warmed += 1;
  });
  return warmed;
}

export async function precompress(buildDir: string, cacheDir?: string): Promise<PrecompressResult> {
  const targets: {file: string; size: number}[] = [];
  for await (const file of files(buildDir)) {
    if (isCompressible(file) && !/\.(br|gz)$/.test(file)) targets.push({file, size: (await stat(file)).size});
  }
  // Largest first: a large file started last would leave the other threads idle while it finishes.
  targets.sort((a, b) => b.size - a.size);
  if (cacheDir) await mkdir(cacheDir, {recursive: true});
  const used = new Set<string>();
  let compressed = 0;
  let cached = 0;
  // Two files per core: while one waits for its read, hash or write, the other keeps the core compressing.
  await pool(targets, 2 * os.availableParallelism(), async ({file}) => {
    const bytes = await readFile(file);
    if (bytes.length < MIN_COMPRESS_BYTES) return;
    const result = await copiesOf(bytes, cacheDir, used);
    cached += result.cached;
    let wrote = false;
    for (const {extension, copy} of result.copies) {
      if (copy.length < bytes.length) {
        await writeFile(file + extension, copy);
        wrote = true;
      }
    }
    if (wrote) compressed += 1;
  });
  if (cacheDir) {
    for (const entry of await readdir(cacheDir))
      if (!used.has(entry)) await rm(path.join(cacheDir, entry), {force: true});
  }
  return {files: compressed, cached};
}
