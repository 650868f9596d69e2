/**
 * Pure helpers for the developer samples: embed query strings, start times and chapter checks.
 * No browser APIs, so they are unit-tested in tests/player-samples.test.ts.
 */

/**
 * The start time formats the player accepts: seconds, then hours, minutes and seconds. They are
 * the facts sheet's `urls.embedParams.start.formats` (tests/player-samples.test.ts proves it),
 * written out here so that the demos do not download the facts sheet's URL section.
 */
const SECONDS = /^\d+(?:\.\d+)?$/;
const HOURS_MINUTES_SECONDS = /^(?=\d)(?:\d+h)?(?:\d+m)?(?:\d+(?:\.\d+)?s)?$/;

/** Query parameters of the embed URL (and of the reference player). */
export interface EmbedParams {
  readonly start?: number | string;
  readonly autoplay?: boolean;
  readonly muted?: boolean;
  readonly loop?: boolean;
  /** A caption language code such as `en`, or `off`. */
  readonly captions?: string;
  /** Reference player only: stands in for a restriction profile. */
  readonly restricted?: string;
  /** Reference player only: tells two otherwise identical demos on one page apart. */
  readonly demo?: string;
}

/** `?start=5&muted=1` from the parameters that are set, in a stable order; '' when none are. */
export function embedQuery(params: EmbedParams): string {
  const search = new URLSearchParams();
  const flag = (value: boolean | undefined) => (value ? '1' : undefined);
  const entries: [string, string | undefined][] = [
    ['start', params.start === undefined || params.start === 0 ? undefined : String(params.start)],
    ['autoplay', flag(params.autoplay)],
    ['muted', flag(params.muted)],
    ['loop', flag(params.loop)],
    ['captions', params.captions || undefined],
    ['restricted', params.restricted || undefined],
    ['demo', params.demo || undefined],
  ];
  for (const [name, value] of entries) if (value !== undefined) search.set(name, value);
  const query = search.toString();
  return query ? `?${query}` : '';
}

export type StartTimeResult =
  {readonly ok: true; readonly seconds: number} | {readonly ok: false; readonly message: string};

/**
 * Reads a start time as the embed URL accepts it: whole or decimal seconds (`90`, `7.5`) or hours,
 * minutes and seconds (`1m30s`, `1h2m`). Anything else gets a message saying what is expected.
 */
export function parseStartTime(input: string, durationSeconds?: number): StartTimeResult {
  const value = input.trim().toLowerCase();
  if (value === '') return {ok: false, message: 'Enter a start time, such as 5 or 0m5s.'};
  let seconds: number | null = null;
  if (SECONDS.test(value)) seconds = Number(value);
  else if (HOURS_MINUTES_SECONDS.test(value)) {
    const [, hours, minutes, secs] = /^(?:(\d+)h)?(?:(\d+)m)?(?:([\d.]+)s)?$/.exec(value) ?? [];
    seconds = Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(secs ?? 0);
  }
  if (seconds === null) {
    return value.startsWith('-')
      ? {ok: false, message: 'A start time cannot be negative.'}
      : {ok: false, message: `"${input.trim()}" is not a start time. Use seconds (90) or minutes and seconds (1m30s).`};
  }
  if (durationSeconds !== undefined && seconds >= durationSeconds) {
    return {ok: false, message: `The video is ${durationSeconds} seconds long: choose a start time before the end.`};
  }
  return {ok: true, seconds};
}

/** A knowledge check asked when playback reaches `at` seconds (the end of a chapter). */
export interface CheckPoint {
  readonly id: string;
  readonly at: number;
}

/** How close to a chapter end playback must be to count as reaching it (timeupdate comes ~4 times a second). */
export const CHECK_LEAD_SECONDS = 0.3;
/**
 * A jump longer than this between two timeupdates is a seek, which skips checks, unless the two came
 * further apart in time: on a busy device timeupdates can arrive more than a second apart during playback.
 */
export const MAX_PLAYBACK_STEP_SECONDS = 1;
/** The fastest playback goes: media seconds per second of wall-clock time (2× speed). */
export const MAX_PLAYBACK_RATE = 2;

/**
 * The check due when playback moves from `previous` to `current` seconds, `elapsed` seconds of wall-clock
 * time after the previous timeupdate: the first unanswered check whose time was reached by playing (not by
 * seeking past it). Undefined when none is due.
 */
export function dueCheck<T extends CheckPoint>(
  checks: readonly T[],
  answered: ReadonlySet<string>,
  previous: number,
  current: number,
  elapsed = 0,
): T | undefined {
  const step = current - previous;
  if (step <= 0 || step > Math.max(MAX_PLAYBACK_STEP_SECONDS, elapsed * MAX_PLAYBACK_RATE)) return undefined;
  return checks.find(
    (check) =>
      !answered.has(check.id) && previous < check.at - CHECK_LEAD_SECONDS && current >= check.at - CHECK_LEAD_SECONDS,
  );
}

/** 3.24 -> "0:03.2": how the samples print player times. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  const tenths = Math.round(seconds * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths - minutes * 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}
