// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains, origin, product} from '../product';

// ---------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------

export const urls = {
  marketing: product.marketingUrl,
  app: product.appUrl,
  signIn: product.loginUrl,
  signUp: `${product.appUrl}/sign-up`,
  helpCentre: product.siteUrl,
  statusPage: product.statusPageUrl,
  apiBase: `${product.apiHost}/v1`,
  /** Viewer-facing URL patterns. Replace the part in braces. */
  watchPage: `${origin(domains.watch)}/v/{mediaId}`,
  embed: `${origin(domains.play)}/embed/{mediaId}`,
  channelPage: `${origin(domains.watch)}/c/{channelId}`,
  channelEmbed: `${origin(domains.play)}/embed/channel/{channelId}`,
  eventPage: `${origin(domains.watch)}/e/{eventId}`,
  site: `https://{subdomain}.${domains.sites}`,
  /** A custom domain points a CNAME record at this host; HTTPS certificates are issued automatically. */
  customDomainCnameTarget: domains.customDomainTarget,
  customDomainExample: 'https://video.example.com',
  /** Time for a custom domain's HTTPS certificate after DNS is correct. */
  customDomainCertificateMinutes: 60,
  simpleLink: `${origin(domains.simpleLinks)}/{code}`,
  oembed: `${origin(domains.play)}/oembed?url={watchPageUrl}&format=json&maxwidth={width}&maxheight={height}`,
  oembedEndpoint: `${origin(domains.play)}/oembed`,
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
    thumbnailUrl: `${origin(domains.cdn)}/thumbnails/{mediaId}/1280x720.jpg`,
    /** Size returned when no maxwidth or maxheight is sent. */
    defaultWidthPx: 640,
    defaultHeightPx: 360,
  },
  /** Script embed loader (the "Script" embed type). */
  embedScript: `${origin(domains.play)}/embed.js`,
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
