import { opsLogin, opsLogout, opsMe } from '@wps/contracts/ops/session';
import {
  createOperator,
  listOperatorSessions,
  listOperators,
  listOpsRoles,
  putCustomRole,
  revokeOperatorSession,
  updateOperator,
} from '@wps/contracts/ops/operators';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  resetOperatorTwoFactor,
  startTwoFactorEnrolment,
} from '@wps/contracts/ops/two-factor';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as operatorsService from './operators.service';
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
  r.add(listOperators, ({ query }, ctx) => ops.listOperatorAccounts(deps, ctx.caller, query.page));
  r.add(createOperator, ({ body }, ctx) => ops.createOperatorAccount(deps, ctx.caller, body));
  r.add(updateOperator, ({ params, body }, ctx) =>
    operatorsService.updateOperator(deps, ctx.caller, params.id, body),
  );
  r.add(listOperatorSessions, ({ params }, ctx) =>
    operatorsService.listOperatorSessions(deps, ctx.caller, params.id),
  );
  r.add(revokeOperatorSession, ({ params }, ctx) =>
    operatorsService.revokeOperatorSession(deps, ctx.caller, params.id, params.sessionId),
  );
  r.add(listOpsRoles, (_input, ctx) => operatorsService.listRoles(deps, ctx.caller));
  r.add(putCustomRole, ({ params, body }, ctx) =>
    operatorsService.putCustomRole(deps, ctx.caller, params.name, body.permissions),
  );
  r.add(startTwoFactorEnrolment, (_input, ctx) => twoFactor.startEnrolment(deps, ctx.caller));
  r.add(confirmTwoFactorEnrolment, ({ body }, ctx) =>
    twoFactor.confirmEnrolment(deps, ctx.caller, body.otp),
  );
  r.add(disableTwoFactor, ({ body }, ctx) => twoFactor.disableOwn(deps, ctx.caller, body.otp));
  r.add(resetOperatorTwoFactor, ({ params }, ctx) =>
    twoFactor.resetOperator(deps, ctx.caller, params.id),
  );
}
