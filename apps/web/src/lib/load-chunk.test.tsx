import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPanel } from '../shell/route-error-panel';
import { setupTestI18n } from '../test/test-i18n';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyNamed, loadChunk } from './load-chunk';

beforeAll(async () => {
  await setupTestI18n('EN');
});

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

describe('a route whose chunk never loads', () => {
  it("shows 'Loading chunk failed' with a reload button after 120 s", async () => {
    vi.useFakeTimers();
    // React and the router log the caught error; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyNamed(() => Promise.reject(new TypeError('offline')), 'Page');
    const router = createMemoryRouter([
      { path: '/', element: <Page />, errorElement: <RouteErrorPanel /> },
    ]);
    render(<RouterProvider router={router} />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
    quiet.mockRestore();
  });
});
