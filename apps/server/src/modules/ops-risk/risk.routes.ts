import {
  getRiskSettings,
  opsRiskQueue,
  opsWithdrawalContext,
  putRiskSettings,
} from '@wps/contracts/ops/risk';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { OPS_REPORT_LIMIT } from '../ops-reports/reports.routes';
import { checkMoveLimit } from '../wallet/move-limit';
import * as s from './risk.service';

export function registerOpsRiskRoutes(r: Router, deps: Deps): void {
  // The queue reads whole tables per kind: counted against the operator's report limit.
  r.add(opsRiskQueue, async ({ query }, ctx) => {
    if (ctx.caller?.kind === 'operator')
      await checkMoveLimit(deps, OPS_REPORT_LIMIT, ctx.caller.id);
    return s.getRiskQueue(deps, ctx.caller, query);
  });
  r.add(getRiskSettings, (_input, ctx) => s.getRiskSettings(deps, ctx.caller));
  r.add(putRiskSettings, ({ body }, ctx) => s.putRiskSettings(deps, ctx.caller, body));
  r.add(opsWithdrawalContext, ({ params }, ctx) =>
    s.getWithdrawalContext(deps, ctx.caller, params.reference),
  );
}
