// An operator refuses a withdrawal before it is paid out; the held money returns.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZPlainLine } from '../content/fields';
import { ZOpsWithdrawal, ZWithdrawalReferenceParams } from './withdrawal-fields';

export const rejectWithdrawal = defineContract({
  method: 'POST',
  path: '/ops/api/withdrawals/:reference/reject',
  summary:
    'Reject a pending withdrawal, or an approved one not yet paid out: the hold is released (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.decide',
  params: ZWithdrawalReferenceParams,
  body: z.strictObject({ reason: ZPlainLine(500) }),
  value: ZOpsWithdrawal,
});
