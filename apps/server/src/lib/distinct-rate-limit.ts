// Counts DISTINCT items per key over a sliding window, e.g. a member's idempotency keys: an item
// already counted in the window is let through again without counting twice, so replays of one
// request are never refused by the limit, while many different requests are. In Redis when
// REDIS_URL is set (every server process shares the count), otherwise in this process's memory.
import type { Redis } from 'ioredis';

export interface DistinctRateLimiter {
  /**
   * Records `item` for `key`: true when the item is already counted in the window (a replay) or
   * one more distinct item fits the limit; false (nothing recorded) when the limit is used up.
   */
  take(key: string, item: string, now?: number): Promise<boolean>;
  /** How long until `key` may add a new item (0: now). For telling a refused caller. */
  retryAfterMs(key: string, now?: number): Promise<number>;
}

export interface DistinctRateLimitOptions {
  /** Names the limit, so two limits on the same key do not share a count. */
  name: string;
  /** Distinct items per key within the window. */
  limit: number;
  windowMs: number;
}

export function createDistinctRateLimiter(
  redis: Redis | null,
  options: DistinctRateLimitOptions,
): DistinctRateLimiter {
  return redis ? redisLimiter(redis, options) : memoryLimiter(options);
}

/** When the oldest of `times` (within the window) leaves it, if the key is full. */
function waitFrom(times: number[], now: number, { limit, windowMs }: DistinctRateLimitOptions) {
  if (times.length < limit) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(0, sorted[sorted.length - limit]! + windowMs - now);
}

// One round trip, atomic: forget items older than the window; an item still counted passes (its
// first time kept); a new one is recorded unless the key is full.
const distinctWindow = `
local key, now, window, limit, item = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZSCORE', key, item) then return 1 end
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, item)
redis.call('PEXPIRE', key, window)
return 1`;

function redisLimiter(redis: Redis, options: DistinctRateLimitOptions): DistinctRateLimiter {
  const { name, limit, windowMs } = options;
  const redisKey = (key: string) => `rld:${name}:${key}`;
  return {
    async take(key, item, now = Date.now()) {
      return (await redis.eval(distinctWindow, 1, redisKey(key), now, windowMs, limit, item)) === 1;
    },
    async retryAfterMs(key, now = Date.now()) {
      const scores = await redis.zrangebyscore(
        redisKey(key),
        `(${now - windowMs}`,
        '+inf',
        'WITHSCORES',
      );
      return waitFrom(scores.filter((_, i) => i % 2 === 1).map(Number), now, options);
    },
  };
}

function memoryLimiter(
  options: DistinctRateLimitOptions & { maxKeys?: number },
): DistinctRateLimiter {
  const { limit, windowMs, maxKeys = 50_000 } = options;
  /** key → item → when it was first counted (Maps keep insertion order: oldest first). */
  const seen = new Map<string, Map<string, number>>();

  function recent(key: string, now: number) {
    const items = seen.get(key) ?? new Map<string, number>();
    for (const [item, at] of items) {
      if (at > now - windowMs) break;
      items.delete(item);
    }
    return items;
  }

  return {
    async take(key, item, now = Date.now()) {
      const items = recent(key, now);
      if (items.has(item)) return true;
      if (items.size >= limit) return false;
      items.set(item, now);
      seen.delete(key);
      seen.set(key, items);
      // Bounds memory when many members transfer once: the keys seen longest ago go first.
      for (const old of seen.keys()) {
        if (seen.size <= maxKeys) break;
        seen.delete(old);
      }
      return true;
    },
    async retryAfterMs(key, now = Date.now()) {
      return waitFrom([...recent(key, now).values()], now, options);
    },
  };
}
