/**
 * What the request panel says about a request's outcome (../theme/ApiExplorer/Response): why Send got
 * no answer and what to try, what an error status means for this API (with the mock server's own
 * account of what it found wrong), and what the panel does not show as it came: a long body shortened,
 * an event stream cut off, an answer that is not text, an answer with no content.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ui} from '@site/src/data/facts';
import {DISPLAY_LIMIT, type BinaryBody, type ShortenedBody, type StreamBody} from './answer-notes';
import {WhereKeysComeFrom} from './api-keys';

export type FailureKind = 'network' | 'cors' | 'timeout' | 'unknown';

/**
 * The kind of failure behind the message the openapi theme keeps in its store when Send fails (it keeps
 * only the message for the error's type, from these same translations).
 */
export function failureKind(message: string): FailureKind {
  const messages: Record<Exclude<FailureKind, 'unknown'>, string> = {
    network: translate({
      id: 'theme.openapi.request.error.network',
      message:
        'Unable to reach the server. Please check your network connection and verify the server URL is correct. If the server is running, this may be a CORS issue.',
    }),
    cors: translate({
      id: 'theme.openapi.request.error.cors',
      message:
        'The request was blocked, possibly due to CORS restrictions. Ensure the server allows requests from this origin, or try using a proxy.',
    }),
    timeout: translate({
      id: 'theme.openapi.request.error.timeout',
      message:
        'The request timed out waiting for the server to respond. Please try again. If the issue persists, try using a different client (e.g., curl) with a longer timeout.',
    }),
  };
  return (Object.keys(messages) as (keyof typeof messages)[]).find((kind) => messages[kind] === message) ?? 'unknown';
}

const MOCK_COMMAND = 'npm run mock:api';

interface FailureProps {
  readonly kind: FailureKind;
  readonly message: string;
  readonly serverUrl?: string;
  readonly isMock: boolean;
  readonly timeoutMs?: number;
}

export function SendFailure({kind, message, serverUrl = 'the server', isMock, timeoutMs = 30_000}: FailureProps) {
  const origin = serverUrl.startsWith('http') ? new URL(serverUrl).origin : serverUrl;
  const curl = 'Send the same request from a terminal: copy the cURL sample above.';
  const other = 'Choose another server under Send requests to, at the top of this panel.';
  const content: Record<FailureKind, {title: string; why: string; tries: string[]}> = {
    network: {
      title: `Cannot reach ${origin}`,
      why: 'Nothing answered: the server is not running, the address cannot be found, or this device is offline.',
      tries: isMock
        ? [`Start the mock server: run ${MOCK_COMMAND} (npm run site starts it with the site), then send again.`, other]
        : [
            'Check the server address under Send requests to, and that the server is running.',
            'Check your internet connection, then send again.',
            curl,
            other,
          ],
    },
    cors: {
      title: `${origin} answered, but the browser blocked the answer (CORS)`,
      why: `The server does not allow pages on ${window.location.origin} to read its responses, so the browser withheld this one.`,
      tries: [curl, other],
    },
    timeout: {
      title: `No answer from ${origin} within ${Math.round(timeoutMs / 1000)} seconds`,
      why: 'The server took too long to answer, so the request was abandoned.',
      tries: ['Send again.', curl],
    },
    unknown: {title: 'The request could not be sent', why: message, tries: ['Send again.', curl]},
  };
  const {title, why, tries} = content[kind];
  return (
    <div className="api-send-outcome api-send-outcome--failure" role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{why}</p>
      <p>What to try:</p>
      <ul>
        {tries.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function meaning(status: number, isMock: boolean): ReactNode {
  const readWrite = ui.settings.apiKeys.accessOptions[1];
  switch (status) {
    case 401:
      return isMock ? (
        'The request has no API key. The mock server accepts any key, but like the real API it needs one: paste one under Auth, or select Use a demo key.'
      ) : (
        <>
          The API key is missing, unknown, revoked or expired. <WhereKeysComeFrom /> Paste the key under Auth, then send
          again.
        </>
      );
    case 403:
      return `The API key may not do this: operations that change data need a key with ${readWrite} access.`;
    case 404:
      return 'Nothing exists at this path: check the IDs in the path parameters.';
    case 409:
      return 'The request conflicts with what exists, for example a name already in use.';
    case 400:
    case 422:
      return 'The request is not valid: fix what the response body names, then send again.';
    case 429:
      return 'The API key has used its requests for this minute: wait the seconds Retry-After gives, then send again.';
    default:
      return status >= 500
        ? 'The server failed to answer this request: send it again later. If it keeps failing, check the status page and quote the request_id to support.'
        : 'The API refused the request: the response body says why.';
  }
}

/** The `detail` of an RFC 9457 problem body, if the body is one. */
function problemDetail(body: string | undefined): string | undefined {
  try {
    const detail = (JSON.parse(body ?? '') as {detail?: unknown}).detail;
    return typeof detail === 'string' ? detail : undefined;
  } catch {
    return undefined;
  }
}

/** What Prism, the mock server, found wrong with the request (its `sl-violations` header), one line each. */
export function mockViolations(header: string | undefined): string[] {
  try {
    const violations = JSON.parse(header ?? '[]') as {message?: unknown}[];
    return violations.map((violation) => violation.message).filter((message) => typeof message === 'string');
  } catch {
    return [];
  }
}

interface StatusProps {
  readonly status: number;
  readonly body?: string;
  readonly isMock: boolean;
  readonly violations?: readonly string[];
}

export function StatusExplanation({status, body, isMock, violations = []}: StatusProps) {
  if (status < 400) return null;
  // Prism names violations for a 401 too ("Invalid security scheme used"); only a request it found invalid
  // gets its canned example in place of an account of the mistake.
  if (isMock && violations.length > 0 && (status === 400 || status === 422)) {
    return <MockViolations status={status} violations={violations} />;
  }
  const detail = problemDetail(body);
  return (
    <div className="api-send-outcome api-send-outcome--status" role="status">
      <p>
        <strong>
          {status} {REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Client Error')}
        </strong>
        : {meaning(status, isMock)}
      </p>
      {detail && <p>The API says: {detail}</p>}
    </div>
  );
}

/** The mock answers a request it finds invalid with the documented example, about some other mistake. */
function MockViolations({status, violations}: {status: number; violations: readonly string[]}): ReactNode {
  return (
    <div className="api-send-outcome api-send-outcome--status" role="status">
      <p>
        <strong>
          {status} {REASONS[status] ?? 'Client Error'}
        </strong>
        : the mock server found this wrong with the request:
      </p>
      <ul>
        {violations.map((violation) => (
          <li key={violation}>{violation}</li>
        ))}
      </ul>
      <p>The response body below is the API description&apos;s example for this status, not about this request.</p>
    </div>
  );
}

const formatSize = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : bytes >= 1000
      ? `${Math.round(bytes / 1000)} KB`
      : `${bytes} bytes`;

/** What a content type is, in words: "a PNG image", "a PDF document". */
function kindOf(type: string): string {
  const [main = '', sub = ''] = type.split(';')[0]!.trim().split('/');
  if (sub === 'pdf') return 'a PDF document';
  if (sub === 'octet-stream') return 'binary data';
  const name = sub.replace(/^(x-|vnd\.)/, '').toUpperCase();
  if (['image', 'audio', 'video', 'font'].includes(main))
    return `${/^[AEFHILMNORSX]/.test(name) ? 'an' : 'a'} ${name} ${main === 'font' ? 'font' : main === 'image' ? 'image' : `${main} file`}`;
  return `a ${name} file`;
}

export function BinaryNotice({body, status}: {body: BinaryBody; status: number}): ReactNode {
  return (
    <p className="api-send-outcome" role="status">
      <strong>{status}</strong>: the answer is {kindOf(body.type)} ({body.type.split(';')[0]}, {formatSize(body.size)}),
      which the panel does not show as text.{' '}
      <a href={body.url} download={body.fileName}>
        Download it ({formatSize(body.size)})
      </a>
    </p>
  );
}

export function StreamNotice({body}: {body: StreamBody}): ReactNode {
  if (!body.cut) return null;
  return (
    <p className="api-send-outcome" role="status">
      This event stream passed {formatSize(DISPLAY_LIMIT)}: the panel shows its first {formatSize(DISPLAY_LIMIT)} and
      stopped reading. To follow the whole stream, run the cURL sample above in a terminal.
    </p>
  );
}

export function NoContentNotice({status}: {status: number}): ReactNode {
  return (
    <p className="api-send-outcome" role="status">
      <strong>
        {status} {status === 204 ? 'No Content' : 'OK'}
      </strong>
      : the request succeeded, and the answer has no content.
    </p>
  );
}

export function ShortenedNotice({body}: {body: ShortenedBody}): ReactNode {
  return (
    <p className="api-send-outcome" role="status">
      This response is {formatSize(body.size)}: the panel shows its first {formatSize(body.shown.length)}.{' '}
      <a href={body.url} download={body.fileName}>
        Download the whole response ({formatSize(body.size)})
      </a>
    </p>
  );
}
