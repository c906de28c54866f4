// The frame's later parts mount at the browser's first idle moment, and at once without one.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, WhenIdle } from './when-idle';

afterEach(() => vi.unstubAllGlobals());

describe('WhenIdle', () => {
  it('mounts its content at the first idle moment, not before', () => {
    const callbacks: IdleRequestCallback[] = [];
    const request = vi.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(
      <WhenIdle>
        <footer>Footer</footer>
      </WhenIdle>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });

    act(() => callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer');
  });

  it('lets go of the idle callback when unmounted first', () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const view = render(
      <WhenIdle>
        <footer>Footer</footer>
      </WhenIdle>,
    );
    view.unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('mounts at once where requestIdleCallback is missing', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <WhenIdle>
        <footer>Footer</footer>
      </WhenIdle>,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
