import { setPaymentPassword } from '@wps/contracts/account/payment-password';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './payment-password.service';

export function registerPaymentPasswordRoutes(r: Router, deps: Deps): void {
  r.add(setPaymentPassword, ({ body }, ctx) => s.setPaymentPassword(deps, ctx.caller, body));
}
