// The promotion pages' calls, typed by their contracts (types only: no zod rides along).
import type { applyPromotion } from '@wps/contracts/promotions/apply-promotion';
import type { claimPromotion } from '@wps/contracts/promotions/claim-promotion';
import type { claimRafflePromotion } from '@wps/contracts/promotions/claim-raffle';
import type { listPromotions } from '@wps/contracts/promotions/list-promotions';
import type { manualRebate } from '@wps/contracts/promotions/manual-rebate';
import type { promoDetail } from '@wps/contracts/promotions/promo-detail';
import type { raffleDraw } from '@wps/contracts/promotions/raffle-draw';
import { endpoint } from '../../lib/endpoint';

export const listPromotionsEndpoint = endpoint<typeof listPromotions>('GET', '/wps/promotions');
export const promoDetailEndpoint = endpoint<typeof promoDetail>('GET', '/wps/promotions/:id');
export const claimPromotionEndpoint = endpoint<typeof claimPromotion>(
  'POST',
  '/wps/promotions/claim',
);
export const applyPromotionEndpoint = endpoint<typeof applyPromotion>(
  'POST',
  '/wps/promotions/apply',
);
export const claimRaffleEndpoint = endpoint<typeof claimRafflePromotion>(
  'POST',
  '/wps/relay/MCS2_claimRafflePromotion',
);
export const raffleDrawEndpoint = endpoint<typeof raffleDraw>(
  'GET',
  '/wps/promotions/:id/raffle-draw',
);
export const manualRebateEndpoint = endpoint<typeof manualRebate>(
  'GET',
  '/wps/promotions/manual-rebate',
);
