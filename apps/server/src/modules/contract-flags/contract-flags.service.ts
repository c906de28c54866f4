import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import { replaceSettings } from '../settings/settings.service';
import type { Caller } from '../session/session.service';
import * as q from './contract-flags.queries';

export async function getContractFlags(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, 'settings.edit');
  return q.readContractFlags(deps.db);
}

export async function setContractFlags(deps: Deps, caller: Caller | null, value: TContractFlags) {
  return replaceSettings(deps, caller, {
    permission: 'settings.edit',
    action: 'system.contractFlags',
    value: value,
    write: q.writeContractFlags,
  });
}
