/**
 * The production static server for the built help centre.
 *
 * - gzip and brotli, negotiated from Accept-Encoding, for text types (compressed once, kept in memory);
 * - long-lived immutable caching for content-hashed assets, revalidation for everything else (ETag);
 * - `/x`, `/x/` and `/x.html` all serve the page; `/x/index.html` redirects to `/x/` (the spec's normalisation);
 * - unknown paths get the site's not-found page with a real 404 status;
 * - byte ranges for media files, so video seeking works.
 */
import {createReadStream} from 'node:fs';
import {readdir, readFile, stat} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {GZIP_OPTIONS, brotliOptions} from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml|javascript)|image\/svg\+xml)/;
/** Files whose names carry a content hash (e.g. `main.3f2a91c0.js`) never change. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|json|woff2|png|jpe?g|webp|svg|gif)$/i;
const MIN_COMPRESS_BYTES = 512;

export interface ServerOptions {
  /** Folder holding the built site. */
  readonly root: string;
  /** Page served, with status 404, for unknown paths. */
  readonly notFoundPage?: string;
  /** Handlers of exact paths, answered before any file (the feedback endpoint, tools/server/feedback.ts). */
  readonly routes?: Readonly<Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>>;
}

interface CachedBody {
  readonly raw: Buffer;
  readonly etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best encoding the client accepts, brotli first; honours `q=0`. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

export type Resolution =
  | {readonly kind: 'file'; readonly file: string}
  | {readonly kind: 'redirect'; readonly location: string}
  | {readonly kind: 'not-found'};

/** Maps a decoded URL path to a file below `root`, a redirect, or not-found. Never escapes `root`. */
export async function resolvePath(root: string, urlPath: string): Promise<Resolution> {
  if (urlPath.includes('\0')) return {kind: 'not-found'};
  const indexSuffix = /\/index\.html$/;
  if (indexSuffix.test(urlPath)) {
    return {kind: 'redirect', location: urlPath.replace(indexSuffix, '/')};
  }
  const normalised = path.posix.normalize(urlPath);
  if (!normalised.startsWith('/')) return {kind: 'not-found'};
  const base = path.join(root, normalised);
  if (base !== root && !base.startsWith(root + path.sep)) return {kind: 'not-found'};
  const candidates = normalised.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  for (const candidate of candidates) {
    try {
      if ((await stat(candidate)).isFile()) return {kind: 'file', file: candidate};
    } catch {
      // Not this candidate; try the next.
    }
  }
  return {kind: 'not-found'};
}

/**
 * Maps a request's raw (percent-encoded) URL pathname as the server does: decodes it, then
 * {@link resolvePath}. A pathname that does not decode is not found.
 */
export async function resolveRequestPath(root: string, rawPathname: string): Promise<Resolution> {
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPathname);
  } catch {
    return {kind: 'not-found'};
  }
  return resolvePath(root, urlPath);
}

export function cacheControlFor(file: string): string {
  if (HASHED.test(path.basename(file))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

export interface StaticServer extends http.Server {
  /**
   * Compresses every text asset below the root ahead of time, one at a time, so the first reader to
   * open search or a large page does not wait for brotli at quality 11. Requests never wait for it.
   */
  warm(): Promise<number>;
}

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (/\.(js|css|json|svg)$/.test(entry.name)) yield full;
  }
}

export function createStaticServer(options: ServerOptions): StaticServer {
  const root = path.resolve(options.root);
  const notFoundPage = options.notFoundPage ?? path.join(root, '404.html');
  const cache = new Map<string, CachedBody>();

  async function load(file: string): Promise<CachedBody> {
    let entry = cache.get(file);
    if (!entry) {
      const raw = await readFile(file);
      const info = await stat(file);
      entry = {raw, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`};
      cache.set(file, entry);
    }
    return entry;
  }

  async function encoded(entry: CachedBody, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'br') {
      entry.br ??= await brotli(entry.raw, brotliOptions(entry.raw.length));
      return entry.br;
    }
    if (encoding === 'gzip') {
      entry.gzip ??= await gzip(entry.raw, GZIP_OPTIONS);
      return entry.gzip;
    }
    return entry.raw;
  }

  async function sendFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status: number,
  ): Promise<void> {
    const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(file) : 'no-store');

    if (type.startsWith('video/') || type.startsWith('audio/')) {
      await sendMedia(req, res, file, type);
      return;
    }

    const entry = await load(file);
    res.setHeader('ETag', entry.etag);
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304).end();
      return;
    }
    let encoding: Encoding = 'identity';
    if (COMPRESSIBLE.test(type) && entry.raw.length >= MIN_COMPRESS_BYTES) {
      res.setHeader('Vary', 'Accept-Encoding');
      encoding = negotiateEncoding(req.headers['accept-encoding']);
    }
    const body = await encoded(entry, encoding);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendMedia(req: http.IncomingMessage, res: http.ServerResponse, file: string, type: string) {
    const {size} = await stat(file);
    res.setHeader('Accept-Ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range || (range[1] === '' && range[2] === '')) {
      res.writeHead(200, {'Content-Length': size, 'Content-Type': type});
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    let start = range[1] === '' ? size - Number(range[2]) : Number(range[1]);
    let end = range[1] === '' || range[2] === '' ? size - 1 : Number(range[2]);
    start = Math.max(0, start);
    end = Math.min(end, size - 1);
    if (start > end) {
      res.writeHead(416, {'Content-Range': `bytes */${size}`}).end();
      return;
    }
    res.writeHead(206, {'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1});
    if (req.method === 'HEAD') res.end();
    else createReadStream(file, {start, end}).pipe(res);
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const route = options.routes?.[new URL(req.url ?? '/', 'http://localhost').pathname];
      if (route) return route(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'}).end('Method not allowed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const resolution = await resolveRequestPath(root, url.pathname);
      if (resolution.kind === 'redirect') {
        res.writeHead(301, {Location: resolution.location + url.search, 'Cache-Control': 'no-store'}).end();
      } else if (resolution.kind === 'file') {
        await sendFile(req, res, resolution.file, 200);
      } else {
        await sendFile(req, res, notFoundPage, 404);
      }
    })().catch((error: unknown) => {
      console.error('serve: request failed:', error);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Internal server error');
    });
  });
  return Object.assign(server, {
    async warm() {
      let count = 0;
      for await (const file of textFiles(root)) {
        const entry = await load(file);
        if (entry.raw.length < MIN_COMPRESS_BYTES) continue;
        await encoded(entry, 'br');
        await encoded(entry, 'gzip');
        count += 1;
      }
      return count;
    },
  });
}

/** Starts `server` on a free port of `host` and resolves with that port. */
export async function listenOnFreePort(server: http.Server, host = 'localhost'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
