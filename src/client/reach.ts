/**
 * "The reader reaches for it": the pointer moves over an element, a touch or click lands in it, focus
 * enters it, or (with `inView`) it scrolls into view, or within `margin` of it. What a page loads on
 * demand waits for this: an API operation's request panel and content script (plugins/api-reference),
 * a developer sample's live demo (src/components/PlayerSample/LiveDemos.tsx).
 */
import {useCallback, useEffect, useState, type RefObject} from 'react';

const REACHING = ['pointerover', 'touchstart', 'mousedown', 'focusin', 'click'] as const;

export function useReach(
  ref: RefObject<HTMLElement | null>,
  onReach: () => void,
  {
    inView = false,
    margin = '0px',
    enabled = true,
  }: {
    inView?: boolean;
    /** How near the viewport counts as in view: an IntersectionObserver `rootMargin` ('0px 0px 50% 0px'). */
    margin?: string;
    enabled?: boolean;
  } = {},
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
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reach();
        },
        {rootMargin: margin},
      );
      observer.observe(element);
    }
    return stop;
  }, [ref, onReach, inView, margin, enabled]);
}

/**
 * A part that loads once the reader reaches for `ref`'s element (`useReach`): whether they have, and a
 * function that says they have (for a placeholder's button). What held the focus in the element (that
 * button) goes when the part loads: focus then moves to `focusTarget`, an element that stays, focusable
 * with `tabIndex={-1}`, so that a keyboard or screen-reader user keeps their place and Tab goes on from there.
 */
export function useReached(
  ref: RefObject<HTMLElement | null>,
  focusTarget: RefObject<HTMLElement | null>,
  options: {inView?: boolean; margin?: string} = {},
): [reached: boolean, reach: () => void] {
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => {
    if (ref.current?.contains(document.activeElement)) focusTarget.current?.focus({preventScroll: true});
    setReached(true);
  }, [ref, focusTarget]);
  useReach(ref, reach, {...options, enabled: !reached});
  return [reached, reach];
}
