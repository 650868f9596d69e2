/**
 * The site's one way of writing dates and times, in British English: day, month in words, year
 * ("12 November 2025"), and 24-hour times with their zone ("18 November 2025, 10:15 UTC"). Every page,
 * feed and Markdown twin that shows a date to a reader writes it with these.
 */
type When = Date | string | number;
/** An IANA time zone, or null for the reader's own. */
type Zone = string | null;

const LOCALE = 'en-GB';

const asDate = (when: When): Date => (when instanceof Date ? when : new Date(when));

/** "12 November 2025": the calendar day in `timeZone` (UTC unless given; null is the reader's zone). */
export function formatDate(when: When, timeZone: Zone = 'UTC'): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: timeZone ?? undefined,
  }).format(asDate(when));
}

/** "12 November": the day without its year, for lists grouped by year. */
export function formatDayMonth(when: When, timeZone: Zone = 'UTC'): string {
  return new Intl.DateTimeFormat(LOCALE, {day: 'numeric', month: 'long', timeZone: timeZone ?? undefined}).format(
    asDate(when),
  );
}

/** "10:15 UTC": the time on a 24-hour clock, with its zone's short name. */
export function formatTime(when: When, timeZone: Zone = 'UTC'): string {
  return new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone: timeZone ?? undefined,
  }).format(asDate(when));
}

/** "18 November 2025, 10:15 UTC": the day and time in `timeZone` (UTC unless given). */
export function formatDateTime(when: When, timeZone: Zone = 'UTC'): string {
  return `${formatDate(when, timeZone)}, ${formatTime(when, timeZone)}`;
}
