// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {product} from '../product';
import {type PerPlan, type PlanId, type VideoMode} from './product';

// ---------------------------------------------------------------------------------------------
// Shared types
// ---------------------------------------------------------------------------------------------

/** The three paid plans, in ascending order. */
export const planIds = ['starter', 'business', 'enterprise'] as const;

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------

/** Features that are switched on or off by plan. */
export interface PlanFeatures {
  /** Single sign-on for account users (SAML 2.0 or OpenID Connect). */
  readonly sso: boolean;
  /** Multi-factor authentication for account users. */
  readonly mfa: boolean;
  /** Custom domain (custom URL) for sites. */
  readonly customSiteUrl: boolean;
  /** Power BI DataConnect (OData feed of analytics). */
  readonly powerBiDataConnect: boolean;
  /** REST API access (rate limits differ by plan; see `limits.apiRateLimitPerMinute`). */
  readonly api: boolean;
  /** Restriction profiles: countries, domains and date windows. */
  readonly restrictionProfiles: boolean;
  /** IP range and sign-in restriction profiles. */
  readonly advancedRestrictions: boolean;
  /** Viewers of sites and events sign in with the customer's identity provider. */
  readonly viewerSso: boolean;
  /** Low-latency live mode. */
  readonly lowLatencyLive: boolean;
  /** SRT ingest for live events (RTMP and RTMPS are on every plan). */
  readonly srtIngest: boolean;
  /** Backup ingest endpoint for redundant live streams. */
  readonly redundantIngest: boolean;
  /** HEVC and AV1 renditions in addition to H.264. */
  readonly hevcAndAv1: boolean;
  /** Remove the Vidcove logo from players, sites and event pages. */
  readonly removeVidcoveBranding: boolean;
  /** Webhooks for media and event notifications. */
  readonly webhooks: boolean;
  /** Alternative audio tracks (extra languages, audio description). */
  readonly alternativeAudioTracks: boolean;
  /** Phone support and 24/7 cover for P1 incidents. */
  readonly phoneSupport: boolean;
}

/** One plan's allowances. */
export interface Plan {
  readonly name: string;
  /** One line: who the plan is for. */
  readonly summary: string;
  /** Storage for source files and renditions, in GB. */
  readonly storageGb: number;
  /** `storageGb` as written in prose. */
  readonly storageLabel: string;
  /** Delivery bandwidth included each calendar month, in TB. */
  readonly deliveryTbPerMonth: number;
  /** Users with a role that uses a seat (every role except Viewer). */
  readonly seats: number;
  /** Whether more seats can be bought from Settings > Billing. */
  readonly extraSeatsAvailable: boolean;
  readonly maxSites: number;
  readonly liveEventsPerMonth: number;
  readonly maxLiveDurationHours: number;
  /** Highest live input accepted. */
  readonly maxLiveInput: VideoMode;
  /** Highest on-demand rendition produced. */
  readonly maxOutputResolution: '1080p' | '2160p';
  readonly features: PlanFeatures;
}

/** The paid plans. Prices are on the marketing site, never in the help centre. */
export const plans = {
  starter: {
    name: 'Starter',
    summary: 'For small teams publishing training and marketing videos.',
    storageGb: 500,
    storageLabel: '500 GB',
    deliveryTbPerMonth: 2,
    seats: 5,
    extraSeatsAvailable: true,
    maxSites: 1,
    liveEventsPerMonth: 2,
    maxLiveDurationHours: 4,
    maxLiveInput: '1080p30',
    maxOutputResolution: '1080p',
    features: {
      sso: false,
      mfa: true,
      customSiteUrl: false,
      powerBiDataConnect: false,
      api: true,
      restrictionProfiles: true,
      advancedRestrictions: false,
      viewerSso: false,
      lowLatencyLive: false,
      srtIngest: false,
      redundantIngest: false,
      hevcAndAv1: false,
      removeVidcoveBranding: false,
      webhooks: false,
      alternativeAudioTracks: false,
      phoneSupport: false,
    },
  },
  business: {
    name: 'Business',
    summary: 'For departments running video portals, channels and regular live events.',
    storageGb: 2000,
    storageLabel: '2 TB',
    deliveryTbPerMonth: 10,
    seats: 25,
    extraSeatsAvailable: true,
    maxSites: 5,
    liveEventsPerMonth: 10,
    maxLiveDurationHours: 8,
    maxLiveInput: '1080p60',
    maxOutputResolution: '2160p',
    features: {
      sso: false,
      mfa: true,
      customSiteUrl: true,
      powerBiDataConnect: false,
      api: true,
      restrictionProfiles: true,
      advancedRestrictions: true,
      viewerSso: false,
      lowLatencyLive: true,
      srtIngest: true,
      redundantIngest: false,
      hevcAndAv1: false,
      removeVidcoveBranding: true,
      webhooks: true,
      alternativeAudioTracks: true,
      phoneSupport: false,
    },
  },
  enterprise: {
    name: 'Enterprise',
    summary: 'For organisations that need single sign-on, large audiences and 24/7 support.',
    storageGb: 10000,
    storageLabel: '10 TB',
    deliveryTbPerMonth: 50,
    seats: 100,
    extraSeatsAvailable: true,
    maxSites: 25,
    liveEventsPerMonth: 50,
    maxLiveDurationHours: 12,
    maxLiveInput: '2160p30',
    maxOutputResolution: '2160p',
    features: {
      sso: true,
      mfa: true,
      customSiteUrl: true,
      powerBiDataConnect: true,
      api: true,
      restrictionProfiles: true,
      advancedRestrictions: true,
      viewerSso: true,
      lowLatencyLive: true,
      srtIngest: true,
      redundantIngest: true,
      hevcAndAv1: true,
      removeVidcoveBranding: true,
      webhooks: true,
      alternativeAudioTracks: true,
      phoneSupport: true,
    },
  },
} as const satisfies PerPlan<Plan>;

/** What happens at and beyond a plan's allowances. */
export const planPolicies = {
  /** Playback never stops at the delivery allowance; extra delivery is billed per TB. */
  deliveryOverage: 'Playback continues; delivery above the monthly allowance is billed per additional TB.',
  /** Uploads are paused when storage is full; existing media keeps playing. */
  storageFull: 'New uploads and imports are paused; existing media keeps playing.',
  /** Owners receive an email at these percentages of storage or delivery used. */
  usageAlertPercentages: [80, 100],
  /** Allowances reset on the first day of each calendar month (UTC). */
  allowanceResetDay: 1,
} as const;

/** Paying for a plan: billing periods, invoices, changing plan and cancelling (Settings > Billing). */
export const billing = {
  periods: ['Monthly', 'Annual'],
  paymentMethods: ['Credit or debit card', 'Bank transfer against an invoice (annual plans only)'],
  invoices: {
    format: 'PDF',
    /** When Vidcove issues an invoice. */
    issued:
      'at the start of each billing period, and at the end of a calendar month in which delivery went over the allowance',
    /** Invoices go to the Billing email, which starts as the Owner's email address. */
    sentTo: 'the Billing email address',
    /** Bank-transfer invoices are due this many days after they are issued. */
    paymentTermsDays: 30,
    /** How far back Settings > Billing > Invoices lists invoices. */
    historyMonths: 24,
  },
  /** Moving to a higher plan or buying seats. */
  upgrade: 'takes effect at once, and the next invoice charges the difference for the rest of the billing period',
  /** Moving to a lower plan. */
  downgrade:
    "takes effect at the end of the billing period; by then the account must fit the lower plan's seats, sites and storage",
  cancellation: {
    /** What happens when the Owner cancels. */
    effect:
      'The plan runs to the end of the billing period you have paid for, and is not renewed. Nothing is refunded for the rest of the period.',
    /** After the period ends, the account is read only for this many days: media plays, nothing can be added. */
    readOnlyDays: 30,
    /** Then the account, its media and its analytics are deleted for good. */
    deletedAfterReadOnly: true,
    /** Until the period ends, Resume subscription undoes the cancellation. */
    canResume: true,
  },
} as const;

/** The free trial: Business features with trial-sized allowances. */
export const trial = {
  name: 'Free trial',
  basedOnPlan: 'business',
  lengthDays: 14,
  paymentCardRequired: false,
  storageGb: 50,
  /** Delivery for the whole trial, in GB. */
  deliveryGb: 250,
  seats: 3,
  maxSites: 1,
  liveEventsTotal: 1,
  maxLiveDurationHours: 1,
  /** Days the trial account and its media are kept after the trial ends without a plan. */
  dataKeptAfterEndDays: 30,
  signUpUrl: `${product.appUrl}/sign-up`,
  signUpButton: 'Start free trial',
} as const satisfies {
  readonly basedOnPlan: PlanId;
  readonly lengthDays: number;
  readonly [key: string]: unknown;
};
