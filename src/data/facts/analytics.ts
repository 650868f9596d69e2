// Part of the facts sheet (../facts.ts): see the rules for editors there.

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
