// Scheduled jobs (expired holds, unconfirmed withdrawals ...). Every server process runs the
// timers, but a run is one database transaction that first takes a transaction-level advisory
// lock keyed by the job's name: while one process runs a job, the others skip that turn, and a
// crash mid-run rolls the whole run back. Effects must still be idempotent (a ledger key per
// row), since a later run may see rows an earlier one already handled.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';

export interface Job {
  /** Unique among jobs: the lock and the log lines are keyed by it. */
  name: string;
  everyMs: number;
  /**
   * One run. `deps.db` is the run's transaction; balance events published here go out once it
   * has committed (and not at all if it rolls back). Answer `{ hasMore: true }` when a batch
   * limit left work behind: the next run follows at once, in a new transaction.
   */
  run(deps: Deps, now: Date): Promise<void | { hasMore: boolean }>;
  /**
   * Optional: runs after a run's transaction has committed (not after a skipped turn), outside
   * any transaction, with the process's own deps: for work that calls this server's own API,
   * whose queries must not wait on the run's transaction (PGlite has one connection). It holds no
   * lock, so it must be safe to run twice or in two processes at once.
   */
  afterCommit?(deps: Deps, now: Date): Promise<void>;
}

/** The advisory lock namespace of jobs (727001 is the migrations' lock, a separate key space). */
const JOB_LOCK_CLASS = 727002;

/** At most this many runs back to back when each says it has more, before waiting a turn. */
const MAX_RUNS_PER_TURN = 50;

export type JobOutcome = 'done' | 'more' | 'skipped';

/**
 * Runs `job` once unless another run of it holds the lock ('skipped'). Throws what the job
 * throws, after rolling its transaction back.
 */
export async function runJobOnce(deps: Deps, job: Job, now = new Date()): Promise<JobOutcome> {
  const published: number[] = [];
  const outcome = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${job.name})) AS "isLocked"`,
    )) as unknown as { rows: Array<{ isLocked: boolean }> };
    if (!result.rows[0]?.isLocked) return 'skipped' as const;
    const jobDeps: Deps = {
      ...deps,
      db: tx,
      balanceEvents: {
        publish: (ids) => void published.push(...ids),
        subscribe: (id, listener) => deps.balanceEvents.subscribe(id, listener),
        close: () => deps.balanceEvents.close(),
      },
    };
    const ran = await job.run(jobDeps, now);
    return ran?.hasMore ? ('more' as const) : ('done' as const);
  });
  if (published.length > 0) deps.balanceEvents.publish(published);
  if (outcome !== 'skipped' && job.afterCommit) await job.afterCommit(deps, now);
  return outcome;
}

export interface RunningJobs {
  /** Stops the timers and waits for runs in flight. */
  stop(): Promise<void>;
}

/**
 * Runs each job every `everyMs` after its previous run ends; the first run comes at a random
 * moment within `firstWithinMs`, so processes started together do not all try at once.
 */
export function startJobs(
  deps: Deps,
  jobs: readonly Job[],
  { firstWithinMs = 10_000 }: { firstWithinMs?: number } = {},
): RunningJobs {
  const names = new Set(jobs.map((j) => j.name));
  if (names.size !== jobs.length) throw new Error('two scheduled jobs share a name');
  let isStopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const turn = async (job: Job) => {
    for (let i = 0; i < MAX_RUNS_PER_TURN && !isStopped; i++) {
      try {
        if ((await runJobOnce(deps, job)) !== 'more') return;
      } catch (error) {
        deps.log.error({ err: error, job: job.name }, 'scheduled job failed');
        return;
      }
    }
  };
  const schedule = (job: Job, ms: number) => {
    if (isStopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const running = turn(job).finally(() => {
        inFlight.delete(running);
        schedule(job, job.everyMs);
      });
      inFlight.add(running);
    }, ms);
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, Math.random() * Math.min(job.everyMs, firstWithinMs));

  return {
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}
