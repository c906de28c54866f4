// Every scheduled job, in one list: main.ts starts them in each server process (lib/jobs.ts keeps
// one run at a time across processes); tests run one with runJobOnce. Add a job with one line.
import type { Job } from '../lib/jobs';
import { depositExpiryJob } from './deposits/deposit-expiry.job';
import { expireHoldsJob } from './wallet/expire-holds.job';
import { bonusExpiryJob } from './bonus/bonus-expiry.job';
import { withdrawalReceiptJob } from './withdrawals/withdrawal-receipt.job';
import { simVendorsJob } from '../providers/game-vendors/sim/sim.job';
import { houseRoundsJob, pvpTablesJob } from '../providers/game-vendors/house/house.job';
import { lotteryDrawsJob } from './lottery/lottery.job';
import { agentSettlementJobs } from './agent-contracts/settlement.job';
import { rebateJob } from './promotions/rebate.job';
import { vipJob } from './vip/vip.job';

export const scheduledJobs: readonly Job[] = [
  expireHoldsJob,
  bonusExpiryJob,
  withdrawalReceiptJob,
  depositExpiryJob,
  simVendorsJob,
  houseRoundsJob,
  pvpTablesJob,
  lotteryDrawsJob,
  ...agentSettlementJobs,
  rebateJob,
  vipJob,
];
