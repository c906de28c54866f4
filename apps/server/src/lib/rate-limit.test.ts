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
