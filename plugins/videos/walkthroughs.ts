/**
 * The walkthrough videos the site reads (player, "Watch and learn" rows, area pages, search): one short,
 * captioned video per common task, made by `npm run videos` (tools/media/walkthroughs/) from an article's
 * illustration and the numbered list under one of its headings, one chapter per step. How each step is
 * framed lives with the generator (tools/media/walkthroughs/shots.ts).
 */
import type {SectionDir} from '../../src/data/areas';

export interface Walkthrough {
  /** File stem of the media (`/embed/media/walkthroughs/{id}.mp4`, `.webm`) and anchor of the player in its article. */
  readonly id: string;
  /** The task, as the home page and the player's title show it. */
  readonly title: string;
  /** Route of the article the video belongs to, as its links spell it. */
  readonly doc: string;
  /** Anchor of the heading whose numbered list the video shows (the first ordered list under it). */
  readonly steps: string;
  /** The docs section whose landing page lists the video. */
  readonly area: SectionDir;
}

export const walkthroughs = [
  {
    id: 'signing-in',
    title: 'Sign in to Vidcove',
    doc: '/getting-started/accessing-vidcove',
    steps: 'sign-in',
    area: 'getting-started',
  },
  {
    id: 'viewing-reports',
    title: 'Open your analytics reports',
    doc: '/getting-started/viewing-reports',
    steps: 'open-your-reports',
    area: 'getting-started',
  },
  {
    id: 'uploading-media',
    title: 'Upload your media',
    doc: '/library/uploading-your-media/',
    steps: 'upload-files',
    area: 'library',
  },
  {
    id: 'customising-a-channel',
    title: 'Add a banner and logo to a channel',
    doc: '/channels/customising',
    steps: 'add-a-banner-image-and-logo',
    area: 'channels',
  },
  {
    id: 'adding-captions',
    title: 'Add captions to your media',
    doc: '/managing-media/using-the-caption-editor/',
    steps: 'upload-a-caption-file',
    area: 'managing-media',
  },
  {
    id: 'sharing-simple-links',
    title: 'Share a simple link',
    doc: '/managing-media/sharing-simple-links/',
    steps: 'create-a-simple-link',
    area: 'managing-media',
  },
  {
    id: 'embedding-in-wordpress',
    title: 'Embed a video in WordPress',
    doc: '/embedding-media/wordpress',
    steps: 'embed-with-the-custom-html-block',
    area: 'embedding-media',
  },
  {
    id: 'going-live',
    title: 'Go live with your event',
    doc: '/managing-events/running-your-event',
    steps: 'go-live',
    area: 'managing-events',
  },
  {
    id: 'customising-the-player',
    title: "Set your player's colours and shape",
    doc: '/media-players/customising-your-player',
    steps: 'set-colours-and-shape',
    area: 'media-players',
  },
  {
    id: 'creating-a-restriction-profile',
    title: 'Create a restriction profile',
    doc: '/managing-your-account/setting-up-restriction-profiles/',
    steps: 'create-a-restriction-profile',
    area: 'managing-your-account',
  },
  {
    id: 'setting-up-sso',
    title: 'Set up single sign-on with SAML',
    doc: '/managing-your-account/setting-up-sso-for-your-users',
    steps: 'set-up-saml-20',
    area: 'managing-your-account',
  },
  {
    id: 'requiring-mfa',
    title: 'Require multi-factor authentication',
    doc: '/managing-your-account/user-management/',
    steps: 'require-multi-factor-authentication',
    area: 'managing-your-account',
  },
  {
    id: 'creating-a-site',
    title: 'Create a site',
    doc: '/building-a-site/creating-a-site',
    steps: 'create-the-site',
    area: 'building-a-site',
  },
  {
    id: 'creating-an-api-key',
    title: 'Create an API key',
    doc: '/technical-information/rest-api',
    steps: 'create-an-api-key',
    area: 'technical-information',
  },
] as const satisfies readonly Walkthrough[];

export type WalkthroughId = (typeof walkthroughs)[number]['id'];

/** Where the generated media of every walkthrough are served from. */
export const MEDIA_BASE = '/embed/media/walkthroughs/';

/**
 * The files each walkthrough is published in, in the order the player offers them: H.264 in MP4, which
 * every browser with an H.264 decoder plays (all of Apple's), then VP9 in WebM for those without one
 * (tools/media/walkthroughs/README.md says why).
 */
export const VIDEO_FORMATS = ['mp4', 'webm'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** The most one walkthrough video may weigh, in either format. */
export const MAX_VIDEO_BYTES = 1_000_000;
