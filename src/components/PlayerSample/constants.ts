/**
 * Values the developer samples show in the code to copy, taken from the facts sheet
 * (`src/data/facts.ts`: identifiers.mediaId, urls.embed, urls.embedScript, players.playerJs,
 * restrictions), plus what only the help centre's stand-in player needs.
 */
import {identifiers} from '@site/src/data/facts/identifiers';
import {players} from '@site/src/data/facts/players';
import {restrictions} from '@site/src/data/facts/restrictions';
import {urls} from '@site/src/data/facts/urls';

/** The example media ID used in every snippet. */
export const EXAMPLE_MEDIA_ID = identifiers.mediaId.example;
/** A media ID, as the facts sheet describes it. */
export const MEDIA_ID_PATTERN = new RegExp(identifiers.mediaId.pattern);
/** Production embed URL of the example media. */
export const EMBED_URL = urls.embed.replace('{mediaId}', EXAMPLE_MEDIA_ID);
/** Production script embed loader. */
export const EMBED_SCRIPT_URL = urls.embedScript;
/** Where Player.js is published for pages that load it with a script tag. */
export const PLAYER_JS_URL = players.playerJs.libraryUrl;

/** The help centre's stand-ins, served from static/embed/. */
export const REFERENCE_PLAYER_PATH = '/embed/player/';
export const REFERENCE_EMBED_SCRIPT_PATH = '/embed/embed.js';

/** First line of every blocked message, exactly as viewers see it. */
export const VIEWER_MESSAGE = restrictions.viewerMessage;
/** Error code the reference player sends with `error` when a restriction blocks playback. */
export const RESTRICTED_ERROR_CODE = players.playerJs.errorCodes.restricted;

/** Restriction types: the reference player's `restricted` parameter value, with the facts sheet's label and reason. */
const restrictionType = <V extends string>(value: V, type: keyof typeof restrictions.types) => ({
  value,
  label: restrictions.types[type].label,
  reason: restrictions.types[type].viewerReason,
});
export const restrictionTypes = [
  restrictionType('domains', 'domains'),
  restrictionType('countries', 'countries'),
  restrictionType('ip-ranges', 'ipRanges'),
  restrictionType('sign-in', 'signIn'),
  restrictionType('date-window', 'dateWindow'),
] as const;
export type RestrictionValue = (typeof restrictionTypes)[number]['value'];

/** The test video's chapters, as in static/embed/media/test-pattern.chapters.vtt. */
export const chapters = [
  {title: 'Low tone', start: 0, end: 4},
  {title: 'Middle tone', start: 4, end: 8},
  {title: 'High tone', start: 8, end: 12},
] as const;
