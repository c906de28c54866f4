// The member's answer to a paid withdrawal (spec 4): received, not received (with proof), full payment.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZReceiptAnswer, ZWithdrawal, ZWithdrawalReferenceParams } from './withdrawal-fields';

export const ZWithdrawalReceipt = z
  .strictObject({
    answer: ZReceiptAnswer,
    /** 'not_received' only, and then 1 to 3: ids from POST /wps/payment/proofs. */
    proofIds: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .min(1)
      .max(3)
      .refine((ids) => new Set(ids).size === ids.length, 'each proof once')
      .optional(),
  })
  .refine((b) => (b.answer === 'not_received') === (b.proofIds !== undefined), {
    message: "proofs go with 'not_received', which needs 1 to 3",
    path: ['proofIds'],
  });
export type TWithdrawalReceipt = z.infer<typeof ZWithdrawalReceipt>;

export const answerWithdrawalReceipt = defineContract({
  method: 'POST',
  path: '/wps/payment/withdrawals/:reference/receipt',
  summary:
    "Answer a paid withdrawal: 'received' or 'full_payment' close it; 'not_received' with 1-3 " +
    'proofs opens a dispute. Only while paid and not yet counted as received (else INVALID_STATE)',
  tag: 'payment',
  access: 'member',
  params: ZWithdrawalReferenceParams,
  body: ZWithdrawalReceipt,
  value: ZWithdrawal,
});
