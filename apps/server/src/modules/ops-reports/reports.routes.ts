import {
  opsChannelReport,
  opsDailyReport,
  opsDashboard,
  opsReconciliation,
  opsRunReconciliation,
} from '@wps/contracts/ops/reports';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import type { Caller } from '../session/session.service';
import { checkMoveLimit, type MoveLimit } from '../wallet/move-limit';
import { getReconciliation, runReconciliation } from './reconciliation';
import * as s from './reports.service';

/**
 * Per operator, over all report calls: far above clicking through ranges and pages, low enough
 * that a script asking for 93-day ranges in a loop is refused (429 with Retry-After) first.
 */
export const OPS_REPORT_LIMIT: MoveLimit = {
  name: 'ops-reports',
  limit: 120,
  windowMs: 60_000,
  message: 'Too many report requests: wait a moment and try again.',
};
/** The ledger check reads every entry: a few runs a minute per operator at most. */
export const LEDGER_CHECK_LIMIT: MoveLimit = {
  name: 'ops-ledger-check',
  limit: 5,
  windowMs: 60_000,
  message: 'Too many ledger checks: wait a moment and try again.',
};

async function limited(deps: Deps, caller: Caller | null, limit: MoveLimit) {
  if (caller?.kind === 'operator') await checkMoveLimit(deps, limit, caller.id);
}

export function registerOpsReportRoutes(r: Router, deps: Deps): void {
  r.add(opsDashboard, async ({ query }, ctx) => {
    await limited(deps, ctx.caller, OPS_REPORT_LIMIT);
    return s.getDashboard(deps, ctx.caller, query);
  });
  r.add(opsDailyReport, async ({ query }, ctx) => {
    await limited(deps, ctx.caller, OPS_REPORT_LIMIT);
    return s.getDailyReport(deps, ctx.caller, query);
  });
  r.add(opsChannelReport, async ({ query }, ctx) => {
    await limited(deps, ctx.caller, OPS_REPORT_LIMIT);
    return s.getChannelReport(deps, ctx.caller, query);
  });
  r.add(opsReconciliation, (_input, ctx) => getReconciliation(deps, ctx.caller));
  r.add(opsRunReconciliation, async (_input, ctx) => {
    await limited(deps, ctx.caller, LEDGER_CHECK_LIMIT);
    return runReconciliation(deps, ctx.caller);
  });
}
