// The lottery pages' pure rules: the refresh timer (spec: 7 s once due, else the shortest
// remaining time, at most 30 s), the week-day filter and search, the tabs, and site-zone times.
import { describe, expect, it } from 'vitest';
import type { TLotteryMenu } from '@wps/contracts/lottery/lottery-common';
import { lotteryMenusQuery, menusRefreshMs } from './api/use-lottery-menus';
import {
  drawsOn,
  filterLotteries,
  formatCountdown,
  formatOdds,
  lotteriesOfTab,
  lotteryTabs,
  refreshDelayMs,
  remainingTimesOf,
} from './lottery-rules';
import { defaultMenus, fast, grand, lucky, makeLottery } from './lottery-test-kit';
import { secondsLeft } from './use-now';

describe('the refresh timer', () => {
  it.each([
    [[0], 7_000],
    [[-5, 100], 7_000],
    [[120, 0], 7_000],
    [[1], 1_000],
    [[12, 29], 12_000],
    [[30], 30_000],
    [[31], 30_000],
    [[86_400], 30_000],
    [[], 30_000],
  ])('waits %j -> %i ms', (seconds, ms) => {
    expect(refreshDelayMs(seconds)).toBe(ms);
  });

  it('counts each draw and its betting close while still ahead, across every menu', () => {
    expect(remainingTimesOf([makeLottery({ remainTime: 50, lockTime: 20 })])).toEqual([50, 20]);
    // Closed but not drawn yet: the close no longer counts (it would poll at 7 s).
    expect(remainingTimesOf([makeLottery({ remainTime: 50, lockTime: 0 })])).toEqual([50]);
    // The fast lottery's close (30 s) is the soonest of the default menus.
    expect(menusRefreshMs(defaultMenus)).toBe(30_000);
    expect(
      menusRefreshMs([{ tag: 'FAST', gameMenus: [makeLottery({ remainTime: 9, lockTime: 4 })] }]),
    ).toBe(4_000);
    expect(
      menusRefreshMs([{ tag: 'FAST', gameMenus: [makeLottery({ remainTime: 0, lockTime: 0 })] }]),
    ).toBe(7_000);
    expect(menusRefreshMs(undefined)).toBe(30_000);
  });

  it('is what the menus query refetches by, from its last answer', () => {
    const { refetchInterval } = lotteryMenusQuery('all', 'EN');
    const after = (data: TLotteryMenu[] | undefined) =>
      (refetchInterval as (query: unknown) => number)({ state: { data } });
    expect(
      after([{ tag: 'FAST', gameMenus: [makeLottery({ remainTime: 12, lockTime: 0 })] }]),
    ).toBe(12_000);
    expect(after([{ tag: 'FAST', gameMenus: [makeLottery({ remainTime: 0, lockTime: 0 })] }])).toBe(
      7_000,
    );
    expect(after(undefined)).toBe(30_000);
  });
});

describe('the week-day filter and search', () => {
  it('shows a lottery under each day its drawDayOfWeek lists (1 Sunday .. 7 Saturday)', () => {
    expect(drawsOn(lucky, 1)).toBe(true); // Sunday
    expect(drawsOn(lucky, 2)).toBe(false);
    expect(drawsOn(lucky, 7)).toBe(true); // Saturday
    expect(drawsOn(makeLottery({ drawDayOfWeek: ' 3 , 5' }), 5)).toBe(true);
    expect(drawsOn(makeLottery({ drawDayOfWeek: '' }), 1)).toBe(false);
  });

  it('filters by day and by part of the name in any case', () => {
    const items = [lucky, grand, fast];
    expect(filterLotteries(items, { day: null, search: '' })).toEqual(items);
    expect(filterLotteries(items, { day: 4, search: '' })).toEqual(items);
    expect(filterLotteries(items, { day: 2, search: '' })).toEqual([fast]);
    expect(filterLotteries(items, { day: null, search: ' 4d' })).toEqual([lucky, grand]);
    expect(filterLotteries(items, { day: 1, search: 'GRAND' })).toEqual([]);
  });
});

describe('the tabs', () => {
  it('lists the tags, hot when a lottery is hot, and the member lists when logged in', () => {
    expect(lotteryTabs(defaultMenus, false)).toEqual(['tag:4D', 'tag:FAST', 'hot']);
    expect(lotteryTabs(defaultMenus, true)).toEqual(['tag:4D', 'tag:FAST', 'hot', 'fav', 'recent']);
    expect(
      lotteryTabs(
        [
          { tag: 'FAST', gameMenus: [fast] },
          { tag: 'X', gameMenus: [] },
        ],
        false,
      ),
    ).toEqual(['tag:FAST']);
  });

  it('gives each tab its lotteries', () => {
    expect(lotteriesOfTab(defaultMenus, 'tag:FAST', [])).toEqual([fast]);
    expect(lotteriesOfTab(defaultMenus, 'hot', [])).toEqual([lucky]);
    expect(lotteriesOfTab(defaultMenus, 'fav', [3, 2])).toEqual([grand, fast]);
  });
});

describe('times', () => {
  it('counts down from the answer, never above what the server said nor below 0', () => {
    expect(secondsLeft(100, 10_000, 10_999)).toBe(100);
    expect(secondsLeft(100, 10_000, 12_500)).toBe(98);
    // A clock tick older than the answer.
    expect(secondsLeft(100, 10_000, 9_000)).toBe(100);
    expect(secondsLeft(5, 10_000, 60_000)).toBe(0);
  });

  it('counts down as HH:mm:ss, with days past a day', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-3)).toBe('00:00:00');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(2 * 86_400 + 5)).toBe('2d 00:00:05');
    // The days in the player's language.
    expect(formatCountdown(86_400 + 61, (n) => `${n} ရက်`)).toBe('1 ရက် 00:01:01');
  });

  it('shows odds in thousandths as a multiplier', () => {
    expect(formatOdds(2_500_000)).toBe('2,500');
    expect(formatOdds(1_950)).toBe('1.95');
    expect(formatOdds(9_500)).toBe('9.5');
  });
});
