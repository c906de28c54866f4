// An agent sends cash from its main wallet to a member of its downline tree (spec 5 "agents
// transfer to a downline").
import { z } from 'zod';
import { ZPaymentPassword } from '../account/payment-password';
import { defineContract } from '../http';
import { ZIdempotencyKey, ZMinorAmount } from './fields';
import { ZTransferResult } from './transfer-upline';

export const ZTransferDownlineRequest = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  /** The receiving member: anywhere below the caller in its downline tree. */
  username: z.string().trim().min(1).max(64),
  amount: ZMinorAmount,
  /** Required while the money settings require the payment password. */
  paymentPassword: ZPaymentPassword.optional(),
});
export type TTransferDownlineRequest = z.infer<typeof ZTransferDownlineRequest>;

export const transferDownline = defineContract({
  method: 'POST',
  path: '/wps/member/transfer/downline',
  summary: "Send cash from an agent's main wallet to a member of its downline",
  tag: 'wallet',
  access: 'member',
  body: ZTransferDownlineRequest,
  value: ZTransferResult,
});
