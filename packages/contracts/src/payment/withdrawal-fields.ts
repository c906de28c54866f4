// What a withdrawal looks like on the wire, to its member and to operators.
import { z } from 'zod';
import { ZIsoTime } from '../content/fields';
import { ZMinorValue } from '../wallet/fields';

/**
 * pending: funds held, waiting for an operator; approved: payout under way; paid: paid out,
 * waiting for the member's answer; received: confirmed (by the member, an operator, or counted
 * as received after the receipt minutes: forcedReceipt); disputed: the member says not received,
 * an operator looks; rejected: refused, the hold released; failed: the payout failed, the hold
 * released; refunded: a dispute settled by refund, the money back in the member's cash.
 */
export const withdrawalStates = [
  'pending',
  'approved',
  'paid',
  'received',
  'disputed',
  'rejected',
  'failed',
  'refunded',
] as const;
export const ZWithdrawalState = z.enum(withdrawalStates);
export type TWithdrawalState = z.infer<typeof ZWithdrawalState>;

/** The member's answer to a paid withdrawal (spec 4). */
export const receiptAnswers = ['received', 'not_received', 'full_payment'] as const;
export const ZReceiptAnswer = z.enum(receiptAnswers);
export type TReceiptAnswer = z.infer<typeof ZReceiptAnswer>;

/** A withdrawal's reference in a path, e.g. /wps/payment/withdrawals/W7K2.../receipt. */
export const ZWithdrawalReferenceParams = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'a withdrawal reference'),
});

/** The account paid into, as the member sees it. */
export const ZWithdrawalBankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** '****1234'. */
  maskedAccountNumber: z.string(),
});

/** Amounts in minor units: `amount` is paid into the bank account; `fee` is charged on top. */
export const ZWithdrawal = z.object({
  reference: z.string(),
  state: ZWithdrawalState,
  amount: ZMinorValue,
  fee: ZMinorValue,
  /** amount + fee: what left (or is held from) the member's cash. */
  total: ZMinorValue,
  currency: z.string(),
  bankAccount: ZWithdrawalBankAccount,
  createdAt: ZIsoTime,
  paidAt: ZIsoTime.nullable(),
  /** An unanswered paid withdrawal counts as received at this time. */
  receiptDueAt: ZIsoTime.nullable(),
  receiptAnswer: ZReceiptAnswer.nullable(),
  receiptAt: ZIsoTime.nullable(),
  /** Counted as received because nobody answered in time: no refund afterwards (spec 4). */
  forcedReceipt: z.boolean(),
  /** Why it was rejected, or how a dispute was settled. */
  reason: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** A withdrawal as operators see it: who asked, the full account number, proofs, decisions. */
export const ZOpsWithdrawal = ZWithdrawal.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  bankAccount: ZWithdrawalBankAccount.extend({ accountNumber: z.string() }),
  /** Proof images the member attached to 'not received' (GET /wps/payment/proofs/:id). */
  proofIds: z.array(z.number().int()),
  payoutChannelId: z.number().int().nullable(),
  payoutRef: z.string().nullable(),
  /** The operator who last decided (approve, reject, mark paid, resolve), and when. */
  decidedBy: z.string().nullable(),
  decidedAt: ZIsoTime.nullable(),
  updatedAt: ZIsoTime,
});
export type TOpsWithdrawal = z.infer<typeof ZOpsWithdrawal>;
