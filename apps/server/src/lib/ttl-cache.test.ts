// A value is used until ttlMs after it was set; past maxEntries the one set longest ago goes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

describe('createTtlCache', () => {
  it('answers a value until ttlMs after it was set, then forgets it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createTtlCache<string, number>(1000);
    cache.set('a', 1);
    vi.setSystemTime(Date.now() + 999);
    expect(cache.get('a')).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the value set longest ago past maxEntries (setting again renews it)', () => {
    const cache = createTtlCache<string, number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
