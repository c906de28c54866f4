// Counts attempts per key over a sliding window: in Redis when REDIS_URL is set (so every
// server process shares the count), otherwise in this process's memory.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RateLimiter {
  /** Records an attempt for `key`; false when the key already used its allowance. */
  take(key: string, now?: number): Promise<boolean>;
  /**
   * Like take, but returns a handle that gives this one attempt back (a login that succeeded
   * should not count against the account), or null when the allowance is used up.
   */
  reserve(key: string, now?: number): Promise<Reservation | null>;
  /** Attempts recorded for `key` within the window ending at `now`. */
  count(key: string, now?: number): Promise<number>;
}

export interface Reservation {
  /** Removes the attempt from the count; a second call does nothing. */
  release(): Promise<void>;
}

export interface RateLimitOptions {
  /** Names the limit, so two limits on the same key (an IP) do not share a count. */
  name: string;
  limit: number;
  windowMs: number;
}

export function createRateLimiter(redis: Redis | null, options: RateLimitOptions): RateLimiter {
  return redis ? createRedisRateLimiter(redis, options) : createMemoryRateLimiter(options);
}

// One round trip, atomic: drop attempts older than the window, count, and record this one if
// there is room. Members are unique (time plus a random suffix) so two attempts in the same
// millisecond both count.
const slidingWindow = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return 1`;

export function createRedisRateLimiter(
  redis: Redis,
  { name, limit, windowMs }: RateLimitOptions,
): RateLimiter {
  async function reserve(key: string, now = Date.now()): Promise<Reservation | null> {
    const redisKey = `rl:${name}:${key}`;
    const member = `${now}-${randomBytes(8).toString('hex')}`;
    const allowed = await redis.eval(slidingWindow, 1, redisKey, now, windowMs, limit, member);
    if (allowed !== 1) return null;
    let released = false;
    return {
      async release() {
        if (released) return;
        released = true;
        await redis.zrem(redisKey, member);
      },
    };
  }
  return {
    reserve,
    async take(key, now) {
      return (await reserve(key, now)) !== null;
    },
    async count(key, now = Date.now()) {
      return redis.zcount(`rl:${name}:${key}`, `(${now - windowMs}`, '+inf');
    },
  };
}

export function createMemoryRateLimiter(
  options: Omit<RateLimitOptions, 'name'> & {
    /** Bounds memory when many addresses call once: the oldest keys are dropped first. */
    maxKeys?: number;
  },
): RateLimiter {
  const { limit, windowMs, maxKeys = 50_000 } = options;
  const hits = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of hits) {
      if (times.length === 0 || times[times.length - 1]! <= now - windowMs) hits.delete(key);
    }
    // Map keeps insertion order, so the first keys are the ones seen longest ago.
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  async function reserve(key: string, now = Date.now()): Promise<Reservation | null> {
    const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= limit) {
      hits.set(key, recent);
      return null;
    }
    recent.push(now);
    hits.delete(key);
    hits.set(key, recent);
    if (hits.size > maxKeys) sweep(now);
    let released = false;
    return {
      async release() {
        if (released) return;
        released = true;
        // Attempts at the same moment are interchangeable: removing any one of them is exact.
        const times = hits.get(key);
        const at = times?.indexOf(now) ?? -1;
        if (times && at >= 0) times.splice(at, 1);
      },
    };
  }

  return {
    reserve,
    async take(key, now) {
      return (await reserve(key, now)) !== null;
    },
    async count(key, now = Date.now()) {
      return (hits.get(key) ?? []).filter((t) => t > now - windowMs).length;
    },
  };
}
