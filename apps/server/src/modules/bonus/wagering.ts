// The wagering maths of bonus money, pure: what a grant requires, what a settled stake counts,
// which balance a stake draws from and how a win is shared back. Amounts are minor units
// (bigint); the SQL in recordActivity counts the same way (integer division, toward zero).
import { AppError } from '../../errors';

export type WageringBase = 'bonus' | 'bonus_plus_deposit';

/** The largest turnover multiple a promotion may ask: x100. */
export const MAX_MULTIPLE = 100;

/** A multiple such as 20 or 1.5 as hundredths (2000, 150); at most two decimals, 0 to x100. */
export function multipleInHundredths(multiple: number): number {
  const hundredths = Math.round(multiple * 100);
  if (
    !Number.isFinite(multiple) ||
    multiple < 0 ||
    multiple > MAX_MULTIPLE ||
    Math.abs(hundredths - multiple * 100) > 1e-6
  ) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The wagering multiple must be 0 to ${MAX_MULTIPLE} with at most two decimals.`,
      'wagering.multiple',
    );
  }
  return hundredths;
}

/** Weighted turnover needed to release a bonus: ceil(multiple x base), never less than asked. */
export function requiredTurnover(input: {
  amount: bigint;
  depositAmount: bigint;
  base: WageringBase;
  multipleHundredths: number;
}): bigint {
  const base = input.base === 'bonus' ? input.amount : input.amount + input.depositAmount;
  const scaled = base * BigInt(input.multipleHundredths);
  return (scaled + 99n) / 100n;
}

/** What a settled stake adds to the wagering: weight percent of it, rounded toward zero. */
export function contribution(validBet: bigint, weightPercent: number): bigint {
  return (validBet * BigInt(weightPercent)) / 100n;
}

/** A game type's weight: the bonus's own, else 100 (every type counts fully unless told). */
export function weightOf(weights: Readonly<Record<string, number>>, gameType: string): number {
  return weights[gameType] ?? 100;
}

/**
 * Which balance a stake draws from: cash first, then the active bonus. Null when the two together
 * cannot cover it.
 */
export function stakeSources(
  amount: bigint,
  cash: bigint,
  bonus: bigint,
): { fromCash: bigint; fromBonus: bigint } | null {
  if (amount > cash + bonus) return null;
  const fromCash = amount < cash ? amount : cash;
  return { fromCash, fromBonus: amount - fromCash };
}

/**
 * The bonus's share of a round's win: the win in the proportion of the round's (unrefunded)
 * stake that came from the bonus, rounded down (the rounding goes to cash, never to bonus).
 */
export function bonusShareOfWin(win: bigint, bonusStake: bigint, stakeTotal: bigint): bigint {
  if (bonusStake <= 0n || stakeTotal <= 0n || win <= 0n) return 0n;
  const stake = bonusStake > stakeTotal ? stakeTotal : bonusStake;
  return (win * stake) / stakeTotal;
}
