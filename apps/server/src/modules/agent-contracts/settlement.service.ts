// Settling agent contracts: runs per (kind, period), each settled in batches by the job. A batch
// writes each contract's statement and its payment (house -> the agent's main wallet, or the
// commission wallet when operators chose it) in one
// transaction; the statement's unique (contract, period) and the ledger key
// agent:<kind>:<contract>:<period> make every (contract, period) paid once, whatever process,
// retry or crash.
import type { Db } from '../../db/client';
import { openAccount } from '../../ledger/accounts';
import { postMany } from '../../ledger/post-many';
import type { PostInput } from '../../ledger/post';
import { readActiveThreshold } from '../agent-reports/settings';
import { readSettlementSettings } from './settlement-settings';
import * as cq from './agent-contracts.queries';
import { tiersOf } from './contract-rules';
import {
  daysOf,
  isDailyPeriod,
  lastEndedPeriod,
  nextPeriod,
  periodFromRow,
  periodOf,
  periodTypesOf,
  type Period,
} from './periods';
import {
  settleContracts,
  ZERO_FIGURES,
  type ContractKind,
  type SettlementLine,
} from './settlement-math';
import * as sq from './settlement.queries';

/** A period is settled this long after it ends: rounds settling at the boundary land first. */
export const SETTLE_GRACE_MS = 60_000;
/** Statements (and payments) per transaction. */
export const SETTLE_BATCH = 1_000;
/** Runs created per call at most (catching up after a long stop goes on at the next turn). */
const MAX_NEW_RUNS = 200;

export const ledgerKindOf: Record<ContractKind, string> = {
  dividend: 'agent_dividend',
  daily_salary: 'agent_daily_salary',
  hourly_salary: 'agent_hourly_salary',
  realtime_salary: 'agent_realtime_salary',
};

export const ledgerKeyOf = (kind: ContractKind, contractId: number, periodKey: string) =>
  `agent:${kind}:${contractId}:${periodKey}`;

/**
 * Creates the runs of every period of `kind` that ended by `now` (less the grace) and has none
 * yet, from the first contract ever accepted of that kind and period type.
 */
export async function ensureRuns(db: Db, kind: ContractKind, now: Date, timeZone: string) {
  let created = 0;
  for (const type of periodTypesOf(kind)) {
    const last = lastEndedPeriod(type, new Date(now.getTime() - SETTLE_GRACE_MS), timeZone);
    const latest = await sq.latestRun(db, kind, type);
    let p: Period;
    if (latest) {
      p = nextPeriod(periodFromRow(type, latest.periodStart, timeZone), timeZone);
    } else {
      const first = await cq.firstAcceptance(db, kind, type);
      if (!first) continue;
      p = periodOf(type, first, timeZone);
    }
    while (p.start < last.end && created < MAX_NEW_RUNS) {
      await sq.insertRun(db, {
        kind,
        periodKey: p.key,
        periodType: type,
        periodStart: p.start,
        periodEnd: p.end,
      });
      created++;
      p = nextPeriod(p, timeZone);
    }
  }
  return created;
}

export interface BatchOutcome {
  runId: number | null;
  statements: number;
  paid: bigint;
  paidAgentIds: number[];
  hasMore: boolean;
}

/**
 * Settles up to SETTLE_BATCH contracts of the oldest pending run of `kind` that ended by
 * `now` less the grace; closes the run when none is left. Inside the caller's transaction.
 */
export async function settleNextBatch(
  db: Db,
  kind: ContractKind,
  now: Date,
  timeZone: string,
  batchSize = SETTLE_BATCH,
): Promise<BatchOutcome> {
  const run = await sq.nextPendingRun(db, kind, new Date(now.getTime() - SETTLE_GRACE_MS));
  if (!run) return { runId: null, statements: 0, paid: 0n, paidAgentIds: [], hasMore: false };
  const period = periodFromRow(run.periodType, run.periodStart, timeZone);
  const settings = await readSettlementSettings(db);
  const lines = await computeLines(db, kind, period, timeZone, settings);
  const already = await sq.settledContractIds(db, period.key, kind);
  const todo = lines.filter((l) => !already.has(l.line.contractId));
  const batch = todo.slice(0, batchSize);
  const isDone = todo.length <= batchSize;

  const statements = batch.map(({ line, due }) => ({
    runId: run.id,
    contractId: line.contractId,
    agentId: line.agentId,
    kind,
    periodKey: period.key,
    periodStart: period.start,
    detail: detailOf(line, due),
    amount: line.amount,
    carryIn: line.carryIn,
    carryOut: line.carryOut,
    ledgerKey: line.amount > 0n ? ledgerKeyOf(kind, line.contractId, period.key) : null,
  }));
  const inserted = await sq.insertStatements(db, statements);
  const toPay = statements.filter((s) => s.amount > 0n && inserted.has(s.contractId));
  await payStatements(db, kind, toPay, settings.payoutWallet);
  const paid = toPay.reduce((sum, s) => sum + s.amount, 0n);
  await sq.addToRun(db, run.id, inserted.size, paid, isDone);
  return {
    runId: run.id,
    statements: inserted.size,
    paid,
    paidAgentIds: [...new Set(toPay.map((s) => s.agentId))],
    // A finished run may leave older-by-id runs of the same kind pending: go on.
    hasMore: true,
  };
}

/**
 * The statements' payments, house -> each agent's main wallet (or its commission wallet, as the
 * operators set), in one ordered postMany.
 */
async function payStatements(
  db: Db,
  kind: ContractKind,
  toPay: readonly sq.NewStatement[],
  wallet: 'main' | 'commission',
) {
  if (toPay.length === 0) return;
  const house = await openAccount(db, 'house', null);
  const cashOf = await sq.openPayoutAccounts(
    db,
    [...new Set(toPay.map((s) => s.agentId))],
    wallet === 'main' ? 'player_cash' : 'agent_commission',
  );
  const inputs: PostInput[] = toPay.map((s) => ({
    key: s.ledgerKey!,
    kind: ledgerKindOf[kind],
    entries: [
      { account: house.id, amount: -s.amount },
      { account: cashOf.get(s.agentId)!, amount: s.amount },
    ],
    metadata: { contractId: s.contractId, period: s.periodKey, reference: s.periodKey },
  }));
  await postMany(db, inputs);
}

/**
 * Every contract's line for the period: the contracts in force at its end, their teams'
 * figures, the carried losses (dividend), and for a real-time salary what the hour's earlier
 * periods paid (its figures are the hour so far: each 5 minutes pays the rest).
 */
export async function computeLines(
  db: Db,
  kind: ContractKind,
  period: Period,
  timeZone: string,
  settings: { dividendCarryOver: boolean },
): Promise<Array<{ line: SettlementLine; due: bigint }>> {
  const contracts = await cq.contractsInForce(db, kind, period.type, period.end);
  if (contracts.length === 0) return [];
  const agentIds = contracts.map((c) => c.agentId);
  const hour = kind === 'realtime_salary' ? periodOf('HR', period.start, timeZone) : null;
  const figuresPeriod = isDailyPeriod(period.type)
    ? daysOf(period, timeZone)
    : { from: hour?.start ?? period.start, to: hour ? hour.end : period.end };
  const activeThreshold = await readActiveThreshold(db);
  const [figures, carried, paidInHour] = await Promise.all([
    sq.teamFiguresOfMany(db, agentIds, figuresPeriod, activeThreshold),
    kind === 'dividend'
      ? sq.carriedLosses(db, kind, agentIds, period.start)
      : Promise.resolve(new Map<number, bigint>()),
    hour
      ? sq.paidSoFarInHour(db, hour.start, period.start)
      : Promise.resolve(new Map<number, bigint>()),
  ]);
  const lines = settleContracts(
    kind,
    contracts.map((c) => ({
      contractId: c.id,
      agentId: c.agentId,
      uplineContractId: c.uplineContractId,
      tiers: tiersOf(c.tiers),
      figures: figures.get(c.agentId) ?? ZERO_FIGURES,
      carryIn: carried.get(c.agentId) ?? 0n,
    })),
    { carryOver: settings.dividendCarryOver },
  );
  return lines.map((line) => {
    const due = line.amount;
    if (!hour) return { line, due };
    const before = paidInHour.get(line.contractId) ?? 0n;
    return { line: { ...line, amount: due > before ? due - before : 0n }, due };
  });
}

/** What a statement keeps of its line: the figures, tier, rates, each deduction (JSON-safe). */
function detailOf(line: SettlementLine, due: bigint): Record<string, unknown> {
  const text = (v: bigint) => v.toString();
  return {
    figures: {
      validBet: text(line.figures.validBet),
      betAmount: text(line.figures.betAmount),
      housePnl: text(line.figures.housePnl),
      activeMembers: line.figures.activeMembers,
    },
    tierIndex: line.tierIndex,
    ownRateBp: line.ownRateBp,
    effectiveRateBp: line.effectiveRateBp,
    base: text(line.base),
    gross: text(line.gross),
    deductions: line.deductions.map((d) => ({
      contractId: d.contractId,
      agentId: d.agentId,
      rateBp: d.rateBp,
      base: text(d.base),
      amount: text(d.amount),
    })),
    net: text(line.net),
    /** Real-time salary: due for the hour so far; amount is what this period adds. */
    due: text(due),
  };
}
