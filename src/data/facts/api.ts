// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {limits} from './limits';
import {product, type PerPlan} from './product';

// ---------------------------------------------------------------------------------------------
// REST API
//
// The OpenAPI document (api-spec/vidcove.yaml) is the source of every fact in this section; the
// values here let help articles render them. tests/api-facts.test.ts fails when the two disagree,
// so change the document and this section together.
// ---------------------------------------------------------------------------------------------

/** One operation of the API, as the OpenAPI document declares it. Its reference page is `/api/{id}`. */
export interface ApiOperation {
  /** The operationId, which is also the slug of its reference page. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Path relative to the base URL. */
  readonly path: string;
  /** The operation's summary: the title of its reference page. */
  readonly summary: string;
}

/** A problem type: the last segment of the `type` URI of an RFC 9457 error response. */
export interface ApiProblem {
  readonly status: number;
  readonly title: string;
  /** When a client gets it. */
  readonly when: string;
  /** What the client does about it. */
  readonly fix: string;
}

/** Hours a signed upload URL, and a pre-signed source URL, must stay valid. */
const transferWindowHours = 24;

/** Seconds between two ingest-status requests, at the least. */
const ingestPollIntervalSeconds = 10;

export const api = {
  baseUrl: `${product.apiHost}/v1`,
  /** The OpenAPI document, published by the API host. */
  specUrl: `${product.apiHost}${product.apiSpecPath}`,
  contentType: 'application/json',
  /** Errors are RFC 9457 problem details. */
  errorContentType: 'application/problem+json',
  /** Base of every problem `type` URI: `${problemTypeBase}${slug}`. */
  problemTypeBase: `${product.apiHost}/problems/`,
  auth: {
    header: 'Authorization',
    scheme: 'Bearer',
    /** How the header is written, with a placeholder for the key. */
    headerTemplate: 'Authorization: Bearer <API key>',
    keyPrefix: 'vck_live_',
    /** Missing, unknown, revoked or expired key. */
    missingOrInvalidKeyStatus: 401,
    /** A valid key that may not do this (read-only key changing data, or storage full). */
    forbiddenStatus: 403,
    /** `access` values of a key, as the API names them, with the UI label of each. */
    access: {readOnly: 'read_only', readWrite: 'read_write'},
    maxKeysPerAccount: limits.maxApiKeysPerAccount,
  },
  rateLimit: {
    /** Requests per minute, per API key. */
    perMinute: {starter: 60, business: 300, enterprise: 1200},
    headers: {
      limit: 'RateLimit-Limit',
      remaining: 'RateLimit-Remaining',
      reset: 'RateLimit-Reset',
      retryAfter: 'Retry-After',
    },
    /** Status of a request over the limit; such requests do not count towards it. */
    status: 429,
  },
  pagination: {
    limitParam: 'limit',
    cursorParam: 'cursor',
    nextCursorField: 'next_cursor',
    hasMoreField: 'has_more',
    defaultLimit: 25,
    maxLimit: 100,
    /** A cursor works for this many hours, with the same filters and sort. */
    cursorValidHours: 24,
    /** Most IDs one by-IDs lookup accepts (media-list-by-ids, channel-list-by-ids). */
    maxIdsPerLookup: 100,
  },
  /** Creating media (media-new): from a URL Vidcove downloads, or by uploading the file to a signed URL. */
  newMedia: {
    /** Fields the request body must have. */
    requiredFields: ['source', 'title'],
    /** `source.type` values. */
    sourceTypes: {url: 'url', upload: 'upload'},
    /** URL schemes a `url` source (and a web URL import in the app) may use. */
    urlSchemes: ['https'],
    /** Largest file, and longest media, accepted: the same as the web uploader. */
    maxFileSizeGb: limits.maxUploadSizeGb,
    maxDurationHours: limits.maxMediaDurationHours,
    /** An `upload` source gets a signed URL to send the file to, in one request with this method. */
    uploadMethod: 'PUT',
    /** The signed upload URL answers this status once the whole file has arrived. */
    uploadSuccessStatus: 200,
    /** The signed upload URL works for this many hours; media whose file has not arrived by then fails. */
    uploadUrlValidHours: transferWindowHours,
    /** Pre-signed source URLs must stay valid this long, since the download may be queued. */
    sourceUrlValidHours: transferWindowHours,
    /** Problem types a 403 from media-new can have. */
    forbiddenProblems: ['read-only-key', 'storage-full'],
  },
  /** How Vidcove downloads a `url` source, from the API or Media > Import > Web URL. */
  urlDownload: {
    /** Redirects followed, each to an HTTPS address; more fail with source_unreachable. */
    maxRedirects: 5,
    /** Vidcove sends GET only: servers that refuse HEAD are fine. */
    method: 'GET',
    /** With Accept-Ranges: bytes, an interrupted download resumes with a Range request; without it, it starts again. */
    resumesWithRanges: true,
    /** Content-Type values accepted; text/html is a web page and fails with unsupported_source. */
    contentTypes: ['video/*', 'audio/*', 'application/octet-stream'],
    /** A 4xx answer (other than 408 and 429) fails the import at once, within this many minutes of starting. */
    clientErrorFailsWithinMinutes: 5,
    /** Timeouts, 408, 429 and 5xx answers are retried with back-off until the transfer window ends, then fail. */
    retryHours: transferWindowHours,
  },
  ingestStatus: {
    /** Poll media-ingest-status no more often than once in this many seconds. */
    minPollIntervalSeconds: ingestPollIntervalSeconds,
    /** `stage` values, in order. */
    stages: ['awaiting_upload', 'queued', 'downloading', 'transcoding', 'packaging', 'complete', 'failed'],
    /**
     * The API's `status` values (the MediaStatus enum), each with the `stage` values it is reported
     * with and the status the Media library shows (a label of ui.media.statuses). `queued` comes with
     * `uploading` while a URL source waits for its download, and with `processing` once an uploaded
     * file has arrived and waits to be transcoded.
     */
    statuses: {
      uploading: {
        stages: ['awaiting_upload', 'queued', 'downloading'],
        library: 'Uploading',
        whatToDo: `Wait. An upload source needs its file sent to upload.url within ${transferWindowHours} hours; a URL source is being downloaded.`,
      },
      processing: {
        stages: ['queued', 'transcoding', 'packaging'],
        library: 'Processing',
        whatToDo: `Wait, polling at most once every ${ingestPollIntervalSeconds} seconds or listening for webhooks. Media still processing after ${limits.processingFailsAfterHours} hours fails.`,
      },
      ready: {
        stages: ['complete'],
        library: 'Ready',
        whatToDo:
          'Use watch_url and embed_url: the media plays for every viewer its visibility and restriction profile allow.',
      },
      failed: {
        stages: ['failed'],
        library: 'Failed',
        whatToDo: 'Read error.code, fix the file or URL as its row below says, then create the media again.',
      },
    },
    /** `error.code` values of a failed ingest, with what to do about each. */
    errorCodes: {
      source_unreachable: `Make the URL public (or pre-sign it for ${transferWindowHours} hours), check it downloads, and create the media again.`,
      unsupported_source:
        'Send the original video or audio file, not a web page, a streaming manifest, an archive or a DRM-protected file.',
      file_too_large: `Send a file of at most ${limits.maxUploadSizeGb} GB: export it again at a lower bitrate, or split it.`,
      too_long: `Send media of at most ${limits.maxMediaDurationHours} hours: split the recording.`,
      upload_expired: `Create the media again and send the file within ${transferWindowHours} hours of creating it.`,
      processing_timeout: 'Send the file again; if it fails twice, contact support with the media ID.',
      corrupt_file: 'Export the file again from your editor or camera, check it plays, and send it again.',
    },
  },
  /** Problem types, by the slug at the end of their `type` URI. */
  problems: {
    'malformed-request': {
      status: 400,
      title: 'The request body is not valid JSON',
      when: 'The body is not valid JSON, or Content-Type is not application/json.',
      fix: 'Send a JSON body with Content-Type: application/json.',
    },
    'invalid-cursor': {
      status: 400,
      title: 'The cursor is not valid',
      when: 'The cursor has expired, was changed, or is used with other filters or sort.',
      fix: 'Start again from the first page, without cursor.',
    },
    unauthorized: {
      status: 401,
      title: 'Authentication required',
      when: 'The Authorization header is missing, or the key is unknown, revoked or expired.',
      fix: 'Send Authorization: Bearer and a current key; create a new key if it was revoked or expired.',
    },
    'read-only-key': {
      status: 403,
      title: 'The API key is read-only',
      when: 'A key with Read only access called an operation that changes data.',
      fix: 'Use a key with Read and write access.',
    },
    'storage-full': {
      status: 403,
      title: 'Storage is full',
      when: "Creating media while the account's storage is full.",
      fix: 'Delete media you no longer need or change plan, then create the media again; existing media keeps playing.',
    },
    'not-found': {
      status: 404,
      title: 'Not found',
      when: 'No object with this ID exists in the account, or it was deleted.',
      fix: 'Check the ID, and that the key belongs to the right account.',
    },
    conflict: {
      status: 409,
      title: 'Conflict',
      when: 'Another whitelist in the account already has this name.',
      fix: 'Choose another name, or change the existing whitelist.',
    },
    'restriction-profile-conflict': {
      status: 409,
      title: 'Media already has a restriction profile',
      when: 'Some of the media already has a different restriction profile.',
      fix: 'Send the request again with replace: true to swap the profile, or leave those media out.',
    },
    'validation-failed': {
      status: 422,
      title: 'The request is not valid',
      when: 'A parameter or field is missing, out of range or in the wrong format.',
      fix: 'Fix each field listed in errors; do not retry unchanged.',
    },
    'rate-limited': {
      status: 429,
      title: 'Too many requests',
      when: "The key has used this minute's requests.",
      fix: 'Wait for the seconds in Retry-After, then retry.',
    },
  },
  /** The reference's groups of operations (the OpenAPI document's tags), in sidebar order. */
  tags: ['Account', 'Media', 'Channels', 'Whitelists', 'Tags'],
  /** The operations, by operationId. Link to one as `/api/${id}`. */
  operations: {
    'account-info': {id: 'account-info', method: 'GET', path: '/account', summary: 'Get account information'},
    'media-list': {id: 'media-list', method: 'GET', path: '/media', summary: 'List media'},
    'media-new': {id: 'media-new', method: 'POST', path: '/media', summary: 'Create media from a URL or an upload'},
    'media-list-by-ids': {
      id: 'media-list-by-ids',
      method: 'GET',
      path: '/media/by-ids',
      summary: 'Get several media by ID',
    },
    'media-detail': {id: 'media-detail', method: 'GET', path: '/media/{mediaId}', summary: 'Get a media item'},
    'media-ingest-status': {
      id: 'media-ingest-status',
      method: 'GET',
      path: '/media/{mediaId}/ingest-status',
      summary: 'Get the ingest status of a media item',
    },
    'channel-list': {id: 'channel-list', method: 'GET', path: '/channels', summary: 'List channels'},
    'channel-list-by-ids': {
      id: 'channel-list-by-ids',
      method: 'GET',
      path: '/channels/by-ids',
      summary: 'Get several channels by ID',
    },
    'channel-detail': {id: 'channel-detail', method: 'GET', path: '/channels/{channelId}', summary: 'Get a channel'},
    'list-whitelists': {id: 'list-whitelists', method: 'GET', path: '/whitelists', summary: 'List whitelists'},
    'create-whitelist': {id: 'create-whitelist', method: 'POST', path: '/whitelists', summary: 'Create a whitelist'},
    'get-whitelist-detail': {
      id: 'get-whitelist-detail',
      method: 'GET',
      path: '/whitelists/{whitelistId}',
      summary: 'Get a whitelist',
    },
    'add-domains-to-whitelist': {
      id: 'add-domains-to-whitelist',
      method: 'POST',
      path: '/whitelists/{whitelistId}/domains',
      summary: 'Add domains to a whitelist',
    },
    'remove-domains-from-whitelist': {
      id: 'remove-domains-from-whitelist',
      method: 'DELETE',
      path: '/whitelists/{whitelistId}/domains',
      summary: 'Remove domains from a whitelist',
    },
    'add-media-to-whitelist': {
      id: 'add-media-to-whitelist',
      method: 'POST',
      path: '/whitelists/{whitelistId}/media',
      summary: 'Apply a whitelist to media',
    },
    'remove-media-from-whitelist': {
      id: 'remove-media-from-whitelist',
      method: 'DELETE',
      path: '/whitelists/{whitelistId}/media',
      summary: 'Remove a whitelist from media',
    },
    'tag-list': {id: 'tag-list', method: 'GET', path: '/tags', summary: 'List tags'},
    'tag-list-usage': {id: 'tag-list-usage', method: 'GET', path: '/tags/usage', summary: 'List tag usage'},
  },
  /** The API's older name for a restriction profile of the Domains type, kept in operation names. */
  legacyTermForDomainAllowList: 'whitelist',
} as const satisfies {
  readonly rateLimit: {readonly perMinute: PerPlan<number>; readonly [key: string]: unknown};
  readonly problems: Readonly<Record<string, ApiProblem>>;
  readonly operations: Readonly<Record<string, ApiOperation>>;
  readonly [key: string]: unknown;
};

export type ApiOperationId = keyof typeof api.operations;
export type ApiProblemType = keyof typeof api.problems;
