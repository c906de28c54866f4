import { applyPromotion } from '@wps/contracts/promotions/apply-promotion';
import { claimPromotion } from '@wps/contracts/promotions/claim-promotion';
import { claimRafflePromotion } from '@wps/contracts/promotions/claim-raffle';
import { listPromotions } from '@wps/contracts/promotions/list-promotions';
import { manualRebate } from '@wps/contracts/promotions/manual-rebate';
import {
  opsCreatePromotion,
  opsDrawRaffle,
  opsEditPromotion,
  opsListPromotions,
  opsPromotionApplications,
  opsPromotionReport,
  opsReviewApplication,
  opsSetPromotionState,
} from '@wps/contracts/promotions/ops-promotions';
import { promoDetail } from '@wps/contracts/promotions/promo-detail';
import { promoState } from '@wps/contracts/promotions/promo-state';
import { raffleDraw } from '@wps/contracts/promotions/raffle-draw';
import { rewardCenter } from '@wps/contracts/promotions/reward-center';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as ops from './promotions-ops.service';
import * as s from './promotions.service';

export function registerPromotionRoutes(r: Router, deps: Deps): void {
  const at = (ctx: { ip: string }) => ({ ip: ctx.ip });
  r.add(listPromotions, async ({ query }, ctx) => ({
    list: await s.listPromotionCards(deps, ctx.caller, query, at(ctx)),
  }));
  r.add(promoState, (_input, ctx) => s.getPromoState(deps, ctx.caller, at(ctx)));
  r.add(rewardCenter, ({ query }, ctx) =>
    s.getRewardCenter(deps, ctx.caller, query.language, at(ctx)),
  );
  r.add(manualRebate, ({ query }, ctx) => s.getManualRebate(deps, ctx.caller, query.language));
  r.add(claimPromotion, ({ body }, ctx) => s.claimPromotion(deps, ctx.caller, body, at(ctx)));
  r.add(applyPromotion, ({ body }, ctx) => s.applyPromotion(deps, ctx.caller, body, at(ctx)));
  r.add(claimRafflePromotion, ({ body }, ctx) => s.claimRaffle(deps, ctx.caller, body, at(ctx)));
  r.add(raffleDraw, ({ params }) => s.getRaffleDraw(deps, params.id));
  r.add(promoDetail, ({ params, query }, ctx) =>
    s.getPromoDetail(deps, ctx.caller, params.id, query.language, at(ctx)),
  );

  r.add(opsListPromotions, ({ query }, ctx) => ops.listOpsPromotions(deps, ctx.caller, query));
  r.add(opsCreatePromotion, ({ body }, ctx) => ops.createPromotion(deps, ctx.caller, body));
  r.add(opsEditPromotion, ({ params, body }, ctx) =>
    ops.editPromotion(deps, ctx.caller, params.id, body),
  );
  r.add(opsSetPromotionState, ({ params, body }, ctx) =>
    ops.setPromotionState(deps, ctx.caller, params.id, body.state),
  );
  r.add(opsPromotionApplications, ({ params, query }, ctx) =>
    ops.listPromotionApplications(deps, ctx.caller, params.id, query.status ?? null, query),
  );
  r.add(opsReviewApplication, ({ params, body }, ctx) =>
    ops.reviewApplication(deps, ctx.caller, params.id, body),
  );
  r.add(opsDrawRaffle, ({ params }, ctx) => ops.drawPromotionRaffle(deps, ctx.caller, params.id));
  r.add(opsPromotionReport, ({ params }, ctx) =>
    ops.getPromotionReport(deps, ctx.caller, params.id),
  );
}
