// The rules an offer must follow, pure: its tiers, its period type, the rate ceiling, and which
// contracts a lower rate agreed upstream ends.
import type { TContractTier } from '@wps/contracts/agent/contracts';
import { AppError } from '../../errors';
import { periodTypesOf, type PeriodType } from './periods';
import type { ContractKind, Tier } from './settlement-math';

export const MAX_TIERS = 20;

/** The tiers as the maths reads them (bigint thresholds). */
export function tiersOf(stored: readonly TContractTier[]): Tier[] {
  return stored.map((t) => ({
    minValidBet: BigInt(t.minValidBet),
    minLoss: BigInt(t.minLoss),
    minBetAmount: BigInt(t.minBetAmount),
    minActive: t.minActive,
    rateBp: t.rateBp,
  }));
}

/** The contract's rate for the ceiling and termination rules: its highest tier rate. */
export function maxRateOf(tiers: readonly TContractTier[]): number {
  return Math.max(...tiers.map((t) => t.rateBp));
}

/**
 * Checks what the schema cannot: thresholds that fit the kind (a real-time salary has one tier
 * and no thresholds; a dividend no bet-amount threshold, a salary no loss threshold), no two
 * tiers with the same thresholds, and a period type the kind allows.
 */
export function checkTerms(
  kind: ContractKind,
  periodType: string,
  tiers: readonly TContractTier[],
): PeriodType {
  const allowed = periodTypesOf(kind);
  if (!(allowed as readonly string[]).includes(periodType)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A ${kind} contract's period is one of ${allowed.join(', ')}.`,
      'body.periodType',
    );
  }
  const isZero = (v: string) => BigInt(v) === 0n;
  tiers.forEach((t, i) => {
    const field = `body.tiers.${i}`;
    if (
      kind === 'realtime_salary' &&
      (tiers.length > 1 || !isZero(t.minBetAmount) || t.minActive)
    ) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A real-time salary has one rate and no thresholds.',
        field,
      );
    }
    if (kind !== 'dividend' && (!isZero(t.minValidBet) || !isZero(t.minLoss))) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A salary tier has no valid-bet or loss threshold.',
        field,
      );
    }
    if (kind === 'dividend' && !isZero(t.minBetAmount)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A dividend tier has no bet-amount threshold.',
        field,
      );
    }
  });
  const seen = new Set(
    tiers.map((t) => `${t.minValidBet}|${t.minLoss}|${t.minBetAmount}|${t.minActive}`),
  );
  if (seen.size !== tiers.length) {
    throw new AppError('VALIDATION_FAILED', 'Two tiers have the same thresholds.', 'body.tiers');
  }
  return periodType as PeriodType;
}

/**
 * The contracts an agent gave that a new rate of its own ends: those above it (spec: "a new
 * contract with a lower rate than a downline's terminates the downline's after agreement").
 */
export function contractsToTerminate(
  newRateBp: number,
  given: ReadonlyArray<{ id: number; maxRateBp: number }>,
): number[] {
  return given.filter((c) => c.maxRateBp > newRateBp).map((c) => c.id);
}
