// Infinite scroll (spec: the lobby loads its next page as the end of the list comes near), with
// the 200 ms throttle: an IntersectionObserver on a marker after the last card, or, where there is
// none, the window's scroll events; either way at most one request for more every 200 ms.
import { useEffect, useRef, type RefObject } from 'react';

export const SCROLL_THROTTLE_MS = 200;
/** Start loading when the end is this close below the screen. */
const AHEAD_PX = 300;

/** Runs fn at once, then at most once per `ms`; a call inside the window runs at its end. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    run() {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        fn();
      } else {
        timer ??= setTimeout(() => {
          timer = null;
          last = Date.now();
          fn();
        }, wait);
      }
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Calls `loadMore` when `marker` comes within reach, while `canLoad` is true. The caller keeps
 * one request at a time (canLoad false while a page is loading).
 */
export function useInfiniteScroll(
  marker: RefObject<HTMLElement | null>,
  canLoad: boolean,
  loadMore: () => void,
): void {
  const latest = useRef({ canLoad, loadMore });
  useEffect(() => {
    latest.current = { canLoad, loadMore };
  });

  useEffect(() => {
    const element = marker.current;
    if (!element || !canLoad) return;
    const throttled = throttle(() => {
      if (latest.current.canLoad) latest.current.loadMore();
    }, SCROLL_THROTTLE_MS);

    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) throttled.run();
        },
        { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        throttled.cancel();
      };
    }
    const onScroll = () => {
      if (element.getBoundingClientRect().top < window.innerHeight + AHEAD_PX) throttled.run();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      throttled.cancel();
    };
  }, [marker, canLoad]);
}
