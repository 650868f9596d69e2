/**
 * Builds Vidcove embed codes from the embed builder's fields. Pure functions, so the same rules are
 * unit-tested and used by the component; identifiers, URL patterns and parameter names come from
 * the facts sheet.
 */
import {identifiers, urls} from '@site/src/data/facts';
import {escapeHtml} from '@site/src/utils/html';

export type AspectRatio = '16:9' | '4:3' | '1:1' | '9:16';
export const ASPECT_RATIOS: readonly AspectRatio[] = ['16:9', '4:3', '1:1', '9:16'];

export interface EmbedFields {
  readonly mediaId: string;
  readonly sizing: 'responsive' | 'fixed';
  readonly ratio: AspectRatio;
  /** Pixel size for fixed embeds, as typed. */
  readonly width: string;
  readonly height: string;
  /** Start time as typed: seconds (90), m:ss (1:30), h:mm:ss, or 1m30s. Empty for the beginning. */
  readonly start: string;
  readonly autoplay: boolean;
  readonly muted: boolean;
  readonly loop: boolean;
  /** Caption language code to show on load (e.g. en, fr-CA); empty to leave captions off. */
  readonly captions: string;
  /** Player ID; empty for the account's default player. */
  readonly player: string;
}

/** The builder's starting state: a responsive 16:9 embed with every option off. */
export const DEFAULT_FIELDS: EmbedFields = {
  mediaId: '',
  sizing: 'responsive',
  ratio: '16:9',
  width: '640',
  height: '360',
  start: '',
  autoplay: false,
  muted: false,
  loop: false,
  captions: '',
  player: '',
};

export type FieldErrors = Partial<Record<'mediaId' | 'width' | 'height' | 'start' | 'captions' | 'player', string>>;

export type EmbedResult =
  | {
      readonly ok: true;
      readonly url: string;
      readonly iframe: string;
      readonly responsive: string;
      readonly notes: string[];
    }
  | {readonly ok: false; readonly errors: FieldErrors};

const MEDIA_ID = new RegExp(identifiers.mediaId.pattern);
const PLAYER_ID = new RegExp(identifiers.playerId.pattern);
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z]{2}|-[0-9]{3})?$/;
const MIN_SIZE = 200;
const MAX_SIZE = 3840;

/** Parses a start time; returns whole seconds, null when empty, or NaN when it cannot be read. */
export function parseStartTime(raw: string): number | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^-/.test(value)) return Number.NaN;
  if (/^\d+$/.test(value)) return Number(value);
  const clock = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (units && value !== '') return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  return Number.NaN;
}

function parseSize(raw: string, label: string): number | string {
  if (!/^\d+$/.test(raw.trim())) return `Enter the ${label} in pixels, as a whole number.`;
  const size = Number(raw);
  if (size < MIN_SIZE || size > MAX_SIZE) return `The ${label} must be between ${MIN_SIZE} and ${MAX_SIZE} pixels.`;
  return size;
}

export function validate(fields: EmbedFields): FieldErrors {
  const errors: FieldErrors = {};
  const mediaId = fields.mediaId.trim();
  if (mediaId === '') errors.mediaId = 'Enter the media ID. You find it on the Details tab of the media.';
  else if (!MEDIA_ID.test(mediaId)) {
    errors.mediaId = `A media ID is ${identifiers.mediaId.format}, for example ${identifiers.mediaId.example}.`;
  }
  if (fields.sizing === 'fixed') {
    const width = parseSize(fields.width, 'width');
    const height = parseSize(fields.height, 'height');
    if (typeof width === 'string') errors.width = width;
    if (typeof height === 'string') errors.height = height;
  }
  const start = parseStartTime(fields.start);
  if (start !== null && Number.isNaN(start)) {
    errors.start = fields.start.trim().startsWith('-')
      ? 'The start time cannot be negative.'
      : 'Enter the start time as seconds (90), minutes and seconds (1:30) or 1m30s.';
  }
  if (fields.captions.trim() !== '' && !LANGUAGE.test(fields.captions.trim())) {
    errors.captions = 'Enter a language code such as en, fr or pt-BR, or leave it empty.';
  }
  if (fields.player.trim() !== '' && !PLAYER_ID.test(fields.player.trim())) {
    errors.player = `A player ID is ${identifiers.playerId.format}, for example ${identifiers.playerId.example}.`;
  }
  return errors;
}

/** The embed URL with only the parameters that differ from the player's defaults. */
export function embedUrl(fields: EmbedFields): string {
  const params = new URLSearchParams();
  const start = parseStartTime(fields.start);
  if (start) params.set('start', String(start));
  if (fields.autoplay) params.set('autoplay', '1');
  if (fields.muted) params.set('muted', '1');
  if (fields.loop) params.set('loop', '1');
  if (fields.captions.trim()) params.set('captions', fields.captions.trim());
  if (fields.player.trim()) params.set('player', fields.player.trim());
  const query = params.toString();
  return urls.embed.replace('{mediaId}', fields.mediaId.trim()) + (query ? `?${query}` : '');
}

export function buildEmbed(fields: EmbedFields, title = 'Vidcove video player'): EmbedResult {
  const errors = validate(fields);
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  const url = embedUrl(fields);
  const common = `src="${escapeHtml(url)}" title="${escapeHtml(title)}" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen`;
  const [w, h] = fields.ratio.split(':');
  const iframe =
    fields.sizing === 'fixed'
      ? `<iframe ${common} width="${Number(fields.width)}" height="${Number(fields.height)}" style="border: 0"></iframe>`
      : `<iframe ${common} style="width: 100%; aspect-ratio: ${w} / ${h}; border: 0"></iframe>`;
  const paddingPercent = ((Number(h) / Number(w)) * 100).toFixed(2).replace(/\.?0+$/, '');
  const responsive = [
    `<div style="position: relative; padding-top: ${paddingPercent}%">`,
    `  <iframe ${common} style="position: absolute; inset: 0; width: 100%; height: 100%; border: 0"></iframe>`,
    `</div>`,
  ].join('\n');
  const notes: string[] = [];
  if (fields.autoplay && !fields.muted) {
    notes.push(
      'Browsers only autoplay muted video, so this embed starts when the viewer presses play. Select Muted to autoplay.',
    );
  }
  return {ok: true, url, iframe, responsive, notes};
}
