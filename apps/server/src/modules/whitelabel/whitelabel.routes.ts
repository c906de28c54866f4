import { getWhitelabel, putWhitelabel } from '@wps/contracts/system/whitelabel';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as whitelabel from './whitelabel.service';

export function registerWhitelabelRoutes(r: Router, deps: Deps): void {
  r.add(getWhitelabel, () => whitelabel.getWhitelabel(deps));
  r.add(putWhitelabel, ({ body }, ctx) => whitelabel.setWhitelabel(deps, ctx.caller, body));
}
