/**
 * Stands in for the openapi theme's `makeRequest` (lib/theme/ApiExplorer/Request/makeRequest.js), which
 * its request form imports by a relative path, so no theme component can wrap it; ../index.ts swaps
 * this module in at bundle time. Only this small part loads with the request panel; the request itself
 * (the theme's `makeRequest` and ./send-request.ts, which explains failures and shortens long bodies)
 * loads when the reader first presses Send.
 */
import type {RequestErrorType} from './openapi-theme-internals';
import type {ShortenedBody} from './send-request';

/** A failed request, as the theme's request form expects it (`instanceof` this class, with a `type`). */
export class RequestError extends Error {
  constructor(
    readonly type: RequestErrorType,
    message: string,
    readonly originalError?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

let shortened: ShortenedBody | undefined;

/** The body the last request shortened, if any: the panel shows its notice while it shows `shown`. */
export function lastShortened(): ShortenedBody | undefined {
  return shortened;
}

export default async function send(...args: Parameters<typeof import('./send-request').default>): Promise<Response> {
  const {default: sendRequest} = await import(/* webpackChunkName: "api-send" */ './send-request');
  const result = await sendRequest(...args);
  if (shortened && result.shortened !== shortened) URL.revokeObjectURL(shortened.url);
  shortened = result.shortened;
  return result.response;
}
