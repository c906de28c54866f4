// /promotions: the cards with type filters, each with the caller's status (public; a member's
// token adds their own statuses).
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZPromotionCard, ZPromotionType } from './fields';

export const listPromotions = defineContract({
  method: 'GET',
  path: '/wps/promotions',
  summary: "Promotions shown to players, optionally of one type, with the caller's status on each",
  tag: 'promotions',
  access: 'public',
  query: z.strictObject({
    type: ZPromotionType.optional(),
    language: ZLanguage.default('EN'),
  }),
  value: z.object({ list: z.array(ZPromotionCard) }),
});
