// /promoDetail: one promotion's card, its rules and limits, and the action its button takes
// (claim, apply or checkin) with the reason when it is not available (card.unavailableReason).
import { z } from 'zod';
import { ZIdParams } from '../content/fields';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZPromoStatus, ZPromotionCard, ZPromotionRules } from './fields';

export const ZPromoDetail = z.object({
  card: ZPromotionCard,
  rules: ZPromotionRules,
  limits: z.object({ perMember: z.number().nullable(), perDay: z.number().nullable() }),
  action: z.enum(['claim', 'apply', 'checkin']),
  canAct: z.boolean(),
  /**
   * The caller's own part (a member's token; null for visitors): the days signed in the last 31
   * (check-in) with the current streak, the raffle tickets earned so far, and the claims made.
   */
  mine: z
    .object({
      signedDays: z.array(z.string()),
      streak: z.number().int(),
      tickets: z.number().int().nullable(),
      claims: z.array(
        z.object({
          status: ZPromoStatus,
          amount: ZMinorValue,
          day: z.string(),
          remark: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type TPromoDetail = z.infer<typeof ZPromoDetail>;

export const promoDetail = defineContract({
  method: 'GET',
  path: '/wps/promotions/:id',
  summary: "A promotion's rules and the caller's action on it",
  tag: 'promotions',
  access: 'public',
  params: ZIdParams,
  query: z.strictObject({ language: ZLanguage.default('EN') }),
  value: ZPromoDetail,
});
