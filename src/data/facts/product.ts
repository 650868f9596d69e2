// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {planIds} from './plans';

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
