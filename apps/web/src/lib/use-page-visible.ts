// Whether the page is visible (not a background tab or a minimised window), following changes.
import { useSyncExternalStore } from 'react';

export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState !== 'hidden',
  );
}
