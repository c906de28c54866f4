import {
  agentDownline,
  agentDownlineTransactions,
  agentIncome,
  agentProfitLoss,
  agentTeamBetting,
  agentTeamOverview,
} from '@wps/contracts/agent/reports';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './agent-reports.service';

export function registerAgentReportRoutes(r: Router, deps: Deps): void {
  r.add(agentTeamOverview, ({ query }, ctx) => s.getTeamOverview(deps, ctx.caller, query));
  r.add(agentDownline, ({ query }, ctx) => s.getDownline(deps, ctx.caller, query));
  r.add(agentTeamBetting, ({ query }, ctx) => s.getTeamBetting(deps, ctx.caller, query));
  r.add(agentProfitLoss, ({ query }, ctx) => s.getProfitLoss(deps, ctx.caller, query));
  r.add(agentIncome, ({ query }, ctx) => s.getIncome(deps, ctx.caller, query));
  r.add(agentDownlineTransactions, ({ query }, ctx) =>
    s.getDownlineTransactions(deps, ctx.caller, query),
  );
}
