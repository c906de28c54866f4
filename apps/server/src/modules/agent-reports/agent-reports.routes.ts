import {
  agentDownline,
  agentDownlineRemark,
  agentDownlineTransactions,
  agentIncome,
  agentProfitLoss,
  agentTeamBetting,
  agentTeamOverview,
  getAgentActivitySettings,
  putAgentActivitySettings,
} from '@wps/contracts/agent/reports';
import type { Contract, QueryOf, ValueOf } from '@wps/contracts/http';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import type { Caller } from '../session/session.service';
import { checkMoveLimit, type MoveLimit } from '../wallet/move-limit';
import * as s from './agent-reports.service';
import { getActivitySettings, setActivitySettings } from './settings';

/**
 * Per agent, over all its report calls: far above what clicking through the pages makes (each
 * page is one call, a range or page change one more), low enough that a script hammering the
 * big team's figures is refused (429 TOO_MANY_REQUESTS with Retry-After) before it queues.
 */
export const AGENT_REPORT_LIMIT: MoveLimit = {
  name: 'agent-reports',
  limit: 120,
  windowMs: 60_000,
  message: 'Too many report requests: wait a moment and try again.',
};
/** Remarks on the downline: one per click of save. */
export const AGENT_REMARK_LIMIT: MoveLimit = {
  name: 'agent-remarks',
  limit: 30,
  windowMs: 60_000,
  message: 'Too many remarks saved: wait a moment and try again.',
};

/** Counts the call against the member's limit (a call without a member session is refused later). */
async function limited(deps: Deps, caller: Caller | null, limit: MoveLimit) {
  if (caller?.kind === 'member') await checkMoveLimit(deps, limit, caller.id);
}

export function registerAgentReportRoutes(r: Router, deps: Deps): void {
  /** A report call: counted against the agent's limit, then answered by the service. */
  const addReport = <C extends Contract>(
    contract: C,
    run: (deps: Deps, caller: Caller | null, query: QueryOf<C>) => Promise<ValueOf<C>>,
  ) =>
    r.add(contract, async ({ query }, ctx) => {
      await limited(deps, ctx.caller, AGENT_REPORT_LIMIT);
      return run(deps, ctx.caller, query as QueryOf<C>);
    });
  addReport(agentTeamOverview, s.getTeamOverview);
  addReport(agentDownline, s.getDownline);
  addReport(agentTeamBetting, s.getTeamBetting);
  addReport(agentProfitLoss, s.getProfitLoss);
  addReport(agentIncome, s.getIncome);
  addReport(agentDownlineTransactions, s.getDownlineTransactions);
  r.add(agentDownlineRemark, async ({ body }, ctx) => {
    await limited(deps, ctx.caller, AGENT_REMARK_LIMIT);
    return s.setDownlineRemark(deps, ctx.caller, body);
  });
  r.add(getAgentActivitySettings, (_input, ctx) => getActivitySettings(deps, ctx.caller));
  r.add(putAgentActivitySettings, ({ body }, ctx) => setActivitySettings(deps, ctx.caller, body));
}
