import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearAllCaches } from '../lib/session-cache';
import { setupTestI18n } from './test-i18n';

// The web tests share one module graph and one jsdom between files (`isolate: false` in
// vitest.config.ts: a quarter of the time). So each file starts from what a fresh page has: no
// stored language, theme or session, the site's root URL, an unstyled body, real timers and
// globals, and the texts in English.
beforeAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  await setupTestI18n('EN');
});

// A lazy screen's first import in a worker (a popup, a console section) can take a few seconds
// while the other passes load the machine: findBy and waitFor wait up to 5 s, not 1 s. It only
// makes a failing wait fail later.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The session
// caches (lib/session-cache) would otherwise paint one case's answers in the next one.
afterEach(() => {
  cleanup();
  clearAllCaches();
});

// jsdom does no layout, so it has no scrolling: the router's scroll-to-hash (a timer that may
// fire during a later test) needs these to exist. Nothing is asserted about them.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;
