// MCS2_claimRafflePromotion (spec, T, POST): enter a raffle. Tickets come from deposits or bets
// in the raffle's window and are counted at the draw; the seed's hash is published from the start.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZPromoStatus } from './fields';

export const claimRafflePromotion = defineContract({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  summary: 'Enter a raffle (lucky draw) promotion',
  tag: 'promotions',
  access: 'member',
  body: z.strictObject({ promotionId: z.number().int().positive().max(2_147_483_647) }),
  value: z.object({
    status: ZPromoStatus,
    /** Tickets earned so far (the draw counts the whole window). */
    tickets: z.number().int(),
    /** SHA-256 of the server seed the draw will use. */
    seedHash: z.string(),
  }),
});
