import {
  accountOptions,
  getAccountSecurity,
  putAccountSecurity,
} from '@wps/contracts/account/register';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as accountSettings from './account-settings.service';

export function registerAccountSettingsRoutes(r: Router, deps: Deps): void {
  r.add(getAccountSecurity, (_input, ctx) => accountSettings.getAccountSecurity(deps, ctx.caller));
  r.add(putAccountSecurity, ({ body }, ctx) =>
    accountSettings.setAccountSecurity(deps, ctx.caller, body),
  );
  r.add(accountOptions, () => accountSettings.getAccountOptions(deps));
}
