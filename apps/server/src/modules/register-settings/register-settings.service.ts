// Per-field validation settings for registration and account forms; the web and the server
// both enforce them with compileFieldRule from the contract.
import type { TRegisterSettings } from '@wps/contracts/system/register-settings';
import type { Deps } from '../../deps';
import { replaceSettings } from '../settings/settings.service';
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
  return replaceSettings(deps, caller, {
    permission: 'settings.edit',
    action: 'system.register',
    value: settings,
    write: q.writeRegisterSettings,
  });
}
