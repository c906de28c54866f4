// The scheduled job that expires gateway deposits nobody paid within a day (no money moves).
import type { Job } from '../../lib/jobs';
import { expireStaleDeposits } from './deposits.service';

export const depositExpiryJob: Job = {
  name: 'deposit-expire',
  everyMs: 5 * 60_000,
  async run(deps, now) {
    const { hasMore } = await expireStaleDeposits(deps, now);
    return { hasMore };
  },
};
