/**
 * The project's server for the built site (`npm run site`, `npm run serve:prod`, the browser tests).
 *
 * Our code holds only the site's own rules, from plugins/hosting (the same rules the build writes for
 * nginx, Netlify and Cloudflare Pages): the redirect table, `/x/index.html` → `/x/`, `/x` and `/x/` both
 * served, what is never served, the headers by route, and the not-found page with a real 404. Byte
 * ranges and preconditions (If-Range, If-Match, If-Unmodified-Since) are `send`'s, and so is streaming
 * large files, closed when a client goes away; conditional GETs (If-None-Match lists and weak forms,
 * If-Modified-Since) are `fresh`'s, the check `send` uses. Pages and scripts are answered from memory
 * (see file-cache.ts). Compression happens at build time (plugins/hosting/precompress.ts): the server
 * picks the brotli or gzip copy the client accepts, by q-value, so no request waits for a compressor.
 *
 * Routes answered by code are `endpoints` ({method, path, handle}): serve.ts adds one, POST /feedback
 * ("Was this page helpful?", tools/server/feedback.ts).
 */
import {realpath} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Duplex} from 'node:stream';
import path from 'node:path';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import send from 'send';
import {NOT_FOUND_PAGE, NOT_FOUND_ROUTES, isCompressible, isHidden} from '../../plugins/hosting/policy';
import {indexRedirect, type SiteRules} from '../../plugins/hosting/rules';
import {FileCache, entityTag, type Entry, type FileVersion} from './file-cache';
import {decodePath, normalisePath, parseRequestTarget} from './paths';
import {ResponseHeaders, type Headers} from './response-headers';

/** A route the server answers with code of its own instead of a file (see the file comment). */
export interface Endpoint {
  readonly method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Exact path, e.g. `/api/feedback`. */
  readonly path: string;
  handle(request: http.IncomingMessage, response: http.ServerResponse): void | Promise<void>;
}

export interface ServerOptions {
  /** Folder holding the built site. */
  readonly root: string;
  /** The site's rules: `loadSiteRules(root)` in ./rules. */
  readonly rules: SiteRules;
  readonly endpoints?: readonly Endpoint[];
  /** Where one-line error reports go (at most one a second). */
  readonly log?: (line: string) => void;
}

/** The encodings a client accepts, best first by q-value, brotli before gzip at equal q. */
export function acceptedEncodings(acceptEncoding: string | undefined): readonly ('br' | 'gzip')[] {
  if (!acceptEncoding) return [];
  let encodings = negotiated.get(acceptEncoding);
  if (!encodings) {
    encodings = new Negotiator({headers: {'accept-encoding': acceptEncoding}})
      .encodings(['br', 'gzip'], {preferred: ['br', 'gzip']})
      .filter((encoding): encoding is 'br' | 'gzip' => encoding === 'br' || encoding === 'gzip');
    // Clients send a handful of distinct values; a flood of made-up ones only empties the memo.
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(acceptEncoding, encodings);
  }
  return encodings;
}
/** Accept-Encoding values already negotiated: browsers repeat the same one on every request. */
const negotiated = new Map<string, readonly ('br' | 'gzip')[]>();

/** Percent-encodes what may not appear in a Location header (the query goes on as the client sent it). */
function safeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/g, (c) =>
    [...Buffer.from(c, c.charCodeAt(0) < 256 ? 'latin1' : 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

export function createStaticServer(options: ServerOptions): http.Server {
  const site = new StaticSite(options);
  const server = http.createServer({requireHostHeader: false}, (req, res) => site.answer(req, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
    answerParseError(error, socket, site.headers.forPath('/')),
  );
  return server;
}

/** One line per failure, at most one a second: a client cannot flood the log. */
function oncePerSecond(log: (line: string) => void): (line: string) => void {
  let lastReport = 0;
  let suppressed = 0;
  return (line) => {
    const now = Date.now();
    if (now - lastReport < 1000) {
      suppressed += 1;
      return;
    }
    log(suppressed > 0 ? `${line} (and ${suppressed} more since the last report)` : line);
    lastReport = now;
    suppressed = 0;
  };
}

/** What the server answers for one built site: the site's rules, then its files. */
class StaticSite {
  readonly headers: ResponseHeaders;
  private readonly endpoints: readonly Endpoint[];
  private readonly redirects: Map<string, string>;
  private readonly files: FileCache;
  private readonly report: (line: string) => void;

  constructor(options: ServerOptions) {
    const root = path.resolve(options.root);
    const realRoot = realpath(root);
    realRoot.catch(() => undefined); // a missing root shows as not found, request by request
    this.endpoints = options.endpoints ?? [];
    this.redirects = new Map(options.rules.redirects.map(({from, to}) => [from, to]));
    this.files = new FileCache(root, realRoot, isCompressible);
    this.headers = new ResponseHeaders(options.rules);
    this.report = oncePerSecond(options.log ?? ((line: string) => console.error(line)));
  }

  answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.handle(req, res).catch((error: unknown) => {
      this.report(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else this.plain(res, 500, '/', 'Internal server error');
    });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!hasOneHost(req)) return this.plain(res, 400, '/', 'Bad request');
    ignoreFutureDates(req);
    const target = parseRequestTarget(req.url ?? '');
    const decoded = target && decodePath(target.path);
    if (!target || decoded === undefined || decoded === 'bad') return this.plain(res, 400, '/', 'Bad request');
    // Bytes that are not UTF-8 can name no built file: such a path is simply not found.
    const urlPath = decoded === 'unknown' ? undefined : normalisePath(decoded);
    if (decoded !== 'unknown' && urlPath === undefined) return this.plain(res, 400, '/', 'Bad request');

    const endpoint = this.endpoints.find((e) => e.path === urlPath && e.method === req.method);
    if (endpoint) return endpoint.handle(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return this.notAllowed(res, urlPath);
    if (urlPath === undefined) return this.notFound(req, res);
    return this.serveFile(req, res, urlPath, target.search);
  }

  private notAllowed(res: http.ServerResponse, urlPath: string | undefined): void {
    const allow = ['GET', 'HEAD', ...this.endpoints.filter((e) => e.path === urlPath).map((e) => e.method)];
    res.setHeader('Allow', allow.join(', '));
    this.plain(res, 405, urlPath ?? '/', 'Method not allowed');
  }

  private async serveFile(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string, search: string) {
    const moved = this.redirects.get(urlPath);
    if (moved !== undefined) return this.redirect(res, urlPath, moved, search);
    if (isNotFoundPage(urlPath) || isHidden(urlPath)) return this.notFound(req, res);
    const index = indexRedirect(urlPath);
    if (index !== undefined) return this.redirect(res, urlPath, index, search);
    const entry = await this.files.lookup(urlPath);
    return entry ? this.sendEntry(req, res, entry, 200) : this.notFound(req, res);
  }

  private sendEntry(req: http.IncomingMessage, res: http.ServerResponse, entry: Entry, status: 200 | 404): void {
    const {urlPath} = entry.found;
    const {version, encoding} = pickVersion(req, entry);
    const ok = status === 200;
    const answer = {urlPath, version, status, ok, headers: this.headers.forFile(urlPath, version, encoding, ok)};
    const {range} = req.headers;
    if (ok && range && isMalformedByteRange(range)) {
      const unsatisfiable = {'Content-Range': `bytes */${version.size}`, 'Content-Length': 0};
      res.writeHead(416, {...this.headers.forPath(urlPath), ...unsatisfiable});
      res.end();
      return;
    }
    const precondition = req.headers['if-match'] || req.headers['if-unmodified-since'];
    if (version.body && !(ok && (range || precondition))) sendFromMemory(req, res, answer, version.body);
    else this.sendFromDisk(req, res, answer);
  }

  /** Large files, ranges and preconditions: `send`, which reads the file again and checks it. */
  private sendFromDisk(req: http.IncomingMessage, res: http.ServerResponse, answer: FileAnswer): void {
    const {ok} = answer;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name !== 'ETag' && name !== 'Content-Length') res.setHeader(name, value);
    }
    res.statusCode = answer.status;
    send(req, answer.version.file, {
      etag: false,
      lastModified: ok,
      cacheControl: false,
      acceptRanges: ok,
      dotfiles: 'allow', // hidden paths are refused by URL, before, as nginx does
      index: false,
    })
      .on('headers', (response: http.ServerResponse, _file: string, info: {mtimeMs: number; size: number}) => {
        if (ok) response.setHeader('ETag', entityTag(info));
      })
      .on('error', (error: SendError) => this.failedSend(req, res, answer, error))
      .pipe(res);
  }

  private failedSend(req: http.IncomingMessage, res: http.ServerResponse, answer: FileAnswer, error: SendError) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of ['Content-Encoding', 'Content-Type', 'Vary', 'ETag', 'Last-Modified', 'Accept-Ranges'])
      res.removeHeader(name);
    if (error.status === 416 || error.status === 412) {
      res.writeHead(error.status, {...error.headers, 'Content-Length': 0}).end();
    } else if (error.status === 404 && answer.ok) {
      // Deleted since it was looked up (a deployment): not found, and looked up afresh next time.
      this.files.forget(answer.urlPath);
      void this.notFound(req, res);
    } else {
      this.report(`serve: ${req.method} ${answer.urlPath}: ${error.message}`);
      this.plain(res, 500, answer.urlPath, 'Internal server error');
    }
  }

  private async notFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const entry = await this.files.lookup(NOT_FOUND_PAGE);
    if (entry) this.sendEntry(req, res, entry, 404);
    else this.plain(res, 404, NOT_FOUND_PAGE, 'Not found');
  }

  private redirect(res: http.ServerResponse, urlPath: string, location: string, search: string): void {
    const moved = {Location: safeLocation(location + search), 'Content-Length': 0};
    res.writeHead(301, {...this.headers.forPath(urlPath), ...moved});
    res.end();
  }

  private plain(res: http.ServerResponse, status: number, urlPath: string, text: string): void {
    res.writeHead(status, {
      ...this.headers.forPath(urlPath),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  }
}

/** A file copy chosen for a request, with the status and headers it is answered with. */
interface FileAnswer {
  readonly urlPath: string;
  readonly version: FileVersion;
  readonly status: 200 | 404;
  readonly ok: boolean;
  readonly headers: Headers;
}

interface SendError {
  status?: number;
  headers?: Record<string, string>;
  message: string;
}

/** A copy held in memory: 304 when the client's copy is still fresh, else the bytes (none for HEAD). */
function sendFromMemory(req: http.IncomingMessage, res: http.ServerResponse, answer: FileAnswer, body: Buffer): void {
  const {version, headers} = answer;
  if (answer.ok && fresh(req.headers, {etag: version.etag, 'last-modified': version.lastModified})) {
    const notModified: Record<string, string> = {...headers};
    for (const name of ['Content-Type', 'Content-Encoding', 'Content-Length']) delete notModified[name];
    res.writeHead(304, notModified).end();
    return;
  }
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The copy to send: identity for ranges (of media, never compressed), else the best one the client accepts. */
function pickVersion(req: http.IncomingMessage, entry: Entry): {version: FileVersion; encoding?: 'br' | 'gzip'} {
  if (!req.headers.range) {
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      const version = entry[encoding];
      if (version) return {version, encoding};
    }
  }
  return {version: entry.identity};
}

/** The not-found page's own paths (`/404.html`, `/404`, `/404/`): answered 404, never 200. */
function isNotFoundPage(urlPath: string): boolean {
  return urlPath === NOT_FOUND_PAGE || (NOT_FOUND_ROUTES as readonly string[]).includes(urlPath);
}

/** RFC 9112: one Host line in an HTTP/1.1 request (nginx answers 400 otherwise, and so does this server). */
function hasOneHost(req: http.IncomingMessage): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  return hosts === 1 || (hosts === 0 && req.httpVersion === '1.0');
}

/** A date later than now cannot be a copy's Last-Modified: such an If-Modified-Since is ignored, as nginx does. */
function ignoreFutureDates(req: http.IncomingMessage): void {
  const since = req.headers['if-modified-since'];
  if (since && !(Date.parse(since) <= Date.now())) delete req.headers['if-modified-since'];
}

/**
 * A `bytes=` Range that is not a list of ranges (RFC 9110, 14.1.1), such as `bytes=1e3-`: nginx answers
 * 416, where `send` would read the digits it can and answer from the wrong byte. Other units are ignored.
 */
function isMalformedByteRange(range: string): boolean {
  if (!/^bytes=/i.test(range)) return false;
  return !/^bytes=[ \t]*(?:\d+-\d*|-\d+)(?:[ \t]*,[ \t]*(?:\d+-\d*|-\d+))*[ \t]*$/i.test(range);
}

/** A request the parser refused: 431 for headers too large, else 400, with the site's headers, then closed. */
function answerParseError(error: NodeJS.ErrnoException, socket: Duplex, headers: Headers): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = `${reason}\n`;
  const lines = Object.entries({
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}

/** A port nothing listens on at the moment (for a server in another process, such as nginx). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const probe = http.createServer();
  const port = await listenOnFreePort(probe, host);
  await new Promise((resolve) => probe.close(resolve));
  return port;
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
