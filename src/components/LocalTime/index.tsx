import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {formatDate, formatDateTime} from '@site/src/utils/dates';

/** The server-rendered form: in UTC, the same for every reader ("18 November 2025, 10:15 UTC"). */
export function utcForm(iso: string, dateOnly = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateOnly ? formatDate(date) : formatDateTime(date);
}

/** The reader's form: the site's British format, in the reader's time zone for times. */
export function formatLocal(iso: string, dateOnly = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return dateOnly ? formatDate(date) : formatDateTime(date, null);
  } catch {
    return utcForm(iso, dateOnly);
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
 * A time in the reader's time zone. The HTML built on the server holds the UTC form; the reader's
 * form replaces it after hydration, so the first client render matches the server's exactly.
 */
export default function LocalTime({iso, dateOnly = false, missing = 'time not given'}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!iso) return <span>{missing}</span>;
  const value = dateOnly ? `${iso.slice(0, 10)}T00:00:00.000Z` : iso;
  return (
    <time dateTime={dateOnly ? iso.slice(0, 10) : iso}>
      {isBrowser ? formatLocal(value, dateOnly) : utcForm(value, dateOnly)}
    </time>
  );
}
