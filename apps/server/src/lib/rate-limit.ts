// Counts attempts per key over a sliding window, in this process's memory. Each server process
// counts on its own; the shared Redis limiter arrives with the accounts issue (REDIS_URL).
export interface RateLimiter {
  /** Records an attempt for `key`; false when the key already used its allowance. */
  take(key: string, now?: number): boolean;
}

export function createMemoryRateLimiter(options: {
  limit: number;
  windowMs: number;
  /** Bounds memory when many addresses call once: the oldest keys are dropped first. */
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, maxKeys = 50_000 } = options;
  const hits = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= now - windowMs) hits.delete(key);
    }
    // Map keeps insertion order, so the first keys are the ones seen longest ago.
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) sweep(now);
      return true;
    },
  };
}
