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
  /**
   * The script embed's placeholder: what embed.js reads and writes (static/embed/embed.js is the
   * help centre's copy; tests/developer-sample-runs.test.ts checks the two agree).
   */
  scriptEmbed: {
    /** Attributes you write on a placeholder, besides `data-` plus each embed parameter. */
    attributes: {
      'data-vidcove-media': {
        type: 'Media ID',
        default: 'None: required',
        description: 'The media to play. Anything that is not 10 lowercase letters and digits shows a message instead.',
      },
      'data-title': {
        type: 'Text',
        default: 'Vidcove video player',
        description: "The iframe's title, read out by screen readers. Describe the video.",
      },
      'data-width': {
        type: 'Whole pixels, 10 to 9999',
        default: 'None: 100% wide, 16:9',
        description: 'A fixed width. Applies only with data-height; the frame never grows wider than its container.',
      },
      'data-height': {
        type: 'Whole pixels, 10 to 9999',
        default: 'None: 16:9 of the width',
        description: 'A fixed height. Applies only with data-width.',
      },
    },
    /** Written by the script on each placeholder it has handled, so a second scan skips it. */
    stateAttribute: 'data-vidcove-state',
    states: {embedded: 'A player iframe is inside.', invalid: 'The media ID is not valid; a message is inside.'},
    /** Fired on the placeholder for each new player; it bubbles. */
    event: 'vidcove:embed',
    eventDetail: {iframe: 'The new player iframe, to hand to Player.js.', mediaId: 'The media ID it plays.'},
    /** `window.vidcoveEmbed.scan(element?)` handles placeholders added after the page loaded. */
    globalName: 'vidcoveEmbed',
  },
  /** Query parameters accepted by the embed URL. */
  embedParams: {
    start: {
      description: 'Start time: seconds, decimals allowed (90 or 7.5), or hours, minutes and seconds (1m30s or 1h2m).',
      type: 'Seconds, or hours, minutes and seconds',
      default: '0 (the beginning)',
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
      type: '1 or 0',
      default: '0 (waits for the viewer to press play)',
      example: 'autoplay=1',
    },
    muted: {description: 'Start muted (1 or 0).', type: '1 or 0', default: '0 (sound on)', example: 'muted=1'},
    loop: {
      description: 'Play again from the start when it ends (1 or 0).',
      type: '1 or 0',
      default: '0 (stops at the end)',
      example: 'loop=1',
    },
    captions: {
      description: 'Caption language to show on load, as a language code, or off.',
      type: 'Language code, or off',
      /** With no `captions`, the player's own option decides: this label on its Controls tab (players.customisation.controls). */
      default: 'As the player sets it',
      defaultControl: 'Captions on by default',
      example: 'captions=en',
    },
    player: {
      description: 'Player ID to use instead of the account default.',
      type: 'Player ID',
      default: "The account's default player",
      example: 'player=pl_2x6c8v4b',
    },
  },
  /** Watch pages accept `t` for a start time, for example ?t=90. */
  watchPageStartParam: 't',
} as const;
