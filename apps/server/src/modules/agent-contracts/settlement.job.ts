// The settlement jobs, one per kind of contract: each run creates the runs of the periods that
// ended, then settles one batch of the oldest pending run in the job's transaction (lib/jobs.ts:
// one process at a time, a crash rolls the batch back). A run that did work says it has more:
// the next batch follows at once. Agents paid hear of it once the transaction commits.
import type { Job } from '../../lib/jobs';
import { contractKinds } from '../../db/schema/agent-contracts';
import type { ContractKind } from './settlement-math';
import { ensureRuns, SETTLE_BATCH, settleNextBatch } from './settlement.service';

/** How often each kind looks for ended periods: real-time periods end every 5 minutes. */
const EVERY_MS: Record<ContractKind, number> = {
  realtime_salary: 30_000,
  hourly_salary: 60_000,
  daily_salary: 120_000,
  dividend: 300_000,
};

/** `batchSize`: statements per transaction (tests and the benchmark choose their own). */
export function settlementJobOf(kind: ContractKind, batchSize = SETTLE_BATCH): Job {
  return {
    name: `agent-settlement:${kind}`,
    everyMs: EVERY_MS[kind],
    async run(deps, now) {
      const timeZone = deps.config.SITE_TIME_ZONE;
      await ensureRuns(deps.db, kind, now, timeZone);
      const batch = await settleNextBatch(deps.db, kind, now, timeZone, batchSize);
      if (batch.paidAgentIds.length > 0) deps.balanceEvents.publish(batch.paidAgentIds);
      return { hasMore: batch.hasMore };
    },
  };
}

export const agentSettlementJobs: readonly Job[] = contractKinds.map((k) => settlementJobOf(k));

export function settlementJobFor(kind: ContractKind): Job {
  return agentSettlementJobs.find((j) => j.name === `agent-settlement:${kind}`)!;
}
