/**
 * Values the developer samples show in the code to copy. They mirror the facts sheet
 * (`src/data/facts.ts`: identifiers.mediaId, urls.embed, urls.embedScript, players.playerJs,
 * restrictions); change them there and here together.
 */

/** The example media ID used in every snippet (10 lowercase letters and digits). */
export const EXAMPLE_MEDIA_ID = 'k7d2m9x4qp';
/** A media ID: 10 lowercase letters and digits. */
export const MEDIA_ID_PATTERN = /^[a-z0-9]{10}$/;
/** Production embed URL of the example media. */
export const EMBED_URL = `https://play.vidcove.com/embed/${EXAMPLE_MEDIA_ID}`;
/** Production script embed loader. */
export const EMBED_SCRIPT_URL = 'https://play.vidcove.com/embed.js';
/** Where Player.js is published for pages that load it with a script tag. */
export const PLAYER_JS_URL = 'https://cdn.embed.ly/player-0.1.0.min.js';

/** The help centre's stand-ins, served from static/embed/. */
export const REFERENCE_PLAYER_PATH = '/embed/player/';
export const REFERENCE_EMBED_SCRIPT_PATH = '/embed/embed.js';

/** First line of every blocked message, exactly as viewers see it. */
export const VIEWER_MESSAGE = "This video isn't available here.";
/** Error code the reference player sends with `error` when a restriction blocks playback. */
export const RESTRICTED_ERROR_CODE = 403;

/** Restriction types, as the reference player's `restricted` parameter names them. */
export const restrictionTypes = [
  {value: 'domains', label: 'Domains', reason: 'It can only be played on approved websites.'},
  {value: 'countries', label: 'Countries', reason: "It can't be played in your country or region."},
  {value: 'ip-ranges', label: 'IP ranges', reason: 'It can only be played from approved networks.'},
  {value: 'sign-in', label: 'Sign-in', reason: 'Sign in to watch it.'},
  {value: 'date-window', label: 'Date window', reason: "It's only available between set dates and times."},
] as const;
export type RestrictionValue = (typeof restrictionTypes)[number]['value'];

/** The test video's chapters, as in static/embed/media/test-pattern.chapters.vtt. */
export const chapters = [
  {title: 'Low tone', start: 0, end: 4},
  {title: 'Middle tone', start: 4, end: 8},
  {title: 'High tone', start: 8, end: 12},
] as const;
