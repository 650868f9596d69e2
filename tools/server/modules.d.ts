/** Types of the two request helpers the production server uses (DefinitelyTyped has older majors). */
declare module 'negotiator' {
  import type {IncomingHttpHeaders} from 'node:http';

  export default class Negotiator {
    constructor(request: {headers: IncomingHttpHeaders});
    /** Accepted encodings among `available`, best first by q-value, then in `preferred` order. */
    encodings(available?: string[], options?: {preferred?: string[]}): string[];
  }
}

declare module 'fresh' {
  import type {IncomingHttpHeaders} from 'node:http';

  /** Whether the client's cached copy (If-None-Match, If-Modified-Since) is still the response's. */
  export default function fresh(
    requestHeaders: IncomingHttpHeaders,
    responseHeaders: {etag?: string; 'last-modified'?: string},
  ): boolean;
}
