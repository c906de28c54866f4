import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit';

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
});
