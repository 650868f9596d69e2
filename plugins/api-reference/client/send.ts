/**
 * Stands in for the openapi theme's `makeRequest` (lib/theme/ApiExplorer/Request/makeRequest.js), which
 * its request form imports by a relative path, so no theme component can wrap it; ../index.ts swaps
 * this module in at bundle time. Only this small part loads with the request panel; the request itself
 * (the theme's `makeRequest` and ./send-request.ts, which explains failures and shortens long bodies)
 * loads when the reader first presses Send.
 */
import type {AnswerNote} from './answer-notes';

export {RequestError} from './answer-notes';

let note: AnswerNote | undefined;

/** What the last request's answer needs said about it, if anything: shortened, not text, a stream. */
export function lastAnswerNote(): AnswerNote | undefined {
  return note;
}

export default async function send(...args: Parameters<typeof import('./send-request').default>): Promise<Response> {
  const {default: sendRequest} = await import(/* webpackChunkName: "api-send" */ './send-request');
  const result = await sendRequest(...args);
  if (note && 'url' in note && result.note !== note) URL.revokeObjectURL(note.url);
  note = result.note;
  return result.response;
}
