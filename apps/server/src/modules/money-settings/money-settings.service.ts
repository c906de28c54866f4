import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import type { Deps } from '../../deps';
import { requireRealMember } from '../member/member.service';
import { requireOperator } from '../ops/ops.service';
import { replaceSettings } from '../settings/settings.service';
import type { Caller } from '../session/session.service';
import * as q from './money-settings.queries';

export async function getMoneySettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, 'money.settings');
  return q.readMoneySettings(deps.db);
}

export async function setMoneySettings(deps: Deps, caller: Caller | null, value: TMoneySettings) {
  return replaceSettings(deps, caller, {
    permission: 'money.settings',
    action: 'system.money',
    value: value,
    write: q.writeMoneySettings,
  });
}

export async function getMoneyOptions(deps: Deps, caller: Caller | null) {
  await requireRealMember(deps, caller);
  return q.readMoneySettings(deps.db);
}
