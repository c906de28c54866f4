// Public state's promotion values (spec "Public state"): availablePromoCount, and availablePromo
// (REFERRAL.enabled: a referral promotion is live, so the invite-friends entry shows).
import { z } from 'zod';
import { defineContract } from '../http';

export const promoState = defineContract({
  method: 'GET',
  path: '/wps/promotions/state',
  summary: 'availablePromoCount and availablePromo (REFERRAL.enabled) for the caller',
  tag: 'promotions',
  access: 'public',
  value: z.object({ availablePromoCount: z.number().int(), availablePromo: z.boolean() }),
});
