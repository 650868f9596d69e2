/**
 * What Send hands the request panel besides the response, in a module both halves of Send import
 * (./send.ts, loaded with the panel, and ./send-request.ts, loaded on the first press), so neither imports
 * the other's code.
 */
import type {RequestErrorType} from './openapi-theme-internals';

/** Characters of a body the panel shows; about 2,000 lines of pretty-printed JSON. */
export const DISPLAY_LIMIT = 64_000;

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

/** A body too long to show: the panel shows `shown`, and offers the whole of it to download. */
export interface ShortenedBody {
  readonly kind: 'shortened';
  readonly shown: string;
  /** Bytes of the whole body. */
  readonly size: number;
  /** An object URL of the whole body. */
  readonly url: string;
  readonly fileName: string;
}

/** An answer that is not text (an image, a PDF, bytes): the panel names it and offers it to download. */
export interface BinaryBody {
  readonly kind: 'binary';
  readonly type: string;
  readonly size: number;
  readonly url: string;
  readonly fileName: string;
}

/** An event stream: the panel shows it as it arrives, up to a limit, then stops reading. */
export interface StreamBody {
  readonly kind: 'stream';
  /** Set once the stream passed the limit and the panel stopped reading it. */
  cut: boolean;
}

export type AnswerNote = ShortenedBody | BinaryBody | StreamBody;
