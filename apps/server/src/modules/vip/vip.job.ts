// The scheduled VIP re-evaluation (issue 19): ranks change without the member reading anything.
// Every run takes the members who may have moved and were not evaluated within REEVALUATE_MS
// (on a read or an earlier run): those with activity in the window (promotion; a figure falling
// out of the window) and those above rank 1 (relegation after the grace period, for a member who
// stopped playing too). evaluateVip applies the same rules as a read: promotion at once,
// relegation one rank per grace period, each rank-up reward once (its ledger key). Idempotent: a
// second run at the same moment finds nobody due, and would decide the same if it did.
import { sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { evaluateVip, readVip } from './vip.service';

/** A member is re-evaluated by the job at most this often. */
export const VIP_REEVALUATE_MS = 60 * 60_000;
/** Members per run; a full batch asks for the next run at once. */
export const VIP_JOB_BATCH = 200;

export const vipJob: Job = {
  name: 'vip-ranks',
  everyMs: 10 * 60_000,
  async run(deps, now) {
    const { settings, ranks } = await readVip(deps.db);
    if (!settings.enabled || ranks.length === 0) return { hasMore: false };
    const tz = deps.config.SITE_TIME_ZONE;
    const at = now.toISOString();
    const { rows } = (await deps.db.execute(sql`
      SELECT m.id FROM members m LEFT JOIN member_vip v ON v.member_id = m.id
       WHERE m.account_type <> ${ACCOUNT_TYPE.trial}
         AND (v.evaluated_at IS NULL
              OR v.evaluated_at <= ${at}::timestamptz - ${VIP_REEVALUATE_MS} * interval '1 millisecond')
         AND (coalesce(v.level, m.rank_level) > 1
              OR m.id IN (SELECT member_id FROM activity_daily
                           WHERE day >= (${at}::timestamptz AT TIME ZONE ${tz}::text)::date
                                        - ${settings.windowDays + 1}::int))
       ORDER BY m.id
       LIMIT ${VIP_JOB_BATCH}`)) as unknown as { rows: Array<{ id: number }> };
    for (const { id } of rows) {
      try {
        // Its own savepoint: a failure skips this member and rolls back only its changes.
        await deps.db.transaction((tx) =>
          evaluateVip({ ...deps, db: tx as unknown as Db }, id, { force: true, now }),
        );
      } catch (error) {
        deps.log.error({ err: error, memberId: id }, 'vip job: evaluation failed');
      }
    }
    return { hasMore: rows.length === VIP_JOB_BATCH };
  },
};
