/**
 * Send, loaded on the first press (./send.ts): calls the openapi theme's `makeRequest`, and then tells an
 * unreachable server from an answer CORS withheld, drops the theme's `Bearer <TOKEN>` placeholder (so the
 * API answers 401 and the panel asks for a key), shortens a body too large to show, and keeps an answer that
 * is not text from the theme. Why each: README.md, "What Send adds".
 */
import {loadMakeRequest} from './openapi-theme-internals';
import {
  DISPLAY_LIMIT,
  RequestError,
  type AnswerNote,
  type BinaryBody,
  type ShortenedBody,
  type StreamBody,
} from './answer-notes';

/** Seconds the reachability check may take. */
const PROBE_TIMEOUT_MS = 5_000;

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

/** Content types the panel cannot show as text. */
const BINARY = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar)\b/;

const FILE_EXTENSIONS: readonly [RegExp, string][] = [
  [/json/, 'json'],
  [/xml/, 'xml'],
  [/event-stream/, 'txt'],
  [/pdf/, 'pdf'],
  [/^image\/(png|jpeg|gif|webp)/, ''],
  [/zip/, 'zip'],
  [/octet-stream/, 'bin'],
];

export function fileName(contentType: string): string {
  const type = contentType.split(';')[0]!.trim();
  for (const [pattern, extension] of FILE_EXTENSIONS) {
    if (pattern.test(type)) return `response.${extension || type.split('/')[1]!.replace('jpeg', 'jpg')}`;
  }
  return /^text\//.test(type) ? 'response.txt' : 'response.bin';
}

type Answer = {response: Response; note?: AnswerNote};

async function shorten(response: Response, type: string): Promise<Answer> {
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
  const note: ShortenedBody = {
    kind: 'shortened',
    shown,
    size: blob.size,
    url: URL.createObjectURL(blob),
    fileName: fileName(type),
  };
  return {response: new Response(shown, response), note};
}

/** The stream as the panel reads it: its first `DISPLAY_LIMIT` bytes, then closed, the rest left unread. */
function limitStream(response: Response): Answer {
  const note: StreamBody = {kind: 'stream', cut: false};
  const reader = response.body!.getReader();
  let passed = 0;
  const limited = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const {done, value} = await reader.read();
      if (done) return controller.close();
      const room = DISPLAY_LIMIT - passed;
      passed += value.byteLength;
      if (value.byteLength < room) return controller.enqueue(value);
      note.cut = true;
      controller.enqueue(value.subarray(0, room));
      controller.close();
      await reader.cancel();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return {response: new Response(limited, response), note};
}

async function forDisplay(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return {response};
  return /event-stream/.test(type) ? limitStream(response) : shorten(response, type);
}

/**
 * Runs the theme's `makeRequest` with `fetch` watched: a binary answer is kept here, and the theme gets
 * its status and headers only, without its type, so it neither downloads a file nor reads bytes as text.
 */
async function keepingBinary(run: () => Promise<Response>): Promise<{response: Response; binary?: BinaryBody}> {
  const original = window.fetch;
  let binary: BinaryBody | undefined;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const answer = await original(...args);
    const type = answer.headers.get('content-type') ?? '';
    if (!BINARY.test(type)) return answer;
    const blob = await answer.blob();
    binary = {kind: 'binary', type, size: blob.size, url: URL.createObjectURL(blob), fileName: fileName(type)};
    const headers = new Headers(answer.headers);
    headers.delete('content-type');
    return new Response(null, {status: answer.status, statusText: answer.statusText, headers});
  };
  try {
    return {response: await run(), binary};
  } finally {
    window.fetch = original;
  }
}

export default async function sendRequest(...args: Args): Promise<Answer> {
  const [request, proxy] = args;
  request.headers.remove((header: {key: string; value: string}) => PLACEHOLDER_AUTH.test(header.value), undefined);
  const {default: makeRequest, RequestError: ThemeRequestError} = await loadMakeRequest();
  let answer: {response: Response; binary?: BinaryBody};
  try {
    answer = await keepingBinary(() => makeRequest(...args));
  } catch (error) {
    if (!(error instanceof ThemeRequestError)) throw error;
    let type = error.type;
    if (type === 'network' || type === 'cors') {
      const url = proxy ? `${proxy.replace(/\/$/, '')}/${request.url.toString()}` : request.url.toString();
      type = (await reachable(url)) ? 'cors' : 'network';
    }
    throw new RequestError(type, error.message, error.originalError);
  }
  return answer.binary ? {response: answer.response, note: answer.binary} : forDisplay(answer.response);
}
