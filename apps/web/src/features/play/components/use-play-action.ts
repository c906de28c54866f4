// A game page's calls one at a time: busy while one runs, and the last one's error until the next.
import { useCallback, useState } from 'react';

export function usePlayAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  /** Runs `action`; false when it failed (its error is then shown). */
  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, error, run };
}
