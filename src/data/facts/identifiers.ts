// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {product} from '../product';

// ---------------------------------------------------------------------------------------------
// Identifiers and REST API authentication
// ---------------------------------------------------------------------------------------------

export interface IdentifierFormat {
  readonly name: string;
  /** In words, for prose. */
  readonly format: string;
  /** A regular expression source for the whole identifier. */
  readonly pattern: string;
  readonly example: string;
  /** Where to find it in the app. */
  readonly whereToFind: string;
}

export const identifiers = {
  accountKey: {
    name: 'account key',
    format: 'acc_ followed by 16 lowercase letters and digits',
    pattern: '^acc_[a-z0-9]{16}$',
    example: 'acc_7h3k9m2q4t8w1z5c',
    whereToFind: 'Settings > Account, under Account key',
  },
  mediaId: {
    name: 'media ID',
    format: '10 lowercase letters and digits',
    pattern: '^[a-z0-9]{10}$',
    example: 'k7d2m9x4qp',
    whereToFind: 'The Details tab of the media, under Media ID, and the end of its watch page URL',
  },
  channelId: {
    name: 'channel ID',
    format: 'ch_ followed by 8 lowercase letters and digits',
    pattern: '^ch_[a-z0-9]{8}$',
    example: 'ch_4n8r2t6w',
    whereToFind: 'The Overview tab of the channel, and the end of its channel URL',
  },
  siteId: {
    name: 'site ID',
    format: 'site_ followed by 8 lowercase letters and digits',
    pattern: '^site_[a-z0-9]{8}$',
    example: 'site_9f3b7k2m',
    whereToFind: 'The General tab of the site settings',
  },
  playerId: {
    name: 'player ID',
    format: 'pl_ followed by 8 lowercase letters and digits',
    pattern: '^pl_[a-z0-9]{8}$',
    example: 'pl_2x6c8v4b',
    whereToFind: 'The Advanced tab of the player',
  },
  eventId: {
    name: 'event ID',
    format: 'ev_ followed by 10 lowercase letters and digits',
    pattern: '^ev_[a-z0-9]{10}$',
    example: 'ev_5t1r8w3e6y',
    whereToFind: 'The Details tab of the event',
  },
  restrictionProfileId: {
    name: 'restriction profile ID',
    format: 'rp_ followed by 8 lowercase letters and digits',
    pattern: '^rp_[a-z0-9]{8}$',
    example: 'rp_3m7q1z9d',
    whereToFind: 'The restriction profile on Settings > Restriction profiles',
  },
  apiKey: {
    name: 'API key',
    format: 'vck_live_ followed by 32 letters and digits',
    pattern: '^vck_live_[A-Za-z0-9]{32}$',
    example: 'vck_live_8fK2mQ7xR4tL9wZ1bN6cV3hJ5dP0sY2a',
    whereToFind: 'Shown once, when you create the key on Settings > API keys',
  },
  simpleLinkCode: {
    name: 'simple link code',
    format: '8 letters and digits (case-sensitive)',
    pattern: '^[A-Za-z0-9]{8}$',
    example: 'Xq7Lm2Pa',
    whereToFind: 'The Embed & share tab of the media, under Simple links',
  },
  /** REST API access. */
  restApi: {
    baseUrl: `${product.apiHost}/v1`,
    authHeader: 'Authorization: Bearer <API key>',
    apiKeyPrefix: 'vck_live_',
    contentType: 'application/json',
    specUrl: `${product.apiHost}${product.apiSpecPath}`,
    /** Errors are RFC 9457 problem details. */
    errorContentType: 'application/problem+json',
    /** Lists are paginated with a cursor: `limit` (1 to 100, default 25), then `cursor` = the previous page's `next_cursor` while `has_more` is true. */
    pagination: {limitParam: 'limit', cursorParam: 'cursor', nextCursorField: 'next_cursor', hasMoreField: 'has_more'},
    /** The API's older name for a domain restriction profile, kept in operation names. */
    legacyTermForDomainAllowList: 'whitelist',
    /** Unauthorised and forbidden responses. */
    authErrors: {missingOrInvalidKey: 401, insufficientAccess: 403},
  },
} as const satisfies {
  readonly accountKey: IdentifierFormat;
  readonly mediaId: IdentifierFormat;
  readonly channelId: IdentifierFormat;
  readonly siteId: IdentifierFormat;
  readonly playerId: IdentifierFormat;
  readonly eventId: IdentifierFormat;
  readonly restrictionProfileId: IdentifierFormat;
  readonly apiKey: IdentifierFormat;
  readonly simpleLinkCode: IdentifierFormat;
  readonly [key: string]: unknown;
};
