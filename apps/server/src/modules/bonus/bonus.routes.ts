import { giveUpBonus, listBonuses } from '@wps/contracts/promotions/bonus';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './bonus-member.service';

export function registerBonusRoutes(r: Router, deps: Deps): void {
  r.add(listBonuses, ({ query }, ctx) => s.listBonuses(deps, ctx.caller, query));
  r.add(giveUpBonus, ({ params }, ctx) => s.giveUpBonus(deps, ctx.caller, params.id));
}
