// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

export const limits = {
  /** Largest file accepted by the web uploader and by imports, in GB. */
  maxUploadSizeGb: 50,
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
  /** Files and choices of Settings > Branding. */
  branding: {
    logoMaxSizeMb: 2,
    /** Logos are shown at most this high; a taller file is scaled down, a shorter one looks blurred. */
    logoDisplayHeightPx: 40,
    logoRecommendedHeightPx: 80,
    faviconMaxSizeKb: 500,
    /** Favicons must be square, and at least this many pixels a side (SVG has no minimum). */
    faviconMinPx: 32,
    faviconRecommendedPx: 180,
    /** The Font list; there is no upload of your own font files. */
    fonts: ['System default', 'Inter', 'Lato', 'Merriweather', 'Open Sans', 'Roboto', 'Source Sans 3'],
    /** Changes reach viewers' pages within this many minutes (their cached copies expire). */
    propagationMinutes: 5,
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
  /** API keys an account can have (Settings > API keys). */
  maxApiKeysPerAccount: 25,
} as const;
