import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CHUNK_TIMEOUT_MS, lazyNamed } from '../lib/load-chunk';
import { setupTestI18n } from '../test/test-i18n';
import { RouteErrorPanel } from './route-error-panel';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
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
