import {
  getDraw,
  getGameMenus,
  getLotteryBets,
  getLottoOpenedNumero,
  getNearNumeros,
  getOpenedNumero,
  getPlayTypes,
  getPopular,
  getVnGameMenu,
  getVnOpenedNumeros,
  getVnRecentMenu,
  placeLotteryBets,
} from '@wps/contracts/lottery/lottery-calls';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as lottery from './lottery.service';

export function registerLotteryRoutes(r: Router, deps: Deps): void {
  r.add(getGameMenus, ({ query }) => lottery.getGameMenus(deps, query));
  r.add(getVnGameMenu, ({ query }) => lottery.getVnGameMenu(deps, query));
  r.add(getVnRecentMenu, ({ query }, ctx) => lottery.getVnRecentMenu(deps, ctx.caller, query));
  r.add(getPopular, ({ query }) => lottery.getPopular(deps, query));
  r.add(getVnOpenedNumeros, ({ query }) => lottery.getVnOpenedNumeros(deps, query));
  r.add(getOpenedNumero, ({ query }) => lottery.getOpenedNumero(deps, query));
  r.add(getLottoOpenedNumero, ({ query }) => lottery.getOpenedNumero(deps, query));
  r.add(getNearNumeros, ({ query }) => lottery.getNearNumeros(deps, query));
  r.add(getDraw, ({ query }) => lottery.getDraw(deps, query));
  r.add(getPlayTypes, ({ query }) => lottery.getPlayTypes(deps, query));
  r.add(placeLotteryBets, ({ body }, ctx) => lottery.placeLotteryBets(deps, ctx.caller, body));
  r.add(getLotteryBets, ({ query }, ctx) => lottery.getLotteryBets(deps, ctx.caller, query));
}
