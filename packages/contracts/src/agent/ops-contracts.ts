// The operators' side of agent contracts: the platform's contract with each top agent, every
// contract, settlement runs with their statements, pause and re-run, and the settlement settings.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZIsoTime } from '../content/fields';
import { ZMinorValue } from '../wallet/fields';
import {
  ZAgentContract,
  ZContractKind,
  ZContractState,
  ZContractTerms,
  ZSettlementStatement,
} from './contracts';

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), totalPages: z.number().int() });

export const listOpsContracts = defineContract({
  method: 'GET',
  path: '/ops/api/agent-contracts',
  summary: 'Agent contracts, newest first, 15 per page; filter by kind, state, agent (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.read',
  query: z.strictObject({
    kind: ZContractKind.optional(),
    state: ZContractState.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    /** Only the platform's contracts with top agents. */
    topLevel: z.enum(['true', 'false']).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: paged(ZAgentContract),
});

export const setTopContract = defineContract({
  method: 'POST',
  path: '/ops/api/agent-contracts',
  summary:
    "Set the platform's contract of a kind with a top agent (no upline): in force at once, " +
    'superseding the one before; contracts it gave above the new rate end (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  body: ZContractTerms.extend({ username: z.string().trim().min(1).max(64) }),
  value: ZAgentContract,
});

export const terminateOpsContract = defineContract({
  method: 'POST',
  path: '/ops/api/agent-contracts/:id/terminate',
  summary: 'End a contract (and those its agent gave of that kind) (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  params: ZIdParams,
  value: ZAgentContract,
});

export const ZSettlementRun = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  periodKey: z.string(),
  periodStart: ZIsoTime,
  periodEnd: ZIsoTime,
  state: z.enum(['pending', 'paused', 'done']),
  /** Statements written so far. */
  contracts: z.number().int(),
  paid: ZMinorValue,
  createdAt: ZIsoTime,
  finishedAt: ZIsoTime.nullable(),
});

export const listSettlementRuns = defineContract({
  method: 'GET',
  path: '/ops/api/agent-settlements',
  summary: 'Settlement runs, newest period first, 15 per page (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.read',
  query: z.strictObject({
    kind: ZContractKind.optional(),
    state: z.enum(['pending', 'paused', 'done']).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: paged(ZSettlementRun),
});

export const listRunStatements = defineContract({
  method: 'GET',
  path: '/ops/api/agent-settlements/:id/statements',
  summary: "A run's statements, 15 per page (support)",
  tag: 'ops',
  access: 'operator',
  permission: 'agents.read',
  params: ZIdParams,
  query: z.strictObject({
    username: z.string().trim().min(1).max(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: paged(ZSettlementStatement).extend({ run: ZSettlementRun }),
});

const runAction = (action: string, summary: string) =>
  defineContract({
    method: 'POST',
    path: `/ops/api/agent-settlements/:id/${action}`,
    summary,
    tag: 'ops',
    access: 'operator',
    permission: 'agents.edit',
    params: ZIdParams,
    value: ZSettlementRun,
  });

export const pauseSettlementRun = runAction(
  'pause',
  'Pause a run that is not done: the job leaves it (and, for a dividend, later periods) (admin)',
);
export const rerunSettlementRun = runAction(
  'rerun',
  'Run a paused or done period again: contracts with a statement are not paid twice (admin)',
);

export const settleNow = defineContract({
  method: 'POST',
  path: '/ops/api/agent-settlements/settle',
  summary:
    'Settle every ended period of a kind now, as the job would (admin). asOf is the clock ' +
    'the job reads: a time in the future only with AGENT_TEST_CLOCK=on (tests, never production)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  body: z.strictObject({ kind: ZContractKind, asOf: ZIsoTime.optional() }),
  value: z.object({ runs: z.number().int(), statements: z.number().int(), paid: ZMinorValue }),
});

export const ZSettlementSettings = z.strictObject({
  /** A negative dividend is carried into the agent's next periods (else it is forgotten). */
  dividendCarryOver: z.boolean(),
  /**
   * Where settlements pay: main, the agent's main wallet (player_cash); commission, its
   * commission wallet (agent_commission), which the agent moves to the main wallet itself
   * (POST /wps/agent/commission/collect). Main when left out.
   */
  payoutWallet: z.enum(['main', 'commission']).default('main'),
});
export type TSettlementSettings = z.infer<typeof ZSettlementSettings>;

export const getSettlementSettings = defineContract({
  method: 'GET',
  path: '/ops/api/agent-settlements/settings',
  summary: 'Settlement settings (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.read',
  value: ZSettlementSettings,
});

export const putSettlementSettings = defineContract({
  method: 'PUT',
  path: '/ops/api/agent-settlements/settings',
  summary: 'Replace the settlement settings (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  body: ZSettlementSettings,
  value: ZSettlementSettings,
});
