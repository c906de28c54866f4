// A member asks to withdraw to a bound bank account; the amount and fee are held at once.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdempotencyKey, ZMinorAmount, ZMinorValue } from '../wallet/fields';
import { ZIsoTime } from '../content/fields';
import { ZWithdrawalState } from './withdrawal-fields';

export const ZRequestWithdrawal = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  bankAccountId: z.number().int().positive().max(2_147_483_647),
  /** Paid into the bank account; the fee (money settings withdrawalFeeBps) is held on top. */
  amount: ZMinorAmount,
  /** Needed while the money settings require it. */
  paymentPassword: z.string().max(64).optional(),
  /**
   * The member agreed to give up the active bonus: without it a withdrawal while a bonus is
   * active is refused with BONUS_FORFEIT_REQUIRED and nothing changes (issue 18).
   */
  forfeitBonus: z.boolean().optional(),
});
export type TRequestWithdrawal = z.infer<typeof ZRequestWithdrawal>;

/** The answer of the request that created it; a replay of the same key answers it again. */
export const ZWithdrawalRequested = z.object({
  reference: z.string(),
  /** Always 'pending' (the state a request creates); the list shows how it went on. */
  state: ZWithdrawalState,
  amount: ZMinorValue,
  fee: ZMinorValue,
  total: ZMinorValue,
  currency: z.string(),
  createdAt: ZIsoTime,
});
export type TWithdrawalRequested = z.infer<typeof ZWithdrawalRequested>;

export const requestWithdrawal = defineContract({
  method: 'POST',
  path: '/wps/payment/withdrawals',
  summary:
    'Request a withdrawal: payment password, amount within withdrawalMin..withdrawalMax, an own ' +
    'bound bank account; amount + fee are held. Same key and body: the same answer; other body: CONFLICT',
  tag: 'payment',
  access: 'member',
  body: ZRequestWithdrawal,
  value: ZWithdrawalRequested,
});
