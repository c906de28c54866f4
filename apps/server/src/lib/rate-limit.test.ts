import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

describe('createMemoryRateLimiter', () => {
  it('allows `limit` attempts per window, then again once the oldest leaves the window', () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 400)).toBe(true);
    expect(limiter.take('a', 900)).toBe(false);
    expect(limiter.take('b', 900)).toBe(true);
    expect(limiter.take('a', 1001)).toBe(true);
    expect(limiter.take('a', 1200)).toBe(false);
    expect(limiter.take('a', 1401)).toBe(true);
  });

  it('forgets the oldest keys beyond maxKeys instead of growing without bound', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) expect(limiter.take(key, 0)).toBe(true);
    // 'a' was dropped to make room, so it may try again; 'd' is still remembered.
    expect(limiter.take('a', 1)).toBe(true);
    expect(limiter.take('d', 1)).toBe(false);
  });
});
