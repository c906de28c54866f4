import {
  opsCreateReward,
  opsEditReward,
  opsGetPointSettings,
  opsListRedemptions,
  opsListRewards,
  opsPutPointSettings,
  opsReviewRedemption,
} from '@wps/contracts/loyalty/ops-points';
import {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointRecords,
  getPointReward,
  getRedeemPointList,
  redeemPointReward,
} from '@wps/contracts/loyalty/points';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as ops from './points-ops.service';
import * as s from './points.service';

export function registerPointsRoutes(r: Router, deps: Deps): void {
  // A person redeems or converts a few times a minute at most. `fresh` counts new requests (a
  // key not seen before); `calls` counts every call, copies of one key too, and is taken before
  // any database work, so a script hammering stops at a counter, not at the key's lock.
  const redeemLimits = {
    fresh: createRateLimiter(deps.redis, { name: 'points-redeem', limit: 20, windowMs: 60_000 }),
    calls: createRateLimiter(deps.redis, {
      name: 'points-redeem-calls',
      limit: 120,
      windowMs: 60_000,
    }),
  };
  const convertLimits = {
    fresh: createRateLimiter(deps.redis, { name: 'points-convert', limit: 20, windowMs: 60_000 }),
    calls: createRateLimiter(deps.redis, {
      name: 'points-convert-calls',
      limit: 120,
      windowMs: 60_000,
    }),
  };
  r.add(getPointBalance, (_input, ctx) => s.getPointBalance(deps, ctx.caller));
  r.add(getPointConfig, () => s.getPointConfig(deps));
  r.add(getPointReward, ({ query }) => s.getPointRewards(deps, query.language));
  r.add(redeemPointReward, ({ body }, ctx) =>
    s.redeemPointReward(deps, redeemLimits, ctx.caller, body),
  );
  r.add(getRedeemPointList, ({ query }, ctx) => s.getRedeemPointList(deps, ctx.caller, query));
  r.add(convertPoint, ({ body }, ctx) => s.convertPoint(deps, convertLimits, ctx.caller, body));
  r.add(getPointRecords, ({ query }, ctx) => s.getPointRecords(deps, ctx.caller, query));

  r.add(opsGetPointSettings, (_input, ctx) => ops.getPointSettings(deps, ctx.caller));
  r.add(opsPutPointSettings, ({ body }, ctx) => ops.putPointSettings(deps, ctx.caller, body));
  r.add(opsListRewards, ({ query }, ctx) => ops.listRewards(deps, ctx.caller, query));
  r.add(opsCreateReward, ({ body }, ctx) => ops.createReward(deps, ctx.caller, body));
  r.add(opsEditReward, ({ params, body }, ctx) =>
    ops.editReward(deps, ctx.caller, params.id, body),
  );
  r.add(opsListRedemptions, ({ query }, ctx) => ops.listRedemptions(deps, ctx.caller, query));
  r.add(opsReviewRedemption, ({ params, body }, ctx) =>
    ops.reviewRedemption(deps, ctx.caller, params.id, body),
  );
}
