import {
  getVipSummary,
  opsGetVipSettings,
  opsPutVipSettings,
  vipState,
} from '@wps/contracts/loyalty/vip';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './vip.service';

export function registerVipRoutes(r: Router, deps: Deps): void {
  r.add(vipState, (_input, ctx) => s.getVipState(deps, ctx.caller));
  r.add(getVipSummary, ({ query }, ctx) => s.getVipSummary(deps, ctx.caller, query.language));
  r.add(opsGetVipSettings, (_input, ctx) => s.getOpsVipSettings(deps, ctx.caller));
  r.add(opsPutVipSettings, ({ body }, ctx) => s.putOpsVipSettings(deps, ctx.caller, body));
}
