/**
 * "The reader reaches for it": the pointer moves over an element, a touch or click lands in it, focus
 * enters it, or (with `inView`) it scrolls into view. What an operation page loads on demand (its
 * request panel, its content's script) waits for this.
 */
import {useEffect, type RefObject} from 'react';

const REACHING = ['pointerover', 'touchstart', 'mousedown', 'focusin', 'click'] as const;

export function useReach(
  ref: RefObject<HTMLElement | null>,
  onReach: () => void,
  {inView = false, enabled = true}: {inView?: boolean; enabled?: boolean} = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    let observer: IntersectionObserver | undefined;
    const stop = () => {
      for (const type of REACHING) element.removeEventListener(type, reach, true);
      observer?.disconnect();
    };
    function reach() {
      stop();
      onReach();
    }
    for (const type of REACHING) element.addEventListener(type, reach, {capture: true, passive: true});
    if (inView && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      });
      observer.observe(element);
    }
    return stop;
  }, [ref, onReach, inView, enabled]);
}
