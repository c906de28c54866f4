// When lazy images start loading, with the spec's settings (DESIGN 6): pre-load 1.3 screens,
// throttle 200 ms, cache 200 loaded URLs, 1 attempt, threshold 0.1.
export const lazyImageSettings = {
  /** Load when an image is within 1.3 viewport heights: 30% of the height beyond each edge. */
  preLoad: 1.3,
  throttleMs: 200,
  cacheSize: 200,
  /** One attempt: a failed image shows the fallback and is never retried. */
  attempts: 1,
  threshold: 0.1,
} as const;

export const lazyRootMargin = `${Math.round((lazyImageSettings.preLoad - 1) * 100)}% 0px`;

/** Remembers the most recently loaded URLs (oldest forgotten first) so remounts show at once. */
export function createUrlCache(size: number) {
  const urls = new Set<string>();
  return {
    has: (url: string) => urls.has(url),
    add(url: string) {
      urls.delete(url);
      urls.add(url);
      if (urls.size > size) urls.delete(urls.values().next().value as string);
    },
    get size() {
      return urls.size;
    },
  };
}

export const loadedImages = createUrlCache(lazyImageSettings.cacheSize);

interface WatcherOptions {
  rootMargin: string;
  threshold: number;
  throttleMs: number;
}

/**
 * One shared IntersectionObserver. Elements that come into range are started in batches at
 * most once per throttle window; one that leaves range before its batch runs is skipped, so a
 * fast fling past a long list does not start every image on the way.
 */
export function createVisibilityWatcher({ rootMargin, threshold, throttleMs }: WatcherOptions) {
  const callbacks = new Map<Element, () => void>();
  const inRange = new Set<Element>();
  let observer: IntersectionObserver | null = null;
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function unwatch(element: Element) {
    callbacks.delete(element);
    inRange.delete(element);
    observer?.unobserve(element);
  }

  function run() {
    timer = null;
    lastRun = Date.now();
    for (const element of [...inRange]) {
      const onVisible = callbacks.get(element);
      unwatch(element);
      onVisible?.();
    }
  }

  function schedule() {
    if (timer !== null || inRange.size === 0) return;
    const wait = lastRun + throttleMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  }

  function getObserver(): IntersectionObserver {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!callbacks.has(entry.target)) continue;
          if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
            inRange.add(entry.target);
          } else inRange.delete(entry.target);
        }
        schedule();
      },
      { rootMargin, threshold },
    );
    return observer;
  }

  /** Calls onVisible once when the element comes into range; returns the function that stops. */
  return function watch(element: Element, onVisible: () => void): () => void {
    if (typeof IntersectionObserver === 'undefined') {
      // Browsers without the observer load everything rather than nothing.
      onVisible();
      return () => {};
    }
    callbacks.set(element, onVisible);
    getObserver().observe(element);
    return () => unwatch(element);
  };
}

export const watchForLoad = createVisibilityWatcher({
  rootMargin: lazyRootMargin,
  threshold: lazyImageSettings.threshold,
  throttleMs: lazyImageSettings.throttleMs,
});
