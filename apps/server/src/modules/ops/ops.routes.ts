import { opsLogin, opsLogout, opsMe } from '@wps/contracts/ops/session';
import { createOperator, listOperators } from '@wps/contracts/ops/operators';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  resetOperatorTwoFactor,
  startTwoFactorEnrolment,
} from '@wps/contracts/ops/two-factor';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as ops from './ops.service';
import * as twoFactor from './two-factor.service';

export function registerOpsRoutes(r: Router, deps: Deps): void {
  r.add(opsLogin, ({ body }, ctx) =>
    ops.loginOperator(deps, { ...body, ip: ctx.ip, userAgent: ctx.userAgent }),
  );
  r.add(opsLogout, async (_input, ctx) => {
    await ops.logoutOperator(deps, ctx.caller!);
    return null;
  });
  r.add(opsMe, (_input, ctx) => ops.getOperatorMe(deps, ctx.caller));
  r.add(listOperators, (_input, ctx) => ops.listOperatorAccounts(deps, ctx.caller));
  r.add(createOperator, ({ body }, ctx) => ops.createOperatorAccount(deps, ctx.caller, body));
  r.add(startTwoFactorEnrolment, (_input, ctx) => twoFactor.startEnrolment(deps, ctx.caller));
  r.add(confirmTwoFactorEnrolment, ({ body }, ctx) =>
    twoFactor.confirmEnrolment(deps, ctx.caller, body.otp),
  );
  r.add(disableTwoFactor, ({ body }, ctx) => twoFactor.disableOwn(deps, ctx.caller, body.otp));
  r.add(resetOperatorTwoFactor, ({ params }, ctx) =>
    twoFactor.resetOperator(deps, ctx.caller, params.id),
  );
}
