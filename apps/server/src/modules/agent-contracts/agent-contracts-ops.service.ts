// The operators' calls on agent contracts and settlements: each checks its role here (support
// reads, admin changes anything) before the contract or settlement service acts and audits.
import type { TContractKind, TContractTier } from '@wps/contracts/agent/contracts';
import type { TSettlementSettings } from '@wps/contracts/agent/ops-contracts';
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as contracts from './agent-contracts.service';
import type { ContractRow } from './agent-contracts.queries';
import type { ContractKind } from './settlement-math';
import type { RunRow } from './settlement.queries';
import * as statements from './statements.service';

const READ = 'agents.read';
const WRITE = 'agents.edit';

export async function listContracts(
  deps: Deps,
  caller: Caller | null,
  query: {
    kind?: ContractKind;
    state?: ContractRow['state'];
    username?: string;
    topLevel?: 'true' | 'false';
    pageNo: number;
  },
) {
  await requireOperator(deps, caller, READ);
  return contracts.listOpsContracts(deps, query);
}

export async function setTopContract(
  deps: Deps,
  caller: Caller | null,
  body: { kind: TContractKind; periodType: string; tiers: TContractTier[]; username: string },
) {
  const operator = await requireOperator(deps, caller, WRITE);
  return contracts.setTopContract(deps, { kind: 'operator', id: operator.id }, body);
}

export async function terminateContract(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, WRITE);
  return contracts.terminateByOperator(deps, { kind: 'operator', id: operator.id }, id);
}

export async function listRuns(
  deps: Deps,
  caller: Caller | null,
  query: { kind?: ContractKind; state?: RunRow['state']; pageNo: number },
) {
  await requireOperator(deps, caller, READ);
  return statements.listRuns(deps, query);
}

export async function listRunStatements(
  deps: Deps,
  caller: Caller | null,
  id: number,
  query: { username?: string; pageNo: number },
) {
  await requireOperator(deps, caller, READ);
  return statements.listRunStatements(deps, id, query);
}

export async function changeRun(
  deps: Deps,
  caller: Caller | null,
  id: number,
  action: 'pause' | 'rerun',
) {
  const operator = await requireOperator(deps, caller, WRITE);
  return statements.changeRun(deps, operator, id, action);
}

export async function settleNow(
  deps: Deps,
  caller: Caller | null,
  body: { kind: ContractKind; asOf?: string },
) {
  const operator = await requireOperator(deps, caller, WRITE);
  return statements.settleNow(deps, operator, body);
}

export async function getSettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, READ);
  return statements.getSettings(deps);
}

export async function putSettings(deps: Deps, caller: Caller | null, value: TSettlementSettings) {
  const operator = await requireOperator(deps, caller, WRITE);
  return statements.putSettings(deps, operator, value);
}
