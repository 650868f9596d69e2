/**
 * The help centre's content, declared once: the docs sidebar's sections (one folder of docs/ each) and the
 * content areas the home page and the not-found page present. The sidebar (sidebars.ts), the navbar's
 * active state (config/navbar.ts), the home page and the tests all read these lists.
 */
import {landingDocPath, product} from './product';

export interface DocSection {
  /** Folder under docs/, and the first segment of its routes. */
  readonly dir: string;
  /** The section's name, as the sidebar, breadcrumbs and content-area cards show it. */
  readonly label: string;
  /** Open in the sidebar when a reader arrives (the others start collapsed). */
  readonly expanded?: boolean;
}

/** The docs sidebar's sections, in the order a new customer needs them. */
export const docSections = [
  {dir: 'getting-started', label: 'Getting started', expanded: true},
  {dir: 'library', label: 'Media library'},
  {dir: 'channels', label: 'Channels'},
  {dir: 'managing-media', label: 'Managing media'},
  {dir: 'embedding-media', label: 'Embedding media'},
  {dir: 'managing-events', label: 'Managing events'},
  {dir: 'media-players', label: 'Media players'},
  {dir: 'managing-your-account', label: 'Managing your account'},
  {dir: 'building-a-site', label: 'Building a site'},
  {dir: 'technical-information', label: 'Technical information'},
] as const satisfies readonly DocSection[];

export type SectionDir = (typeof docSections)[number]['dir'];

/** The FAQ section: last in the docs sidebar, with its index page as the category's link. */
export const faqSection = {dir: 'frequently-asked-questions', label: 'Frequently asked questions'} as const;
/** The developer samples: a sidebar of their own, under /samples/dev/. */
export const samplesSection = {dir: 'samples', label: 'Developer samples', route: '/samples/dev/'} as const;

/** Every folder of docs/ that holds routed pages, in sidebar order. */
export const docFolders: readonly string[] = [
  ...docSections.map((section) => section.dir),
  faqSection.dir,
  samplesSection.dir,
];

/** The label of a docs section. */
export function sectionLabel(dir: SectionDir): string {
  return docSections.find((section) => section.dir === dir)!.label;
}

/**
 * A content area as the home page and the not-found page present it. An area that is a docs section takes
 * the section's label as its title, so a reader meets one name for it everywhere; the other areas (topics
 * inside a section, and the API reference) have a title of their own.
 */
export interface ContentArea {
  readonly title: string;
  readonly description: string;
  /** The first page a reader of that area needs. */
  readonly to: string;
  /** The icon shown above the title (src/components/AreaCards/icons.tsx); decorative. */
  readonly icon: AreaIcon;
}

/** The topic cards' icons, by their names in the Lucide set they are drawn from. */
export type AreaIcon =
  | 'braces'
  | 'chart-column'
  | 'circle-play'
  | 'clapperboard'
  | 'code-xml'
  | 'globe'
  | 'key-round'
  | 'library'
  | 'monitor-play'
  | 'radio'
  | 'settings'
  | 'shield-check'
  | 'square-code'
  | 'tv'
  | 'users';

type AreaSource = Omit<ContentArea, 'title'> & ({readonly section: SectionDir} | {readonly title: string});

/** The specification's content areas, in its order. */
const areas: readonly AreaSource[] = [
  {
    section: 'getting-started',
    description: 'Sign in, find your way around the web app and share your first video.',
    to: landingDocPath,
    icon: 'circle-play',
  },
  {
    section: 'library',
    description: 'Upload, import from cloud storage or Zoom, and find anything in your library.',
    to: '/library/introducing-your-library',
    icon: 'library',
  },
  {
    section: 'managing-media',
    description: 'Captions, chapters, thumbnails, overlays, tags, simple links and security settings.',
    to: '/managing-media/asset-overview',
    icon: 'clapperboard',
  },
  {
    section: 'channels',
    description: 'Curate collections of media with their own look, sections and audience.',
    to: '/channels/overview',
    icon: 'tv',
  },
  {
    section: 'managing-events',
    description: 'Set up, stream and run live events, from encoder settings to the control room.',
    to: '/managing-events/events-overview',
    icon: 'radio',
  },
  {
    section: 'building-a-site',
    description: 'Build a branded video portal with widgets, registration and your own address.',
    to: '/building-a-site/creating-a-site',
    icon: 'globe',
  },
  {
    section: 'media-players',
    description: 'Customise the player, choose the default, and control it with Player.js.',
    to: '/media-players/introducing-the-player',
    icon: 'monitor-play',
  },
  {
    section: 'embedding-media',
    description: 'Embed media in WordPress, Moodle, SharePoint, Confluence and any web page.',
    to: '/embedding-media/overview/',
    icon: 'square-code',
  },
  {
    title: 'Analytics',
    description: 'Views, watch time and engagement, with CSV exports and Power BI DataConnect.',
    to: '/getting-started/viewing-reports',
    icon: 'chart-column',
  },
  {
    title: 'User roles',
    description: 'What Owners, Administrators, Editors, Contributors, Analysts and Viewers can do.',
    to: '/managing-your-account/user-roles',
    icon: 'users',
  },
  {
    title: 'Single sign-on',
    description: 'Connect your identity provider with SAML 2.0 or OpenID Connect.',
    to: '/managing-your-account/setting-up-sso-for-your-users',
    icon: 'key-round',
  },
  {
    title: 'Multi-factor authentication',
    description: 'Protect sign-in with authenticator apps, security keys and passkeys.',
    to: '/managing-your-account/user-management/#require-multi-factor-authentication',
    icon: 'shield-check',
  },
  {
    section: 'technical-information',
    description: 'Streaming, adaptive bitrate, encoding, formats and live-stream troubleshooting.',
    to: '/technical-information/streaming',
    icon: 'settings',
  },
  {
    title: 'REST API reference',
    description: `Every operation of the ${product.name} REST API, with examples and a Send button.`,
    to: `/api/${product.slug}-api`,
    icon: 'braces',
  },
  {
    title: 'Developer samples',
    description: 'Working embeds to copy: iframes, the script loader, start times and Player.js control.',
    to: '/samples/dev/',
    icon: 'code-xml',
  },
];

export const contentAreas: readonly ContentArea[] = areas.map(({description, to, icon, ...named}) => ({
  title: 'section' in named ? sectionLabel(named.section) : named.title,
  description,
  to,
  icon,
}));

/** The tasks readers look up most often, shown on the home page. */
export interface PopularTask {
  readonly label: string;
  readonly to: string;
}

export const popularTasks: readonly PopularTask[] = [
  {label: `Sign in to ${product.name} for the first time`, to: landingDocPath},
  {label: 'Upload your media', to: '/library/uploading-your-media/'},
  {label: 'Add and edit captions', to: '/managing-media/using-the-caption-editor/'},
  {label: 'Share a video with a simple link', to: '/managing-media/sharing-simple-links/'},
  {label: 'Set up single sign-on', to: '/managing-your-account/setting-up-sso-for-your-users'},
  {label: 'Restrict playback by country or website', to: '/managing-your-account/setting-up-restriction-profiles/'},
  {label: 'Invite users and choose their roles', to: '/managing-your-account/user-management/'},
  {label: 'Connect an encoder to a live event', to: '/managing-events/setting-up-your-event'},
];
