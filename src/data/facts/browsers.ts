// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains} from '../product';
import {players} from './players';
import {urls} from './urls';

const originOf = (url: string): string => new URL(url).origin;

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
  /**
   * Content Security Policy sources a website needs to embed Vidcove: every host the iframe and script
   * embeds and the Player.js examples load from. The player's own files load inside its iframe, under
   * Vidcove's policy, so they need nothing here.
   */
  embedCsp: [
    {
      directive: 'frame-src',
      source: originOf(urls.embed),
      loads: 'Players and channel galleries: iframe embeds, and the iframes the script embed creates.',
    },
    {
      directive: 'script-src',
      source: originOf(urls.embedScript),
      loads: `The script embed (${new URL(urls.embedScript).pathname}) and Vidcove's copy of Player.js (${new URL(players.playerApi.scriptUrl).pathname}).`,
    },
    {
      directive: 'script-src',
      source: originOf(players.playerJs.libraryUrl),
      loads: `The Player.js library (${new URL(players.playerJs.libraryUrl).pathname}), as the samples load it. Not needed if you host your own copy.`,
    },
  ],
  /**
   * Autoplay in every supported browser (Chrome's and Safari's autoplay policies): muted autoplay is
   * always allowed; autoplay with sound only after the viewer has interacted with the site.
   */
  autoplay:
    'Browsers always let media start by itself when it is muted, but block autoplay with sound until the viewer has interacted with the site, so only muted autoplay works for every viewer.',
  /** Playback notes that explain most Safari and iOS questions. */
  appleNotes: [
    'Safari plays HLS natively; DASH is not used on Apple devices.',
    'iOS and iPadOS allow autoplay only when the video is muted.',
    'Low Power Mode on iPhone and iPad stops autoplay even when muted.',
    'Safari blocks third-party cookies, so signed-in restrictions in embeds ask viewers to sign in again.',
  ],
} as const;
