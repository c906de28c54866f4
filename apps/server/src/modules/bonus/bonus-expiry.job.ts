// The scheduled job that forfeits bonuses past their expiry (what is left goes back to the site).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema/bonus';
import type { Job } from '../../lib/jobs';
import { forfeitBonus } from './bonus.service';

/** Bonuses forfeited per run: each in its own short transaction. */
const BATCH = 100;

export const bonusExpiryJob: Job = {
  name: 'bonus-expiry',
  everyMs: 30_000,
  async run(deps, now) {
    const expired = await deps.db
      .select({ id: bonuses.id, memberId: bonuses.memberId })
      .from(bonuses)
      .where(and(eq(bonuses.status, 'active'), lte(bonuses.expiresAt, now)))
      .orderBy(asc(bonuses.expiresAt))
      .limit(BATCH);
    const changed: number[] = [];
    for (const { id, memberId } of expired) {
      try {
        const ended = await deps.db.transaction((tx) =>
          forfeitBonus(tx as unknown as Db, id, 'expired'),
        );
        if (ended) changed.push(memberId);
      } catch (error) {
        deps.log.error({ err: error, bonusId: id }, 'bonus-expiry: could not forfeit');
      }
    }
    deps.balanceEvents.publish(changed);
    return { hasMore: expired.length === BATCH };
  },
};
