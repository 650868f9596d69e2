// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------------------------

/** The rules the figures are counted by; the metric definitions and the metrics article read them. */
const counting = {
  /** A play counts as a view once the media has played for this long. */
  viewThresholdSeconds: 3,
  /** A view counts as complete once its furthest point reaches this share of the media's duration. */
  completionPercent: 90,
  /** Anonymous viewers are told apart by a first-party identifier kept in the browser this many days. */
  anonymousViewerIdDays: 365,
  /** Dates in reports are calendar days in the account's time zone (Settings > Account > Time zone). */
  timeZoneField: 'Time zone',
} as const;

export const analytics = {
  counting,
  /** Metric names as the Analytics area shows them, with the definition articles use. */
  metrics: {
    views: {label: 'Views', definition: `Plays that lasted at least ${counting.viewThresholdSeconds} seconds.`},
    uniqueViewers: {label: 'Unique viewers', definition: 'Distinct browsers or signed-in viewers that watched.'},
    watchTime: {label: 'Watch time', definition: 'Total time watched, in hours and minutes.'},
    averagePercentWatched: {label: 'Average % watched', definition: 'Average share of the media each view covered.'},
    completionRate: {
      label: 'Completion rate',
      definition: `Views that reached at least ${counting.completionPercent}% of the media.`,
    },
    engagementGraph: {label: 'Engagement', definition: 'How many viewers were watching at each moment of the media.'},
  },
  /** New views appear in analytics after at most this many minutes. */
  dataDelayMinutes: 15,
  retentionMonths: 25,
  exportFormats: ['CSV'],
  scheduledExportFrequencies: ['Daily', 'Weekly', 'Monthly'],
  /** Schedule export: a CSV of one Analytics tab, emailed on a schedule. */
  scheduledExports: {
    /** Email addresses one schedule can send to; they need no Vidcove user. */
    maxRecipients: 10,
    /** Each email attaches the CSV and links to it; the link works for this many days. */
    downloadLinkDays: 7,
    /** Exports are sent at this time, in the schedule's time zone. */
    sendTime: '06:00',
    /** A new schedule takes the account's time zone (Settings > Account) until you choose another. */
    timeZoneDefault: 'The time zone in Settings > Account',
    /** What each frequency sends, and when. */
    periods: {
      Daily: 'the previous day, every day',
      Weekly: 'the previous Monday to Sunday, every Monday',
      Monthly: 'the previous calendar month, on the 1st of each month',
    },
    /** A schedule stops by itself when its creator can no longer export analytics (role changed, or user removed). */
    stopsWhenCreatorLosesAccess: true,
    /** Schedules per account. */
    maxPerAccount: 50,
  },
  dateRanges: ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This year', 'Custom'],
} as const;
