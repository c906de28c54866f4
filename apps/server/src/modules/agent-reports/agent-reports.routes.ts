import {
  agentDownline,
  agentDownlineTransactions,
  agentIncome,
  agentProfitLoss,
  agentTeamBetting,
  agentTeamOverview,
  getAgentActivitySettings,
  putAgentActivitySettings,
} from '@wps/contracts/agent/reports';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './agent-reports.service';
import { getActivitySettings, setActivitySettings } from './settings';

export function registerAgentReportRoutes(r: Router, deps: Deps): void {
  r.add(agentTeamOverview, ({ query }, ctx) => s.getTeamOverview(deps, ctx.caller, query));
  r.add(agentDownline, ({ query }, ctx) => s.getDownline(deps, ctx.caller, query));
  r.add(agentTeamBetting, ({ query }, ctx) => s.getTeamBetting(deps, ctx.caller, query));
  r.add(agentProfitLoss, ({ query }, ctx) => s.getProfitLoss(deps, ctx.caller, query));
  r.add(agentIncome, ({ query }, ctx) => s.getIncome(deps, ctx.caller, query));
  r.add(agentDownlineTransactions, ({ query }, ctx) =>
    s.getDownlineTransactions(deps, ctx.caller, query),
  );
  r.add(getAgentActivitySettings, (_input, ctx) => getActivitySettings(deps, ctx.caller));
  r.add(putAgentActivitySettings, ({ body }, ctx) => setActivitySettings(deps, ctx.caller, body));
}
