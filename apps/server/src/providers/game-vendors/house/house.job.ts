// The built-in vendor's scheduled job: finishes the house rounds a request left half done (bet
// taken but not drawn: given back; drawn but not paid: paid) for players who do not open a house
// game again, where the session would have. The work calls this server's vendor API, so it runs
// in afterCommit, outside the job's transaction (the API's queries must not wait on it); the run
// itself only takes the job's lock, so that of several processes one does it each turn. Every
// call is idempotent by its txId, so a run alongside a session's resume pays nothing twice.
import type { Job } from '../../../lib/jobs';
import { finishInterruptedRounds } from './rounds';
import { advanceDueRooms } from './pvp-table';

export const houseRoundsJob: Job = {
  name: 'house-interrupted-rounds',
  everyMs: 60_000,
  run: async () => {},
  async afterCommit(deps, now) {
    await finishInterruptedRounds({ db: deps.db, send: deps.vendorSend, log: deps.log }, now);
  },
};

/**
 * The PvP tables' clock for rooms nobody watches (a stream's tick moves a watched one): deals a
 * round whose countdown is over, plays the house rule for a seat whose time ran out, pays a
 * finished round left unpaid and gives back a void round's stakes. The deadlines are columns, so
 * a restart loses none: the first run after it does what fell due meanwhile.
 */
export const pvpTablesJob: Job = {
  name: 'house-pvp-tables',
  everyMs: 5_000,
  run: async () => {},
  async afterCommit(deps, now) {
    await advanceDueRooms({ db: deps.db, send: deps.vendorSend }, now);
  },
};
