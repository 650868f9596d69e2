/**
 * The self-hosted endpoint of "Was this page helpful?": validates a posted answer against
 * plugins/page-actions/feedback-contract.ts, limits how often one client may post, and appends each accepted
 * answer as one JSON line to a file (missed-searches.ts is the same handler with its own rules and file).
 * Appends never lose or corrupt earlier entries: append-only, one write at a time through a queue, whole
 * lines, fdatasync, and a line break first after a cut-short last line.
 */
import {mkdir, open, stat, type FileHandle} from 'node:fs/promises';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {
  DEFAULT_FEEDBACK_PATH,
  feedbackProblem,
  type FeedbackPayload,
} from '../../plugins/page-actions/feedback-contract';

/** Where the server writes answers unless FEEDBACK_FILE says otherwise (never inside the served folder). */
export const DEFAULT_FEEDBACK_FILE = 'feedback/entries.jsonl';
/** The path the widget posts to by default (plugins/page-actions options). */
export const FEEDBACK_PATH = DEFAULT_FEEDBACK_PATH;

export interface FeedbackHandlerOptions {
  /** The JSON Lines file answers are appended to; its folder is created when missing. */
  readonly file: string;
  /** Largest accepted body, in bytes. */
  readonly maxBodyBytes?: number;
  /** Posts one client may make per window; 0 turns the limit off. */
  readonly rateLimit?: {readonly max: number; readonly windowMs: number};
  /** How many proxies of your own stand in front (each adds to X-Forwarded-For); 0: the connection's address. */
  readonly trustedProxies?: number;
  /** Most clients counted at once (memory stays bounded whatever the addresses). */
  readonly maxClients?: number;
  readonly now?: () => number;
  /** Opens the file for appending (tests pass one that fails like a full disk). */
  readonly openForAppend?: OpenForAppend;
  /** Where the one-line reports of storage failing and recovering go. */
  readonly log?: (line: string) => void;
}

/** One stored entry: the answer as posted, and when the server received it. */
export interface FeedbackEntry extends FeedbackPayload {
  readonly receivedAt: string;
}

export const DEFAULT_MAX_BODY_BYTES = 4096;
export const DEFAULT_RATE_LIMIT = {max: 10, windowMs: 10 * 60_000};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function send(res: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(json);
}

/** Reads the body, refusing (413) as soon as it is larger than `limit` bytes. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new HttpError(413, `The body is larger than ${limit} bytes.`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, `The body is larger than ${limit} bytes.`));
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Most clients the limiter keeps counts for; beyond it the oldest window is dropped. */
export const DEFAULT_MAX_CLIENTS = 10_000;

interface Window {
  count: number;
  readonly resetAt: number;
}

/**
 * A fixed-window counter per client, of bounded size: the map holds windows in the order they started, so
 * expired ones and (when full) the oldest are taken from its front, with no scan of the rest.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = DEFAULT_MAX_CLIENTS,
  ) {}

  get clients(): number {
    return this.windows.size;
  }

  /** Seconds until the client may post again, or 0 when this post is allowed (and counted). */
  take(client: string, now: number): number {
    if (this.max <= 0) return 0;
    this.dropExpired(now);
    let window = this.windows.get(client);
    if (!window) {
      if (this.windows.size >= this.maxClients) this.windows.delete(this.windows.keys().next().value!);
      window = {count: 0, resetAt: now + this.windowMs};
      this.windows.set(client, window);
    }
    if (window.count >= this.max) return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    window.count += 1;
    return 0;
  }

  /** Gives back a post `take` counted, when the post failed: only answers stored use up a quota. */
  giveBack(client: string): void {
    const window = this.windows.get(client);
    if (window && window.count > 0) window.count -= 1;
  }

  private dropExpired(now: number): void {
    for (const [client, window] of this.windows) {
      if (window.resetAt > now) return;
      this.windows.delete(client);
    }
  }
}

/** The part of a file handle the queue uses: tests hand it one that fails like a full disk. */
export type AppendHandle = Pick<FileHandle, 'write' | 'datasync' | 'truncate' | 'stat' | 'close'>;
export type OpenForAppend = (file: string) => Promise<AppendHandle>;

/** Why a stored answer could not be written: the error's code and text, one line. */
function describeFailure(error: unknown): string {
  const {code, message} = (error ?? {}) as NodeJS.ErrnoException;
  const text = message ? message.split('\n', 1)[0]! : String(error);
  return code && !text.startsWith(code) ? `${code}: ${text}` : text;
}

/**
 * Appends lines to one file, one write at a time: lines posted while a write is under way go out
 * together in the next write (one write call and one fdatasync for the batch). A batch counts as
 * stored only when every byte is written and synced; otherwise the file is cut back to where the batch
 * began, so it always ends with a complete line (if even that fails, the cut is retried first thing
 * before the next batch).
 */
class AppendQueue {
  private pending: {line: string; resolve: () => void; reject: (error: unknown) => void}[] = [];
  private writing = false;
  private checkedEnd = false;
  /** Where the file must be cut back to before anything more is appended (a failed batch's start). */
  private cutBackTo: number | undefined;
  /** Whether the last batch failed: the log says so once, and once more when storing works again. */
  private failing = false;
  constructor(
    private readonly file: string,
    private readonly openForAppend: OpenForAppend,
    private readonly log: (line: string) => void,
    /** What the log calls the entries and the service: "answers", "feedback". */
    private readonly names: StoreNames,
  ) {}

  /** Appends `lines` (several, joined by line breaks, go in the same write). */
  append(lines: readonly string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({line: lines.join('\n'), resolve, reject});
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0);
        try {
          await this.write(batch.map(({line}) => `${line}\n`).join(''));
          this.reportRecovered();
          for (const {resolve} of batch) resolve();
        } catch (error) {
          this.reportFailure(error);
          for (const {reject} of batch) reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private reportFailure(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    const {service, entries} = this.names;
    this.log(
      `${service}: cannot store ${entries} in ${this.file} (${describeFailure(error)}); ` +
        `${entries} are refused with 503 until a write succeeds.`,
    );
  }

  private reportRecovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log(`${this.names.service}: ${this.names.entries} are stored in ${this.file} again.`);
  }

  private async write(lines: string): Promise<void> {
    let prefix = '';
    if (!this.checkedEnd) {
      await mkdir(path.dirname(this.file), {recursive: true});
      prefix = (await this.endsMidLine()) ? '\n' : '';
    }
    const handle = await this.openForAppend(this.file);
    try {
      if (this.cutBackTo !== undefined) {
        await handle.truncate(this.cutBackTo);
        this.cutBackTo = undefined;
      }
      const start = (await handle.stat()).size;
      try {
        await writeAll(handle, Buffer.from(`${prefix}${lines}`));
        await handle.datasync();
      } catch (error) {
        await this.cutBack(handle, start);
        throw error;
      }
      this.checkedEnd = true;
    } finally {
      await handle.close();
    }
  }

  /** Removes a failed batch's bytes; when that fails too, remembers to do it before the next batch. */
  private async cutBack(handle: AppendHandle, start: number): Promise<void> {
    try {
      await handle.truncate(start);
      await handle.datasync();
    } catch {
      this.cutBackTo = start;
    }
  }

  /** Whether the file exists and its last byte is not a line break. */
  private async endsMidLine(): Promise<boolean> {
    let size: number;
    try {
      size = (await stat(this.file)).size;
    } catch {
      return false;
    }
    if (size === 0) return false;
    const handle = await open(this.file, 'r');
    try {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      return last[0] !== 0x0a;
    } finally {
      await handle.close();
    }
  }
}

/** Writes every byte, or throws: a write that stores fewer bytes (a full disk) is tried again for the rest. */
async function writeAll(handle: AppendHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const {bytesWritten} = await handle.write(bytes, offset, bytes.length - offset);
    if (bytesWritten <= 0) throw Object.assign(new Error('no space left on device'), {code: 'ENOSPC'});
    offset += bytesWritten;
  }
}

/**
 * The client's address. Behind `trustedProxies` proxies of your own, each appends the address it saw to
 * X-Forwarded-For, so the client is that many entries from the right; entries further left are whatever
 * the client sent, and are never used.
 */
export function clientOf(req: http.IncomingMessage, trustedProxies: number): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustedProxies > 0 && forwarded) {
    const entries = [forwarded]
      .flat()
      .join(',')
      .split(',')
      .map((entry) => entry.trim());
    const client = entries[Math.max(0, entries.length - trustedProxies)];
    if (client) return networkOf(client);
  }
  return networkOf(req.socket.remoteAddress ?? 'unknown');
}

/**
 * The key a client is counted by: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber's usual share, so that the addresses within it do not each get a quota).
 */
export function networkOf(address: string): string {
  if (net.isIPv4(address) || !net.isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type FeedbackHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** What the messages and the log call an endpoint's service and what it stores. */
export interface StoreNames {
  /** "feedback", "missed searches". */
  readonly service: string;
  /** "answers", "searches". */
  readonly entries: string;
}

/** An endpoint that stores posted JSON as JSON Lines: its names, and how a post becomes lines. */
export interface JsonLinesEndpoint extends StoreNames {
  readonly defaultMaxBodyBytes: number;
  /** The 503's message while the file cannot be written. */
  readonly storeFailed: string;
  /** The entries to store for a posted JSON value, or why it is refused (a 400's message). */
  readonly entriesOf: (payload: unknown, receivedAt: Date) => readonly object[] | string;
}

/**
 * A handler that takes POSTed JSON, limits how often one client may post, and appends what `endpoint`
 * makes of each post to a JSON Lines file; anything else gets a 4xx that says why.
 */
export function createJsonLinesHandler(options: FeedbackHandlerOptions, endpoint: JsonLinesEndpoint): FeedbackHandler {
  const maxBody = options.maxBodyBytes ?? endpoint.defaultMaxBodyBytes;
  const {max, windowMs} = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const limiter = new RateLimiter(max, windowMs, options.maxClients);
  const queue = new AppendQueue(
    path.resolve(options.file),
    options.openForAppend ?? ((file) => open(file, 'a')),
    options.log ?? ((line) => console.error(line)),
    endpoint,
  );
  const now = options.now ?? Date.now;

  return async (req, res) => {
    let counted: string | undefined;
    try {
      checkMethodAndType(req, endpoint.service);
      const client = clientOf(req, options.trustedProxies ?? 0);
      const wait = limiter.take(client, now());
      if (wait > 0) {
        const message = `Too many ${endpoint.entries} from this address; try again later.`;
        throw new HttpError(429, message, {'Retry-After': String(wait)});
      }
      counted = client;
      const entries = endpoint.entriesOf(await readJson(req, maxBody), new Date(now()));
      if (typeof entries === 'string') throw new HttpError(400, entries);
      await queue.append(entries.map((entry) => JSON.stringify(entry)));
      counted = undefined;
      send(res, 201, {ok: true});
    } catch (error) {
      if (counted !== undefined) limiter.giveBack(counted);
      if (error instanceof HttpError) {
        send(res, error.status, {error: error.message}, error.headers);
        return;
      }
      // The queue has logged the failure once; the client may send it again later.
      send(res, 503, {error: endpoint.storeFailed}, {'Retry-After': '60'});
    }
  };
}

/** The posted answer as stored: its fields in the contract's order, and when the server received it. */
function feedbackEntries(payload: unknown, receivedAt: Date): readonly FeedbackEntry[] | string {
  const problem = feedbackProblem(payload);
  if (problem) return problem;
  const {url, answer, reason, comment, siteVersion, time} = payload as FeedbackPayload;
  return [{url, answer, reason, comment, siteVersion, time, receivedAt: receivedAt.toISOString()}];
}

/** The handler for the feedback path: POST a JSON answer; anything else gets a 4xx that says why. */
export function createFeedbackHandler(options: FeedbackHandlerOptions): FeedbackHandler {
  return createJsonLinesHandler(options, {
    service: 'feedback',
    entries: 'answers',
    defaultMaxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    storeFailed: 'The answer could not be stored; try again later.',
    entriesOf: feedbackEntries,
  });
}

function checkMethodAndType(req: http.IncomingMessage, service: string): void {
  if (req.method !== 'POST') {
    throw new HttpError(405, `Send ${service} with POST.`, {Allow: 'POST'});
  }
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'The body must be JSON, sent with Content-Type: application/json.');
  }
}

/** The posted JSON value, or a 400 or 413 that says what is wrong. */
async function readJson(req: http.IncomingMessage, maxBody: number): Promise<unknown> {
  const body = await readBody(req, maxBody);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}
