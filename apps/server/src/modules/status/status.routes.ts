import {
  getStatusSettings,
  putMaintenance,
  putRegionRules,
  systemStatus,
} from '@wps/contracts/system/status';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as status from './status.service';

export function registerStatusRoutes(r: Router, deps: Deps): void {
  r.add(systemStatus, (_input, ctx) => status.getSiteStatus(deps, ctx.ip));
  r.add(getStatusSettings, (_input, ctx) => status.getStatusSettings(deps, ctx.caller));
  r.add(putMaintenance, ({ body }, ctx) => status.setMaintenance(deps, ctx.caller, body));
  r.add(putRegionRules, ({ body }, ctx) => status.setRegionRules(deps, ctx.caller, body));
}
