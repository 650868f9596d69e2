/**
 * The help centre's stand-in for the Vidcove player, served from static/embed/: where it is, and the
 * chapters of its test video. Kept apart from ./constants.ts, whose values come from the facts sheet,
 * so that a demo which needs only the player does not load facts-sheet sections.
 */

export const REFERENCE_PLAYER_PATH = '/embed/player/';
export const REFERENCE_EMBED_SCRIPT_PATH = '/embed/embed.js';

/** The test video's chapters, as in static/embed/media/test-pattern.chapters.vtt. */
export const chapters = [
  {title: 'Low tone', start: 0, end: 4},
  {title: 'Middle tone', start: 4, end: 8},
  {title: 'High tone', start: 8, end: 12},
] as const;
