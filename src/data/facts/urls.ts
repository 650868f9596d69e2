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
  /** The certificate authority of custom-domain certificates, and the CAA value that allows it. */
  customDomainCertificateAuthority: {name: "Let's Encrypt", caaIssuer: 'letsencrypt.org'},
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
    start: {
      description: 'Start time: seconds, decimals allowed (90 or 7.5), or hours, minutes and seconds (1m30s or 1h2m).',
      example: 'start=90',
      /** The formats the player accepts; the reference player (src/components/PlayerSample/params.ts) accepts exactly these (tests/player-samples.test.ts). */
      formats: [
        {name: 'seconds', pattern: String.raw`\d+(?:\.\d+)?`, examples: ['90', '7.5']},
        {
          name: 'hours, minutes and seconds',
          pattern: String.raw`(?=\d)(?:\d+h)?(?:\d+m)?(?:\d+(?:\.\d+)?s)?`,
          examples: ['1m30s', '1h2m'],
        },
      ],
    },
    autoplay: {
      description:
        'Start playing on load (1 or 0). Reliable only with muted=1: browsers block autoplay with sound until the viewer has interacted with the site.',
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
