// An operator settles a disputed withdrawal: it was paid after all, or the money goes back.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZPlainLine } from '../content/fields';
import { ZOpsWithdrawal, ZWithdrawalReferenceParams } from './withdrawal-fields';

export const resolveWithdrawalDispute = defineContract({
  method: 'POST',
  path: '/ops/api/withdrawals/:reference/resolve-dispute',
  summary:
    "Settle a disputed withdrawal: 'paid' closes it as received; 'refund' returns amount + fee " +
    "to the member's cash (state failed) (support)",
  tag: 'ops',
  access: 'operator',
  permission: 'money.decide',
  params: ZWithdrawalReferenceParams,
  body: z.strictObject({ resolution: z.enum(['paid', 'refund']), reason: ZPlainLine(500) }),
  value: ZOpsWithdrawal,
});
