/**
 * Values the developer samples' demos show, taken from the facts sheet (`src/data/facts.ts`:
 * identifiers.mediaId, urls.embed, players.playerJs, restrictions). What only the help centre's
 * stand-in player needs is in ./reference-player.ts.
 */
import {identifiers} from '@site/src/data/facts/identifiers';
import {players} from '@site/src/data/facts/players';
import {restrictions} from '@site/src/data/facts/restrictions';
import {urls} from '@site/src/data/facts/urls';

/** The example media ID used in every snippet. */
export const EXAMPLE_MEDIA_ID = identifiers.mediaId.example;
/** Production embed URL of the example media. */
export const EMBED_URL = urls.embed.replace('{mediaId}', EXAMPLE_MEDIA_ID);
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
