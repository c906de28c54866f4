// The member centre's rewardCenter: what the member can claim now, and the count for its badge.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZPromotionCard } from './fields';

export const rewardCenter = defineContract({
  method: 'GET',
  path: '/wps/promotions/reward-center',
  summary: 'Promotions the member can claim now, with their count (the badge)',
  tag: 'promotions',
  access: 'member',
  query: z.strictObject({ language: ZLanguage.default('EN') }),
  value: z.object({ list: z.array(ZPromotionCard), count: z.number().int() }),
});
