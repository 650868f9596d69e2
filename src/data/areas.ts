/**
 * The help centre's content areas, as the home page and the not-found page present them, in the
 * order of the specification's content areas. `to` is the first article a reader of that area needs.
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
  {
    title: 'Media library',
    description: 'Upload, import from cloud storage or Zoom, and find anything in your library.',
    to: '/library/introducing-your-library',
    icon: '▦',
  },
  {
    title: 'Managing media',
    description: 'Captions, chapters, thumbnails, overlays, tags, simple links and security settings.',
    to: '/managing-media/asset-overview',
    icon: '✎',
  },
  {
    title: 'Channels',
    description: 'Curate collections of media with their own look, sections and audience.',
    to: '/channels/overview',
    icon: '☰',
  },
  {
    title: 'Events',
    description: 'Set up, stream and run live events, from encoder settings to the control room.',
    to: '/managing-events/events-overview',
    icon: '●',
  },
  {
    title: 'Sites',
    description: 'Build a branded video portal with widgets, registration and your own address.',
    to: '/building-a-site/creating-a-site',
    icon: '⌂',
  },
  {
    title: 'Players',
    description: 'Customise the player, choose the default, and control it with Player.js.',
    to: '/media-players/introducing-the-player',
    icon: '◉',
  },
  {
    title: 'Embedding',
    description: 'Embed media in WordPress, Moodle, SharePoint, Confluence and any web page.',
    to: '/embedding-media/overview/',
    icon: '▣',
  },
  {
    title: 'Analytics',
    description: 'Views, watch time and engagement, with CSV exports and Power BI DataConnect.',
    to: '/getting-started/viewing-reports',
    icon: '▲',
  },
  {
    title: 'User roles',
    description: 'What Owners, Administrators, Editors, Contributors, Analysts and Viewers can do.',
    to: '/managing-your-account/user-roles',
    icon: '◆',
  },
  {
    title: 'Single sign-on',
    description: 'Connect your identity provider with SAML 2.0 or OpenID Connect.',
    to: '/managing-your-account/setting-up-sso-for-your-users',
    icon: '◈',
  },
  {
    title: 'Multi-factor authentication',
    description: 'Protect sign-in with authenticator apps, security keys and passkeys.',
    to: '/managing-your-account/user-management/#require-multi-factor-authentication',
    icon: '✓',
  },
  {
    title: 'Technical information',
    description: 'Streaming, adaptive bitrate, encoding, formats and live-stream troubleshooting.',
    to: '/technical-information/streaming',
    icon: '⚙',
  },
  {
    title: 'REST API reference',
    description: 'Every operation of the Vidcove REST API, with examples and a Send button.',
    to: '/api/vidcove-api',
    icon: '{}',
  },
  {
    title: 'Developer samples',
    description: 'Working embeds to copy: iframes, the script loader, start times and Player.js control.',
    to: '/samples/dev/',
    icon: '</>',
  },
];

/** The tasks readers look up most often, shown on the home page. */
export interface PopularTask {
  readonly label: string;
  readonly to: string;
}

export const popularTasks: readonly PopularTask[] = [
  {label: 'Sign in to Vidcove for the first time', to: '/getting-started/accessing-vidcove'},
  {label: 'Upload your media', to: '/library/uploading-your-media/'},
  {label: 'Add and edit captions', to: '/managing-media/using-the-caption-editor/'},
  {label: 'Share a video with a simple link', to: '/managing-media/sharing-simple-links/'},
  {label: 'Set up single sign-on', to: '/managing-your-account/setting-up-sso-for-your-users'},
  {label: 'Restrict playback by country or website', to: '/managing-your-account/setting-up-restriction-profiles/'},
  {label: 'Invite users and choose their roles', to: '/managing-your-account/user-management/'},
  {label: 'Connect an encoder to a live event', to: '/managing-events/setting-up-your-event'},
];
