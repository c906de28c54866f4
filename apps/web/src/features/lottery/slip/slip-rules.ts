// The bet slip's rules, kept pure: a selection has exactly its play type's digit count and the
// slip's total is the sum of its lines (stakes are checked against the play type's limits by
// lib/money-amount's checkAmount). Each line
// carries its own idempotency key from the moment it is added, so sending the same slip again
// (a retry) is the same bets to the server.
import type { TLotteryPlayType } from '@wps/contracts/lottery/lottery-common';

/**
 * The contract's MAX_SLIP_LINES, copied so zod stays out of the page's chunk (slip-rules.test.ts
 * holds the two equal).
 */
export const MAX_SLIP_LINES = 20;

export interface SlipLine {
  /** Sent as the line's clientKey; made once, when the line is added. */
  clientKey: string;
  playType: string;
  /** Digits, or '' for a play type without any (BIG, SMALL, ODD, EVEN). */
  selection: string;
  /** Minor units. */
  stake: bigint;
}

export type SelectionProblem = 'digitsRequired' | 'digitsOnly' | null;

/** What is wrong with a typed selection for a play type, or null when it is right. */
export function selectionProblem(
  playType: Pick<TLotteryPlayType, 'digits'>,
  selection: string,
): SelectionProblem {
  if (playType.digits === 0) return null;
  if (!/^[0-9]*$/.test(selection)) return 'digitsOnly';
  return selection.length === playType.digits ? null : 'digitsRequired';
}

export function slipTotal(lines: readonly Pick<SlipLine, 'stake'>[]): bigint {
  return lines.reduce((sum, line) => sum + line.stake, 0n);
}

/** A random selection of `digits` digits (the quick pick). */
export function randomSelection(digits: number, random: () => number = Math.random): string {
  return Array.from({ length: digits }, () => Math.floor(random() * 10)).join('');
}

/** The body lines of the place call: stakes as the API's digit strings. */
export function toBodyLines(lines: readonly SlipLine[]) {
  return lines.map(({ clientKey, playType, selection, stake }) => ({
    clientKey,
    playType,
    selection,
    stake: stake.toString(),
  }));
}
