// SQL of settlement: the teams' figures of many agents at once (from the activity facts and the
// member tree, never raw rounds), runs, statements, and what earlier statements carried.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentSettlementRuns } from '../../db/schema/agent-contracts';
import { SITE_CURRENCY } from '../../ledger/accounts';
import type { ContractKind, TeamFigures } from './settlement-math';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type RunRow = typeof agentSettlementRuns.$inferSelect;

/**
 * The figures of each agent's whole team (the agent and every level under it) over a period:
 * days of activity_daily, or hours of activity_hourly starting in [from, to). One statement for
 * every agent: settlement reads thousands of teams per period. The teamFigures reader of
 * modules/activity answers the same for one agent (the tests compare the two).
 */
export async function teamFiguresOfMany(
  db: Db,
  agentIds: readonly number[],
  period: { fromDay: string; toDay: string } | { from: Date; to: Date },
  activeThreshold: bigint,
): Promise<Map<number, TeamFigures>> {
  const result = new Map<number, TeamFigures>();
  if (agentIds.length === 0) return result;
  const source: SQL =
    'fromDay' in period
      ? sql`SELECT member_id, sum(bet_amount) AS bet_amount, sum(valid_bet) AS valid_bet,
                   sum(house_pnl) AS house_pnl
              FROM activity_daily
             WHERE day >= ${period.fromDay}::date AND day < ${period.toDay}::date
             GROUP BY member_id`
      : sql`SELECT member_id, sum(bet_amount) AS bet_amount, sum(valid_bet) AS valid_bet,
                   sum(house_pnl) AS house_pnl
              FROM activity_hourly
             WHERE hour_start >= ${period.from.toISOString()}::timestamptz
               AND hour_start < ${period.to.toISOString()}::timestamptz
             GROUP BY member_id`;
  const rows = rowsOf<{
    agent_id: number;
    bet_amount: string;
    valid_bet: string;
    house_pnl: string;
    active: number;
  }>(
    await db.execute(sql`
      WITH per AS (${source})
      SELECT t.ancestor_id AS agent_id,
             coalesce(sum(p.bet_amount), 0)::text AS bet_amount,
             coalesce(sum(p.valid_bet), 0)::text AS valid_bet,
             coalesce(sum(p.house_pnl), 0)::text AS house_pnl,
             count(*) FILTER (WHERE p.valid_bet > 0
                                AND p.valid_bet >= ${activeThreshold.toString()}::bigint)::int AS active
        FROM member_tree t
        JOIN per p ON p.member_id = t.descendant_id
       WHERE t.ancestor_id = ANY(${sql.param(agentIds.map(String))}::int[])
       GROUP BY t.ancestor_id`),
  );
  for (const r of rows) {
    result.set(Number(r.agent_id), {
      betAmount: BigInt(r.bet_amount),
      validBet: BigInt(r.valid_bet),
      housePnl: BigInt(r.house_pnl),
      activeMembers: Number(r.active),
    });
  }
  return result;
}

/** The latest run of a kind and period type (where the next one starts). */
export async function latestRun(
  db: Db,
  kind: ContractKind,
  periodType: string,
): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(agentSettlementRuns)
    .where(and(eq(agentSettlementRuns.kind, kind), eq(agentSettlementRuns.periodType, periodType)))
    .orderBy(sql`${agentSettlementRuns.periodStart} DESC`)
    .limit(1);
  return row ?? null;
}

export async function insertRun(
  db: Db,
  run: {
    kind: ContractKind;
    periodKey: string;
    periodType: string;
    periodStart: Date;
    periodEnd: Date;
  },
): Promise<void> {
  await db
    .insert(agentSettlementRuns)
    .values({ ...run, state: 'pending' })
    .onConflictDoNothing();
}

/**
 * The oldest pending run of `kind` whose period ended by `endedBy`; a dividend run waits behind
 * an older paused run of its period type (its carried loss would be skipped). Locked: two
 * callers never take the same run (the job's advisory lock already orders them; this is for
 * an operator's re-run racing the job).
 */
export async function nextPendingRun(
  db: Db,
  kind: ContractKind,
  endedBy: Date,
): Promise<RunRow | null> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      SELECT r.id FROM agent_settlement_runs r
       WHERE r.kind = ${kind} AND r.state = 'pending'
         AND r.period_end <= ${endedBy.toISOString()}::timestamptz
         AND NOT (r.kind = 'dividend' AND EXISTS (
               SELECT 1 FROM agent_settlement_runs p
                WHERE p.kind = r.kind AND p.period_type = r.period_type AND p.state = 'paused'
                  AND p.period_start < r.period_start))
       ORDER BY r.period_start, r.id
       LIMIT 1
       FOR UPDATE SKIP LOCKED`),
  );
  if (!rows[0]) return null;
  const [run] = await db
    .select()
    .from(agentSettlementRuns)
    .where(eq(agentSettlementRuns.id, Number(rows[0].id)));
  return run ?? null;
}

export async function findRun(db: Db, id: number): Promise<RunRow | null> {
  const [row] = await db.select().from(agentSettlementRuns).where(eq(agentSettlementRuns.id, id));
  return row ?? null;
}

/** Compare-and-set of a run's state; null when it was in none of `from`. */
export async function changeRunState(
  db: Db,
  id: number,
  from: ReadonlyArray<RunRow['state']>,
  to: RunRow['state'],
): Promise<RunRow | null> {
  const [row] = await db
    .update(agentSettlementRuns)
    .set({ state: to, finishedAt: to === 'done' ? sql`now()` : null })
    .where(
      and(
        eq(agentSettlementRuns.id, id),
        sql`${agentSettlementRuns.state} IN (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Adds a batch's statements and pay to its run; `isDone` closes it. */
export async function addToRun(
  db: Db,
  id: number,
  statements: number,
  paid: bigint,
  isDone: boolean,
): Promise<void> {
  await db.execute(sql`
    UPDATE agent_settlement_runs
       SET contracts = contracts + ${statements}, paid = paid + ${paid.toString()}::bigint,
           state = CASE WHEN ${isDone} THEN 'done' ELSE state END,
           finished_at = CASE WHEN ${isDone} THEN now() ELSE finished_at END
     WHERE id = ${id}`);
}

/** Contracts that already have a statement for the period. */
export async function settledContractIds(
  db: Db,
  periodKey: string,
  kind: ContractKind,
): Promise<Set<number>> {
  const rows = rowsOf<{ contract_id: string | number }>(
    await db.execute(sql`SELECT contract_id FROM agent_settlements
                          WHERE period_key = ${periodKey} AND kind = ${kind}`),
  );
  return new Set(rows.map((r) => Number(r.contract_id)));
}

/** Each agent's loss carried out of its latest statement of `kind` before `before`. */
export async function carriedLosses(
  db: Db,
  kind: ContractKind,
  agentIds: readonly number[],
  before: Date,
): Promise<Map<number, bigint>> {
  if (agentIds.length === 0) return new Map();
  const rows = rowsOf<{ agent_id: number; carry_out: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (agent_id) agent_id, carry_out::text AS carry_out
        FROM agent_settlements
       WHERE kind = ${kind} AND agent_id = ANY(${sql.param(agentIds.map(String))}::int[])
         AND period_start < ${before.toISOString()}::timestamptz
       ORDER BY agent_id, period_start DESC, id DESC`),
  );
  return new Map(rows.map((r) => [Number(r.agent_id), BigInt(r.carry_out)]));
}

/**
 * Real-time salary: per contract, what the earlier 5-minute periods of the same hour paid, so a
 * period pays only the rest of what the hour so far makes due.
 */
export async function paidSoFarInHour(
  db: Db,
  hourStart: Date,
  periodStart: Date,
): Promise<Map<number, bigint>> {
  const rows = rowsOf<{ contract_id: string | number; paid: string }>(
    await db.execute(sql`
      SELECT contract_id, sum(amount)::text AS paid
        FROM agent_settlements
       WHERE kind = 'realtime_salary'
         AND period_start >= ${hourStart.toISOString()}::timestamptz
         AND period_start < ${periodStart.toISOString()}::timestamptz
       GROUP BY contract_id`),
  );
  return new Map(rows.map((r) => [Number(r.contract_id), BigInt(r.paid)]));
}

export interface NewStatement {
  runId: number;
  contractId: number;
  agentId: number;
  kind: ContractKind;
  periodKey: string;
  periodStart: Date;
  detail: Record<string, unknown>;
  amount: bigint;
  carryIn: bigint;
  carryOut: bigint;
  ledgerKey: string | null;
}

/**
 * Inserts the statements in one statement; one already there for its (contract, period) is
 * skipped. Answers the contract ids inserted: only those are paid.
 */
export async function insertStatements(
  db: Db,
  rows: readonly NewStatement[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const col = <T>(f: (r: NewStatement) => T) => sql.param(rows.map(f));
  const inserted = rowsOf<{ contract_id: string | number }>(
    await db.execute(sql`
      INSERT INTO agent_settlements
        (run_id, contract_id, agent_id, kind, period_key, period_start, detail, amount,
         carry_in, carry_out, ledger_key)
      SELECT * FROM unnest(
        ${col((r) => String(r.runId))}::bigint[], ${col((r) => String(r.contractId))}::bigint[],
        ${col((r) => r.agentId)}::int[], ${col((r) => r.kind)}::text[],
        ${col((r) => r.periodKey)}::text[], ${col((r) => r.periodStart.toISOString())}::timestamptz[],
        ${col((r) => JSON.stringify(r.detail))}::jsonb[], ${col((r) => r.amount.toString())}::bigint[],
        ${col((r) => r.carryIn.toString())}::bigint[], ${col((r) => r.carryOut.toString())}::bigint[],
        ${col((r) => r.ledgerKey)}::text[])
      ON CONFLICT (contract_id, period_key) DO NOTHING
      RETURNING contract_id`),
  );
  return new Set(inserted.map((r) => Number(r.contract_id)));
}

export interface StatementRow {
  id: number;
  contractId: number;
  agentId: number;
  agentName: string;
  kind: ContractKind;
  periodKey: string;
  periodStart: Date;
  periodType: string;
  detail: Record<string, unknown>;
  amount: bigint;
  carryIn: bigint;
  carryOut: bigint;
  createdAt: Date;
}

const statementSelect = sql`
  SELECT s.id, s.contract_id, s.agent_id, m.username AS agent_name, s.kind, s.period_key,
         s.period_start, r.period_type, s.detail, s.amount::text AS amount,
         s.carry_in::text AS carry_in, s.carry_out::text AS carry_out, s.created_at
    FROM agent_settlements s
    JOIN members m ON m.id = s.agent_id
    JOIN agent_settlement_runs r ON r.id = s.run_id`;

function statementOf(r: Record<string, unknown>): StatementRow {
  return {
    id: Number(r.id),
    contractId: Number(r.contract_id),
    agentId: Number(r.agent_id),
    agentName: String(r.agent_name),
    kind: r.kind as ContractKind,
    periodKey: String(r.period_key),
    periodStart: new Date(r.period_start as string),
    periodType: String(r.period_type),
    detail: r.detail as Record<string, unknown>,
    amount: BigInt(r.amount as string),
    carryIn: BigInt(r.carry_in as string),
    carryOut: BigInt(r.carry_out as string),
    createdAt: new Date(r.created_at as string),
  };
}

export async function listStatements(
  db: Db,
  f: {
    agentId?: number;
    runId?: number;
    kind?: ContractKind;
    username?: string;
    from?: Date;
    to?: Date;
  },
  pageNo: number,
  pageSize = 15,
): Promise<{ items: StatementRow[]; total: number; totalPaid: bigint }> {
  const where: SQL[] = [sql`true`];
  if (f.agentId !== undefined) where.push(sql`s.agent_id = ${f.agentId}`);
  if (f.runId !== undefined) where.push(sql`s.run_id = ${f.runId}`);
  if (f.kind) where.push(sql`s.kind = ${f.kind}`);
  if (f.username) where.push(sql`lower(m.username) = ${f.username.toLowerCase()}`);
  if (f.from) where.push(sql`s.period_start >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) where.push(sql`s.period_start < ${f.to.toISOString()}::timestamptz`);
  const condition = sql.join(where, sql` AND `);
  const [count] = rowsOf<{ total: number; paid: string }>(
    await db.execute(sql`SELECT count(*)::int AS total, coalesce(sum(s.amount), 0)::text AS paid
                           FROM agent_settlements s JOIN members m ON m.id = s.agent_id
                          WHERE ${condition}`),
  );
  const total = count?.total ?? 0;
  if (total === 0) return { items: [], total: 0, totalPaid: 0n };
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${statementSelect} WHERE ${condition}
                          ORDER BY s.period_start DESC, s.id DESC
                          LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`),
  );
  return { items: rows.map(statementOf), total, totalPaid: BigInt(count!.paid) };
}

export async function findStatement(db: Db, id: number): Promise<StatementRow | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${statementSelect} WHERE s.id = ${id}`),
  );
  return rows[0] ? statementOf(rows[0]) : null;
}

export async function listRuns(
  db: Db,
  f: { kind?: ContractKind; state?: RunRow['state'] },
  pageNo: number,
  pageSize = 15,
): Promise<{ items: RunRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (f.kind) where.push(sql`${agentSettlementRuns.kind} = ${f.kind}`);
  if (f.state) where.push(sql`${agentSettlementRuns.state} = ${f.state}`);
  const condition = sql.join(where, sql` AND `);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(agentSettlementRuns)
    .where(condition);
  const items = await db
    .select()
    .from(agentSettlementRuns)
    .where(condition)
    .orderBy(sql`${agentSettlementRuns.periodStart} DESC, ${agentSettlementRuns.id} DESC`)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { items, total: Number(count?.total ?? 0) };
}

export async function usernamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; username: string }>(
    await db.execute(sql`SELECT id, username FROM members
                          WHERE id = ANY(${sql.param(ids.map(String))}::int[])`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}

/** Runs done, statements and pay of a kind so far (what a "settle now" added). */
export async function settledTotals(db: Db, kind: ContractKind) {
  const [row] = rowsOf<{ runs: number; statements: number; paid: string }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM agent_settlement_runs
               WHERE kind = ${kind} AND state = 'done') AS runs,
             count(*)::int AS statements, coalesce(sum(amount), 0)::text AS paid
        FROM agent_settlements WHERE kind = ${kind}`),
  );
  return { runs: row!.runs, statements: row!.statements, paid: BigInt(row!.paid) };
}

/**
 * The agent report's "my income" (agent-reports/income.ts): the agent's statements whose period
 * starts in [fromDay, toDay) of the site's days, newest first; a dividend's carried loss shows as
 * a negative amount (status 'carried').
 */
export async function incomeOf(
  db: Db,
  f: {
    agentId: number;
    fromDay: string;
    toDay: string;
    timeZone: string;
    kind?: ContractKind;
    offset: number;
    limit: number;
  },
) {
  const where = sql`s.agent_id = ${f.agentId}
    AND s.period_start >= (${f.fromDay}::timestamp AT TIME ZONE ${f.timeZone}::text)
    AND s.period_start < (${f.toDay}::timestamp AT TIME ZONE ${f.timeZone}::text)
    ${f.kind ? sql`AND s.kind = ${f.kind}` : sql``}`;
  const [count] = rowsOf<{ total: number; amount: string }>(
    await db.execute(sql`SELECT count(*)::int AS total, coalesce(sum(s.amount), 0)::text AS amount
                           FROM agent_settlements s WHERE ${where}`),
  );
  const rows = rowsOf<{
    id: string | number;
    kind: ContractKind;
    period_start: string | Date;
    period_end: string | Date;
    detail: Record<string, unknown>;
    amount: string;
    carry_out: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT s.id, s.kind, s.period_start, r.period_end, s.detail, s.amount::text AS amount,
             s.carry_out::text AS carry_out, s.created_at
        FROM agent_settlements s JOIN agent_settlement_runs r ON r.id = s.run_id
       WHERE ${where}
       ORDER BY s.period_start DESC, s.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`),
  );
  const iso = (v: string | Date) => new Date(v).toISOString();
  return {
    lines: rows.map((r) => {
      const figures = r.detail.figures as {
        validBet: string;
        housePnl: string;
        activeMembers: number;
      };
      const isCarried = BigInt(r.amount) === 0n && BigInt(r.carry_out) < 0n;
      return {
        statementId: Number(r.id),
        kind: r.kind,
        periodStart: iso(r.period_start),
        periodEnd: iso(r.period_end),
        validBet: figures.validBet,
        housePnl: figures.housePnl,
        activeMembers: figures.activeMembers,
        rateBps: Number(r.detail.effectiveRateBp ?? 0),
        amount: isCarried ? r.carry_out : r.amount,
        status: BigInt(r.amount) > 0n ? 'paid' : isCarried ? 'carried' : 'nothing_due',
        settledAt: iso(r.created_at),
      };
    }),
    total: count?.total ?? 0,
    totalAmount: BigInt(count?.amount ?? '0'),
  };
}

/**
 * The agents' wallets of a kind (main: player_cash, commission: agent_commission) by agent id,
 * opened where missing: two statements for a whole batch (as openAccount, race-safe through the
 * unique index).
 */
export async function openPayoutAccounts(
  db: Db,
  agentIds: readonly number[],
  kind: 'player_cash' | 'agent_commission' = 'player_cash',
): Promise<Map<number, number>> {
  const ids = sql.param(agentIds.map(String));
  await db.execute(sql`
    INSERT INTO ledger_accounts (kind, member_id, owner_key, currency)
    SELECT ${kind}, m.id, '', ${SITE_CURRENCY} FROM unnest(${ids}::int[]) AS m (id)
    ON CONFLICT DO NOTHING`);
  const rows = rowsOf<{ id: string | number; member_id: number }>(
    await db.execute(sql`SELECT id, member_id FROM ledger_accounts
                          WHERE kind = ${kind} AND member_id = ANY(${ids}::int[])`),
  );
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.id)]));
}
