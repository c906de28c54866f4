import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
} from './rate-limit';

const backoff = { after: 2, firstMs: 1000, maxMs: 5000 };

/** The growing delay, the same for both kinds of limiter. */
async function expectBackoff(limiter: RateLimiter) {
  // Two attempts free, then 1 s after the latest, then 2 s, 4 s, then at most 5 s.
  expect(await limiter.take('a', 0)).toBe(true);
  expect(await limiter.take('a', 0)).toBe(true);
  expect(await limiter.take('a', 999)).toBe(false);
  expect(await limiter.retryAfterMs('a', 999)).toBe(1);
  expect(await limiter.take('a', 1000)).toBe(true);
  expect(await limiter.retryAfterMs('a', 1000)).toBe(2000);
  expect(await limiter.take('a', 2999)).toBe(false);
  expect(await limiter.take('a', 3000)).toBe(true);
  expect(await limiter.take('a', 6999)).toBe(false);
  expect(await limiter.take('a', 7000)).toBe(true);
  expect(await limiter.retryAfterMs('a', 7000)).toBe(5000);
  expect(await limiter.take('a', 12_000)).toBe(true);
  // Another key is not held up; a refusal is not recorded (it does not lengthen the wait).
  expect(await limiter.take('b', 12_000)).toBe(true);
  expect(await limiter.count('a', 12_000)).toBe(6);
  // Over the limit, the wait is until the oldest leaves the window.
  expect(await limiter.take('a', 17_000)).toBe(false);
  expect(await limiter.retryAfterMs('a', 17_000)).toBe(60_000 - 17_000);
  // Concurrent attempts cannot slip past the delay.
  const at = await Promise.all(Array.from({ length: 10 }, () => limiter.take('c', 100)));
  expect(at.filter(Boolean)).toHaveLength(2);
}
const backoffOptions: Omit<RateLimitOptions, 'name'> = { limit: 6, windowMs: 60_000, backoff };

describe('createMemoryRateLimiter', async () => {
  it('allows `limit` attempts per window, then again once the oldest leaves the window', async () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 1000 });
    expect(await limiter.take('a', 0)).toBe(true);
    expect(await limiter.take('a', 400)).toBe(true);
    expect(await limiter.take('a', 900)).toBe(false);
    expect(await limiter.take('b', 900)).toBe(true);
    expect(await limiter.take('a', 1001)).toBe(true);
    expect(await limiter.take('a', 1200)).toBe(false);
    expect(await limiter.take('a', 1401)).toBe(true);
  });

  it('gives a reserved attempt back once, and counts what is left in the window', async () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 1000 });
    const first = await limiter.reserve('a', 0);
    const second = await limiter.reserve('a', 0);
    expect(first).not.toBeNull();
    expect(await limiter.reserve('a', 10)).toBeNull();
    expect(await limiter.count('a', 10)).toBe(2);
    await first!.release();
    await first!.release(); // twice gives back one attempt, not two
    expect(await limiter.count('a', 10)).toBe(1);
    expect(await limiter.take('a', 20)).toBe(true);
    expect(await limiter.take('a', 30)).toBe(false);
    await second!.release();
    expect(await limiter.count('a', 30)).toBe(1);
    expect(await limiter.count('a', 1021)).toBe(0);
  });

  it('makes each attempt past `after` wait twice as long after the latest, up to maxMs', async () => {
    await expectBackoff(createMemoryRateLimiter(backoffOptions));
  });

  it('forgets the oldest keys beyond maxKeys instead of growing without bound', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) expect(await limiter.take(key, 0)).toBe(true);
    // 'a' was dropped to make room, so it may try again; 'd' is still remembered.
    expect(await limiter.take('a', 1)).toBe(true);
    expect(await limiter.take('d', 1)).toBe(false);
  });
});

// Runs where a Redis server is named (CI sets TEST_REDIS_URL); the shared count is what lets
// several server processes enforce one limit.
describe.runIf(process.env.TEST_REDIS_URL)('createRedisRateLimiter', () => {
  it('shares one sliding window between limiter instances', async () => {
    const a = new Redis(process.env.TEST_REDIS_URL!);
    const b = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const name = `test-${Date.now()}-${Math.random()}`;
      const one = createRedisRateLimiter(a, { name, limit: 2, windowMs: 1000 });
      const two = createRedisRateLimiter(b, { name, limit: 2, windowMs: 1000 });
      expect(await one.take('ip', 10_000)).toBe(true);
      expect(await two.take('ip', 10_400)).toBe(true);
      expect(await one.take('ip', 10_900)).toBe(false);
      expect(await two.take('other', 10_900)).toBe(true);
      expect(await two.take('ip', 11_001)).toBe(true);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });

  it('gives a reserved attempt back, so concurrent reservations never exceed the limit', async () => {
    const client = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const limiter = createRedisRateLimiter(client, {
        name: `reserve-${Math.random()}`,
        limit: 5,
        windowMs: 60_000,
      });
      const held = await Promise.all(Array.from({ length: 20 }, () => limiter.reserve('u', 1000)));
      const granted = held.filter((r) => r !== null);
      expect(granted).toHaveLength(5);
      expect(await limiter.count('u', 1000)).toBe(5);
      await granted[0]!.release();
      await granted[0]!.release();
      expect(await limiter.count('u', 1000)).toBe(4);
      expect(await limiter.take('u', 1001)).toBe(true);
      expect(await limiter.take('u', 1002)).toBe(false);
      expect(await limiter.count('u', 61_000)).toBe(1);
    } finally {
      client.disconnect();
    }
  });

  it('counts attempts made at the same moment from many clients exactly', async () => {
    const client = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const limiter = createRedisRateLimiter(client, {
        name: `burst-${Math.random()}`,
        limit: 10,
        windowMs: 60_000,
      });
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.take('ip', 5000)));
      expect(results.filter(Boolean)).toHaveLength(10);
    } finally {
      client.disconnect();
    }
  });

  it('makes each attempt past `after` wait twice as long after the latest, atomically', async () => {
    const client = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await expectBackoff(
        createRedisRateLimiter(client, { name: `backoff-${Math.random()}`, ...backoffOptions }),
      );
    } finally {
      client.disconnect();
    }
  });
});
