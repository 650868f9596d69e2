/**
 * What the site knows of each walkthrough's media: the list (walkthroughs.ts) joined with what the
 * generator measured (walkthroughs.generated.json: duration and chapters, one per numbered step), and the
 * addresses of the poster and of the reference player that plays it (media-links.ts).
 */
import generated from './walkthroughs.generated.json';
import type {Chapter, VideoSummary, WalkthroughMedia} from './media-links';
import {walkthroughs, type Walkthrough} from './walkthroughs';

export * from './media-links';

type GeneratedMedia = Record<string, {duration: number; chapters: Chapter[]}>;

/** Every walkthrough whose media have been made, in the list's order. */
export const walkthroughMedia: readonly WalkthroughMedia[] = walkthroughs.flatMap((walkthrough: Walkthrough) => {
  const media = (generated as GeneratedMedia)[walkthrough.id];
  return media ? [{...walkthrough, duration: media.duration, chapters: media.chapters}] : [];
});

export function findWalkthrough(id: string): WalkthroughMedia | undefined {
  return walkthroughMedia.find((walkthrough) => walkthrough.id === id);
}

/** What a row of posters ("Watch and learn") shows of a video. */
export function videoSummary({id, title, doc, duration, chapters}: WalkthroughMedia): VideoSummary {
  return {id, title, doc, duration, chapterCount: chapters.length};
}
