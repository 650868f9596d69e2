/**
 * The Vidcove facts sheet: the single source of truth for every number, limit, label, URL and
 * list that a help article states. Writers read it before writing; MDX articles render values
 * from it, for example `import {limits} from '@site/src/data/facts';` then `{limits.maxUploadSizeGb}`.
 *
 * Rules for editors of this file:
 * - Change a value here, never in an article. Articles that render it update on the next build.
 * - UI labels are spelt exactly as the web app shows them. The app itself uses British English
 *   ("Accent colour"), so labels and prose agree.
 * - Menu paths use ` > ` between steps, as in `Media > Upload`.
 * - Values that must agree with `src/product.ts` (app, status and API hosts, support email) are
 *   checked by review; this module imports types only, so it cannot import them.
 */

// ---------------------------------------------------------------------------------------------
// Shared types
// ---------------------------------------------------------------------------------------------

/** The three paid plans, in ascending order. */
export const planIds = ['starter', 'business', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** A value that differs by plan. */
export type PerPlan<T> = Readonly<Record<PlanId, T>>;

/** A resolution and frame-rate pair written the way encoders show it, e.g. `1080p60`. */
export type VideoMode = '1080p30' | '1080p60' | '2160p30';

// ---------------------------------------------------------------------------------------------
// Domains (used to build every URL below)
// ---------------------------------------------------------------------------------------------

/** Host names Vidcove serves from. Corporate networks allow list these (see `browsers`). */
export const domains = {
  marketing: 'www.vidcove.com',
  app: 'app.vidcove.com',
  api: 'api.vidcove.com',
  watch: 'watch.vidcove.com',
  play: 'play.vidcove.com',
  live: 'live.vidcove.com',
  liveBackup: 'live-backup.vidcove.com',
  cdn: 'cdn.vidcove.net',
  sites: 'vidcove.site',
  customDomainTarget: 'custom.vidcove.site',
  simpleLinks: 'vcv.link',
  status: 'status.vidcove.com',
  help: 'help.vidcove.com',
} as const;

/** Product names as written in prose. */
export const product = {
  name: 'Vidcove',
  slug: 'vidcove',
  legalName: 'Vidcove Ltd',
  helpCentreName: 'Vidcove Help Centre',
} as const;

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
  signUpUrl: 'https://app.vidcove.com/sign-up',
  signUpButton: 'Start free trial',
} as const satisfies {
  readonly basedOnPlan: PlanId;
  readonly lengthDays: number;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Roles and permissions
// ---------------------------------------------------------------------------------------------

/** Permission keys of the role matrix, in the order the Settings > Roles page lists them. */
export const permissionKeys = [
  'uploadMedia',
  'editAnyMedia',
  'deleteMedia',
  'manageChannels',
  'manageSites',
  'manageEvents',
  'managePlayers',
  'viewAnalytics',
  'exportAnalytics',
  'manageUsers',
  'manageRolesAndRestrictionProfiles',
  'manageSsoAndMfaPolicy',
  'manageApiKeys',
  'manageBilling',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];

/** Row labels of the role matrix, as shown on Settings > Roles. */
export const permissionLabels = {
  uploadMedia: 'Upload media',
  editAnyMedia: 'Edit any media',
  deleteMedia: 'Delete media',
  manageChannels: 'Manage channels',
  manageSites: 'Manage sites',
  manageEvents: 'Manage events',
  managePlayers: 'Manage players',
  viewAnalytics: 'View analytics',
  exportAnalytics: 'Export analytics',
  manageUsers: 'Manage users',
  manageRolesAndRestrictionProfiles: 'Manage roles and restriction profiles',
  manageSsoAndMfaPolicy: 'Manage SSO and MFA policy',
  manageApiKeys: 'Manage API keys',
  manageBilling: 'Manage billing',
} as const satisfies Readonly<Record<PermissionKey, string>>;

/** Account roles, in the order the product lists them (most to least powerful). */
export const roleIds = ['owner', 'administrator', 'editor', 'contributor', 'analyst', 'viewer'] as const;
export type RoleId = (typeof roleIds)[number];

/** One account role. */
export interface Role {
  readonly name: string;
  /** One line for tables and role pickers. */
  readonly summary: string;
  /** Whether a user with this role uses one of the plan's seats. */
  readonly usesSeat: boolean;
  /** At most this many per account; `null` means no limit beyond seats. */
  readonly maxPerAccount: number | null;
  readonly permissions: Readonly<Record<PermissionKey, boolean>>;
  /** Qualifications the matrix cannot show. */
  readonly notes: readonly string[];
}

export const roles = {
  owner: {
    name: 'Owner',
    summary: 'Full control of the account, including billing and transferring ownership.',
    usesSeat: true,
    maxPerAccount: 1,
    permissions: {
      uploadMedia: true,
      editAnyMedia: true,
      deleteMedia: true,
      manageChannels: true,
      manageSites: true,
      manageEvents: true,
      managePlayers: true,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: true,
      manageRolesAndRestrictionProfiles: true,
      manageSsoAndMfaPolicy: true,
      manageApiKeys: true,
      manageBilling: true,
    },
    notes: [
      'Every account has exactly one Owner.',
      'Only the Owner manages billing and can transfer ownership.',
      'The Owner can always sign in with a password and MFA, even when SSO is enforced (break-glass sign-in).',
    ],
  },
  administrator: {
    name: 'Administrator',
    summary: 'Manages users, security and every content area, but not billing.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: true,
      editAnyMedia: true,
      deleteMedia: true,
      manageChannels: true,
      manageSites: true,
      manageEvents: true,
      managePlayers: true,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: true,
      manageRolesAndRestrictionProfiles: true,
      manageSsoAndMfaPolicy: true,
      manageApiKeys: true,
      manageBilling: false,
    },
    notes: [
      "Administrators cannot change the Owner's role or remove the Owner.",
      'Only an Administrator can receive ownership when the Owner transfers it.',
    ],
  },
  editor: {
    name: 'Editor',
    summary: 'Manages all media, channels, sites, events and players.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: true,
      editAnyMedia: true,
      deleteMedia: true,
      manageChannels: true,
      manageSites: true,
      manageEvents: true,
      managePlayers: true,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: ['Editors can apply existing restriction profiles to media, but cannot create or change them.'],
  },
  contributor: {
    name: 'Contributor',
    summary: 'Uploads media and edits the media they uploaded.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: true,
      editAnyMedia: false,
      deleteMedia: false,
      manageChannels: false,
      manageSites: false,
      manageEvents: false,
      managePlayers: false,
      viewAnalytics: false,
      exportAnalytics: false,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: [
      'Contributors can edit the details, captions, chapters and thumbnails of media they uploaded.',
      'Contributors see the Analytics tab of media they uploaded, but not the Analytics area.',
      'Deleting media, including their own, needs an Editor or above.',
    ],
  },
  analyst: {
    name: 'Analyst',
    summary: 'Views and exports analytics for the whole account.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: false,
      editAnyMedia: false,
      deleteMedia: false,
      manageChannels: false,
      manageSites: false,
      manageEvents: false,
      managePlayers: false,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: ['Analysts can watch any media in the library, but cannot change it.'],
  },
  viewer: {
    name: 'Viewer',
    summary: 'Watches private media, channels, sites and events shared with the account.',
    usesSeat: false,
    maxPerAccount: null,
    permissions: {
      uploadMedia: false,
      editAnyMedia: false,
      deleteMedia: false,
      manageChannels: false,
      manageSites: false,
      manageEvents: false,
      managePlayers: false,
      viewAnalytics: false,
      exportAnalytics: false,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: [
      'Viewers do not use a seat, so an account can have any number of them.',
      'Viewers see Home and Media (read only); other areas are hidden.',
    ],
  },
} as const satisfies Readonly<Record<RoleId, Role>>;

/** Ownership rules. */
export const ownership = {
  ownersPerAccount: 1,
  /** Who can receive ownership. */
  transferTo: 'administrator',
  /** Conditions checked before a transfer is allowed. */
  transferRequirements: [
    'The new Owner already has the Administrator role and an active account.',
    'The new Owner has multi-factor authentication turned on.',
    'The new Owner accepts the transfer from the email Vidcove sends within 7 days.',
  ],
  /** Role the previous Owner gets after the transfer. */
  previousOwnerBecomes: 'administrator',
  transferAcceptDays: 7,
} as const satisfies {
  readonly transferTo: RoleId;
  readonly previousOwnerBecomes: RoleId;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

export const limits = {
  /** Largest file accepted by the web uploader and by imports, in GB. */
  maxUploadSizeGb: 50,
  /** Largest file in a single-request API upload, in GB. Use multipart above this. */
  apiSingleRequestUploadMaxGb: 5,
  /** Multipart API uploads (for files over `apiSingleRequestUploadMaxGb`). */
  apiMultipart: {
    maxFileSizeGb: 50,
    partSizeMinMb: 5,
    partSizeMaxMb: 512,
    maxParts: 10000,
    /** An unfinished multipart upload is discarded after this many hours. */
    sessionExpiryHours: 24,
  },
  /** Longest media file accepted, in hours. Matches the longest live event. */
  maxMediaDurationHours: 12,
  /** Files per batch in the web uploader. */
  maxFilesPerBatchUpload: 50,
  /** Files per import from a cloud storage source. */
  maxFilesPerImport: 100,
  /** Media that is still processing after this many hours is marked Failed. */
  processingFailsAfterHours: 24,
  /** Typical processing time as a fraction of the media's duration (0.5 = half its length). */
  typicalProcessingRatio: 0.5,
  /** Deleted media stays in Recently deleted for this many days, then is purged. */
  recentlyDeletedRetentionDays: 30,
  /** Folder nesting levels under All media. */
  maxFolderDepth: 10,
  maxChaptersPerMedia: 100,
  chapterTitleMaxLength: 100,
  /** Chapters must be at least this many seconds apart. */
  minChapterLengthSeconds: 5,
  captionFileMaxSizeMb: 5,
  transcriptFileMaxSizeMb: 10,
  maxCaptionTracksPerMedia: 50,
  maxAudioTracksPerMedia: 16,
  audioTrackNameMaxLength: 40,
  maxOverlaysPerMedia: 20,
  maxTagsPerMedia: 30,
  tagMaxLength: 50,
  tagAllowedCharacters: 'letters, numbers, spaces, hyphens and underscores',
  /** Tags are case-insensitive: "Onboarding" and "onboarding" are the same tag. */
  tagsCaseSensitive: false,
  thumbnail: {
    formats: ['PNG', 'JPEG', 'WebP'],
    minWidthPx: 640,
    minHeightPx: 360,
    recommendedWidthPx: 1920,
    recommendedHeightPx: 1080,
    maxSizeMb: 10,
    aspectRatio: '16:9',
    /** Custom thumbnails kept per media (one is active). */
    maxCustomPerMedia: 10,
  },
  watermark: {
    format: 'PNG',
    maxSizeMb: 2,
    recommendedWidthPx: 400,
    /** Shown at this share of the player's width, whatever the file's size. */
    displayWidthPercent: 12,
  },
  /** Expiry choices when creating a simple link. */
  simpleLinkExpiryOptions: ['Never', '24 hours', '7 days', '30 days', '90 days', 'Custom date'],
  /** Expiry choices for an upload link (lets someone without a seat send you files). */
  uploadLinkExpiryOptions: ['24 hours', '7 days', '14 days', '30 days'],
  uploadLinkMaxFiles: 20,
  /** Invitations to join an account expire after this many days. */
  invitationExpiryDays: 7,
  session: {
    /** Signed out after this many minutes without activity (default). */
    idleTimeoutDefaultMinutes: 480,
    idleTimeoutMinMinutes: 15,
    idleTimeoutMaxMinutes: 1440,
    /** Signed out after this many days whatever the activity. */
    absoluteTimeoutDays: 30,
  },
  password: {
    minLength: 12,
    maxLength: 128,
    rules: [
      'At least 12 characters.',
      'Not the same as your email address or contain it.',
      'Not one of your last 5 passwords.',
      'Not on the list of passwords known from data breaches.',
    ],
    historyCount: 5,
    /** Failed attempts before the account is locked for `lockoutMinutes`. */
    lockoutAttempts: 10,
    lockoutMinutes: 15,
    resetLinkExpiryMinutes: 60,
  },
  /** REST API requests per minute, per API key. */
  apiRateLimitPerMinute: {
    starter: 60,
    business: 300,
    enterprise: 1200,
  },
  apiRateLimitHeaders: {
    limit: 'RateLimit-Limit',
    remaining: 'RateLimit-Remaining',
    reset: 'RateLimit-Reset',
    retryAfter: 'Retry-After',
  },
  /** HTTP status returned when the rate limit is exceeded. */
  apiRateLimitStatus: 429,
  apiPageSizeDefault: 25,
  apiPageSizeMax: 100,
  maxApiKeysPerAccount: 25,
} as const satisfies {
  readonly apiRateLimitPerMinute: PerPlan<number>;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Formats and encoding
// ---------------------------------------------------------------------------------------------

/** One rung of the default on-demand encoding ladder. */
export interface LadderRung {
  readonly name: string;
  readonly widthPx: number;
  readonly heightPx: number;
  /** Highest frame rate for this rung; sources above it are halved (60 to 30, 50 to 25). */
  readonly maxFrameRate: 30 | 60;
  /** Video bitrate in kbps for sources up to 30 fps. */
  readonly videoKbps: {readonly h264: number; readonly hevc: number; readonly av1: number};
  /** Video bitrate in kbps for 50 or 60 fps sources; `null` where the rung is capped at 30 fps. */
  readonly videoKbpsHighFrameRate: {readonly h264: number; readonly hevc: number; readonly av1: number} | null;
  /** AAC-LC stereo audio bitrate in kbps. */
  readonly audioKbps: number;
}

export const formats = {
  upload: {
    /** Video containers accepted by upload and import, with file extensions. */
    videoContainers: [
      {name: 'MP4', extensions: ['.mp4']},
      {name: 'MOV (QuickTime)', extensions: ['.mov']},
      {name: 'MKV (Matroska)', extensions: ['.mkv']},
      {name: 'WebM', extensions: ['.webm']},
      {name: 'AVI', extensions: ['.avi']},
      {name: 'MXF', extensions: ['.mxf']},
      {name: 'M4V', extensions: ['.m4v']},
      {name: 'MPEG-TS', extensions: ['.ts', '.mts', '.m2ts']},
      {name: 'MPEG-PS', extensions: ['.mpg', '.mpeg']},
      {name: 'WMV', extensions: ['.wmv']},
      {name: '3GP', extensions: ['.3gp']},
      {name: 'FLV', extensions: ['.flv']},
    ],
    videoCodecs: [
      'H.264 (AVC)',
      'H.265 (HEVC)',
      'AV1',
      'VP8',
      'VP9',
      'Apple ProRes',
      'Avid DNxHD and DNxHR',
      'MPEG-2',
      'MPEG-4 Part 2',
    ],
    /** Audio codecs accepted inside video files. */
    audioCodecsInVideo: ['AAC', 'MP3', 'PCM', 'AC-3', 'E-AC-3', 'Opus', 'Vorbis', 'FLAC'],
    /** Audio-only files. */
    audio: [
      {name: 'MP3', extensions: ['.mp3']},
      {name: 'WAV', extensions: ['.wav']},
      {name: 'AAC', extensions: ['.aac', '.m4a']},
      {name: 'FLAC', extensions: ['.flac']},
      {name: 'OGG', extensions: ['.ogg', '.oga']},
    ],
    /** Recommended source file for best results. */
    recommendedSource:
      'MP4 with H.264 High profile video at the original resolution and frame rate, and AAC-LC 48 kHz stereo audio.',
    /** Not supported: protected or streaming-only sources. */
    notSupported: [
      'DRM-protected files',
      'HLS or DASH manifests (.m3u8, .mpd)',
      'Disk images and archives (.iso, .zip)',
    ],
  },
  captions: [
    {name: 'WebVTT', extensions: ['.vtt']},
    {name: 'SubRip (SRT)', extensions: ['.srt']},
    {name: 'DFXP/TTML', extensions: ['.dfxp', '.ttml', '.xml']},
    {name: 'Scenarist (SCC)', extensions: ['.scc']},
  ],
  /** Format used when captions are downloaded or delivered to players. */
  captionsDeliveryFormat: 'WebVTT',
  captionsEncoding: 'UTF-8',
  transcripts: [
    {name: 'Plain text', extensions: ['.txt']},
    {name: 'Word document', extensions: ['.docx']},
  ],
  images: {
    /** Thumbnails, channel and site banners, logos. */
    general: ['PNG', 'JPEG', 'WebP'],
    /** Watermarks must be PNG so that transparency is kept. */
    watermark: ['PNG'],
    favicon: ['PNG', 'ICO', 'SVG'],
  },
  delivery: {
    protocols: ['HLS', 'DASH'],
    /** Both protocols share one set of CMAF (fragmented MP4) segments. */
    segmentFormat: 'CMAF',
    segmentDurationSeconds: 6,
    /** Keyframe (GOP) interval of every rendition, in seconds. */
    keyframeIntervalSeconds: 2,
    /** Every account gets H.264; Enterprise adds HEVC and AV1. */
    videoCodecs: {
      h264: {name: 'H.264', profile: 'High', plans: ['starter', 'business', 'enterprise']},
      hevc: {name: 'HEVC', profile: 'Main', plans: ['enterprise']},
      av1: {name: 'AV1', profile: 'Main', plans: ['enterprise']},
    },
    audio: {codec: 'AAC-LC', sampleRateKhz: 48, channels: 'stereo'},
    /** Browsers and devices pick the best codec they support; H.264 is always the fallback. */
    codecSelection: 'The player picks AV1, then HEVC, then H.264, using the first the device can decode.',
  },
  /**
   * Default encoding ladder. Rungs are produced up to the source's resolution (never upscaled) and
   * up to the plan's `maxOutputResolution`. The 720p and 1080p H.264 rates and the HEVC rates match
   * the figures in Apple's HLS authoring specification for 16:9 content; the smaller rungs, the H.264
   * rates above 1080p and all AV1 rates are Vidcove's own choices. Rungs are named by their short side,
   * so a vertical (9:16) source's 1080p rung is 1080 × 1920.
   */
  encodingLadder: [
    {
      name: '240p',
      widthPx: 426,
      heightPx: 240,
      maxFrameRate: 30,
      videoKbps: {h264: 300, hevc: 200, av1: 150},
      videoKbpsHighFrameRate: null,
      audioKbps: 64,
    },
    {
      name: '360p',
      widthPx: 640,
      heightPx: 360,
      maxFrameRate: 30,
      videoKbps: {h264: 800, hevc: 500, av1: 400},
      videoKbpsHighFrameRate: null,
      audioKbps: 96,
    },
    {
      name: '480p',
      widthPx: 854,
      heightPx: 480,
      maxFrameRate: 30,
      videoKbps: {h264: 1400, hevc: 900, av1: 700},
      videoKbpsHighFrameRate: null,
      audioKbps: 128,
    },
    {
      name: '720p',
      widthPx: 1280,
      heightPx: 720,
      maxFrameRate: 60,
      videoKbps: {h264: 3000, hevc: 2400, av1: 1800},
      videoKbpsHighFrameRate: {h264: 4500, hevc: 3400, av1: 2600},
      audioKbps: 128,
    },
    {
      name: '1080p',
      widthPx: 1920,
      heightPx: 1080,
      maxFrameRate: 60,
      videoKbps: {h264: 6000, hevc: 4500, av1: 3500},
      videoKbpsHighFrameRate: {h264: 7800, hevc: 5800, av1: 4500},
      audioKbps: 160,
    },
    {
      name: '1440p',
      widthPx: 2560,
      heightPx: 1440,
      maxFrameRate: 60,
      videoKbps: {h264: 10000, hevc: 8100, av1: 6000},
      videoKbpsHighFrameRate: {h264: 13000, hevc: 10500, av1: 8000},
      audioKbps: 160,
    },
    {
      name: '2160p',
      widthPx: 3840,
      heightPx: 2160,
      maxFrameRate: 60,
      videoKbps: {h264: 16000, hevc: 11600, av1: 9000},
      videoKbpsHighFrameRate: {h264: 24000, hevc: 16800, av1: 13000},
      audioKbps: 160,
    },
  ],
} as const satisfies {
  readonly encodingLadder: readonly LadderRung[];
  readonly [key: string]: unknown;
};

/** Guidance for source files, shared by the encoding best practices, bitrate and frame rate articles. */
export const encodingGuidance = {
  /** Keep the source's frame rate; do not convert. */
  frameRates: [23.976, 24, 25, 29.97, 30, 50, 59.94, 60],
  interlaced: 'De-interlace before upload; Vidcove de-interlaces automatically, but results are better at source.',
  keyframeIntervalSeconds: 2,
  /** Suggested source bitrates for upload (higher than delivery, since Vidcove re-encodes). */
  recommendedSourceMbps: [
    {mode: '720p30', mbps: 10},
    {mode: '1080p30', mbps: 16},
    {mode: '1080p60', mbps: 24},
    {mode: '2160p30', mbps: 45},
    {mode: '2160p60', mbps: 68},
  ],
  /** x264/x265 CRF value that gives a visually lossless source at a sensible size. */
  recommendedSourceCrf: 18,
  audio: 'AAC-LC, 48 kHz, stereo, 320 kbps (or uncompressed PCM in MOV or MXF).',
  colour: 'Rec. 709 SDR. HDR sources (HLG, PQ) are converted to SDR for delivery.',
  /** Aspect ratios Vidcove encodes as they are; a responsive embed at the same ratio shows them without letterboxing. */
  commonAspectRatios: ['16:9', '9:16', '4:3', '1:1', '21:9'],
} as const;

// ---------------------------------------------------------------------------------------------
// Live
// ---------------------------------------------------------------------------------------------

export const live = {
  ingest: {
    rtmps: {
      name: 'RTMPS',
      url: 'rtmps://live.vidcove.com:443/app',
      backupUrl: 'rtmps://live-backup.vidcove.com:443/app',
      port: 443,
      transport: 'TCP',
      recommended: true,
    },
    rtmp: {
      name: 'RTMP',
      url: 'rtmp://live.vidcove.com:1935/app',
      backupUrl: 'rtmp://live-backup.vidcove.com:1935/app',
      port: 1935,
      transport: 'TCP',
      recommended: false,
    },
    srt: {
      name: 'SRT',
      /** The stream key goes in the `streamid` query parameter. */
      url: 'srt://live.vidcove.com:9000?streamid={streamKey}',
      backupUrl: 'srt://live-backup.vidcove.com:9000?streamid={streamKey}',
      port: 9000,
      transport: 'UDP',
      recommended: false,
      /** SRT receiver latency to set in the encoder, in milliseconds. */
      latencyMs: 2000,
      encryption: 'AES-128 or AES-256 with the passphrase shown on the Stream tab',
    },
  },
  /** Stream keys look like `lsk_` followed by 24 letters and digits. Treat them like passwords. */
  streamKeyPrefix: 'lsk_',
  recommendedEncoderSettings: {
    videoCodec: 'H.264',
    profile: 'High',
    keyframeIntervalSeconds: 2,
    rateControl: 'CBR',
    bFramesMax: 2,
    sceneCutDetection: 'Off',
    audioCodec: 'AAC-LC',
    audioSampleRateKhz: 48,
    audioBitrateKbps: 160,
    audioChannels: 'stereo',
  },
  /** Suggested video bitrates for the encoder output. */
  recommendedBitrates: [
    {mode: '720p30', kbps: 3000},
    {mode: '1080p30', kbps: 5000},
    {mode: '1080p60', kbps: 7500},
    {mode: '2160p30', kbps: 16000},
  ],
  /** Highest total ingest bitrate accepted, in kbps. */
  maxIngestKbps: {starter: 6000, business: 9000, enterprise: 25000},
  /** Upload speed needed: at least this multiple of the total stream bitrate. */
  uploadHeadroomMultiple: 1.5,
  latencyModes: {
    standard: {
      name: 'Standard',
      latencySeconds: {min: 15, max: 30},
      dvr: true,
      /** Viewers can rewind up to this many minutes while live. */
      dvrWindowMinutes: 120,
    },
    lowLatency: {
      name: 'Low latency',
      latencySeconds: {min: 3, max: 6},
      dvr: false,
      dvrWindowMinutes: 0,
    },
  },
  /** Encoders Vidcove tests each release. Any encoder that sends RTMP(S) or SRT works. */
  testedEncoders: ['OBS Studio', 'vMix', 'Wirecast', 'Blackmagic ATEM Mini Pro', 'Teradek Prism', 'AJA HELO Plus'],
  /** The recording appears in Media within this many minutes of the event ending. */
  recordingReadyMinutes: 15,
  recordingFolder: 'Event recordings',
  /** Vidcove ends a stream after this many minutes without input. */
  disconnectTimeoutMinutes: 10,
} as const satisfies {
  readonly maxIngestKbps: PerPlan<number>;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Web app UI: navigation and labels
// ---------------------------------------------------------------------------------------------

export const ui = {
  appUrl: 'https://app.vidcove.com',
  signIn: {
    url: 'https://app.vidcove.com/login',
    fields: {email: 'Email', password: 'Password', code: 'Verification code'},
    buttons: {
      continue: 'Continue',
      signIn: 'Sign in',
      verify: 'Verify',
      forgotPassword: 'Forgot password?',
      useRecoveryCode: 'Use a recovery code',
      useSecurityKey: 'Use a security key or passkey',
      trustBrowser: 'Trust this browser for 30 days',
    },
    ownerBreakGlassUrl: 'https://app.vidcove.com/login/owner',
  },
  invitation: {
    emailSubject: "You've been invited to Vidcove",
    buttons: {accept: 'Accept invitation', createAccount: 'Create account'},
    fields: {firstName: 'First name', lastName: 'Last name', password: 'Password'},
  },
  /** Left navigation, top to bottom. */
  nav: ['Home', 'Media', 'Channels', 'Sites', 'Events', 'Players', 'Analytics', 'Settings'],
  home: {
    label: 'Home',
    cards: [
      'Getting started',
      'Recent media',
      'Views in the last 7 days',
      'Upcoming events',
      'Storage used',
      "What's new",
    ],
    buttons: {upload: 'Upload', newEvent: 'New event'},
  },
  media: {
    label: 'Media',
    buttons: {upload: 'Upload', import: 'Import', newFolder: 'New folder'},
    /** Left panel of the Media area. */
    panel: ['All media', 'Folders', 'Recently deleted'],
    /** Hint text inside the search box. */
    searchHint: 'Search media',
    filters: ['Type', 'Status', 'Tags', 'Folder', 'Uploaded by', 'Date added', 'Duration'],
    sortOptions: ['Date added', 'Title', 'Duration', 'Views'],
    /** Actions shown when one or more media are selected. */
    bulkActions: ['Add tags', 'Remove tags', 'Move', 'Add to channel', 'Apply restriction profile', 'Delete'],
    statuses: ['Uploading', 'Processing', 'Ready', 'Failed'],
    uploadDialog: {
      title: 'Upload media',
      dropZone: 'Drag files here or browse',
      buttons: {browse: 'Browse', startUpload: 'Start upload', requestUploadLink: 'Request upload link'},
    },
    importDialog: {
      title: 'Import media',
      sources: ['Amazon S3', 'Box', 'Dropbox', 'Google Drive', 'OneDrive', 'Web URL', 'Zoom'],
      buttons: {connect: 'Connect', selectFiles: 'Select files', startImport: 'Start import'},
    },
    recentlyDeleted: {buttons: {restore: 'Restore', deletePermanently: 'Delete permanently'}},
    /** Tabs of a media item, opened by selecting its title. */
    detailTabs: {
      details: 'Details',
      captions: 'Captions',
      chapters: 'Chapters',
      thumbnails: 'Thumbnails',
      overlays: 'Overlays',
      security: 'Security',
      analytics: 'Analytics',
      embedShare: 'Embed & share',
    },
    /** The "More actions" menu (three dots) at the top right of a media item. */
    moreActions: {
      label: 'More actions',
      items: ['Replace media', 'Download original', 'Duplicate', 'Move', 'Delete'],
    },
    details: {
      fields: ['Title', 'Description', 'Tags', 'Folder', 'Uploaded by', 'Media ID', 'Duration', 'Date added'],
      audioTracks: {
        section: 'Audio tracks',
        buttons: {add: 'Add audio track', rename: 'Rename', setDefault: 'Set as default', remove: 'Remove'},
        fields: {name: 'Track name', language: 'Language', kind: 'Type'},
        kinds: ['Main', 'Alternative language', 'Audio description', 'Commentary'],
      },
    },
    captions: {
      buttons: {
        upload: 'Upload captions',
        generate: 'Generate captions',
        edit: 'Edit',
        uploadTranscript: 'Upload transcript',
        download: 'Download',
        publish: 'Publish',
      },
      editor: {
        title: 'Caption editor',
        buttons: {
          addCaption: 'Add caption',
          split: 'Split',
          mergeWithNext: 'Merge with next',
          shiftTimings: 'Shift timings',
          findAndReplace: 'Find and replace',
          save: 'Save',
          publish: 'Publish',
        },
      },
    },
    chapters: {buttons: {add: 'Add chapter', import: 'Import chapters', save: 'Save'}},
    thumbnails: {
      buttons: {uploadImage: 'Upload image', chooseFrame: 'Choose frame', setAsThumbnail: 'Set as thumbnail'},
    },
    overlays: {
      buttons: {add: 'Add overlay'},
      types: ['Text', 'Image', 'Call to action'],
      fields: ['Start time', 'End time', 'Position', 'Link URL'],
    },
    security: {
      visibility: {
        label: 'Visibility',
        options: ['Public', 'Private'],
        /** What each option means for viewers. New uploads are Private until someone changes them. */
        meaning: {
          Public:
            'Anyone with the watch page link, an embed or a simple link can watch, subject to its restriction profile.',
          Private: 'Only people signed in to your Vidcove account (any role, including Viewer) can watch.',
        },
        defaultForNewUploads: 'Private',
      },
      fields: ['Visibility', 'Restriction profile', 'Allow downloads'],
    },
    embedShare: {
      buttons: {copyEmbedCode: 'Copy embed code', copyLink: 'Copy link', createSimpleLink: 'Create simple link'},
      options: ['Player', 'Start at', 'Autoplay', 'Muted', 'Loop', 'Captions', 'Responsive'],
      embedTypes: ['Iframe', 'Script', 'oEmbed'],
    },
    simpleLink: {
      dialogTitle: 'Create simple link',
      fields: ['Link name', 'Expires', 'Password'],
      buttons: {create: 'Create', copy: 'Copy', downloadQrCode: 'Download QR code', deactivate: 'Deactivate'},
    },
    replaceMedia: {
      dialogTitle: 'Replace media',
      options: ['Keep current captions', 'Keep current chapters', 'Keep current thumbnail'],
      buttons: {replace: 'Replace'},
    },
  },
  channels: {
    label: 'Channels',
    buttons: {newChannel: 'New channel', publish: 'Publish', unpublish: 'Unpublish'},
    tabs: ['Overview', 'Media', 'Sections', 'Appearance', 'Audience', 'Share'],
    media: {
      buttons: {add: 'Add media', remove: 'Remove from channel'},
      sortOptions: ['Manual', 'Newest first', 'Oldest first', 'Title A–Z'],
    },
    sections: {buttons: {add: 'Add section'}, types: ['Media list', 'Featured media', 'Tag feed', 'Folder feed']},
    appearance: {fields: ['Banner image', 'Logo', 'Accent colour', 'Layout'], layouts: ['Grid', 'List', 'Carousel']},
    audience: {label: 'Who can watch', options: ['Everyone', 'Signed-in viewers', 'Invited viewers only']},
    share: {buttons: {copyLink: 'Copy link', copyEmbedCode: 'Copy embed code'}},
    statuses: ['Draft', 'Published'],
  },
  sites: {
    label: 'Sites',
    buttons: {newSite: 'New site', duplicate: 'Duplicate', delete: 'Delete'},
    templates: ['Blank', 'Video portal', 'Event hub', 'Training library'],
    editor: {
      toolbar: ['Preview', 'Publish', 'Unpublish'],
      panels: ['Pages', 'Widgets', 'Appearance', 'Settings'],
      buttons: {addPage: 'Add page', addWidget: 'Add widget'},
      previewDevices: ['Desktop', 'Tablet', 'Mobile'],
    },
    settingsTabs: ['General', 'SEO', 'Registration', 'Registered viewers', 'Custom URL', 'Advanced footer'],
    widgets: [
      'Header',
      'Footer',
      'Hero banner',
      'Media grid',
      'Featured media',
      'Channel',
      'Event',
      'Player',
      'Text',
      'Image',
      'Button',
      'Search',
      'Registration form',
      'HTML embed',
    ],
    statuses: ['Draft', 'Published', 'Changes not published'],
  },
  events: {
    label: 'Events',
    buttons: {newEvent: 'New event'},
    eventTypes: ['Live event', 'Simulated live'],
    tabs: ['Details', 'Stream', 'Registration', 'Interactivity', 'Styling', 'Analytics'],
    stream: {
      fields: ['Protocol', 'Server URL', 'Stream key', 'Latency mode'],
      buttons: {copyServerUrl: 'Copy server URL', copyStreamKey: 'Copy stream key', resetStreamKey: 'Reset stream key'},
    },
    controlRoom: {
      buttons: {open: 'Open control room', startPreview: 'Start preview', goLive: 'Go live', endEvent: 'End event'},
      panels: ['Preview', 'Stream health', 'Chat', 'Q&A', 'Viewers'],
    },
    statuses: ['Draft', 'Scheduled', 'Preview', 'Live', 'Ended', 'Recording ready'],
  },
  players: {
    label: 'Players',
    buttons: {newPlayer: 'New player', setAsDefault: 'Set as default', duplicate: 'Duplicate', delete: 'Delete'},
    playerTypes: ['Video player', 'Audio-only player'],
    tabs: ['Appearance', 'Controls', 'Branding', 'Sharing', 'Advanced'],
    defaultBadge: 'Default',
  },
  analytics: {
    label: 'Analytics',
    tabs: ['Overview', 'Media', 'Channels', 'Sites', 'Events', 'Viewers'],
    buttons: {dateRange: 'Date range', exportCsv: 'Export CSV', scheduleExport: 'Schedule export'},
  },
  settings: {
    label: 'Settings',
    /** Settings pages, top to bottom. */
    pages: [
      'Account',
      'Users',
      'Roles',
      'Restriction profiles',
      'Single sign-on',
      'Security',
      'API keys',
      'Integrations',
      'Branding',
      'Billing',
    ],
    account: {
      fields: ['Account name', 'Account key', 'Time zone', 'Default language'],
      buttons: {copyAccountKey: 'Copy', transferOwnership: 'Transfer ownership'},
    },
    users: {
      buttons: {
        invite: 'Invite users',
        resendInvitation: 'Resend invitation',
        changeRole: 'Change role',
        deactivate: 'Deactivate',
        reactivate: 'Reactivate',
        remove: 'Remove',
      },
      statuses: ['Invited', 'Active', 'Deactivated'],
    },
    roles: {note: 'Roles are fixed; the page shows the permission matrix.'},
    restrictionProfiles: {
      buttons: {new: 'New restriction profile', applyToMedia: 'Apply to media'},
      types: ['Countries', 'Domains', 'IP ranges', 'Sign-in', 'Date window'],
    },
    singleSignOn: {
      buttons: {
        setUp: 'Set up SSO',
        downloadMetadata: 'Download metadata',
        testConnection: 'Test connection',
        addMapping: 'Add mapping',
      },
      protocols: ['SAML 2.0', 'OpenID Connect'],
      toggles: {enforce: 'Enforce SSO for all users', jit: 'Just-in-time provisioning'},
      sections: ['Connection', 'Role mapping', 'Enforcement'],
    },
    security: {
      toggles: {requireMfa: 'Require multi-factor authentication'},
      fields: ['Grace period', 'Allowed methods', 'Session timeout'],
    },
    apiKeys: {
      buttons: {create: 'Create API key', revoke: 'Revoke'},
      fields: ['Name', 'Access', 'Expires'],
      accessOptions: ['Read only', 'Read and write'],
      expiryOptions: ['Never', '30 days', '90 days', '1 year'],
    },
    integrations: {
      tiles: ['Amazon S3', 'Box', 'Dropbox', 'Google Drive', 'OneDrive', 'Zoom', 'Power BI DataConnect', 'Webhooks'],
      buttons: {connect: 'Connect', manage: 'Manage', disconnect: 'Disconnect'},
    },
    branding: {fields: ['Logo', 'Favicon', 'Primary colour', 'Accent colour', 'Font', 'Email sender name']},
    billing: {
      sections: ['Plan', 'Usage', 'Invoices', 'Payment method'],
      buttons: {changePlan: 'Change plan', buySeats: 'Buy more seats'},
    },
  },
  /** The menu under your initials, top right of every page. */
  userMenu: {
    label: 'your initials (top right)',
    items: ['Profile', 'Security', 'Help', 'Sign out'],
    profile: {fields: ['First name', 'Last name', 'Email', 'Language', 'Time zone']},
    security: {
      sections: ['Password', 'Multi-factor authentication', 'Recovery codes', 'Active sessions'],
      buttons: {
        changePassword: 'Change password',
        setUpAuthenticator: 'Set up authenticator app',
        addSecurityKey: 'Add security key or passkey',
        downloadRecoveryCodes: 'Download recovery codes',
        generateNewCodes: 'Generate new codes',
        signOutOtherSessions: 'Sign out other sessions',
      },
    },
    help: ['Help centre', 'Contact support', 'Service status', 'Keyboard shortcuts', "What's new"],
  },
  /** Labels that appear throughout the app. */
  common: {
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    done: 'Done',
    copy: 'Copy',
    copied: 'Copied',
    moreActions: 'More actions',
    close: 'Close',
  },
  /** Ready-made menu paths, written the way articles show them (in bold). */
  paths: {
    upload: 'Media > Upload',
    import: 'Media > Import',
    newFolder: 'Media > New folder',
    recentlyDeleted: 'Media > Recently deleted',
    newChannel: 'Channels > New channel',
    newSite: 'Sites > New site',
    newEvent: 'Events > New event',
    newPlayer: 'Players > New player',
    analytics: 'Analytics > Overview',
    exportAnalytics: 'Analytics > Export CSV',
    account: 'Settings > Account',
    accountKey: 'Settings > Account',
    transferOwnership: 'Settings > Account > Transfer ownership',
    users: 'Settings > Users',
    inviteUsers: 'Settings > Users > Invite users',
    roles: 'Settings > Roles',
    restrictionProfiles: 'Settings > Restriction profiles',
    singleSignOn: 'Settings > Single sign-on',
    accountSecurity: 'Settings > Security',
    apiKeys: 'Settings > API keys',
    integrations: 'Settings > Integrations',
    dataConnect: 'Settings > Integrations > Power BI DataConnect',
    webhooks: 'Settings > Integrations > Webhooks',
    branding: 'Settings > Branding',
    billing: 'Settings > Billing',
    yourProfile: 'Profile',
    yourSecurity: 'Security',
    contactSupport: 'Help > Contact support',
    serviceStatus: 'Help > Service status',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Integrations
// ---------------------------------------------------------------------------------------------

/** One import source. */
export interface ImportSource {
  readonly name: string;
  /** Route slug of its help article under /library/importing-from-other-systems/. */
  readonly slug: string;
  /** How Vidcove connects. */
  readonly connection: string;
  /** What you need before you start. */
  readonly requirements: readonly string[];
  /** Whether new files can be imported automatically. */
  readonly automaticImport: boolean;
}

export const integrations = {
  importSources: [
    {
      name: 'API',
      slug: 'api',
      connection: 'REST API: POST /v1/media with a source URL, or a single-request or multipart upload.',
      requirements: ['An API key with Read and write access (Settings > API keys).'],
      automaticImport: true,
    },
    {
      name: 'Box',
      slug: 'box',
      connection: 'OAuth 2.0 sign-in to Box from Settings > Integrations.',
      requirements: [
        'A Box account with access to the files.',
        'If your Box admin restricts third-party apps, they must approve the Vidcove app in the Box Admin Console.',
      ],
      automaticImport: false,
    },
    {
      name: 'Dropbox',
      slug: 'dropbox',
      connection: 'OAuth 2.0 sign-in to Dropbox from Settings > Integrations.',
      requirements: ['A Dropbox account (Basic, Plus, Business or Advanced) with access to the files.'],
      automaticImport: false,
    },
    {
      name: 'Google Drive',
      slug: 'google-drive',
      connection: 'OAuth 2.0 sign-in with a Google account, read-only Drive access.',
      requirements: [
        'A Google account with access to the files, including shared drives.',
        'For Google Workspace, your admin may need to mark the Vidcove app as trusted in the Admin console.',
      ],
      automaticImport: false,
    },
    {
      name: 'OneDrive',
      slug: 'onedrive',
      connection: 'OAuth 2.0 sign-in with a Microsoft work, school or personal account.',
      requirements: [
        'Access to the files in OneDrive or a SharePoint document library.',
        'For work or school accounts, a Microsoft Entra ID admin may need to grant admin consent to the Vidcove app.',
      ],
      automaticImport: false,
    },
    {
      name: 'Amazon S3',
      slug: 's3',
      connection: 'An IAM role that Vidcove assumes (recommended), or an access key ID and secret access key.',
      requirements: [
        'Bucket name.',
        'Bucket region, for example eu-west-2.',
        'An IAM role ARN with your account key as the external ID, or an access key ID and secret access key.',
        'Permissions s3:GetObject and s3:ListBucket on the bucket (and kms:Decrypt if objects use SSE-KMS).',
      ],
      automaticImport: true,
    },
    {
      name: 'Web URL',
      slug: 'web',
      connection: 'Vidcove downloads the file from a public HTTPS or HTTP address.',
      requirements: [
        'A direct link to the file that needs no sign-in (pre-signed URLs must stay valid for at least 24 hours).',
        'Web pages and streaming manifests are not supported.',
      ],
      automaticImport: false,
    },
    {
      name: 'Zoom',
      slug: 'zoom',
      connection: 'The Vidcove app from the Zoom App Marketplace, authorised with OAuth 2.0.',
      requirements: [
        'A paid Zoom plan with cloud recording turned on.',
        'A Zoom admin pre-approves the Vidcove app if your Zoom account restricts Marketplace apps.',
      ],
      automaticImport: true,
    },
  ],
  /** Amazon S3 details shown on Settings > Integrations > Amazon S3. */
  s3: {
    fields: ['Bucket name', 'Region', 'Authentication', 'Role ARN', 'Access key ID', 'Secret access key', 'Prefix'],
    authenticationOptions: ['IAM role (recommended)', 'Access key'],
    vidcoveAwsAccountId: '418273645091',
    requiredPermissions: ['s3:GetObject', 's3:ListBucket'],
    optionalPermissions: ['kms:Decrypt'],
    /** How often a watched prefix is checked for new files when automatic import is on. */
    watchIntervalMinutes: 15,
  },
  zoom: {
    /** Which Zoom recording files are imported. */
    imports: ['Shared screen with speaker view (MP4)', 'Audio transcript (VTT), added as English captions'],
    automaticImportOption: 'Import new cloud recordings automatically',
  },
  /** Tools readers embed Vidcove media into, and how. */
  embedTargets: [
    {
      name: 'Confluence',
      slug: 'confluence',
      method: 'The Vidcove for Confluence app (Atlassian Marketplace), or the iframe macro on Data Center.',
    },
    {name: 'H5P', slug: 'h5p', method: 'The Iframe Embedder content type with the Vidcove embed URL.'},
    {name: 'Moodle', slug: 'moodle', method: "The embed code in the editor's HTML source view (Moodle 4.1 or later)."},
    {name: 'oEmbed', slug: 'oembed', method: 'Any oEmbed consumer, using the Vidcove oEmbed endpoint.'},
    {name: 'Rise 360', slug: 'rise-360', method: 'A Multimedia > Embed block with the embed code.'},
    {
      name: 'SharePoint',
      slug: 'sharepoint',
      method: 'The Embed web part; play.vidcove.com must be allowed in HTML Field Security.',
    },
    {name: 'TinyMCE', slug: 'tinymce', method: 'The media plugin, or source code view with iframes allowed.'},
    {
      name: 'WordPress',
      slug: 'wordpress',
      method: 'A Custom HTML block, or the Vidcove Embeds plugin for pasted links.',
    },
    {
      name: 'Zendesk',
      slug: 'zendesk',
      method: "The Guide article editor's source code view, with unsafe content allowed for play.vidcove.com.",
    },
  ],
  identityProviders: {
    protocols: ['SAML 2.0', 'OpenID Connect'],
    tested: ['Microsoft Entra ID (formerly Azure AD)', 'Okta', 'Google Workspace', 'OneLogin', 'Ping Identity'],
  },
  powerBi: {
    name: 'Power BI DataConnect',
    plan: 'enterprise',
    /** An OData v4 feed; in Power BI Desktop use Get data > OData feed. */
    feedType: 'OData v4',
    feedUrl: 'https://api.vidcove.com/dataconnect/v1/odata/{accountKey}',
    authentication: 'Basic: user name is your account key, password is a DataConnect token.',
    powerBiSteps: 'Get data > OData feed',
    /** Labels on Settings > Integrations > Power BI DataConnect. */
    buttons: {connect: 'Connect', createToken: 'Create token', revokeToken: 'Revoke token'},
    tables: ['Media', 'Views', 'ViewerSessions', 'Channels', 'Events', 'EventAttendance'],
    /** Data in the feed is refreshed this often. */
    refreshIntervalHours: 1,
    historyMonths: 25,
  },
  webhooks: {
    name: 'Webhooks',
    events: [
      'media.created',
      'media.ready',
      'media.failed',
      'media.deleted',
      'event.started',
      'event.ended',
      'recording.ready',
    ],
    signatureHeader: 'Vidcove-Signature',
    signatureAlgorithm: 'HMAC-SHA256',
    /** Failed deliveries are retried with backoff for this many hours. */
    retryHours: 24,
    timeoutSeconds: 10,
  },
} as const satisfies {
  readonly importSources: readonly ImportSource[];
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Single sign-on and multi-factor authentication
// ---------------------------------------------------------------------------------------------

export const sso = {
  plan: 'enterprise',
  saml: {
    /** Values Vidcove shows under Settings > Single sign-on > Connection. */
    entityId: 'https://app.vidcove.com/saml/{accountKey}',
    acsUrl: 'https://app.vidcove.com/saml/{accountKey}/acs',
    metadataUrl: 'https://app.vidcove.com/saml/{accountKey}/metadata',
    /** Extra reply URL for viewer sign-in on sites and events. */
    viewerAcsUrl: 'https://app.vidcove.com/saml/{accountKey}/viewer/acs',
    nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    /** Attribute claim names Vidcove reads from the assertion. */
    attributes: {
      email: 'email',
      givenName: 'givenName',
      surname: 'surname',
      groups: 'groups',
    },
    requiredAttributes: ['email'],
    /** Fields you fill in from your identity provider. */
    idpFields: ['IdP entity ID', 'IdP sign-in URL', 'IdP signing certificate'],
    signature: 'Assertions must be signed with RSA-SHA256.',
    clockSkewMinutes: 3,
  },
  oidc: {
    fields: ['Issuer URL', 'Client ID', 'Client secret'],
    redirectUri: 'https://app.vidcove.com/oidc/callback',
    viewerRedirectUri: 'https://app.vidcove.com/oidc/viewer/callback',
    scopes: ['openid', 'email', 'profile'],
    /** Add this scope to receive group claims for role mapping. */
    optionalScopes: ['groups'],
    responseType: 'code',
    pkce: true,
  },
  jitProvisioning: {
    label: 'Just-in-time provisioning',
    /** Role given to a new user when no group matches a role mapping. */
    defaultRole: 'viewer',
    description: 'Creates a Vidcove user the first time someone signs in through your identity provider.',
  },
  roleMapping: {
    /** Group values map to these roles; the most powerful match wins. Owner cannot be mapped. */
    mappableRoles: ['administrator', 'editor', 'contributor', 'analyst', 'viewer'],
    evaluatedAt: 'every sign-in',
  },
  enforcement: {
    label: 'Enforce SSO for all users',
    effect:
      'Users sign in only through your identity provider; Vidcove passwords and Vidcove MFA are turned off for them.',
    /** The Owner keeps a password and MFA sign-in for emergencies. */
    breakGlass: {
      who: 'owner',
      url: 'https://app.vidcove.com/login/owner',
      requires: "The Owner's password and MFA.",
    },
  },
} as const satisfies {
  readonly plan: PlanId;
  readonly jitProvisioning: {readonly defaultRole: RoleId; readonly [key: string]: unknown};
  readonly roleMapping: {readonly mappableRoles: readonly RoleId[]; readonly [key: string]: unknown};
  readonly enforcement: {
    readonly breakGlass: {readonly who: RoleId; readonly [key: string]: unknown};
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
};

export const mfa = {
  methods: {
    authenticatorApp: {
      name: 'Authenticator app',
      standard: 'TOTP (RFC 6238)',
      digits: 6,
      periodSeconds: 30,
      examples: ['Microsoft Authenticator', 'Google Authenticator', '1Password', 'Authy'],
    },
    securityKey: {
      name: 'Security key or passkey',
      standard: 'WebAuthn (FIDO2)',
      examples: ['YubiKey', 'Windows Hello', 'Touch ID and Face ID', 'Android passkeys'],
      maxPerUser: 10,
    },
  },
  recoveryCodes: {
    count: 10,
    singleUse: true,
    /** Format of one code. */
    format: 'xxxxx-xxxxx (10 lowercase letters and digits)',
  },
  enforcement: {
    label: 'Require multi-factor authentication',
    setBy: ['owner', 'administrator'],
    gracePeriodOptionsDays: [0, 3, 7, 14],
    gracePeriodDefaultDays: 7,
    effect:
      'Users without MFA are asked to set it up at sign-in; after the grace period they cannot continue until they do.',
  },
  trustBrowserDays: 30,
  /** With SSO enforced, MFA is handled by your identity provider instead. */
  ssoNote: 'When SSO is enforced, your identity provider handles MFA.',
  /** Who can reset another user's MFA. */
  resetBy: ['owner', 'administrator'],
} as const satisfies {
  readonly enforcement: {readonly setBy: readonly RoleId[]; readonly [key: string]: unknown};
  readonly resetBy: readonly RoleId[];
  readonly [key: string]: unknown;
};

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
    baseUrl: 'https://api.vidcove.com/v1',
    authHeader: 'Authorization: Bearer <API key>',
    apiKeyPrefix: 'vck_live_',
    contentType: 'application/json',
    specUrl: 'https://api.vidcove.com/swagger/v3/swagger.yml',
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

// ---------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------

export const urls = {
  marketing: 'https://www.vidcove.com',
  app: 'https://app.vidcove.com',
  signIn: 'https://app.vidcove.com/login',
  signUp: 'https://app.vidcove.com/sign-up',
  helpCentre: 'https://help.vidcove.com',
  statusPage: 'https://status.vidcove.com',
  apiBase: 'https://api.vidcove.com/v1',
  /** Viewer-facing URL patterns. Replace the part in braces. */
  watchPage: 'https://watch.vidcove.com/v/{mediaId}',
  embed: 'https://play.vidcove.com/embed/{mediaId}',
  channelPage: 'https://watch.vidcove.com/c/{channelId}',
  channelEmbed: 'https://play.vidcove.com/embed/channel/{channelId}',
  eventPage: 'https://watch.vidcove.com/e/{eventId}',
  site: 'https://{subdomain}.vidcove.site',
  /** A custom domain points a CNAME record at this host; HTTPS certificates are issued automatically. */
  customDomainCnameTarget: 'custom.vidcove.site',
  customDomainExample: 'https://video.example.com',
  /** Time for a custom domain's HTTPS certificate after DNS is correct. */
  customDomainCertificateMinutes: 60,
  simpleLink: 'https://vcv.link/{code}',
  oembed: 'https://play.vidcove.com/oembed?url={watchPageUrl}&format=json&maxwidth={width}&maxheight={height}',
  oembedEndpoint: 'https://play.vidcove.com/oembed',
  /** How the oEmbed endpoint behaves (oEmbed 1.0). */
  oembedBehaviour: {
    formats: ['json'],
    /** Any other `format` gets 501 Not Implemented. */
    unsupportedFormatStatus: 501,
    /** URLs that are not watch pages of existing media get 404. */
    notFoundStatus: 404,
    /** Private media gets 401: oEmbed is for public media. */
    privateMediaStatus: 401,
    cacheAgeSeconds: 3600,
    /** No API key is needed. */
    authentication: 'none',
    thumbnailUrl: 'https://cdn.vidcove.net/thumbnails/{mediaId}/1280x720.jpg',
    /** Size returned when no maxwidth or maxheight is sent. */
    defaultWidthPx: 640,
    defaultHeightPx: 360,
  },
  /** Script embed loader (the "Script" embed type). */
  embedScript: 'https://play.vidcove.com/embed.js',
  /** Query parameters accepted by the embed URL. */
  embedParams: {
    start: {description: 'Start time in seconds, or as 1m30s.', example: 'start=90'},
    autoplay: {
      description: 'Start playing on load (1 or 0). Browsers only allow it when muted.',
      example: 'autoplay=1',
    },
    muted: {description: 'Start muted (1 or 0).', example: 'muted=1'},
    loop: {description: 'Play again from the start when it ends (1 or 0).', example: 'loop=1'},
    captions: {description: 'Caption language to show on load, as a language code, or off.', example: 'captions=en'},
    player: {description: 'Player ID to use instead of the account default.', example: 'player=pl_2x6c8v4b'},
  },
  /** Watch pages accept `t` for a start time, for example ?t=90. */
  watchPageStartParam: 't',
} as const;

// ---------------------------------------------------------------------------------------------
// Players
// ---------------------------------------------------------------------------------------------

export const players = {
  defaultPlayer: {
    name: 'Vidcove Player',
    description: 'The video player every account starts with; it is the default until you set another.',
  },
  audioOnlyPlayer: {
    name: 'Audio-only player',
    description: 'A compact player with a waveform and no picture, for podcasts and audio.',
    recommendedEmbedHeightPx: 120,
  },
  /** Options on the player tabs (Players > select a player). */
  customisation: {
    appearance: ['Primary colour', 'Control bar colour', 'Play button style', 'Corner radius'],
    controls: [
      'Show playback speed menu',
      'Playback speeds',
      'Show captions button',
      'Captions on by default',
      'Show chapters menu',
      'Show volume',
      'Show picture-in-picture',
      'Show full screen',
    ],
    branding: ['Logo', 'Logo link', 'Watermark', 'Watermark position', 'Watermark opacity'],
    /** The download button only appears on media whose Security tab has Allow downloads on. */
    sharing: ['Show share button', 'Share targets', 'Show download button'],
    advanced: ['Player ID', 'Remember playback position', 'Keyboard shortcuts'],
  },
  playbackSpeeds: [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2],
  watermarkPositions: ['Top left', 'Top right', 'Bottom left', 'Bottom right'],
  keyboardShortcuts: [
    {key: 'Space or K', action: 'Play or pause'},
    {key: 'Left arrow / Right arrow', action: 'Back or forward 5 seconds'},
    {key: 'Up arrow / Down arrow', action: 'Volume up or down'},
    {key: 'M', action: 'Mute or unmute'},
    {key: 'C', action: 'Captions on or off'},
    {key: 'F', action: 'Full screen'},
  ],
  /** Player.js (the open player.js specification) support in every Vidcove embed. */
  playerJs: {
    libraryUrl: 'https://cdn.embed.ly/player-0.1.0.min.js',
    events: ['ready', 'play', 'pause', 'ended', 'timeupdate', 'seeked', 'error'],
    methods: [
      'play',
      'pause',
      'getCurrentTime',
      'setCurrentTime',
      'getDuration',
      'mute',
      'unmute',
      'getVolume',
      'setVolume',
      'setLoop',
      'getPaused',
      'getMuted',
      'getLoop',
      'addEventListener',
      'removeEventListener',
    ],
    /** The npm package to self-host instead of the CDN copy; its messages carry protocol version 0.0.11. */
    npmPackage: 'player.js@0.1.0',
    /**
     * `error` values: {code, msg} plus `reason` when a restriction profile blocks playback. Codes:
     * 403 restricted (sent when a listener for `error` is added and on every play), 1 the browser cannot
     * play the media, 2 unknown method, 3 method not supported, -1 anything else.
     */
    errorCodes: {restricted: 403, mediaError: 1, unknownMethod: 2, unsupportedMethod: 3, other: -1},
    /** Units used by Player.js in Vidcove. */
    timeUnit: 'seconds',
    volumeRange: '0 to 100',
  },
  /** Vidcove's own JavaScript player API. */
  playerApi: {
    version: '2',
    scriptUrl: 'https://play.vidcove.com/js/player-api.v2.js',
    globalName: 'Vidcove.Player',
    legacy: {
      version: '1',
      scriptUrl: 'https://play.vidcove.com/js/player-api.v1.js',
      status: 'Maintained for security fixes only; new features are added to version 2.',
    },
  },
} as const;

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
  /** Watch pages on watch.vidcove.com stay playable under a domain restriction unless this is off. */
  domainOptionAllowWatchPage: 'Also allow the Vidcove watch page',
} as const satisfies {
  readonly types: Readonly<Record<RestrictionType, RestrictionKind>>;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------------------------

export type Priority = 'p1' | 'p2' | 'p3' | 'p4';

export const support = {
  channels: {
    inApp: 'Help > Contact support',
    email: 'support@vidcove.com',
    /** Enterprise only; number on the order form is the same. */
    phone: {number: '+44 20 7946 0321', plans: ['enterprise']},
    statusPage: 'https://status.vidcove.com',
  },
  hours: {
    standard: 'Monday to Friday, 08:00–18:00 UK time, except UK bank holidays',
    enterpriseP1: '24 hours a day, 7 days a week, for P1 incidents (by phone)',
  },
  priorities: {
    p1: {name: 'P1 – Critical', meaning: 'Vidcove is unavailable, or a live event in progress is failing.'},
    p2: {name: 'P2 – High', meaning: 'A major feature is not working and there is no workaround.'},
    p3: {name: 'P3 – Normal', meaning: 'A feature is not working as expected, but a workaround exists.'},
    p4: {name: 'P4 – Low', meaning: 'A question, a how-to request or a feature suggestion.'},
  },
  /** First-response targets, by priority and plan. */
  responseTargets: {
    p1: {starter: '4 business hours', business: '2 business hours', enterprise: '1 hour, 24/7'},
    p2: {starter: '8 business hours', business: '4 business hours', enterprise: '2 business hours'},
    p3: {starter: '2 business days', business: '1 business day', enterprise: '8 business hours'},
    p4: {starter: '3 business days', business: '2 business days', enterprise: '1 business day'},
  },
  ticketChecklist: [
    'Your account key (Settings > Account).',
    'The media ID, channel ID, site ID or event ID involved.',
    'The page or URL where the problem happens.',
    'What you did, what you expected and what happened instead.',
    'The date, time and time zone it happened.',
    'Your browser, its version and your operating system.',
    'Any error message, word for word, and a screenshot or screen recording.',
    'For live events: your encoder, its settings and the ingest protocol.',
  ],
} as const satisfies {
  readonly priorities: Readonly<Record<Priority, {readonly name: string; readonly meaning: string}>>;
  readonly responseTargets: Readonly<Record<Priority, PerPlan<string>>>;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Browsers, devices and networks
// ---------------------------------------------------------------------------------------------

export const browsers = {
  /** Web app and players. */
  desktop: ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari'],
  desktopVersions: 'The latest two major versions',
  mobile: [
    {name: 'Safari', platform: 'iOS and iPadOS', minVersion: '16'},
    {name: 'Chrome', platform: 'Android', minVersion: '12'},
  ],
  /** The web app needs a window at least this wide; players work at any size. */
  minAppWidthPx: 1024,
  tls: {minimum: '1.2', preferred: '1.3'},
  /** Domains and ports to allow on corporate networks and proxies. */
  allowList: {
    domains: ['*.vidcove.com', '*.vidcove.site', 'vcv.link', 'cdn.vidcove.net'],
    ports: [
      {port: 443, protocol: 'TCP', use: 'Web app, players, API and RTMPS ingest'},
      {port: 1935, protocol: 'TCP', use: 'RTMP ingest'},
      {port: 9000, protocol: 'UDP', use: 'SRT ingest'},
    ],
  },
  /** Playback notes that explain most Safari and iOS questions. */
  appleNotes: [
    'Safari plays HLS natively; DASH is not used on Apple devices.',
    'iOS and iPadOS allow autoplay only when the video is muted.',
    'Low Power Mode on iPhone and iPad stops autoplay even when muted.',
    'Safari blocks third-party cookies, so signed-in restrictions in embeds ask viewers to sign in again.',
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export const events = {
  types: {
    live: {name: 'Live event', description: 'Stream live from an encoder over RTMP(S) or SRT.'},
    simulatedLive: {
      name: 'Simulated live',
      alsoKnownAs: 'Premiere',
      description: 'Plays an uploaded media item at a scheduled time, as if it were live, with chat and Q&A.',
    },
  },
  registrationOptions: [
    {label: 'No registration', description: 'Anyone with the link can watch.'},
    {label: 'Registration form', description: 'Viewers enter their name and email, and any custom fields you add.'},
    {
      label: 'Approved email domains',
      description: 'Only registrants with an email address at domains you list can join.',
    },
    {label: 'Invite list', description: 'Only people on a list you upload as CSV can register.'},
    {
      label: 'Sign in with your identity provider',
      description: "Viewers sign in with your organisation's SSO (Enterprise).",
    },
  ],
  registrationStandardFields: ['First name', 'Last name', 'Email'],
  maxCustomRegistrationFields: 10,
  /** Reminder emails sent to registrants before the start. */
  reminderEmails: ['24 hours before', '1 hour before'],
  /** The event page opens (waiting room) this many minutes before the start. */
  waitingRoomOpensMinutes: 15,
  interactivity: {
    chat: {label: 'Chat', options: ['On', 'Off', 'Moderated'], maxMessageLength: 500},
    qa: {label: 'Q&A', options: ['Anonymous questions', 'Upvoting', 'Moderate before publishing']},
    polls: {label: 'Polls', maxOptions: 6},
  },
  stylingElements: [
    'Banner image',
    'Logo',
    'Background colour',
    'Accent colour',
    'Font',
    'Countdown',
    'Waiting room message',
    'Ended message',
  ],
  bannerImage: {recommendedWidthPx: 1920, recommendedHeightPx: 480, maxSizeMb: 10, formats: ['PNG', 'JPEG', 'WebP']},
  maxConcurrentViewers: {starter: 250, business: 2500, enterprise: 25000},
  /** Enterprise customers can arrange higher audiences in advance. */
  higherAudienceNoticeDays: 10,
} as const satisfies {
  readonly maxConcurrentViewers: PerPlan<number>;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------------------------

export const analytics = {
  /** Metric names as the Analytics area shows them, with the definition articles use. */
  metrics: {
    views: {label: 'Views', definition: 'Plays that lasted at least 3 seconds.'},
    uniqueViewers: {label: 'Unique viewers', definition: 'Distinct browsers or signed-in viewers that watched.'},
    watchTime: {label: 'Watch time', definition: 'Total time watched, in hours and minutes.'},
    averagePercentWatched: {label: 'Average % watched', definition: 'Average share of the media each view covered.'},
    completionRate: {label: 'Completion rate', definition: 'Views that reached at least 90% of the media.'},
    engagementGraph: {label: 'Engagement', definition: 'How many viewers were watching at each moment of the media.'},
  },
  /** New views appear in analytics after at most this many minutes. */
  dataDelayMinutes: 15,
  retentionMonths: 25,
  exportFormats: ['CSV'],
  scheduledExportFrequencies: ['Daily', 'Weekly', 'Monthly'],
  dateRanges: ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This year', 'Custom'],
} as const;

/** Every top-level export, for tooling that lists the sheet's sections. */
export type FactsSection =
  | 'domains'
  | 'product'
  | 'plans'
  | 'trial'
  | 'roles'
  | 'limits'
  | 'formats'
  | 'live'
  | 'ui'
  | 'integrations'
  | 'sso'
  | 'mfa'
  | 'identifiers'
  | 'urls'
  | 'players'
  | 'restrictions'
  | 'support'
  | 'browsers'
  | 'events'
  | 'analytics';
