import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('retries a failed load and resolves when one succeeds', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('page');
    const result = loadChunk(load);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with ChunkLoadError once 120 s have passed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    const result = loadChunk(load);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    const calls = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load.mock.calls.length).toBe(calls);
  });

  it('also gives up on a load that never answers', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise<never>(() => {}));
    const outcome = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await outcome;
  });
});
