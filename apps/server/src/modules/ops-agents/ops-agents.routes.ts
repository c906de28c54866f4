import {
  approveAgentApplication,
  listAgentApplications,
  moveMemberUpline,
  rejectAgentApplication,
  setMemberAccountType,
} from '@wps/contracts/account/ops-agents';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as opsAgents from './ops-agents.service';

export function registerOpsAgentRoutes(r: Router, deps: Deps): void {
  r.add(listAgentApplications, ({ query }, ctx) =>
    opsAgents.listApplications(deps, ctx.caller, query),
  );
  r.add(approveAgentApplication, ({ params, body }, ctx) =>
    opsAgents.approveApplication(deps, ctx.caller, params.id, body),
  );
  r.add(rejectAgentApplication, ({ params, body }, ctx) =>
    opsAgents.rejectApplication(deps, ctx.caller, params.id, body.remark),
  );
  r.add(setMemberAccountType, ({ params, body }, ctx) =>
    opsAgents.setAccountType(deps, ctx.caller, params.id, body),
  );
  r.add(moveMemberUpline, ({ params, body }, ctx) =>
    opsAgents.moveUpline(deps, ctx.caller, params.id, body),
  );
}
