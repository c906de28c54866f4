// Reading settlements (an agent its own statements; operators the runs and every statement) and
// the operators' actions on runs: pause, re-run, settle now (with the test clock in tests).
import type { TSettlementStatement } from '@wps/contracts/agent/contracts';
import type { TSettlementSettings } from '@wps/contracts/agent/ops-contracts';
import { isAgentType } from '@wps/contracts/account/accounts';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { runJobOnce } from '../../lib/jobs';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import type { Caller } from '../session/session.service';
import { periodFromRow } from './periods';
import type { ContractKind } from './settlement-math';
import { settlementJobFor } from './settlement.job';
import * as sq from './settlement.queries';
import { readSettlementSettings, writeSettlementSettings } from './settlement-settings';

type Operator = { id: number };

interface StoredDetail {
  figures: TSettlementStatement['figures'];
  tierIndex: number | null;
  ownRateBp: number;
  effectiveRateBp: number;
  base: string;
  gross: string;
  deductions: Array<{ agentId: number; rateBp: number; base: string; amount: string }>;
  net: string;
}

/** A statement as the API shows it: downlines named, the tier counted from 1. */
async function statementViews(
  deps: Deps,
  rows: readonly sq.StatementRow[],
): Promise<TSettlementStatement[]> {
  const ids = new Set<number>();
  for (const r of rows)
    for (const d of (r.detail as unknown as StoredDetail).deductions) ids.add(d.agentId);
  const names = await sq.usernamesOf(deps.db, [...ids]);
  const tz = deps.config.SITE_TIME_ZONE;
  return rows.map((r) => {
    const d = r.detail as unknown as StoredDetail;
    return {
      id: r.id,
      contractId: r.contractId,
      agent: r.agentName,
      kind: r.kind,
      periodKey: r.periodKey,
      periodStart: r.periodStart.toISOString(),
      periodEnd: periodFromRow(r.periodType, r.periodStart, tz).end.toISOString(),
      figures: d.figures,
      tier: d.tierIndex === null ? null : d.tierIndex + 1,
      ownRateBp: d.ownRateBp,
      effectiveRateBp: d.effectiveRateBp,
      base: d.base,
      gross: d.gross,
      deductions: d.deductions.map((x) => ({
        agent: names.get(x.agentId) ?? String(x.agentId),
        rateBp: x.rateBp,
        base: x.base,
        amount: x.amount,
      })),
      net: d.net,
      carryIn: r.carryIn.toString(),
      carryOut: r.carryOut.toString(),
      amount: r.amount.toString(),
      settledAt: r.createdAt.toISOString(),
    };
  });
}

async function requireAgent(deps: Deps, caller: Caller | null) {
  const member = await requireRealMember(deps, caller);
  if (!isAgentType(member.accountType))
    throw new AppError('NOT_AN_AGENT', 'Only agents have contracts.');
  return member;
}

export async function listMyStatements(
  deps: Deps,
  caller: Caller | null,
  query: { kind: ContractKind; from?: string; to?: string; pageNo: number },
) {
  const agent = await requireAgent(deps, caller);
  const { items, total, totalPaid } = await sq.listStatements(
    deps.db,
    {
      agentId: agent.id,
      kind: query.kind,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    query.pageNo,
  );
  return {
    items: await statementViews(deps, items),
    total,
    totalPages: Math.ceil(total / 15),
    totalPaid: totalPaid.toString(),
  };
}

/** Another agent's statement answers as one that does not exist. */
export async function getMyStatement(deps: Deps, caller: Caller | null, id: number) {
  const agent = await requireAgent(deps, caller);
  const row = await sq.findStatement(deps.db, id);
  if (!row || row.agentId !== agent.id)
    throw new AppError('NOT_FOUND', 'No such statement of yours.');
  return (await statementViews(deps, [row]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Operators

export function runView(r: sq.RunRow) {
  return {
    id: r.id,
    kind: r.kind,
    periodKey: r.periodKey,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    state: r.state,
    contracts: r.contracts,
    paid: r.paid.toString(),
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export async function listRuns(
  deps: Deps,
  query: { kind?: ContractKind; state?: sq.RunRow['state']; pageNo: number },
) {
  const { items, total } = await sq.listRuns(deps.db, query, query.pageNo);
  return { items: items.map(runView), total, totalPages: Math.ceil(total / 15) };
}

export async function listRunStatements(
  deps: Deps,
  id: number,
  query: { username?: string; pageNo: number },
) {
  const run = await sq.findRun(deps.db, id);
  if (!run) throw new AppError('NOT_FOUND', 'No such settlement run.');
  const { items, total } = await sq.listStatements(
    deps.db,
    { runId: id, username: query.username },
    query.pageNo,
  );
  return {
    run: runView(run),
    items: await statementViews(deps, items),
    total,
    totalPages: Math.ceil(total / 15),
  };
}

export async function changeRun(
  deps: Deps,
  operator: Operator,
  id: number,
  action: 'pause' | 'rerun',
) {
  const run = await deps.db.transaction(async (tx) => {
    const changed =
      action === 'pause'
        ? await sq.changeRunState(tx, id, ['pending'], 'paused')
        : await sq.changeRunState(tx, id, ['paused', 'done'], 'pending');
    if (!changed) {
      const found = await sq.findRun(tx, id);
      if (!found) throw new AppError('NOT_FOUND', 'No such settlement run.');
      throw new AppError('INVALID_STATE', `This run is ${found.state}: it cannot be ${action}d.`);
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: `agentSettlement.${action}`,
      subject: `run:${id}`,
      detail: { kind: changed.kind, periodKey: changed.periodKey },
    });
    return changed;
  });
  return runView(run);
}

/** Turns of the job a "settle now" takes at most (each settles one batch). */
const MAX_TURNS = 2_000;

/**
 * Runs the kind's settlement job until it has nothing left, as of `asOf` (now by default): the
 * same job, lock and keys as the scheduled one, so it may race it harmlessly. A time in the
 * future needs the test clock (AGENT_TEST_CLOCK=on, never in production).
 */
export async function settleNow(
  deps: Deps,
  operator: Operator,
  body: { kind: ContractKind; asOf?: string },
) {
  const now = new Date();
  const asOf = body.asOf ? new Date(body.asOf) : now;
  if (asOf.getTime() > now.getTime() && deps.config.AGENT_TEST_CLOCK !== 'on') {
    throw new AppError('VALIDATION_FAILED', 'asOf may not be in the future.', 'body.asOf');
  }
  const job = settlementJobFor(body.kind);
  const before = await sq.settledTotals(deps.db, body.kind);
  let skipped = 0;
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const outcome = await runJobOnce(deps, job, asOf);
    if (outcome === 'done') break;
    if (outcome === 'skipped') {
      // Another process is settling this kind: wait for it, then look again.
      if (++skipped > 100) throw new AppError('CONFLICT', 'Settlement is busy; try again.');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const after = await sq.settledTotals(deps.db, body.kind);
  await insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: 'agentSettlement.settleNow',
    subject: body.kind,
    detail: { asOf: asOf.toISOString(), statements: after.statements - before.statements },
  });
  return {
    runs: after.runs - before.runs,
    statements: after.statements - before.statements,
    paid: (after.paid - before.paid).toString(),
  };
}

export function getSettings(deps: Deps): Promise<TSettlementSettings> {
  return readSettlementSettings(deps.db);
}

export async function putSettings(deps: Deps, operator: Operator, value: TSettlementSettings) {
  await deps.db.transaction(async (tx) => {
    await writeSettlementSettings(tx, value, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'agentSettlement.settings',
      detail: value,
    });
  });
  return value;
}
