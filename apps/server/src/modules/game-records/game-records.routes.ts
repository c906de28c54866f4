import { betRecords } from '@wps/contracts/games/bet-records';
import { memberProfit } from '@wps/contracts/games/profit';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { getBetRecords, getProfit } from './game-records.service';

export function registerGameRecordsRoutes(r: Router, deps: Deps): void {
  r.add(betRecords, ({ query }, ctx) => getBetRecords(deps, ctx.caller, query));
  r.add(memberProfit, ({ query }, ctx) => getProfit(deps, ctx.caller, query));
}
