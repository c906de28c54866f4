import { approveWithdrawal } from '@wps/contracts/payment/ops-approve-withdrawal';
import { markWithdrawalPaid } from '@wps/contracts/payment/ops-mark-withdrawal-paid';
import { rejectWithdrawal } from '@wps/contracts/payment/ops-reject-withdrawal';
import { resolveWithdrawalDispute } from '@wps/contracts/payment/ops-resolve-withdrawal-dispute';
import { listOpsWithdrawals } from '@wps/contracts/payment/ops-withdrawals';
import { requestWithdrawal } from '@wps/contracts/payment/request-withdrawal';
import { answerWithdrawalReceipt } from '@wps/contracts/payment/withdrawal-receipt';
import { listWithdrawals } from '@wps/contracts/payment/withdrawals';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './withdrawals.service';

export function registerWithdrawalRoutes(r: Router, deps: Deps): void {
  r.add(requestWithdrawal, ({ body }, ctx) => s.requestWithdrawal(deps, ctx.caller, body));
  r.add(listWithdrawals, ({ query }, ctx) => s.listWithdrawals(deps, ctx.caller, query));
  r.add(answerWithdrawalReceipt, ({ params, body }, ctx) =>
    s.answerReceipt(deps, ctx.caller, params.reference, body),
  );
  r.add(listOpsWithdrawals, ({ query }, ctx) => s.listOpsWithdrawals(deps, ctx.caller, query));
  r.add(approveWithdrawal, ({ params, body }, ctx) =>
    s.approveWithdrawal(deps, ctx.caller, params.reference, body),
  );
  r.add(markWithdrawalPaid, ({ params, body }, ctx) =>
    s.markWithdrawalPaid(deps, ctx.caller, params.reference, body),
  );
  r.add(rejectWithdrawal, ({ params, body }, ctx) =>
    s.rejectWithdrawal(deps, ctx.caller, params.reference, body),
  );
  r.add(resolveWithdrawalDispute, ({ params, body }, ctx) =>
    s.resolveDispute(deps, ctx.caller, params.reference, body),
  );
}
