// A member sends cash from the main wallet to its upline (spec 5 "members to an upline";
// member centre page transferUpline).
import { z } from 'zod';
import { ZPaymentPassword } from '../account/payment-password';
import { defineContract } from '../http';
import { ZIdempotencyKey, ZMinorAmount, ZMinorValue } from './fields';

export const ZTransferUplineRequest = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  amount: ZMinorAmount,
  /** Required while the money settings require the payment password. */
  paymentPassword: ZPaymentPassword.optional(),
});
export type TTransferUplineRequest = z.infer<typeof ZTransferUplineRequest>;

/** What a transfer answers; the same key and request again answer exactly this. */
export const ZTransferResult = z.object({
  /** The ledger transaction of the transfer. */
  transactionId: z.number().int(),
  /** The sender's main wallet right after the transfer, minor units. */
  balance: ZMinorValue,
});
export type TTransferResult = z.infer<typeof ZTransferResult>;

export const transferUpline = defineContract({
  method: 'POST',
  path: '/wps/member/transfer/upline',
  summary: "Send cash from the caller's main wallet to its upline",
  tag: 'wallet',
  access: 'member',
  body: ZTransferUplineRequest,
  value: ZTransferResult,
});
