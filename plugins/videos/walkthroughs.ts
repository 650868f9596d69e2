/**
 * The walkthrough videos: one short, captioned, chaptered video per common task, made from the article's
 * own illustration and numbered steps by `npm run videos` (tools/media/walkthroughs/). Each video shows
 * the numbered list under one heading of its article, one chapter per step.
 *
 * This list is what the site reads (the player in the article, the home page's "Watch and learn" row,
 * the content areas' landing pages, search); how each step is framed lives with the generator
 * (tools/media/walkthroughs/shots.ts).
 */
import type {SectionDir} from '../../src/data/areas';

export interface Walkthrough {
  /** File stem of the media (`/embed/media/walkthroughs/{id}.webm`) and anchor of the player in its article. */
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
    id: 'uploading-media',
    title: 'Upload your media',
    doc: '/library/uploading-your-media/',
    steps: 'upload-files',
    area: 'library',
  },
] as const satisfies readonly Walkthrough[];

export type WalkthroughId = (typeof walkthroughs)[number]['id'];

/** Where the generated media of every walkthrough are served from. */
export const MEDIA_BASE = '/embed/media/walkthroughs/';
