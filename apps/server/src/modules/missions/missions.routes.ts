import {
  claimMission,
  createMission,
  listOpsMissions,
  missionLeaderboard,
  missionSummary,
  updateMission,
} from '@wps/contracts/social/missions';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import * as s from './missions.service';

export function registerMissionRoutes(r: Router, deps: Deps): void {
  // A claim is a transaction with a ledger post: a member's burst of clicks stops here.
  const claims = createRateLimiter(deps.redis, {
    name: 'mission-claim',
    limit: 30,
    windowMs: 60_000,
  });
  r.add(missionSummary, ({ query }, ctx) => s.getMissionSummary(deps, ctx.caller, query.language));
  r.add(missionLeaderboard, ({ query }, ctx) => s.getMissionLeaderboard(deps, ctx.caller, query));
  r.add(claimMission, async ({ body }, ctx) => {
    if (ctx.caller?.kind === 'member') {
      await takeOrRefuse(claims, String(ctx.caller.id), 'Too many claims; try again in a minute.');
    }
    return s.claimMission(deps, ctx.caller, body.missionId);
  });
  r.add(listOpsMissions, ({ query }, ctx) => s.listOpsMissions(deps, ctx.caller, query));
  r.add(createMission, ({ body }, ctx) => s.saveMission(deps, ctx.caller, null, body));
  r.add(updateMission, ({ params, body }, ctx) => s.saveMission(deps, ctx.caller, params.id, body));
}
