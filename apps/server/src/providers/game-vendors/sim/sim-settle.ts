// Settles the bets of ended and cancelled events through the vendor API, as an outside vendor
// would: a winner's payout is credited with txId `${betRef}:win`, a loser gets a credit of 0 (the
// round ends cleanly), a cancelled event's bets are rolled back; then each round is ended. Runs
// outside any database transaction (the API answers in its own), and may run twice or in two
// processes at once: every call is idempotent by its txId, and each bet's state changes once,
// by compare-and-set, only after its wallet call was answered. A call that fails (no answer)
// leaves the bet as it was, for the next run.
import type { TSimResult, TSimSelection, TSimSport } from '@wps/contracts/games/sim-common';
import type { Db } from '../../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import { localVendorClient, type VendorClient, type VendorSend } from '../vendor-client';
import { payoutOf } from './sim-draw';
import { rollbackTxOf, roundRefOf, winTxOf } from './sim-refs';
import {
  findEventsToSettle,
  findUnsettledBets,
  settleBet,
  type SimBetRow,
  type SimEventRow,
} from './sim.queries';
import { gameVendors } from '../../../db/schema/content';
import { eq } from 'drizzle-orm';

export interface SimDeps {
  db: Db;
  send: VendorSend;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface SettleReport {
  events: number;
  settled: number;
  /** Bets left for a later run (a wallet call without an answer). */
  left: number;
}

/** A rollback's answers that end the matter: given back, or the debit never arrived. */
const rollbackDone = new Set(['OK', 'TX_NOT_FOUND']);

async function vendorCodeOf(db: Db, vendorId: number): Promise<string> {
  const [row] = await db
    .select({ code: gameVendors.vassalage })
    .from(gameVendors)
    .where(eq(gameVendors.id, vendorId));
  if (!row) throw new Error(`vendor ${vendorId} not found`);
  return row.code;
}

/** Settles one event's unsettled bets. */
export async function settleEvent(
  deps: SimDeps,
  event: SimEventRow,
  now: Date,
): Promise<{ settled: number; left: number }> {
  const bets = await findUnsettledBets(deps.db, event.id);
  if (bets.length === 0) return { settled: 0, left: 0 };
  const client = await localVendorClient(deps, await vendorCodeOf(deps.db, event.vendorId));
  const result = event.result as TSimResult | null;
  const isCancelled = event.state === 'cancelled' || !result?.winner;

  // One round per player and game: its pending bets are rolled back before any win is paid
  // (a rollback after a win in the round is refused), and it is ended once all its bets are.
  const rounds = new Map<string, { playerId: number; gameCode: string; bets: SimBetRow[] }>();
  for (const bet of bets) {
    const { gameCode } = bet;
    const ref = roundRefOf(event.id, bet.playerId, gameCode);
    const round = rounds.get(ref) ?? { playerId: bet.playerId, gameCode, bets: [] };
    round.bets.push(bet);
    rounds.set(ref, round);
  }

  let settled = 0;
  let left = 0;
  for (const [roundId, round] of rounds) {
    const outcomes: Array<{
      bet: SimBetRow;
      from: 'open' | 'pending';
      state: 'won' | 'lost' | 'void';
      payout: bigint;
    }> = [];
    const pending = round.bets.filter((b) => b.state === 'pending');
    const open = round.bets.filter((b) => b.state === 'open');
    let isComplete = true;
    for (const bet of pending) {
      const answer = await rollback(client, bet, roundId);
      // OK: its debit had arrived and is given back; TX_NOT_FOUND: it never arrived.
      if (rollbackDone.has(answer)) {
        outcomes.push({
          bet,
          from: 'pending',
          state: 'void',
          payout: answer === 'OK' ? bet.stake : 0n,
        });
      } else {
        isComplete = false;
        deps.log?.warn({ betRef: bet.betRef, code: answer }, 'sim rollback not done');
      }
    }
    // A round whose pending rollback is unanswered gets no win yet (it would refuse the rollback).
    for (const bet of isComplete ? open : []) {
      if (isCancelled) {
        const answer = await rollback(client, bet, roundId);
        if (rollbackDone.has(answer)) {
          outcomes.push({
            bet,
            from: 'open',
            state: 'void',
            payout: answer === 'OK' ? bet.stake : 0n,
          });
        } else {
          isComplete = false;
          deps.log?.warn({ betRef: bet.betRef, code: answer }, 'sim rollback not done');
        }
        continue;
      }
      const { state, payout } = payoutOf(
        event.sport as TSimSport,
        bet,
        result!.winner as TSimSelection,
      );
      const answer = await client.credit({
        playerId: bet.playerId,
        txId: winTxOf(bet.betRef),
        roundId,
        gameCode: round.gameCode,
        amount: payout,
      });
      if (answer.code === 'OK') outcomes.push({ bet, from: 'open', state, payout });
      else {
        isComplete = false;
        deps.log?.warn({ betRef: bet.betRef, code: answer.code }, 'sim credit not done');
      }
    }
    if (!isComplete) {
      left += round.bets.length;
      continue;
    }
    // Ended before the bets are marked, so a crash here sends endRound again (harmless) rather
    // than never. Only INTERNAL_ERROR (no answer) is retried; a round the API never opened (its
    // bet never arrived) answers a not-found code, which is as good as ended.
    if (open.length > 0 || outcomes.some((o) => o.from === 'pending')) {
      const ended = await client.endRound({ playerId: round.playerId, roundId });
      if (ended.code === 'INTERNAL_ERROR') {
        left += round.bets.length;
        continue;
      }
    }
    for (const o of outcomes) {
      if (
        await settleBet(deps.db, o.bet.id, o.from, { state: o.state, payout: o.payout, at: now })
      ) {
        settled++;
      }
    }
  }
  return { settled, left };
}

async function rollback(client: VendorClient, bet: SimBetRow, roundId: string): Promise<string> {
  const answer = await client.rollback({
    playerId: bet.playerId,
    txId: rollbackTxOf(bet.betRef),
    refTxId: bet.betRef,
    roundId,
  });
  return answer.code;
}

/** Settles every ended or cancelled event that still has unsettled bets (up to `limit`). */
export async function settleSimEvents(deps: SimDeps, now: Date, limit = 50): Promise<SettleReport> {
  const events = await findEventsToSettle(deps.db, limit);
  const report: SettleReport = { events: events.length, settled: 0, left: 0 };
  for (const event of events) {
    const { settled, left } = await settleEvent(deps, event, now);
    report.settled += settled;
    report.left += left;
  }
  return report;
}
