// A member's deposit request: a bank transfer with proof images (an operator confirms it) or a
// gateway payment (the member is sent to the gateway's pay page; its signed webhook completes it).
import { z } from 'zod';
import { ZPlainLine } from '../content/fields';
import { defineContract } from '../http';
import { ZIdempotencyKey, ZMinorAmount, ZMinorValue } from '../wallet/fields';
import { ZDepositState, ZPaymentReference } from './fields';
import { ZProofIds } from './upload-proof';

export const ZCreateDepositRequest = z.strictObject({
  /** Same key and same request again: the identical answer, nothing new. Other request: 409. */
  idempotencyKey: ZIdempotencyKey,
  channelId: z.number().int().positive().max(2_147_483_647),
  /** Minor units, within the channel's min and max (AMOUNT_OUT_OF_RANGE). */
  amount: ZMinorAmount,
  /** The name on the paying account (bank transfers), to help the operator match it. */
  payerName: ZPlainLine(64).optional(),
  /** Bank channels: 1 to 3 of the member's own uploaded proofs. Gateways take none. */
  proofIds: ZProofIds.optional(),
});
export type TCreateDepositRequest = z.infer<typeof ZCreateDepositRequest>;

export const ZDepositCreated = z.object({
  reference: ZPaymentReference,
  /** Always 'pending' here: the answer describes the request as made (replays repeat it). */
  state: ZDepositState,
  amount: ZMinorValue,
  /** Taken from the amount: the member is credited amount - fee. */
  fee: ZMinorValue,
  /** Gateway and sandbox channels: open this to pay. Bank channels: null. */
  redirectUrl: z.string().nullable(),
});
export type TDepositCreated = z.infer<typeof ZDepositCreated>;

export const createDeposit = defineContract({
  method: 'POST',
  path: '/wps/payment/deposits',
  summary: 'Request a deposit through a channel (bank transfer with proofs, or a gateway)',
  tag: 'payment',
  access: 'member',
  body: ZCreateDepositRequest,
  value: ZDepositCreated,
});

/**
 * After paying, a gateway sends the browser back to the site with this query parameter naming
 * the deposit's reference (e.g. /?depositReference=D...): the web opens the deposit page.
 */
export const DEPOSIT_RETURN_PARAM = 'depositReference';
