import { setEmail } from '@wps/contracts/account/email';
import { setPayeeName } from '@wps/contracts/account/payee-name';
import { securityCentre } from '@wps/contracts/account/security-centre';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './security-centre.service';

export function registerSecurityCentreRoutes(r: Router, deps: Deps): void {
  r.add(securityCentre, (_input, ctx) => s.getSecurityCentre(deps, ctx.caller));
  r.add(setPayeeName, ({ body }, ctx) => s.setPayeeName(deps, ctx.caller, body.payeeName));
  r.add(setEmail, ({ body }, ctx) => s.setEmail(deps, ctx, body));
}
