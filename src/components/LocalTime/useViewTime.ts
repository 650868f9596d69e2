import {useEffect, useState} from 'react';

/**
 * The time the reader is viewing the page, for wording that depends on it ("1 year ago", a window
 * that has ended). Null on the server and during hydration, so both render the same markup; then the
 * reader's clock, refreshed every minute while the page stays open.
 */
export function useViewTime(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
