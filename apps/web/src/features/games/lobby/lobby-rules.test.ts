import { describe, expect, it } from 'vitest';
import { activeTab, classifyOptions, visibleTabs } from './lobby-rules';
import { nextPageNo } from '../api/use-game-list';
import { throttle } from './use-infinite-scroll';
import { vi } from 'vitest';

describe('visibleTabs', () => {
  it('shows hot only with hot games and fav only when logged in', () => {
    expect(visibleTabs({ hasHotGames: false, isLoggedIn: false })).toEqual(['all', 'recent']);
    expect(visibleTabs({ hasHotGames: true, isLoggedIn: false })).toEqual(['all', 'hot', 'recent']);
    expect(visibleTabs({ hasHotGames: false, isLoggedIn: true })).toEqual(['all', 'fav', 'recent']);
    expect(visibleTabs({ hasHotGames: true, isLoggedIn: true })).toEqual([
      'all',
      'hot',
      'fav',
      'recent',
    ]);
  });
});

describe('activeTab', () => {
  it('takes ?page= when that tab shows, else hot, else the whole list', () => {
    expect(activeTab('recent', ['all', 'hot', 'recent'])).toBe('recent');
    expect(activeTab(null, ['all', 'hot', 'recent'])).toBe('hot');
    expect(activeTab('fav', ['all', 'hot', 'recent'])).toBe('hot');
    expect(activeTab('hot', ['all', 'recent'])).toBe('all');
    expect(activeTab('nonsense', ['all', 'recent'])).toBe('all');
  });
});

describe('classifyOptions', () => {
  it('offers bingo only on the TY-language site', () => {
    const base = ['SCRATCH', 'VIDEO_POKER', 'TABLE_GAMES', 'ARCADE', 'SLOTS'];
    expect(classifyOptions('TY')).toEqual([...base, 'BINGO']);
    for (const language of ['MY', 'EN', 'CN', 'ID', 'TH', 'VI'] as const) {
      expect(classifyOptions(language)).toEqual(base);
    }
  });
});

describe('nextPageNo', () => {
  it('asks the next page until the last', () => {
    expect(nextPageNo({ totalPages: 3 }, 1)).toBe(2);
    expect(nextPageNo({ totalPages: 3 }, 3)).toBeUndefined();
    expect(nextPageNo({ totalPages: 0 }, 1)).toBeUndefined();
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per 200 ms with the last call at the window end', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const throttled = throttle(fn, 200);
      throttled.run();
      expect(fn).toHaveBeenCalledTimes(1);
      throttled.run();
      throttled.run();
      vi.advanceTimersByTime(199);
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledTimes(2);
      throttled.run();
      throttled.cancel();
      vi.advanceTimersByTime(500);
      expect(fn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
