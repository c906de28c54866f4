// An operator records that an approved withdrawal was paid by hand (bank transfer).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZPlainLine } from '../content/fields';
import { ZOpsWithdrawal, ZWithdrawalReferenceParams } from './withdrawal-fields';

export const markWithdrawalPaid = defineContract({
  method: 'POST',
  path: '/ops/api/withdrawals/:reference/mark-paid',
  summary:
    'Mark an approved withdrawal (approved without a gateway) as paid; the receipt clock starts (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.decide',
  params: ZWithdrawalReferenceParams,
  body: z.strictObject({
    /** The bank's transfer reference, for the records. */
    payoutRef: ZPlainLine(100).optional(),
  }),
  value: ZOpsWithdrawal,
});
