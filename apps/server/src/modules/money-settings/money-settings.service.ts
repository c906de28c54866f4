import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import type { Deps } from '../../deps';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './money-settings.queries';

export async function getMoneySettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, ['admin']);
  return q.readMoneySettings(deps.db);
}

export async function setMoneySettings(deps: Deps, caller: Caller | null, value: TMoneySettings) {
  const operator = await requireOperator(deps, caller, ['admin']);
  await deps.db.transaction(async (tx) => {
    await q.writeMoneySettings(tx, value, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.money',
      detail: value,
    });
  });
  return value;
}

export async function getMoneyOptions(deps: Deps, caller: Caller | null) {
  await requireRealMember(deps, caller);
  return q.readMoneySettings(deps.db);
}
