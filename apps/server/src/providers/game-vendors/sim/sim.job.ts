// The simulated vendors' scheduled job: every 5 s the calendar advances (events start, end with
// a result, new ones are created ahead) in the job's locked transaction; once that commits,
// the bets of ended events are settled through the vendor API (outside the transaction: the
// API's own queries could not wait on it, and settlement is idempotent by itself).
import type { Job } from '../../../lib/jobs';
import { advanceSimEvents } from './sim-schedule';
import { settleSimEvents } from './sim-settle';

export const simVendorsJob: Job = {
  name: 'sim-vendors',
  everyMs: 5_000,
  run: (deps, now) => advanceSimEvents(deps.db, now),
  async afterCommit(deps, now) {
    await settleSimEvents({ db: deps.db, send: deps.vendorSend, log: deps.log }, now);
  },
};
