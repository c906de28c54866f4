// Counts attempts per key over a sliding window: in Redis when REDIS_URL is set (so every
// server process shares the count), otherwise in this process's memory.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

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
  /** How long until `key` may try again (0: now). For telling a refused caller, not for deciding. */
  retryAfterMs(key: string, now?: number): Promise<number>;
}

/**
 * Takes an attempt for `key`, or refuses it: 429 TOO_MANY_REQUESTS with Retry-After, the seconds
 * until the limiter lets `key` in again, so a client knows when to come back.
 */
export async function takeOrRefuse(
  limiter: RateLimiter,
  key: string,
  message: string,
  now?: number,
): Promise<void> {
  if (await limiter.take(key, now)) return;
  const seconds = Math.max(1, Math.ceil((await limiter.retryAfterMs(key, now)) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds: seconds });
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
  backoff?: Backoff;
}

/**
 * A growing delay within the window: once `after` attempts are recorded, the next one is refused
 * until min(firstMs x 2^(n - after), maxMs) have passed since the latest, n being the attempts
 * recorded. Checked in the same atomic step as the limit, so concurrent attempts cannot slip by.
 */
export interface Backoff {
  after: number;
  firstMs: number;
  maxMs: number;
}

/** The delay after `n` recorded attempts (0 before `after`). */
export function backoffMs(backoff: Backoff | undefined, n: number): number {
  if (!backoff || n < backoff.after) return 0;
  return Math.min(backoff.firstMs * 2 ** (n - backoff.after), backoff.maxMs);
}

/** When the attempts at `times` (within the window, any order) let the next one in. */
function waitFrom(times: number[], now: number, options: Omit<RateLimitOptions, 'name'>): number {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  let wait = 0;
  // Over the limit: until enough of the oldest leave the window.
  if (sorted.length >= options.limit) {
    wait = sorted[sorted.length - options.limit]! + options.windowMs - now;
  }
  const delay = backoffMs(options.backoff, sorted.length);
  if (delay > 0) wait = Math.max(wait, sorted[sorted.length - 1]! + delay - now);
  return Math.max(0, wait);
}

export function createRateLimiter(redis: Redis | null, options: RateLimitOptions): RateLimiter {
  return redis ? createRedisRateLimiter(redis, options) : createMemoryRateLimiter(options);
}

// One round trip, atomic: drop attempts older than the window, count, refuse when over the limit
// or within the backoff's delay after the latest, and record this one otherwise. Members are
// unique (time plus a random suffix) so two attempts in the same millisecond both count.
const slidingWindow = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
local after, first, most = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if n >= limit then return 0 end
if after > 0 and n >= after then
  local latest = tonumber(redis.call('ZREVRANGE', key, 0, 0, 'WITHSCORES')[2])
  if now < latest + math.min(first * 2 ^ (n - after), most) then return 0 end
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return 1`;

export function createRedisRateLimiter(redis: Redis, options: RateLimitOptions): RateLimiter {
  const { name, limit, windowMs, backoff } = options;
  async function reserve(key: string, now = Date.now()): Promise<Reservation | null> {
    const redisKey = `rl:${name}:${key}`;
    const member = `${now}-${randomBytes(8).toString('hex')}`;
    const allowed = await redis.eval(
      slidingWindow,
      1,
      redisKey,
      now,
      windowMs,
      limit,
      member,
      backoff?.after ?? 0,
      backoff?.firstMs ?? 0,
      backoff?.maxMs ?? 0,
    );
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
    async retryAfterMs(key, now = Date.now()) {
      const scores = await redis.zrangebyscore(
        `rl:${name}:${key}`,
        `(${now - windowMs}`,
        '+inf',
        'WITHSCORES',
      );
      const times = scores.filter((_, i) => i % 2 === 1).map(Number);
      return waitFrom(times, now, options);
    },
  };
}

export function createMemoryRateLimiter(
  options: Omit<RateLimitOptions, 'name'> & {
    /** Bounds memory when many addresses call once: the oldest keys are dropped first. */
    maxKeys?: number;
  },
): RateLimiter {
  const { limit, windowMs, backoff, maxKeys = 50_000 } = options;
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
    const delay = backoffMs(backoff, recent.length);
    if (recent.length >= limit || (delay > 0 && now < Math.max(...recent) + delay)) {
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
    async retryAfterMs(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      return waitFrom(recent, now, options);
    },
  };
}
