/**
 * Status data read against the time the page is viewed, so that old data never reads as current:
 * how old the data is, whether that is too old to be taken for the present, and where a maintenance
 * window stands now (a window that has ended is completed, whatever the data called it). Pure: the
 * page passes the time; tests pass any time they like.
 */
import type {StatusMaintenance} from './normalise';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Data older than this is out of date: the page says so before anything else. Statuspage updates an
 * incident every few minutes to hours; a summary an hour old may already be wrong.
 */
export const STALE_AFTER_MS = HOUR;

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "less than a minute", "5 minutes", "3 hours", "2 days", "4 months", "1 year" (rounded down). */
export function ageText(ms: number): string {
  const age = Math.max(0, ms);
  if (age < MINUTE) return 'less than a minute';
  if (age < HOUR) return unit(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return unit(Math.floor(age / HOUR), 'hour');
  const days = Math.floor(age / DAY);
  if (days < 60) return unit(days, 'day');
  if (days < 365) return unit(Math.floor(days / 30.44), 'month');
  return unit(Math.floor(days / 365.25), 'year');
}

/** The longest "… ago" `dataAge` gives for data up to a century old, for keeping room for it. */
export const WIDEST_AGO = '59 minutes ago';

export interface DataAge {
  /** Milliseconds between the data and now; negative when the data claims to be from the future. */
  readonly ms: number;
  /** "1 year ago", "5 minutes ago", "just now". */
  readonly ago: string;
  readonly stale: boolean;
}

/** How old data taken at `iso` is at `now`; null when the time is missing or unreadable. */
export function dataAge(iso: string | null, now: number): DataAge | null {
  const taken = Date.parse(iso ?? '');
  if (Number.isNaN(taken)) return null;
  const ms = now - taken;
  return {ms, ago: ms < MINUTE ? 'just now' : `${ageText(ms)} ago`, stale: ms > STALE_AFTER_MS};
}

/**
 * What a page showing the snapshot says first, by how old the snapshot is (null: not known yet, on the
 * server): the status page's notice and the home page's summary say the same.
 */
export function snapshotNotice(age: Pick<DataAge, 'ago' | 'stale'> | null): string {
  if (!age) return 'This is a snapshot of the status, not the live status.';
  return age.stale
    ? `This is a snapshot of the status from ${age.ago}, not the current status.`
    : `This is a snapshot of the status from ${age.ago}.`;
}

/** The words before the state a snapshot recorded: "At the snapshot, 1 year ago:". */
export const atSnapshot = (age: Pick<DataAge, 'ago'> | null): string => `At the snapshot${age ? `, ${age.ago}` : ''}:`;

export type WindowPhase = 'upcoming' | 'in-progress' | 'completed' | 'unknown';

/**
 * Where a maintenance window stands at `now`, from its times: completed once its end has passed, in
 * progress between its start and end, upcoming before its start. A window the data marks completed
 * stays completed; one without usable times is `unknown`.
 */
export function windowPhase(
  window: Pick<StatusMaintenance, 'status' | 'scheduledFor' | 'scheduledUntil'>,
  now: number,
): WindowPhase {
  if (window.status === 'completed') return 'completed';
  const start = Date.parse(window.scheduledFor ?? '');
  const end = Date.parse(window.scheduledUntil ?? '');
  if (!Number.isNaN(end) && end <= now) return 'completed';
  if (!Number.isNaN(start) && start > now) return 'upcoming';
  if (!Number.isNaN(start)) return 'in-progress';
  return 'unknown';
}
