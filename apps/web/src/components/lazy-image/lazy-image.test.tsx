import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';
import {
  createUrlCache,
  createVisibilityWatcher,
  lazyImageSettings,
  lazyRootMargin,
  loadedImages,
} from './lazy-loader';

/** A stand-in for the browser's IntersectionObserver that tests drive by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  report(target: Element, ratio: number) {
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function observerOf(target: Element): FakeObserver {
  const found = FakeObserver.instances.find((o) => o.targets.has(target));
  if (!found) throw new Error('element is not observed');
  return found;
}

/** Brings an element into range and lets any throttle window pass. */
function bringIntoRange(target: Element) {
  act(() => {
    observerOf(target).report(target, 0.5);
    vi.advanceTimersByTime(lazyImageSettings.throttleMs);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the lazy-load settings', () => {
  it('are the spec values', () => {
    expect(lazyImageSettings).toEqual({
      preLoad: 1.3,
      throttleMs: 200,
      cacheSize: 200,
      attempts: 1,
      threshold: 0.1,
    });
    expect(lazyRootMargin).toBe('30% 0px');
  });

  it('reach the observer', () => {
    const { container } = render(
      <LazyImage src="/banners/a.svg" alt="A" width={100} height={50} />,
    );
    const observer = observerOf(container.querySelector('.lazy-image')!);
    expect(observer.options).toEqual({ rootMargin: '30% 0px', threshold: 0.1 });
  });
});

describe('createUrlCache', () => {
  it('forgets the least recently loaded URL beyond its size', () => {
    const cache = createUrlCache(3);
    ['a', 'b', 'c'].forEach(cache.add);
    cache.add('a');
    cache.add('d');
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every(cache.has)).toBe(true);
    expect(cache.size).toBe(3);
  });

  it('holds 200 URLs in the shared cache', () => {
    for (let i = 0; i < 201; i++) loadedImages.add(`/cache-test/${i}.svg`);
    expect(loadedImages.size).toBe(200);
    expect(loadedImages.has('/cache-test/0.svg')).toBe(false);
    expect(loadedImages.has('/cache-test/1.svg')).toBe(true);
    expect(loadedImages.has('/cache-test/200.svg')).toBe(true);
  });
});

describe('createVisibilityWatcher', () => {
  const options = { rootMargin: '30% 0px', threshold: 0.1, throttleMs: 200 };

  it('starts the first image in range at once and later ones at most every 200 ms', () => {
    const watch = createVisibilityWatcher(options);
    const first = document.createElement('div');
    const second = document.createElement('div');
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    watch(first, onFirst);
    watch(second, onSecond);
    const observer = observerOf(first);

    observer.report(first, 1);
    expect(onFirst).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(50);
    observer.report(second, 1);
    expect(onSecond).not.toHaveBeenCalled();
    vi.advanceTimersByTime(149);
    expect(onSecond).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSecond).toHaveBeenCalledTimes(1);
  });

  it('skips an image that passed through range within one throttle window', () => {
    const watch = createVisibilityWatcher(options);
    const lead = document.createElement('div');
    const passing = document.createElement('div');
    const onPassing = vi.fn();
    watch(lead, () => {});
    watch(passing, onPassing);
    const observer = observerOf(lead);
    observer.report(lead, 1);
    observer.report(passing, 1);
    observer.report(passing, 0);
    vi.advanceTimersByTime(1000);
    expect(onPassing).not.toHaveBeenCalled();
    expect(observer.targets.has(passing)).toBe(true);
  });

  it('waits for a tenth of the image to be in range', () => {
    const watch = createVisibilityWatcher(options);
    const element = document.createElement('div');
    const onVisible = vi.fn();
    watch(element, onVisible);
    observerOf(element).report(element, 0.05);
    vi.advanceTimersByTime(1000);
    expect(onVisible).not.toHaveBeenCalled();
    observerOf(element).report(element, 0.1);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('calls back once and stops observing; a stopped watch never calls back', () => {
    const watch = createVisibilityWatcher(options);
    const element = document.createElement('div');
    const stopped = document.createElement('div');
    const onVisible = vi.fn();
    const onStopped = vi.fn();
    watch(element, onVisible);
    const stop = watch(stopped, onStopped);
    const observer = observerOf(element);
    stop();
    observer.report(element, 1);
    observer.report(stopped, 1);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(onStopped).not.toHaveBeenCalled();
    expect(observer.targets.size).toBe(0);
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const watch = createVisibilityWatcher(options);
    const onVisible = vi.fn();
    watch(document.createElement('div'), onVisible);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});

describe('LazyImage', () => {
  it('reserves its box and loads nothing until it comes into range', () => {
    const { container } = render(
      <LazyImage src="/images/game-1.svg" alt="Lucky Fish" width={300} height={200} />,
    );
    const box = container.querySelector('.lazy-image') as HTMLElement;
    expect(box.style.aspectRatio).toBe('300 / 200');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lucky Fish' })).toBe(box);

    bringIntoRange(box);
    const img = screen.getByRole('img', { name: 'Lucky Fish' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/images/game-1.svg');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '200');
  });

  it('shows a loaded URL at once when mounted again', () => {
    const first = render(<LazyImage src="/images/game-2.svg" alt="Dragon" width={1} height={1} />);
    bringIntoRange(first.container.querySelector('.lazy-image')!);
    fireEvent.load(screen.getByRole('img', { name: 'Dragon' }));
    first.unmount();

    const again = render(<LazyImage src="/images/game-2.svg" alt="Dragon" width={1} height={1} />);
    const img = again.container.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/game-2.svg');
    expect(again.container.querySelector('.lazy-image')).toHaveClass('is-loaded');
  });

  it('loads an eager image at once with high priority', () => {
    render(<LazyImage src="/banners/first.svg" alt="First" width={2} height={1} eager />);
    const img = screen.getByRole('img', { name: 'First' });
    expect(img).toHaveAttribute('src', '/banners/first.svg');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('paints an eager image as it decodes, not faded in after its load event', () => {
    // The stylesheet fades a lazy image in from opacity 0 once it has loaded; an eager one (the
    // page's largest paint) is drawn at once: on /rng its LCP came 0.3 s earlier (Lighthouse).
    const css = readFileSync(join(__dirname, 'lazy-image.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.lazy-image\.is-eager > img \{ opacity: 1; \}/);
    expect(css).toMatch(/\.lazy-image\.is-eager > img \{ transition: none; \}/);
    render(<LazyImage src="/banners/first.svg" alt="First" width={2} height={1} eager />);
    render(<LazyImage src="/banners/second.svg" alt="Second" width={2} height={1} />);
    const box = (name: string) => screen.getByRole('img', { name }).closest('.lazy-image');
    expect(box('First')).toHaveClass('is-eager');
    expect(box('First')).not.toHaveClass('is-loaded');
    expect(screen.getByRole('img', { name: 'Second' })).not.toHaveClass('is-eager');
  });

  it('shows the default game icon once when the image fails, never retrying', () => {
    render(<LazyImage src="/images/missing.svg" alt="Missing" width={1} height={1} eager />);
    fireEvent.error(screen.getByRole('img', { name: 'Missing' }));
    const img = screen.getByRole('img', { name: 'Missing' });
    expect(img).toHaveAttribute('src', '/images/default-game.svg');
    fireEvent.load(img);
    expect(img).toHaveAttribute('src', '/images/default-game.svg');
    expect(loadedImages.has('/images/missing.svg')).toBe(false);
  });

  it('uses the given fallback, and gives up quietly when that fails too', () => {
    const { container } = render(
      <LazyImage
        src="/images/missing-2.svg"
        alt="Gone"
        width={1}
        height={1}
        eager
        fallback="/flags/default.svg"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(screen.getByRole('img', { name: 'Gone' })).toHaveAttribute('src', '/flags/default.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gone' })).toHaveClass('lazy-image');
  });

  it('follows a new src, waiting for range again unless it is already loaded', () => {
    const { container, rerender } = render(
      <LazyImage src="/images/a.svg" alt="Game" width={1} height={1} />,
    );
    bringIntoRange(container.querySelector('.lazy-image')!);
    rerender(<LazyImage src="/images/b.svg" alt="Game" width={1} height={1} />);
    expect(container.querySelector('img')).toBeNull();
    bringIntoRange(container.querySelector('.lazy-image')!);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/b.svg');
  });

  it('leaves a decorative image out of the accessibility tree while waiting', () => {
    const { container } = render(<LazyImage src="/images/deco.svg" alt="" width={1} height={1} />);
    expect(container.querySelector('.lazy-image')).not.toHaveAttribute('role');
  });
});
