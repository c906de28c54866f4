// The sums of each promotion type and the statuses' state machine: pure functions, so the tables
// in promotion-maths.test.ts pin them down. Money in minor units (bigint), rates in basis points.
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TPromoStatus } from '@wps/contracts/promotions/fields';

const BPS = 10_000n;

/** Deposit bonus: percent of the deposit, at most `cap`; nothing below `minDeposit`. */
export function depositBonus(
  deposit: bigint,
  rules: { percentBps: number; cap: bigint; minDeposit: bigint },
): bigint {
  if (deposit < rules.minDeposit || deposit <= 0n) return 0n;
  const raw = (deposit * BigInt(rules.percentBps)) / BPS;
  return raw < rules.cap ? raw : rules.cap;
}

/**
 * Check-in: the day of the streak today's sign-in makes (1 when yesterday was not signed) and
 * its reward. With `cycle`, a streak past the list's length starts over at day 1; without it, it
 * keeps earning the last day's reward.
 */
export function checkinReward(
  previousStreak: number,
  signedYesterday: boolean,
  rules: { rewards: readonly bigint[]; cycle: boolean },
): { streak: number; reward: bigint } {
  const n = rules.rewards.length;
  let streak = signedYesterday ? previousStreak + 1 : 1;
  if (rules.cycle && streak > n) streak = ((streak - 1) % n) + 1;
  return { streak, reward: rules.rewards[Math.min(streak, n) - 1]! };
}

export interface RebateLine {
  gameType: TGameType;
  validBet: bigint;
  rateBps: number;
  rebate: bigint;
}

/**
 * Rebate of a period: each game type's valid bet times its rate (rounded down per game type),
 * summed; capped at `maxPayout`; nothing when the sum is below `minPayout`.
 */
export function rebateOf(
  validBets: Partial<Record<TGameType, bigint>>,
  rules: { rates: Partial<Record<TGameType, number>>; minPayout: bigint; maxPayout?: bigint },
): { lines: RebateLine[]; total: bigint } {
  const lines: RebateLine[] = [];
  let sum = 0n;
  for (const [gameType, rateBps] of Object.entries(rules.rates) as [TGameType, number][]) {
    const validBet = validBets[gameType] ?? 0n;
    if (validBet <= 0n || rateBps <= 0) continue;
    const rebate = (validBet * BigInt(rateBps)) / BPS;
    lines.push({ gameType, validBet, rateBps, rebate });
    sum += rebate;
  }
  let total = rules.maxPayout !== undefined && sum > rules.maxPayout ? rules.maxPayout : sum;
  if (total < rules.minPayout) total = 0n;
  return { lines, total };
}

/** Raffle tickets earned in the window: one per `depositPerTicket` deposited, one per `betPerTicket` bet. */
export function raffleTickets(
  figures: { deposits: bigint; validBet: bigint },
  rules: { depositPerTicket?: bigint; betPerTicket?: bigint },
): number {
  let tickets = 0n;
  if (rules.depositPerTicket && rules.depositPerTicket > 0n) {
    tickets += figures.deposits / rules.depositPerTicket;
  }
  if (rules.betPerTicket && rules.betPerTicket > 0n) {
    tickets += figures.validBet / rules.betPerTicket;
  }
  // A count a draw can hold (RoundRng.int takes up to 2^32 in all).
  return Number(tickets > 1_000_000n ? 1_000_000n : tickets);
}

// ---------------------------------------------------------------------------------------------
// Statuses: a claim row moves only forward, along these edges. 'coming' and 'join' describe a
// promotion the caller has no row for; a row starts at one of the others.

const next: Record<TPromoStatus, readonly TPromoStatus[]> = {
  coming: ['join', 'close'],
  join: ['process', 'applying', 'claim', 'claimed', 'signed', 'issued', 'close'],
  process: ['claim', 'issued', 'close'],
  applying: ['issued', 'rejected', 'close'],
  claim: ['claimed', 'close'],
  signed: [],
  issued: [],
  claimed: [],
  rejected: [],
  close: [],
};

export function canMove(from: TPromoStatus, to: TPromoStatus): boolean {
  return next[from].includes(to);
}

/** The statuses a claim may be in just before moving to `to` (for a compare-and-set update). */
export function statusesBefore(to: TPromoStatus): TPromoStatus[] {
  return (Object.keys(next) as TPromoStatus[]).filter((from) => canMove(from, to));
}
