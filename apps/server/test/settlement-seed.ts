// A contract tree for settlement tests and the benchmark, written straight in SQL: agents in a
// tree (each with `fanout` sub-agents), one player under each agent with a day of activity
// facts, and an active daily-salary (and real-time) contract for every agent, rates falling
// with depth. The member tree follows by its triggers.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export interface SeededTree {
  agentIds: number[];
  /** Each agent's daily-salary contract rate (basis points), by agent id. */
  rates: Map<number, number>;
  /** Sum of the players' valid bet on the facts day. */
  totalValidBet: bigint;
  topRateBp: number;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * `agents` agents with ids from `firstId`, then as many players; facts on `factsDay`
 * (yyyy-MM-dd, site days); contracts accepted at `acceptedAt`.
 */
export async function seedSettlementTree(
  db: Db,
  o: {
    agents: number;
    firstId: number;
    fanout?: number;
    factsDay: string;
    acceptedAt: Date;
    kinds?: string[];
  },
): Promise<SeededTree> {
  const fanout = o.fanout ?? 4;
  const ids = Array.from({ length: o.agents }, (_, i) => o.firstId + i);
  const parentOf = (i: number) => (i === 0 ? null : o.firstId + Math.floor((i - 1) / fanout));
  const depth: number[] = [];
  ids.forEach((_, i) => (depth[i] = i === 0 ? 0 : depth[Math.floor((i - 1) / fanout)]! + 1));
  const tag = `s${o.firstId}`;
  // Parents first (ascending ids): the tree's trigger needs the upline's own rows.
  await db.execute(sql`
    INSERT INTO members (id, username, nickname, referral_code, account_type, upline_id)
    SELECT u.id, ${tag} || 'a' || u.n, ${tag} || 'a' || u.n, ${tag} || 'ra' || u.n, 1, u.up
      FROM unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((_, i) => parentOf(i)))}::int[],
                  ${sql.param(ids.map((_, i) => i))}::int[]) AS u (id, up, n)
     ORDER BY u.id`);
  const players = ids.map((id) => id + o.agents);
  await db.execute(sql`
    INSERT INTO members (id, username, nickname, referral_code, account_type, upline_id)
    SELECT u.id, ${tag} || 'p' || u.n, ${tag} || 'p' || u.n, ${tag} || 'rp' || u.n, 0, u.up
      FROM unnest(${sql.param(players)}::int[], ${sql.param(ids)}::int[],
                  ${sql.param(ids.map((_, i) => i))}::int[]) AS u (id, up, n)`);
  const valid = players.map((_, i) => 1_000n * BigInt((i % 7) + 1));
  await db.execute(sql`
    INSERT INTO activity_daily (member_id, day, game_type, vendor_id, bet_amount, valid_bet, house_pnl, rounds)
    SELECT u.id, ${o.factsDay}::date, 'RNG', 0, u.v, u.v, u.v / 2, 1
      FROM unnest(${sql.param(players)}::int[], ${sql.param(valid.map(String))}::bigint[]) AS u (id, v)`);
  const rates = new Map(ids.map((id, i) => [id, Math.max(20, 300 - 40 * depth[i]!)]));
  for (const kind of o.kinds ?? ['daily_salary']) {
    const periodType = kind === 'realtime_salary' ? 'R5' : 'D';
    await db.execute(sql`
      INSERT INTO agent_contracts (kind, agent_id, upline_id, version, state, period_type, tiers,
                                   max_rate_bp, accepted_at)
      SELECT ${kind}, u.id, u.up, 1, 'active', ${periodType},
             jsonb_build_array(jsonb_build_object('minValidBet', '0', 'minLoss', '0',
               'minBetAmount', '0', 'minActive', 0, 'rateBp', u.rate)),
             u.rate, ${o.acceptedAt.toISOString()}::timestamptz
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((_, i) => parentOf(i)))}::int[],
                    ${sql.param(ids.map((id) => rates.get(id)!))}::int[]) AS u (id, up, rate)`);
  }
  const [check] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = ${ids[0]!}`,
    ),
  );
  if (check!.n !== o.agents * 2)
    throw new Error(`member_tree has ${check!.n} rows under the top agent`);
  return {
    agentIds: ids,
    rates,
    totalValidBet: valid.reduce((a, b) => a + b, 0n),
    topRateBp: rates.get(ids[0]!)!,
  };
}

/** Statements and pay of a kind, with how many (contract, period) pairs appear more than once. */
export async function settlementTotals(db: Db, kind: string) {
  const [row] = rowsOf<{ statements: number; paid: string; payments: number; twice: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM agent_settlements WHERE kind = ${kind}) AS statements,
             (SELECT coalesce(sum(amount), 0)::text FROM agent_settlements WHERE kind = ${kind}) AS paid,
             (SELECT count(*)::int FROM ledger_transactions
               WHERE idempotency_key LIKE ${`agent:${kind}:%`}) AS payments,
             (SELECT count(*)::int FROM (SELECT 1 FROM agent_settlements WHERE kind = ${kind}
                GROUP BY contract_id, period_key HAVING count(*) > 1) d) AS twice`),
  );
  return {
    statements: row!.statements,
    paid: BigInt(row!.paid),
    payments: row!.payments,
    twice: row!.twice,
  };
}
