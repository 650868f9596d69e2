/**
 * The words readers type for what the pages call something else ("subtitles" for captions, "2FA" for
 * multi-factor authentication), in one table for both backends: the local engine expands queries with it,
 * and `npm run search:algolia` exports it as Algolia synonyms, so a query finds the same pages on either.
 * Both normalise phrases the same way (text.ts). A group is two-way; a one-way entry widens only its input
 * ("webinar" finds live-event pages, "live event" does not bring up "webinar").
 */

/** Two-way groups: each member also matches the others. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Accounts and security
  ['sign in', 'log in', 'login', 'log on'],
  ['sign out', 'log out', 'logout'],
  ['sign up', 'create an account', 'free trial'],
  [
    'mfa',
    '2fa',
    'two-factor',
    'multi-factor',
    'two-factor authentication',
    'multi-factor authentication',
    'two-step verification',
  ],
  ['sso', 'single sign-on'],
  ['entra id', 'azure ad', 'azure active directory', 'microsoft entra'],
  ['role', 'permission', 'access level'],
  ['owner', 'ownership'],
  ['password reset', 'forgot password', 'reset password'],
  ['register', 'registration'],
  ['configure', 'configuration', 'set up'],
  // Media
  ['captions', 'subtitles', 'closed captions'],
  ['transcript', 'transcription'],
  ['delete', 'remove', 'erase'],
  ['restore', 'recover', 'undelete', 'get back'],
  ['thumbnail', 'poster image', 'cover image', 'preview image', 'poster frame'],
  ['chapters', 'chapter markers', 'markers'],
  ['import', 'migrate', 'migration', 'bring in'],
  ['processing', 'transcoding', 'encoding'],
  // Access and restrictions
  [
    'geoblocking',
    'geo-blocking',
    'geo-restriction',
    'geofencing',
    'country restriction',
    'region restriction',
    'block countries',
  ],
  ['whitelist', 'allowlist', 'allow list', 'approved websites', 'approved domains'],
  ['simple link', 'unlisted link', 'private link'],
  // Embedding and players
  ['autoplay', 'auto play', 'play automatically'],
  ['listen', 'listener'],
  ['full screen', 'fullscreen'],
  ['turn off', 'disable', 'switch off'],
  ['turn on', 'enable', 'switch on'],
  // Events and streaming
  ['livestream', 'live stream', 'live broadcast'],
  ['livestream', 'live event', 'webcast', 'virtual event', 'online event'],
  ['adaptive bitrate', 'abr', 'adaptive streaming', 'adaptive bitrate streaming'],
  ['buffering', 'stuttering', 'freezing', 'choppy'],
  ['latency', 'delay'],
  ['frame rate', 'fps', 'frames per second'],
  ['bitrate', 'bit rate', 'data rate'],
  ['resolution', 'dimensions'],
  ['maximum', 'max'],
  // Sites, reports, support
  ['custom domain', 'custom url', 'vanity url', 'own domain'],
  ['analytics', 'reports'],
  ['support', 'help desk', 'customer service', 'customer support'],
];

/** One-way entries: the input (left) also matches the words on the right, not the reverse. */
export const ONE_WAY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Readers' verbs for what the pages call controlling or allowing something
  stop: ['turn off', 'control', 'restrict'],
  prevent: ['turn off', 'control', 'restrict'],
  block: ['restrict'],
  // Readers' words for what the pages call media
  video: ['media'],
  clip: ['video', 'media'],
  movie: ['video', 'media'],
  trash: ['recently deleted', 'delete'],
  bin: ['recently deleted'],
  srt: ['captions'],
  vtt: ['captions'],
  webvtt: ['captions'],
  cc: ['captions'],
  'password protect': ['visibility', 'restriction profile', 'sign-in'],
  private: ['visibility', 'restrict'],
  unlisted: ['simple link'],
  playlist: ['channel'],
  showcase: ['channel'],
  collection: ['channel'],
  'logo overlay': ['watermark'],
  cta: ['call to action'],
  annotation: ['overlay'],
  stuck: ['processing'],
  maximum: ['limit', 'largest'],
  'file type': ['format'],
  extension: ['format'],
  avc: ['h264'],
  hevc: ['h265'],
  '1080p': ['resolution'],
  '720p': ['resolution'],
  hd: ['resolution'],
  uhd: ['4k'],
  kbps: ['bitrate'],
  mbps: ['bitrate'],
  // Accounts, identity
  saml: ['single sign-on'],
  oidc: ['openid connect'],
  okta: ['single sign-on'],
  'identity provider': ['single sign-on'],
  idp: ['identity provider'],
  'sign in with microsoft': ['entra id'],
  authenticator: ['multi-factor'],
  otp: ['verification code'],
  colleague: ['user'],
  teammate: ['user'],
  'team member': ['user'],
  member: ['user'],
  seat: ['user'],
  'account id': ['account key'],
  'tenant id': ['account key'],
  'access token': ['api key'],
  // Access and restrictions
  'domain restriction': ['approved websites'],
  domain: ['website'],
  geoblock: ['geoblocking'],
  ssl: ['https', 'tls'],
  cname: ['custom domain'],
  // Embedding and players
  iframe: ['embed'],
  'embed code': ['embed'],
  timestamps: ['chapters', 'start time'],
  'specific time': ['start time'],
  'skip to': ['start time'],
  pip: ['picture in picture'],
  // Events and streaming
  webinar: ['live event', 'event'],
  webcast: ['event'],
  'live stream': ['live event'],
  'town hall': ['live event'],
  broadcast: ['live stream'],
  lag: ['latency', 'behind', 'buffering'],
  lagging: ['latency', 'behind', 'buffering'],
  behind: ['latency'],
  hls: ['http live streaming', 'adaptive bitrate'],
  dash: ['adaptive bitrate'],
  m3u8: ['hls'],
  mpd: ['dash'],
  obs: ['encoder'],
  // Sites, reports, support
  portal: ['site'],
  microsite: ['site'],
  stats: ['analytics', 'reports'],
  statistics: ['analytics', 'reports'],
  metrics: ['analytics', 'reports'],
  insights: ['analytics', 'reports'],
  ticket: ['support'],
  contact: ['support'],
  iphone: ['ios'],
  ipad: ['ios'],
};

/**
 * British spellings the pages use and the American ones readers may type. The local engine folds these
 * in its normaliser (text.ts); Algolia needs them as synonyms.
 */
export const SPELLING_VARIANTS: readonly (readonly [british: string, american: string])[] = [
  ...['customis', 'organis', 'optimis', 'authoris', 'recognis', 'standardis', 'synchronis', 'personalis'].flatMap(
    (stem) =>
      ['e', 'es', 'ed', 'ing', 'ation', 'ations'].map(
        (ending) => [`${stem}${ending}`, `${stem.slice(0, -1)}z${ending}`] as const,
      ),
  ),
  ['analyse', 'analyze'],
  ['colour', 'color'],
  ['colours', 'colors'],
  ['centre', 'center'],
  ['behaviour', 'behavior'],
  ['favourite', 'favorite'],
  ['catalogue', 'catalog'],
  ['licence', 'license'],
  ['grey', 'gray'],
  ['cancelled', 'canceled'],
];
