/**
 * Send, loaded on the first press (./send.ts): calls the openapi theme's `makeRequest`, then
 *
 * - tells the two failures `fetch` reports alike apart: a server that cannot be reached, and one that
 *   answered but whose answer the browser withheld (CORS). A `no-cors` request to the server's origin
 *   settles that: it succeeds whenever something answers there, whatever its CORS headers.
 * - leaves out the `Authorization: Bearer <TOKEN>` placeholder the theme adds when no key was pasted (the
 *   code samples need it; a request that carries it looks authorised to a mock that accepts any key), so
 *   the API answers 401 and the panel says to paste a key.
 * - shortens a body too large to show (rendering megabytes of highlighted JSON freezes the tab): the
 *   panel gets its first `DISPLAY_LIMIT` characters, pretty-printed when it is JSON, and the result
 *   keeps the whole body for download.
 */
import {loadMakeRequest} from './openapi-theme-internals';
import {RequestError} from './send';

/** Characters of a body the panel shows; about 2,000 lines of pretty-printed JSON. */
export const DISPLAY_LIMIT = 64_000;
/** Seconds the reachability check may take. */
const PROBE_TIMEOUT_MS = 5_000;

export interface ShortenedBody {
  /** The text the panel shows. */
  readonly shown: string;
  /** Bytes of the whole body. */
  readonly size: number;
  /** An object URL of the whole body, to download. */
  readonly url: string;
  readonly fileName: string;
}

type Args = Parameters<Awaited<ReturnType<typeof loadMakeRequest>>['default']>;

/** The value the openapi theme's buildPostmanRequest puts in Authorization while no key is pasted. */
const PLACEHOLDER_AUTH = /^Bearer <TOKEN>$/;

/** Whether anything answers at `url`'s origin (any status counts; the browser hides which). */
async function reachable(url: string): Promise<boolean> {
  try {
    const {origin} = new URL(url);
    await fetch(`${origin}/`, {mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS)});
    return true;
  } catch {
    return false;
  }
}

function fileName(contentType: string): string {
  if (/json/.test(contentType)) return 'response.json';
  if (/xml/.test(contentType)) return 'response.xml';
  return 'response.txt';
}

async function limitBody(response: Response): Promise<{response: Response; shortened?: ShortenedBody}> {
  const type = response.headers.get('content-type') ?? '';
  if (/event-stream/.test(type) || !response.body) return {response};
  const blob = await response.clone().blob();
  if (blob.size <= DISPLAY_LIMIT) return {response};
  let text = await blob.text();
  if (/json/.test(type)) {
    try {
      text = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not valid JSON after all: shown as it came.
    }
  }
  const cut = text.lastIndexOf('\n', DISPLAY_LIMIT);
  const shown = text.slice(0, cut > DISPLAY_LIMIT / 2 ? cut : DISPLAY_LIMIT);
  return {
    response: new Response(shown, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }),
    shortened: {shown, size: blob.size, url: URL.createObjectURL(blob), fileName: fileName(type)},
  };
}

export default async function sendRequest(...args: Args): Promise<{response: Response; shortened?: ShortenedBody}> {
  const [request, proxy] = args;
  request.headers.remove((header: {key: string; value: string}) => PLACEHOLDER_AUTH.test(header.value), undefined);
  const {default: makeRequest, RequestError: ThemeRequestError} = await loadMakeRequest();
  let response: Response;
  try {
    response = await makeRequest(...args);
  } catch (error) {
    if (!(error instanceof ThemeRequestError)) throw error;
    let type = error.type;
    if (type === 'network' || type === 'cors') {
      const url = proxy ? `${proxy.replace(/\/$/, '')}/${request.url.toString()}` : request.url.toString();
      type = (await reachable(url)) ? 'cors' : 'network';
    }
    throw new RequestError(type, error.message, error.originalError);
  }
  return limitBody(response);
}
