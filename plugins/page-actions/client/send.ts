import type {FeedbackPayload} from '../feedback-contract';

/** A failure says why, and whether sending the same answer again may work (`retry`). */
export type SendResult = {readonly ok: true} | {readonly ok: false; readonly message: string; readonly retry: boolean};

const TIMEOUT_MS = 15_000;

/** Posts an answer; on any failure, says in one sentence why it was not sent. */
export async function sendFeedback(endpoint: string, payload: FeedbackPayload): Promise<SendResult> {
  if (navigator.onLine === false) {
    return {
      ok: false,
      retry: true,
      message: 'Your answer was not sent: this device is offline. Try again when you are back online.',
    };
  }
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(payload),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
    });
  } catch {
    return {
      ok: false,
      retry: true,
      message:
        'Your answer was not sent: the feedback service could not be reached. Check your connection and try again.',
    };
  }
  if (response.ok) return {ok: true};
  if (response.status === 413) {
    // The same answer would be refused again: only a shorter one can be sent.
    return {
      ok: false,
      retry: false,
      message:
        'Your answer was not sent: it is too large for the feedback service. Shorten your comment, then send it.',
    };
  }
  let detail = '';
  try {
    const body = (await response.json()) as {error?: unknown};
    if (typeof body.error === 'string') detail = `: ${body.error}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return {
    ok: false,
    retry: true,
    message: `Your answer was not sent (the feedback service answered ${response.status}${detail}). Try again.`,
  };
}
