// The claim button (promoDetail, rewardCenter): sign-up bonus, deposit bonus (with the deposit's
// reference after depositing, without it to choose the bonus before), daily check-in, manual
// rebate (every unclaimed day) and referral rewards. Closed, foreign or unknown promotions
// answer 4xx and change nothing.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZPromoStatus } from './fields';

export const ZClaimPromotionRequest = z.strictObject({
  promotionId: z.number().int().positive().max(2_147_483_647),
  depositReference: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  /** The web's stable device id (one sign-up bonus per device, when operators ask for it). */
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});

export const ZClaimResult = z.object({
  status: ZPromoStatus,
  amount: ZMinorValue,
  claims: z.number().int(),
});

export const claimPromotion = defineContract({
  method: 'POST',
  path: '/wps/promotions/claim',
  summary: 'Claim a promotion (sign-up, deposit, check-in, manual rebate, referral)',
  tag: 'promotions',
  access: 'member',
  body: ZClaimPromotionRequest,
  value: ZClaimResult,
});
