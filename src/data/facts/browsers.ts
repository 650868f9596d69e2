// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains} from '../product';

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
    domains: [`*.${domains.mail}`, `*.${domains.sites}`, domains.simpleLinks, domains.cdn],
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
