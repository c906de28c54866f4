// The contracts' settlement timings in `npm run bench:agents` (agent-bench-steps.ts): every
// agent of the seeded tree gets a daily-salary and a real-time contract (rates falling with
// depth, each within its upline's); then, timed, one day's daily-salary settlement of all of
// them (goal <= 60 s) and one real-time 5-minute run (goal <= 10 s), each through the job as the
// server runs it (runJobOnce, batches of 1,000 statements and payments per transaction).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { Deps } from '../src/deps';
import { runJobOnce } from '../src/lib/jobs';
import { lastEndedPeriod } from '../src/modules/agent-contracts/periods';
import { settlementJobOf } from '../src/modules/agent-contracts/settlement.job';
import type { AgentBenchContext, AgentBenchStep } from './agent-bench-steps';
import { timed } from './bench-kit';

const DAILY_GOAL_S = 60;
const REALTIME_GOAL_S = 10;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Contracts of `kind` for every agent, accepted at `acceptedAt`: 3% at the top, less below. */
async function contractEveryAgent(db: Db, kind: string, periodType: string, acceptedAt: Date) {
  await db.execute(sql`
    INSERT INTO agent_contracts (kind, agent_id, upline_id, version, state, period_type, tiers,
                                 max_rate_bp, accepted_at)
    SELECT ${kind}, m.id, m.upline_id, 1, 'active', ${periodType},
           jsonb_build_array(
             jsonb_build_object('minValidBet', '0', 'minLoss', '0', 'minBetAmount', '0',
                                'minActive', 0, 'rateBp', greatest(20, 300 - 25 * d.depth)),
             jsonb_build_object('minValidBet', '0', 'minLoss', '0', 'minBetAmount', '100000',
                                'minActive', 3, 'rateBp', greatest(25, 320 - 25 * d.depth))),
           greatest(25, 320 - 25 * d.depth), ${acceptedAt.toISOString()}::timestamptz
      FROM members m
      JOIN (SELECT descendant_id, max(depth) AS depth FROM member_tree GROUP BY descendant_id) d
        ON d.descendant_id = m.id
     WHERE m.account_type IN (1, 2, 41, 42)
    ON CONFLICT DO NOTHING`);
}

async function settleAll(
  context: AgentBenchContext,
  kind: 'daily_salary' | 'realtime_salary',
  now: Date,
) {
  const deps = {
    ...context.deps,
    balanceEvents: {
      publish: () => undefined,
      subscribe: () => () => undefined,
      close: async () => undefined,
    },
    log: { error: (e: unknown) => console.error(e) },
  } as unknown as Deps;
  const job = settlementJobOf(kind);
  let batches = 0;
  for (;;) {
    const outcome = await runJobOnce(deps, job, now);
    if (outcome === 'done') break;
    batches++;
  }
  const [row] = rowsOf<{ n: number; paid: string }>(
    await context.db.execute(sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS paid
                                   FROM agent_settlements WHERE kind = ${kind}`),
  );
  return { batches, statements: row!.n, paid: row!.paid };
}

const dailySalary: AgentBenchStep = {
  name: 'daily salary settlement',
  async run(context) {
    const now = new Date();
    const yesterday = lastEndedPeriod('D', new Date(now.getTime() - 120_000), context.timeZone);
    // Accepted as yesterday began: exactly one day to settle.
    await contractEveryAgent(context.db, 'daily_salary', 'D', yesterday.start);
    const { seconds, value } = await timed(() => settleAll(context, 'daily_salary', now));
    const ok = seconds <= DAILY_GOAL_S && value.statements === context.agentIds.length;
    return {
      ok,
      line:
        `daily salary, one day (${yesterday.key}), ${value.statements} contracts, ${value.batches} ` +
        `batches, paid ${value.paid}: ${seconds.toFixed(1)} s  goal <= ${DAILY_GOAL_S} s  ${ok ? 'ok' : 'MISSED'}`,
    };
  },
};

const realtimeSalary: AgentBenchStep = {
  name: 'real-time salary run',
  async run(context) {
    const now = new Date();
    const period = lastEndedPeriod('R5', new Date(now.getTime() - 60_000), context.timeZone);
    await contractEveryAgent(context.db, 'realtime_salary', 'R5', period.start);
    // The real-time tiers carry no thresholds: keep the first tier only.
    await context.db.execute(sql`
      UPDATE agent_contracts SET tiers = jsonb_build_array(tiers -> 0),
             max_rate_bp = (tiers -> 0 ->> 'rateBp')::int
       WHERE kind = 'realtime_salary'`);
    const { seconds, value } = await timed(() => settleAll(context, 'realtime_salary', now));
    const ok = seconds <= REALTIME_GOAL_S && value.statements === context.agentIds.length;
    return {
      ok,
      line:
        `real-time salary, one 5-minute run (${period.key}), ${value.statements} contracts, paid ` +
        `${value.paid}: ${seconds.toFixed(1)} s  goal <= ${REALTIME_GOAL_S} s  ${ok ? 'ok' : 'MISSED'}`,
    };
  },
};

export const settlementBenchSteps: AgentBenchStep[] = [dailySalary, realtimeSalary];
