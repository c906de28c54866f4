// Per-field validation settings for registration and account forms; the web and the server
// both enforce them with compileFieldRule from the contract.
import type { TRegisterSettings } from '@wps/contracts/system/register-settings';
import type { Deps } from '../../deps';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './register-settings.queries';

export function getRegisterSettings({ db }: Deps): Promise<TRegisterSettings> {
  return q.readRegisterSettings(db);
}

export async function setRegisterSettings(
  deps: Deps,
  caller: Caller | null,
  settings: TRegisterSettings,
): Promise<TRegisterSettings> {
  const operator = await requireOperator(deps, caller, ['admin']);
  await deps.db.transaction(async (tx) => {
    await q.writeRegisterSettings(tx, settings, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.register',
      detail: settings,
    });
  });
  return settings;
}
