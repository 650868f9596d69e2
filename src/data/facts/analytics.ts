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
  dateRanges: ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This year', 'Custom'],
} as const;
