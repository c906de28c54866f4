import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../../test/test-i18n';
import { FishCanvas } from './fish-canvas';
import type { WorldKind } from './fish-world';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const kinds: WorldKind[] = [
  { id: 'clownfish', rank: 0, multiplier: 2, spawnWeight: 30 },
  { id: 'turtle', rank: 4, multiplier: 10, spawnWeight: 10 },
  { id: 'dragon', rank: 9, multiplier: 100, spawnWeight: 1 },
];

/** A 2D context that takes every call and counts the drawImage ones (jsdom has none). */
function fakeContext() {
  const calls = { drawImage: 0 };
  const ctx = new Proxy(
    {},
    {
      get: (_t, prop) => {
        if (prop === 'createLinearGradient') return () => ({ addColorStop() {} });
        if (prop === 'drawImage') return () => void calls.drawImage++;
        return () => {};
      },
      set: () => true,
    },
  );
  return { ctx: ctx as CanvasRenderingContext2D, calls };
}

let frames: FrameRequestCallback[] = [];
let resized: ResizeObserverCallback | null = null;
let hidden = false;
let drawn = { drawImage: 0 };

beforeEach(() => {
  frames = [];
  resized = null;
  hidden = false;
  const { ctx, calls } = fakeContext();
  drawn = calls;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: ResizeObserverCallback) {
        resized = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('devicePixelRatio', 2);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
    hidden ? 'hidden' : 'visible',
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs the frames queued so far at time `now` (ms). */
function tick(now: number) {
  const queued = frames;
  frames = [];
  for (const f of queued) f(now);
}

function mount() {
  render(
    <FishCanvas kinds={kinds} disabled={false} onShoot={async () => null} kindName={(id) => id} />,
  );
  const canvas = screen.getByRole('application') as HTMLCanvasElement;
  act(() =>
    resized!(
      [{ contentRect: { width: 390, height: 487.5 } } as ResizeObserverEntry],
      {} as ResizeObserver,
    ),
  );
  return canvas;
}

describe('FishCanvas', () => {
  it('sizes the canvas in device pixels (devicePixelRatio) when it is resized', () => {
    const canvas = mount();
    expect(canvas.width).toBe(780);
    expect(canvas.height).toBe(975);
  });

  it('draws every frame without reading the page', () => {
    mount();
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const computed = vi.spyOn(window, 'getComputedStyle');
    for (let i = 1; i <= 120; i++) tick(i * 16.7);
    expect(frames).toHaveLength(1);
    // Each frame drew the water and the fish (sprites made once, at the resize).
    expect(drawn.drawImage).toBeGreaterThan(120 * 5);
    expect(rect).not.toHaveBeenCalled();
    expect(computed).not.toHaveBeenCalled();
  });

  it('stops its loop while the tab is hidden and starts again when it is shown', () => {
    mount();
    tick(16);
    expect(frames).toHaveLength(1);
    hidden = true;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(cancelAnimationFrame).toHaveBeenCalled();
    // The frame already queued was cancelled: nothing asks for another.
    frames = [];
    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(frames).toHaveLength(1);
  });

  it('stops when it leaves the page', () => {
    const view = render(
      <FishCanvas
        kinds={kinds}
        disabled={false}
        onShoot={async () => null}
        kindName={(id) => id}
      />,
    );
    view.unmount();
    expect(cancelAnimationFrame).toHaveBeenCalled();
  });

  it('sends no shot while disabled', () => {
    const onShoot = vi.fn(async () => null);
    render(<FishCanvas kinds={kinds} disabled onShoot={onShoot} kindName={(id) => id} />);
    const canvas = screen.getByRole('application');
    canvas.focus();
    act(() => {
      canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onShoot).not.toHaveBeenCalled();
  });

  it('takes one shot at a time even before the page says it is busy', async () => {
    let answer: (o: null) => void = () => {};
    const onShoot = vi.fn(() => new Promise<null>((resolve) => (answer = resolve)));
    render(<FishCanvas kinds={kinds} disabled={false} onShoot={onShoot} kindName={(id) => id} />);
    const canvas = screen.getByRole('application');
    const press = () =>
      act(() => {
        canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      });
    press();
    press();
    canvas.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 10 }));
    expect(onShoot).toHaveBeenCalledTimes(1);
    await act(async () => answer(null));
    press();
    expect(onShoot).toHaveBeenCalledTimes(2);
  });
});
