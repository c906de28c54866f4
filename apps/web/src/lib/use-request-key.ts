// One idempotency key per user action (money plan): the same request sent again (a retry after a
// network failure, a double click) carries the same key, so the server answers it once; a
// changed request gets a new key, since the same key with another body is CONFLICT.
import { useCallback, useRef } from 'react';

export interface RequestKey {
  /** The key for this request: the last one again while the request is unchanged. */
  keyFor: (request: unknown) => string;
  /** The action is finished (it succeeded): the next request is a new action. */
  settle: () => void;
}

export function useRequestKey(): RequestKey {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.fingerprint !== fingerprint) {
      last.current = { fingerprint, key: crypto.randomUUID() };
    }
    return last.current.key;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settle };
}
