/**
 * What the player in an article needs beside its own video's data: the addresses of the poster and of the
 * reference player, times as shown and as read out, and the chapters' anchors. No list of videos here, so
 * an article bundles only its own video's data (media.ts has them all; remark-walkthrough-media.ts gives
 * each article its own when it is compiled).
 */
import {MEDIA_BASE, type Walkthrough} from './walkthroughs';

export interface Chapter {
  /** Seconds from the start of the video. */
  readonly start: number;
  readonly end: number;
  /** The step's text, as the article's numbered list has it. */
  readonly text: string;
}

export interface WalkthroughMedia extends Walkthrough {
  readonly duration: number;
  readonly chapters: readonly Chapter[];
}

/** A video in a row of posters ("Watch and learn"): media.ts's `videoSummary`. */
export interface VideoSummary extends Pick<WalkthroughMedia, 'id' | 'title' | 'doc' | 'duration'> {
  readonly chapterCount: number;
}

export const posterUrl = (id: string): string => `${MEDIA_BASE}${id}.webp`;

/** The small preview a row of videos shows: the poster's picture without its text (tools/media/walkthroughs). */
export const thumbnailUrl = (id: string): string => `${MEDIA_BASE}${id}.thumb.webp`;

/** The reference player page playing walkthrough `id`, from `start` seconds (its start-time parameter). */
export function playerUrl(walkthrough: Pick<Walkthrough, 'id' | 'title'>, start = 0, autoplay = false): string {
  const params = new URLSearchParams({walkthrough: walkthrough.id, title: walkthrough.title});
  if (start > 0) params.set('start', String(Math.floor(start * 1000) / 1000));
  if (autoplay) {
    // The walkthroughs have no sound: muted lets the browser start them without a press in the player.
    params.set('autoplay', '1');
    params.set('muted', '1');
  }
  return `/embed/player/?${params.toString()}`;
}

/** 75.2 -> "1:15" (a chapter's start is floored: 0:04 for 4.7 s, so the link never starts after the step). */
export function clockTime(seconds: number, round = Math.floor): string {
  const whole = round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 75.2 -> "1 minute 15 seconds", for screen readers. */
export function spokenTime(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [];
  if (minutes) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (rest || !minutes) parts.push(`${rest} second${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** The anchor of chapter `index` (0-based) of walkthrough `id`: search hits on a chapter link to it. */
export const chapterAnchor = (id: string, index: number): string => `${id}-step-${index + 1}`;

/** The chapter a location hash names, if it names one of this walkthrough's. */
export function chapterFromHash(
  walkthrough: Pick<WalkthroughMedia, 'id' | 'chapters'>,
  hash: string,
): number | undefined {
  const match = new RegExp(`^#${walkthrough.id}-step-(\\d+)$`).exec(hash);
  if (!match) return undefined;
  const index = Number(match[1]) - 1;
  return index >= 0 && index < walkthrough.chapters.length ? index : undefined;
}
