/**
 * A proxy in front of the API mock that records every request a sample sends and the answer it
 * got. It also stands in for the signed upload URL, which is not part of the API, and ends a
 * sample's loop: it asks the mock for a finished ingest, and marks the second page of a list the last.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {operationFor} from './openapi-responses';

export interface Exchange {
  readonly method: string;
  /** Path and query, relative to the API's base URL. */
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

export interface RecordingProxy {
  readonly url: string;
  readonly exchanges: Exchange[];
  /** Bytes received at the stand-in upload URL. */
  readonly uploads: number[];
  readonly close: () => Promise<void>;
}

const UPLOAD_PATH = '/__signed-upload';
/** Headers of the mock's answer that samples read. */
const PASSED_HEADERS = ['content-type', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/**
 * The example that answers what the sample asked for: an upload source gets an upload URL, and
 * polling ends at `ready`. Without one, the mock answers with the first example.
 */
function preferredExample(method: string, url: URL, body: Buffer | undefined): string | undefined {
  const operation = operationFor(method, url.pathname)?.id;
  if (operation === 'media-ingest-status') return 'ready';
  if (operation === 'media-new' && body?.includes('"upload"')) return 'awaitingUpload';
  return undefined;
}

/**
 * The mock answers every page of a list with its first-page example, so a sample that reads every
 * page would never stop: an answer to a request with a cursor says it is the last page.
 */
function endingTheList(text: string, url: URL): string {
  if (!url.searchParams.has('cursor') || !text) return text;
  const page = JSON.parse(text) as {pagination?: Record<string, unknown>};
  if (!page.pagination) return text;
  return JSON.stringify({...page, pagination: {...page.pagination, has_more: false, next_cursor: null}});
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The answer's JSON with its signed upload URL pointing at this proxy. */
function withLocalUploadUrl(text: string, proxyUrl: string): {body: unknown; text: string} {
  if (!text) return {body: null, text};
  const body = JSON.parse(text) as {upload?: {url?: string} | null};
  if (!body.upload?.url) return {body, text};
  const signed = new URL(body.upload.url);
  const local = {...body, upload: {...body.upload, url: `${proxyUrl}${UPLOAD_PATH}${signed.pathname}${signed.search}`}};
  return {body, text: JSON.stringify(local)};
}

async function forward(request: IncomingMessage, response: ServerResponse, target: string, proxy: RecordingProxy) {
  const url = new URL(request.url!, proxy.url);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
  }
  const body = request.method === 'GET' ? undefined : await readBody(request);
  const example = preferredExample(request.method!, url, body);
  if (example) headers.set('Prefer', `example=${example}`);
  const answer = await fetch(`${target}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: body && new Uint8Array(body),
  });
  const {body: answerBody, text} = withLocalUploadUrl(endingTheList(await answer.text(), url), proxy.url);
  proxy.exchanges.push({
    method: request.method!,
    path: `${url.pathname}${url.search}`,
    status: answer.status,
    body: answerBody,
  });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) response.setHeader(name, value);
  }
  response.writeHead(answer.status).end(text);
}

/** Starts the proxy for the mock at `target`. */
export function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const exchanges: Exchange[] = [];
  const uploads: number[] = [];
  const server = createServer((request, response) => {
    const handle = request.url!.startsWith(UPLOAD_PATH)
      ? readBody(request).then((body) => {
          uploads.push(body.length);
          response.writeHead(request.method === 'PUT' ? 200 : 405).end();
        })
      : forward(request, response, target, proxy);
    handle.catch((error: Error) => response.writeHead(502).end(`recording proxy: ${error.message}`));
  });
  const proxy: RecordingProxy = {
    url: '',
    exchanges,
    uploads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      resolve(Object.assign(proxy, {url: `http://127.0.0.1:${port}`}));
    });
  });
}
