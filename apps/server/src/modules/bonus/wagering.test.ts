// The wagering maths, table-driven, and its properties (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bonusShareOfWin,
  contribution,
  multipleInHundredths,
  requiredTurnover,
  stakeSources,
} from './wagering';

describe('requiredTurnover', () => {
  it.each([
    // amount, deposit, base, multiple, required
    [1000n, 0n, 'bonus', 20, 20_000n],
    [1000n, 5000n, 'bonus_plus_deposit', 10, 60_000n],
    [333n, 0n, 'bonus', 1.5, 500n], // 499.5 rounds up: never less than asked
    [1n, 0n, 'bonus', 0.01, 1n],
    [1000n, 0n, 'bonus', 0, 0n],
    [1000n, 999n, 'bonus', 3, 3000n], // the deposit counts only for bonus_plus_deposit
  ] as const)('%s bonus, %s deposit, %s x%s needs %s', (amount, deposit, base, multiple, want) => {
    expect(
      requiredTurnover({
        amount,
        depositAmount: deposit,
        base,
        multipleHundredths: multipleInHundredths(multiple),
      }),
    ).toBe(want);
  });

  it.each([-1, 100.01, 1.234, Number.NaN, Infinity])('refuses the multiple %s', (m) => {
    expect(() => multipleInHundredths(m)).toThrow(/multiple/);
  });
});

describe('contribution and shares', () => {
  it.each([
    [1000n, 100, 1000n],
    [1000n, 10, 100n],
    [999n, 10, 99n],
    [1000n, 0, 0n],
    [-1000n, 50, -500n], // a rollback after settlement takes back what it counted
  ] as const)('a settled stake of %s at %s%% counts %s', (bet, weight, want) => {
    expect(contribution(bet, weight)).toBe(want);
  });

  it.each([
    // amount, cash, bonus -> fromCash, fromBonus
    [100n, 500n, 0n, 100n, 0n],
    [100n, 60n, 500n, 60n, 40n],
    [100n, 0n, 500n, 0n, 100n],
    [100n, 100n, 0n, 100n, 0n],
  ] as const)('a stake of %s from cash %s and bonus %s', (amount, cash, bonus, c, b) => {
    expect(stakeSources(amount, cash, bonus)).toEqual({ fromCash: c, fromBonus: b });
  });

  it('refuses a stake above cash and bonus together', () => {
    expect(stakeSources(101n, 50n, 50n)).toBeNull();
  });

  it.each([
    [1000n, 40n, 100n, 400n],
    [999n, 1n, 3n, 333n],
    [1000n, 0n, 100n, 0n],
    [1000n, 200n, 100n, 1000n], // a stake part above the total is capped
  ] as const)('a win of %s with %s of %s staked from bonus: bonus share %s', (w, b, t, want) => {
    expect(bonusShareOfWin(w, b, t)).toBe(want);
  });
});

describe('properties', () => {
  const minor = fc.bigInt({ min: 0n, max: 10n ** 12n });

  it('a stake is drawn whole, cash first, never more than each balance', () => {
    fc.assert(
      fc.property(minor, minor, minor, (amount, cash, bonus) => {
        const s = stakeSources(amount, cash, bonus);
        if (amount > cash + bonus) return s === null;
        return (
          s !== null &&
          s.fromCash + s.fromBonus === amount &&
          s.fromCash >= 0n &&
          s.fromBonus >= 0n &&
          s.fromCash <= cash &&
          s.fromBonus <= bonus &&
          (s.fromBonus === 0n || s.fromCash === cash)
        );
      }),
    );
  });

  it('a win is shared without creating money: bonus share + cash share = win', () => {
    fc.assert(
      fc.property(minor, minor, fc.bigInt({ min: 1n, max: 10n ** 12n }), (win, part, total) => {
        const share = bonusShareOfWin(win, part, total);
        return share >= 0n && share <= win && (part < total || share === win || win === 0n);
      }),
    );
  });

  it('the requirement is never below multiple x base', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('bonus' as const, 'bonus_plus_deposit' as const),
        (amount, deposit, hundredths, base) => {
          const got = requiredTurnover({
            amount,
            depositAmount: deposit,
            base,
            multipleHundredths: hundredths,
          });
          const exact = (base === 'bonus' ? amount : amount + deposit) * BigInt(hundredths);
          return got * 100n >= exact && (got - 1n) * 100n < exact;
        },
      ),
    );
  });
});
