import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { Deps } from '../../deps';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './contract-flags.queries';

export async function getContractFlags(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, ['admin']);
  return q.readContractFlags(deps.db);
}

export async function setContractFlags(deps: Deps, caller: Caller | null, value: TContractFlags) {
  const operator = await requireOperator(deps, caller, ['admin']);
  await deps.db.transaction(async (tx) => {
    await q.writeContractFlags(tx, value, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.contractFlags',
      detail: value,
    });
  });
  return value;
}
