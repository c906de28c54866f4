// The VIP maths, table-driven: qualifying, promotion (every rank passed counts), relegation one
// rank per grace period, progress to the next rank.
import { describe, expect, it } from 'vitest';
import { decideRank, progressToNext, qualifiedLevel, type RankRule } from './vip.maths';

const ranks: RankRule[] = [
  { level: 1, minValidBet: 0n, minDeposit: 0n },
  { level: 2, minValidBet: 1_000n, minDeposit: 500n },
  { level: 3, minValidBet: 5_000n, minDeposit: 2_000n },
  { level: 4, minValidBet: 20_000n, minDeposit: 5_000n },
  { level: 5, minValidBet: 100_000n, minDeposit: 20_000n },
];
const DAY = 86_400_000;
const now = new Date('2026-11-28T00:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

describe('VIP maths', () => {
  it.each([
    [0n, 0n, 1],
    [999n, 10_000n, 1],
    [1_000n, 499n, 1],
    [1_000n, 500n, 2],
    [6_000n, 1_999n, 2],
    [6_000n, 2_000n, 3],
    [1_000_000n, 1_000_000n, 5],
    [100_000n, 19_999n, 4],
  ])('valid bet %i and deposits %i qualify for rank %i', (validBet, deposits, level) => {
    expect(qualifiedLevel(ranks, { validBet, deposits })).toBe(level);
  });

  it.each([
    // current, reached days ago, qualified, grace days -> level, changed, rewards
    [1, 0, 3, 30, 3, true, [2, 3]],
    [2, 100, 2, 30, 2, false, []],
    [4, 10, 2, 30, 4, false, []],
    [4, 30, 2, 30, 3, true, []],
    [4, 31, 1, 0, 3, true, []],
    [3, 0, 1, 0, 2, true, []],
    [5, 1, 5, 30, 5, false, []],
    [9, 1, 5, 30, 9, false, []],
    [9, 31, 5, 30, 8, true, []],
  ] as const)(
    'at rank %i (reached %i days ago), qualified for %i, grace %i: rank %i',
    (current, ago, qualified, graceDays, level, changed, rewards) => {
      const d = decideRank({
        current,
        reachedAt: daysAgo(ago),
        qualified,
        now,
        graceDays,
      });
      expect(d).toEqual({ level, changed, promotedThrough: [...rewards] });
    },
  );

  it.each([
    [1, 0n, 0n, { level: 2, validBetLeft: 1_000n, depositLeft: 500n, percent: 0 }],
    [1, 500n, 500n, { level: 2, validBetLeft: 500n, depositLeft: 0n, percent: 50 }],
    [2, 4_000n, 1_000n, { level: 3, validBetLeft: 1_000n, depositLeft: 1_000n, percent: 50 }],
    [4, 100_000n, 20_000n, { level: 5, validBetLeft: 0n, depositLeft: 0n, percent: 100 }],
    [5, 0n, 0n, null],
  ])('at rank %i with %i and %i: %o', (level, validBet, deposits, progress) => {
    expect(progressToNext(ranks, level, { validBet, deposits })).toEqual(progress);
  });
});
