// The points maths, table-driven, and its ledger property with fast-check: whatever mix of
// earning, redeeming, rejecting and converting, earned = spent + converted + balance, and a stock
// never goes below zero.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrue, convertToCash, microRate, redeemCost, wholePoints } from './points.maths';

describe('points maths', () => {
  it.each([
    // points, per (minor units), micro-points per minor unit
    [1, 100n, 10_000n],
    [2, 100n, 20_000n],
    [1, 10_000n, 100n],
    [0, 100n, 0n],
    [1, 3n, 333_333n],
    [1, 2_000_000n, 0n],
  ])('%i point(s) per %i minor units is %i millionths per unit', (points, per, micro) => {
    expect(microRate(points, per)).toBe(micro);
  });

  it('refuses a rate without a positive base', () => {
    expect(() => microRate(1, 0n)).toThrow(RangeError);
    expect(() => microRate(-1, 100n)).toThrow(RangeError);
  });

  it.each([
    [0n, 0n, 0n],
    [999_999n, 0n, 999_999n],
    [1_000_000n, 1n, 0n],
    [10_500_000n, 10n, 500_000n],
    [-2_000_000n, 0n, -2_000_000n],
  ])('an accrual of %i millionths credits %i points and keeps %i', (micro, whole, rest) => {
    expect(wholePoints(micro)).toEqual({ whole, rest });
  });

  it.each([
    [1_050n, 10_000n, 10_500_000n],
    [-100n, 10_000n, -1_000_000n],
  ])('a valid bet of %i at %i accrues %i', (amount, rate, micro) => {
    expect(accrue(amount, rate)).toBe(micro);
  });

  it.each([
    // points, rate points, rate amount, cash
    [25n, 100, 1000n, 250n],
    [1n, 3, 100n, 33n],
    [100n, 0, 1000n, 0n],
    [0n, 100, 1000n, 0n],
    [7n, 100, 1n, 0n],
  ])('%i points at %i for %i convert to %i', (points, ratePoints, rateAmount, cash) => {
    expect(convertToCash(points, ratePoints, rateAmount)).toBe(cash);
  });

  it.each([
    [30, 1, 30n],
    [30, 3, 90n],
    [1_000_000_000, 100, 100_000_000_000n],
  ])('%i points x %i items cost %i', (points, quantity, cost) => {
    expect(redeemCost(points, quantity)).toBe(cost);
  });
});

/**
 * A model of one member's points and one item's stock, moved by the same rules as the service:
 * redeem only when points and stock cover it, reject only a redemption in process.
 */
type Op =
  | { kind: 'earn'; micro: bigint }
  | { kind: 'redeem'; quantity: number; goods: boolean }
  | { kind: 'decide'; index: number; reject: boolean }
  | { kind: 'convert'; points: bigint };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), micro: fc.bigInt(-2_000_000n, 50_000_000n) }),
  fc.record({
    kind: fc.constant('redeem' as const),
    quantity: fc.integer({ min: 1, max: 4 }),
    goods: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('decide' as const), index: fc.nat(20), reject: fc.boolean() }),
  fc.record({ kind: fc.constant('convert' as const), points: fc.bigInt(1n, 40n) }),
);

describe('points ledger property', () => {
  it('earned = spent + converted + balance, and stock never goes below zero', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 60 }),
        fc.integer({ min: 0, max: 6 }),
        (ops, stock0) => {
          const price = 7;
          let accrual = 0n;
          let balance = 0n;
          let earned = 0n;
          let spent = 0n;
          let converted = 0n;
          let stock = stock0;
          const open: Array<{ points: bigint; quantity: number; status: string }> = [];
          for (const o of ops) {
            if (o.kind === 'earn') {
              accrual += o.micro;
              const { whole, rest } = wholePoints(accrual);
              accrual = rest;
              balance += whole;
              earned += whole;
            } else if (o.kind === 'redeem') {
              const cost = redeemCost(price, o.quantity);
              if (cost > balance || (o.goods && stock < o.quantity)) continue;
              balance -= cost;
              spent += cost;
              if (o.goods) {
                stock -= o.quantity;
                open.push({ points: cost, quantity: o.quantity, status: 'process' });
              }
            } else if (o.kind === 'decide') {
              const r = open[o.index];
              if (!r || r.status !== 'process') continue;
              r.status = o.reject ? 'rejected' : 'approved';
              if (o.reject) {
                balance += r.points;
                spent -= r.points;
                stock += r.quantity;
              }
            } else {
              if (o.points > balance) continue;
              balance -= o.points;
              converted += o.points;
            }
            expect(balance).toBeGreaterThanOrEqual(0n);
            expect(stock).toBeGreaterThanOrEqual(0);
            expect(earned).toBe(spent + converted + balance);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
