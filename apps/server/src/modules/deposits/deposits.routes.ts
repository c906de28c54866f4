import { createDeposit } from '@wps/contracts/payment/create-deposit';
import { listDeposits } from '@wps/contracts/payment/list-deposits';
import {
  opsApproveDeposit,
  opsListDeposits,
  opsRejectDeposit,
} from '@wps/contracts/payment/ops-deposits';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './deposits.service';

export function registerDepositRoutes(r: Router, deps: Deps): void {
  r.add(createDeposit, ({ body }, ctx) => s.createDeposit(deps, ctx.caller, body));
  r.add(listDeposits, ({ query }, ctx) => s.listOwnDeposits(deps, ctx.caller, query));
  r.add(opsListDeposits, ({ query }, ctx) => s.opsListDeposits(deps, ctx.caller, query));
  r.add(opsApproveDeposit, ({ params }, ctx) =>
    s.approveDeposit(deps, ctx.caller, params.reference),
  );
  r.add(opsRejectDeposit, ({ params, body }, ctx) =>
    s.rejectDeposit(deps, ctx.caller, params.reference, body.reason),
  );
}
