import {
  collectCommission,
  getCommissionWallet,
  getMyStatement,
  listGivenContracts,
  listMyContracts,
  listMyStatements,
  offerContract,
  processCallOfKind,
} from '@wps/contracts/agent/contracts';
import {
  getSettlementSettings,
  listOpsContracts,
  listRunStatements,
  listSettlementRuns,
  pauseSettlementRun,
  putSettlementSettings,
  rerunSettlementRun,
  setTopContract,
  settleNow,
  terminateOpsContract,
} from '@wps/contracts/agent/ops-contracts';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import { contractKinds } from '../../db/schema/agent-contracts';
import * as s from './agent-contracts.service';
import * as ops from './agent-contracts-ops.service';
import * as st from './statements.service';
import * as commission from './commission.service';

export function registerAgentContractRoutes(r: Router, deps: Deps): void {
  // An agent collects a few times a day; a script hammering stops at a counter, before the key's
  // lock and its transaction.
  const collectLimiter = createRateLimiter(deps.redis, {
    name: 'commission-collect',
    limit: 120,
    windowMs: 60_000,
  });
  r.add(getCommissionWallet, (_input, ctx) => commission.getCommissionWallet(deps, ctx.caller));
  r.add(collectCommission, ({ body }, ctx) =>
    commission.collectCommission(deps, collectLimiter, ctx.caller, body.idempotencyKey),
  );
  for (const kind of contractKinds) {
    r.add(processCallOfKind[kind], ({ body }, ctx) =>
      s.processContract(deps, ctx.caller, kind, body),
    );
  }
  r.add(listMyContracts, ({ query }, ctx) => s.listMyContracts(deps, ctx.caller, query.kind));
  r.add(listGivenContracts, ({ query }, ctx) => s.listGivenContracts(deps, ctx.caller, query));
  r.add(offerContract, ({ body }, ctx) => s.offerContract(deps, ctx.caller, body));
  r.add(listMyStatements, ({ query }, ctx) => st.listMyStatements(deps, ctx.caller, query));
  r.add(getMyStatement, ({ params }, ctx) => st.getMyStatement(deps, ctx.caller, params.id));

  r.add(listOpsContracts, ({ query }, ctx) => ops.listContracts(deps, ctx.caller, query));
  r.add(setTopContract, ({ body }, ctx) => ops.setTopContract(deps, ctx.caller, body));
  r.add(terminateOpsContract, ({ params }, ctx) =>
    ops.terminateContract(deps, ctx.caller, params.id),
  );
  r.add(listSettlementRuns, ({ query }, ctx) => ops.listRuns(deps, ctx.caller, query));
  r.add(listRunStatements, ({ params, query }, ctx) =>
    ops.listRunStatements(deps, ctx.caller, params.id, query),
  );
  r.add(pauseSettlementRun, ({ params }, ctx) =>
    ops.changeRun(deps, ctx.caller, params.id, 'pause'),
  );
  r.add(rerunSettlementRun, ({ params }, ctx) =>
    ops.changeRun(deps, ctx.caller, params.id, 'rerun'),
  );
  r.add(settleNow, ({ body }, ctx) => ops.settleNow(deps, ctx.caller, body));
  r.add(getSettlementSettings, (_input, ctx) => ops.getSettings(deps, ctx.caller));
  r.add(putSettlementSettings, ({ body }, ctx) => ops.putSettings(deps, ctx.caller, body));
}
