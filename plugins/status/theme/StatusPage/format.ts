/** Small, deterministic text helpers for the status page (same output on server and browser). */

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 2025" for a UTC month key "2025-11". */
export function monthName(key: string): string {
  const [year, month] = key.split('-');
  return `${months[Number(month) - 1] ?? month} ${year}`;
}

/** The most months the history lists, whatever dates the data holds (the window is 90 days). */
export const MAX_HISTORY_MONTHS = 24;

/** Months from `end` back to `start` (YYYY-MM-DD or YYYY-MM), newest first, as "YYYY-MM" keys; at most MAX_HISTORY_MONTHS. */
export function monthsOf(start: string, end: string): string[] {
  const keys: string[] = [];
  let [year, month] = end.split('-').map(Number) as [number, number];
  if (!Number.isInteger(year) || !Number.isInteger(month)) return keys;
  const first = start.slice(0, 7);
  while (keys.length < MAX_HISTORY_MONTHS) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    keys.push(key);
    if (key <= first) break;
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return keys;
}

/** "51 minutes", "1 hour 5 minutes", "2 days 3 hours"; "less than a minute" below 60 s. */
export function duration(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (n: number, unit: string) => (n === 0 ? '' : `${n} ${unit}${n === 1 ? '' : 's'}`);
  return (days > 0 ? [part(days, 'day'), part(hours, 'hour')] : [part(hours, 'hour'), part(mins, 'minute')])
    .filter(Boolean)
    .join(' ');
}

/** Seconds between two ISO times, or null. */
export function secondsBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const seconds = (Date.parse(to) - Date.parse(from)) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Human list: "A", "A and B", "A, B and C". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
