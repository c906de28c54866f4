// Whether a media query matches, following changes (e.g. the phone layout below 960 px).
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // Without matchMedia (tests, very old browsers) the desktop layout is used.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
  );
}
