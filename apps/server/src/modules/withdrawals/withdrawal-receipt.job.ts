// The auto-receipt job (spec 4, 9): a paid withdrawal the member has not answered within the
// money settings' withdrawalAutoReceiptMinutes counts as received (forcedReceipt: no refund).
import type { Job } from '../../lib/jobs';
import { insertAudit } from '../ops/ops.queries';
import { forceDueReceipts } from './withdrawals.queries';

/** Withdrawals received per run: keeps each run's transaction short. */
const BATCH = 200;

export const withdrawalReceiptJob: Job = {
  name: 'withdrawal-auto-receipt',
  everyMs: 60_000,
  async run(deps, now) {
    // Its own transaction (a savepoint inside runJobOnce's): the rows and their audit together.
    const received = await deps.db.transaction(async (tx) => {
      const rows = await forceDueReceipts(tx, now, BATCH);
      for (const row of rows) {
        await insertAudit(tx, {
          actorKind: 'system',
          actorId: null,
          action: 'withdrawal.autoReceipt',
          subject: row.reference,
          memberId: row.memberId,
          detail: { at: now.toISOString() },
        });
      }
      return rows.length;
    });
    // No money moves: the hold was posted when it was paid.
    return { hasMore: received === BATCH };
  },
};
