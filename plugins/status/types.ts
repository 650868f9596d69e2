/** Shapes the plugin hands to the site: the status route's data and the global data. */
import type {StatusHistory} from './history';
import type {Indicator, StatusSummary} from './normalise';

export const PLUGIN_NAME = 'vidcove-status';

/** Props of the status page (the `data` module of its route). */
export interface StatusRouteData {
  readonly summary: StatusSummary;
  readonly history: StatusHistory;
  /** When the committed snapshot was taken (ISO 8601). */
  readonly takenAt: string;
  /** Live feed to fetch in the browser; empty for snapshot only. */
  readonly feedUrl: string;
  /** What the build could not read in the snapshot (normally none). */
  readonly problems: readonly string[];
}

/** Global data for the home page's summary: a few fields, so every page stays light. */
export interface StatusGlobalData {
  readonly indicator: Indicator;
  readonly label: string;
  readonly takenAt: string;
  readonly live: boolean;
  readonly routePath: string;
}
