// The scheduled job that pays yesterday's automatic rebates (rebate-settlement.ts). Hourly: the
// (promotion, member, day) key makes every run after the first pay nothing.
import type { Job } from '../../lib/jobs';
import { settleRebates } from './rebate-settlement';

export const rebateJob: Job = {
  name: 'promotion-rebate',
  everyMs: 60 * 60_000,
  async run(deps, now) {
    await settleRebates(deps.db, now);
    return { hasMore: false };
  },
};
