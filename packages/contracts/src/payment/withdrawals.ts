// The member's own withdrawals, newest first.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZWithdrawal } from './withdrawal-fields';

export const listWithdrawals = defineContract({
  method: 'GET',
  path: '/wps/payment/withdrawals',
  summary: "The member's withdrawals, newest first",
  tag: 'payment',
  access: 'member',
  query: z.strictObject({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(15),
  }),
  value: z.object({
    items: z.array(ZWithdrawal),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
