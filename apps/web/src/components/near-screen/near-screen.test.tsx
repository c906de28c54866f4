// Below-the-fold content mounts when its place nears the screen, and at once without an observer.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN_MARGIN, NearScreen } from './near-screen';

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('NearScreen', () => {
  it('holds the place until it is within a screen of the viewport, then mounts its content', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <NearScreen minHeight={500}>
        <h2>Hot matches</h2>
      </NearScreen>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    const place = container.firstElementChild as HTMLElement;
    expect(place.style.minHeight).toBe('500px');
    const observer = FakeObserver.instances[0]!;
    expect(observer.observed).toEqual([place]);
    expect(observer.options?.rootMargin).toBe(NEAR_SCREEN_MARGIN);

    act(() => observer.fire(false));
    expect(screen.queryByRole('heading')).toBeNull();

    act(() => observer.fire(true));
    expect(screen.getByRole('heading', { name: 'Hot matches' })).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
    expect(container.querySelector('.near-screen')).toBeNull();
  });

  it('mounts at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearScreen minHeight={500}>
        <h2>Hot matches</h2>
      </NearScreen>,
    );
    expect(screen.getByRole('heading', { name: 'Hot matches' })).toBeInTheDocument();
  });
});
