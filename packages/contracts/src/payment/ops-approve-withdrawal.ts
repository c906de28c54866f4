// An operator approves a pending withdrawal: paid out through a gateway channel, or by hand.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZOpsWithdrawal, ZWithdrawalReferenceParams } from './withdrawal-fields';

export const approveWithdrawal = defineContract({
  method: 'POST',
  path: '/ops/api/withdrawals/:reference/approve',
  summary:
    'Approve a pending withdrawal. With payoutChannelId (an enabled gateway channel for ' +
    'withdrawals) it is paid out through the gateway at once; without, it waits for mark-paid (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.decide',
  params: ZWithdrawalReferenceParams,
  body: z.strictObject({
    payoutChannelId: z.number().int().positive().max(2_147_483_647).optional(),
  }),
  value: ZOpsWithdrawal,
});
