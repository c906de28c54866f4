// The points maths, table-driven. The ledger property (earned = spent + converted + balance, a
// stock never below zero) runs against the real service in points.property.test.ts.
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
