import { getConsolidatedSettings } from '@wps/contracts/system/consolidated';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { getConsolidatedSettings as consolidate } from './consolidated.service';

export function registerConsolidatedRoutes(r: Router, deps: Deps): void {
  r.add(getConsolidatedSettings, (_input, ctx) => consolidate(deps, ctx.ip));
}
