import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The server-rendered form: ISO 8601 in UTC, the same for every reader. */
export function isoFallback(iso: string, dateOnly = false): string {
  return dateOnly ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The reader's form: their locale and, for times, their time zone. */
export function formatLocal(iso: string, dateOnly = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(
      undefined,
      dateOnly
        ? {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}
        : {year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short'},
    ).format(date);
  } catch {
    return isoFallback(iso, dateOnly);
  }
}

interface Props {
  /** ISO 8601 time, or a YYYY-MM-DD day with `dateOnly`. */
  readonly iso: string | null;
  /** Show a UTC calendar day without a time. */
  readonly dateOnly?: boolean;
  /** Text when there is no time. */
  readonly missing?: string;
}

/**
 * A time in the reader's locale. The HTML built on the server holds the ISO form; the reader's
 * form replaces it after hydration, so the first client render matches the server's exactly.
 */
export default function LocalTime({iso, dateOnly = false, missing = 'time not given'}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!iso) return <span>{missing}</span>;
  const value = dateOnly ? `${iso.slice(0, 10)}T00:00:00.000Z` : iso;
  return (
    <time dateTime={dateOnly ? iso.slice(0, 10) : iso}>
      {isBrowser ? formatLocal(value, dateOnly) : isoFallback(value, dateOnly)}
    </time>
  );
}
