import {
  getMoneySettings,
  moneyOptions,
  putMoneySettings,
} from '@wps/contracts/wallet/money-settings';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './money-settings.service';

export function registerMoneySettingsRoutes(r: Router, deps: Deps): void {
  r.add(getMoneySettings, (_input, ctx) => s.getMoneySettings(deps, ctx.caller));
  r.add(putMoneySettings, ({ body }, ctx) => s.setMoneySettings(deps, ctx.caller, body));
  r.add(moneyOptions, (_input, ctx) => s.getMoneyOptions(deps, ctx.caller));
}
