/**
 * The help centre's content areas, as the home page and the not-found page present them.
 * `to` is the first article a reader of that area needs.
 */
export interface ContentArea {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  /** A short glyph shown beside the title; decorative, hidden from assistive technology. */
  readonly icon: string;
}

export const contentAreas: readonly ContentArea[] = [
  {
    title: 'Getting started',
    description: 'Sign in, find your way around the web app and share your first video.',
    to: '/getting-started/accessing-vidcove',
    icon: '▶',
  },
];

/** The tasks readers look up most often, shown on the home page and the not-found page. */
export interface PopularTask {
  readonly label: string;
  readonly to: string;
}

export const popularTasks: readonly PopularTask[] = [
  {label: 'Sign in to Vidcove for the first time', to: '/getting-started/accessing-vidcove'},
];
