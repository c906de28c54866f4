// The member centre's manualRebate: per manual rebate promotion, each unclaimed completed day
// with its valid bet, rate and rebate per game type; claimed with claimPromotion.
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const ZRebateLine = z.object({
  gameType: ZGameType,
  validBet: ZMinorValue,
  rateBps: z.number().int(),
  rebate: ZMinorValue,
});

export const manualRebate = defineContract({
  method: 'GET',
  path: '/wps/promotions/manual-rebate',
  summary: 'Claimable rebate per game type with its calculation',
  tag: 'promotions',
  access: 'member',
  query: z.strictObject({ language: ZLanguage.default('EN') }),
  value: z.object({
    list: z.array(
      z.object({
        promotionId: z.number().int(),
        title: z.string(),
        rates: z.partialRecord(ZGameType, z.number().int()),
        days: z.array(
          z.object({ day: z.string(), total: ZMinorValue, lines: z.array(ZRebateLine) }),
        ),
        total: ZMinorValue,
        canClaim: z.boolean(),
      }),
    ),
  }),
});
