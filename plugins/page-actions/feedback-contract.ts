/**
 * "Was this page helpful?": what the widget sends and the self-hosted endpoint accepts, defined once
 * (browser-safe). tools/server/feedback.ts validates against these; the widget offers exactly them.
 */
/** Where the project's server takes answers (tools/server/feedback.ts) and the widget posts by default. */
export const DEFAULT_FEEDBACK_PATH = '/feedback';

export type FeedbackAnswer = 'yes' | 'no';

/** The reasons a reader can give, per answer, with the words the widget shows. */
export const FEEDBACK_REASONS = {
  yes: {accurate: 'Accurate', 'easy-to-follow': 'Easy to follow', 'solved-my-problem': 'Solved my problem'},
  no: {
    'hard-to-follow': 'Hard to follow',
    incorrect: 'Incorrect',
    'missing-information': 'Missing information',
    other: 'Other',
  },
} as const satisfies Record<FeedbackAnswer, Record<string, string>>;

export type FeedbackReason = {[A in FeedbackAnswer]: keyof (typeof FEEDBACK_REASONS)[A]}[FeedbackAnswer];

/** Longest comment, in UTF-16 code units (what a textarea's maxlength counts). */
export const MAX_COMMENT_LENGTH = 1000;
export const MAX_URL_LENGTH = 2048;
export const MAX_VERSION_LENGTH = 64;

/** One answer, as posted (JSON). */
export interface FeedbackPayload {
  /** The page's address, without query or fragment. */
  readonly url: string;
  readonly answer: FeedbackAnswer;
  readonly reason: FeedbackReason | null;
  /** Empty when the reader wrote nothing. */
  readonly comment: string;
  /** Version of the site the reader saw. */
  readonly siteVersion: string;
  /** When the reader sent it (ISO 8601, the reader's clock). */
  readonly time: string;
}

export const FEEDBACK_FIELDS = ['url', 'answer', 'reason', 'comment', 'siteVersion', 'time'] as const;

/**
 * Why a payload is not acceptable, in one sentence, or null when it is. The same rules in the widget
 * (never sends what would be refused) and the server (refuses anything else).
 */
export function feedbackProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'The body must be a JSON object.';
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(FEEDBACK_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) return `Unknown field: ${unknown.slice(0, 3).join(', ')}.`;
  const missing = FEEDBACK_FIELDS.filter((key) => !(key in record));
  if (missing.length > 0) return `Missing field: ${missing.join(', ')}.`;
  const {url, answer, reason, comment, siteVersion, time} = record;
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH || !/^https?:\/\/[^\s]+$/.test(url)) {
    return `"url" must be an http or https address of at most ${MAX_URL_LENGTH} characters.`;
  }
  if (answer !== 'yes' && answer !== 'no') return '"answer" must be "yes" or "no".';
  if (
    reason !== null &&
    (typeof reason !== 'string' || !Object.prototype.hasOwnProperty.call(FEEDBACK_REASONS[answer], reason))
  ) {
    return `"reason" must be null or, for "${answer}", one of: ${Object.keys(FEEDBACK_REASONS[answer]).join(', ')}.`;
  }
  if (typeof comment !== 'string' || comment.length > MAX_COMMENT_LENGTH) {
    return `"comment" must be text of at most ${MAX_COMMENT_LENGTH} characters.`;
  }
  if (typeof siteVersion !== 'string' || !/^[\w.+-]{1,64}$/.test(siteVersion)) {
    return `"siteVersion" must be 1 to ${MAX_VERSION_LENGTH} letters, digits, dots, dashes or plus signs.`;
  }
  if (
    typeof time !== 'string' ||
    time.length > 40 ||
    Number.isNaN(Date.parse(time)) ||
    !/^\d{4}-\d\d-\d\dT/.test(time)
  ) {
    return '"time" must be an ISO 8601 date and time.';
  }
  return null;
}
