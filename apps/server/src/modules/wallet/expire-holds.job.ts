// The scheduled job that voids expired holds and tells the members' balance streams.
import type { Job } from '../../lib/jobs';
import { findExpiredHolds, voidExpiredHold } from '../../ledger/expired-holds';

/** Holds voided per run: keeps each run's transaction (and its account locks) short. */
const BATCH = 100;

export const expireHoldsJob: Job = {
  name: 'hold-expire',
  everyMs: 30_000,
  async run(deps, now) {
    const expired = await findExpiredHolds(deps.db, now, BATCH);
    const changed: number[] = [];
    for (const { holdId, memberId } of expired) {
      try {
        if (await voidExpiredHold(deps.db, holdId)) changed.push(memberId);
      } catch (error) {
        // One hold that cannot be voided must not keep the others held.
        deps.log.error({ err: error, holdId }, 'hold-expire: could not void');
      }
    }
    deps.balanceEvents.publish(changed);
    return { hasMore: expired.length === BATCH };
  },
};
