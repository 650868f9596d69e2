// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {type PlanId} from './product';

// ---------------------------------------------------------------------------------------------
// Restriction profiles
// ---------------------------------------------------------------------------------------------

export type RestrictionType = 'countries' | 'domains' | 'ipRanges' | 'signIn' | 'dateWindow';

export interface RestrictionKind {
  /** Type name in Settings > Restriction profiles. */
  readonly label: string;
  readonly description: string;
  /** Second line of the blocked message. */
  readonly viewerReason: string;
  readonly plans: readonly PlanId[];
}

export const restrictions = {
  types: {
    countries: {
      label: 'Countries',
      description: 'Allow or block viewers by country or region, using ISO 3166-1 country codes.',
      viewerReason: "It can't be played in your country or region.",
      plans: ['starter', 'business', 'enterprise'],
    },
    domains: {
      label: 'Domains',
      description: 'Allow embeds only on the websites you list; other sites show the blocked message.',
      viewerReason: 'It can only be played on approved websites.',
      plans: ['starter', 'business', 'enterprise'],
    },
    ipRanges: {
      label: 'IP ranges',
      description: 'Allow viewers only from IPv4 or IPv6 ranges in CIDR notation, such as your office network.',
      viewerReason: 'It can only be played from approved networks.',
      plans: ['business', 'enterprise'],
    },
    signIn: {
      label: 'Sign-in',
      description: 'Viewers sign in with a Vidcove account or, on Enterprise, your identity provider.',
      viewerReason: 'Sign in to watch it.',
      plans: ['business', 'enterprise'],
    },
    dateWindow: {
      label: 'Date window',
      description: 'Make media playable only between a start and an end date and time.',
      viewerReason: "It's only available between set dates and times.",
      plans: ['starter', 'business', 'enterprise'],
    },
  },
  /** First line of every blocked message, exactly as viewers see it. */
  viewerMessage: "This video isn't available here.",
  maxIpRangesPerProfile: 100,
  maxDomainsPerProfile: 200,
  /** A media item has at most one restriction profile; a profile can combine several types. */
  profilesPerMedia: 1,
  /** Domain entries accept a leading wildcard, e.g. *.example.com. */
  domainWildcards: true,
  /** Watch pages (on `domains.watch`) stay playable under a domain restriction unless this is off. */
  domainOptionAllowWatchPage: 'Also allow the Vidcove watch page',
} as const satisfies {
  readonly types: Readonly<Record<RestrictionType, RestrictionKind>>;
  readonly [key: string]: unknown;
};
