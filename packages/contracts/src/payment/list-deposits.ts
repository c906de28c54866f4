// The member's own deposits, newest first.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZChannelType, ZDepositState, ZPageNo, ZPageSize, ZPaymentReference } from './fields';

export const ZMemberDeposit = z.object({
  reference: ZPaymentReference,
  channelId: z.number().int(),
  /** In the member's language (EN fallback). */
  channelName: z.string(),
  channelType: ZChannelType,
  amount: ZMinorValue,
  fee: ZMinorValue,
  /** What the balance gets (amount - fee) once completed. */
  credited: ZMinorValue,
  currency: z.string(),
  state: ZDepositState,
  createdAt: z.string(),
  /** When it was completed, rejected, failed or expired. */
  decidedAt: z.string().nullable(),
  /** An operator's reason for a rejection. */
  reason: z.string().nullable(),
  /** A pending gateway deposit can be paid here; else null. */
  redirectUrl: z.string().nullable(),
});
export type TMemberDeposit = z.infer<typeof ZMemberDeposit>;

export const listDeposits = defineContract({
  method: 'GET',
  path: '/wps/payment/deposits',
  summary: "The member's deposits, newest first",
  tag: 'payment',
  access: 'member',
  query: z.strictObject({ pageNo: ZPageNo, pageSize: ZPageSize(15) }),
  value: z.object({
    list: z.array(ZMemberDeposit),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
