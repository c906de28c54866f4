// The points maths, pure: earning rates in millionths of a point, whole points out of an accrual,
// conversion to cash, a redemption's cost. Everything is a bigint: points and money never float.

/** Millionths of a point per point. */
export const MICRO = 1_000_000n;

/**
 * Millionths of a point earned per minor unit, for a rule of `points` per `per` minor units
 * (rounded down: at most one millionth of a point per minor unit is lost, never invented).
 */
export function microRate(points: number, per: bigint): bigint {
  if (!Number.isInteger(points) || points < 0) throw new RangeError('points must be whole, >= 0');
  if (per <= 0n) throw new RangeError('per must be positive');
  return (BigInt(points) * MICRO) / per;
}

/** Millionths of a point for `amount` minor units at `rate` (negative amounts take back). */
export function accrue(amount: bigint, rate: bigint): bigint {
  return amount * rate;
}

/**
 * What an accrual credits now: its whole points, and the millionths left. A negative accrual
 * (stakes rolled back after their points were credited) credits nothing until play makes it up.
 */
export function wholePoints(micro: bigint): { whole: bigint; rest: bigint } {
  if (micro < MICRO) return { whole: 0n, rest: micro };
  const whole = micro / MICRO;
  return { whole, rest: micro - whole * MICRO };
}

/**
 * The cash `points` convert to when `ratePoints` points buy `rateAmount` minor units, rounded down
 * (the site never pays a fraction of a minor unit); 0 when conversion is off.
 */
export function convertToCash(points: bigint, ratePoints: number, rateAmount: bigint): bigint {
  if (ratePoints <= 0 || rateAmount <= 0n || points <= 0n) return 0n;
  return (points * rateAmount) / BigInt(ratePoints);
}

/** A redemption's cost in points. */
export function redeemCost(pointsPerItem: number, quantity: number): bigint {
  return BigInt(pointsPerItem) * BigInt(quantity);
}
