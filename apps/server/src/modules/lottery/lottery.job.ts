// The lotteries' scheduled job (every 5 s): keeps the next draws of each active lottery created
// (their seeds' hashes published long before betting closes), draws the draws that are due, and
// settles drawn draws one batch of bets per run; a run that leaves work behind says so, and the
// next batch follows at once in a new transaction. Members paid hear of it once the run commits.
import type { Deps } from '../../deps';
import type { Job } from '../../lib/jobs';
import { drawDue, keepDrawsAhead, settleNextBatch } from './lottery-draws';

/** Due draws drawn per run. */
const DRAWS_PER_RUN = 100;

/**
 * Creates the next draws of each active lottery that lacks them, logging the lotteries that
 * cannot get theirs. The job does it every run; the app also does it once before it answers
 * (app.ts), so the menus are never empty while the job's first run is still to come.
 */
export async function keepLotteryDrawsAhead(deps: Pick<Deps, 'db' | 'log'>, now: Date) {
  const ahead = await keepDrawsAhead(deps.db, now);
  for (const { lotteryId, error } of ahead.failed) {
    deps.log.error({ err: error, lotteryId }, 'lottery draws could not be created');
  }
}

export const lotteryDrawsJob: Job = {
  name: 'lottery-draws',
  everyMs: 5_000,
  async run(deps, now) {
    await keepLotteryDrawsAhead(deps, now);
    const drawn = await drawDue(deps.db, now, DRAWS_PER_RUN);
    const batch = await settleNextBatch(deps.db);
    for (const { drawId, error } of batch.failed) {
      deps.log.error({ err: error, drawId }, 'lottery draw could not be settled');
    }
    if (batch.paidMemberIds.length > 0) deps.balanceEvents.publish(batch.paidMemberIds);
    return { hasMore: drawn === DRAWS_PER_RUN || batch.hasMore };
  },
};
