// Content below the first screen, mounted when its place comes near the viewport (issue 16: a
// cheap phone's main thread while a page loads). Until then a box of `minHeight` holds its place, so
// the page's height is about right and nothing moves on screen; its data is asked for only then
// too. Where IntersectionObserver is missing it mounts at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far beyond the screen's edges content is mounted: a quarter of its height, so it is in
 * before it is scrolled into sight, and content a little below the first screen waits.
 */
export const NEAR_SCREEN_MARGIN = '25% 0px';

export function NearScreen({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const place = placeRef.current;
    if (isNear || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [isNear]);

  if (isNear) return children;
  return <div ref={placeRef} className="near-screen" style={{ minHeight }} aria-hidden="true" />;
}
