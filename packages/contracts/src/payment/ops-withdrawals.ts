// Operators' list of withdrawals, filtered by state, member and time.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIsoTime } from '../content/fields';
import { ZOpsWithdrawal, ZWithdrawalState } from './withdrawal-fields';

export const listOpsWithdrawals = defineContract({
  method: 'GET',
  path: '/ops/api/withdrawals',
  summary:
    'Withdrawals, newest first, 15 per page; filter by state, exact username and created time ' +
    '(from inclusive, to exclusive) (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.read',
  query: z.strictObject({
    state: ZWithdrawalState.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    from: ZIsoTime.optional(),
    to: ZIsoTime.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: z.object({
    items: z.array(ZOpsWithdrawal),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
