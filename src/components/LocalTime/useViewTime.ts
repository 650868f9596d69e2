import {startTransition, useEffect, useState} from 'react';

/**
 * The time the reader is viewing the page, for wording that depends on it ("1 year ago", a window
 * that has ended). Null on the server and during hydration, so both render the same markup; then the
 * reader's clock, refreshed every minute while the page stays open. Each update is a transition: the
 * re-render it causes yields to the reader's input instead of blocking the page in one long task.
 */
export function useViewTime(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setNow(Date.now()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
