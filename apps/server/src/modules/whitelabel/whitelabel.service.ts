// Whitelabel flags: which ways to register and log in, feature toggles, links and languages.
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import type { Deps } from '../../deps';
import { replaceSettings } from '../settings/settings.service';
import type { Caller } from '../session/session.service';
import * as q from './whitelabel.queries';

export function getWhitelabel({ db }: Deps): Promise<TWhitelabel> {
  return q.readWhitelabel(db);
}

export async function setWhitelabel(
  deps: Deps,
  caller: Caller | null,
  whitelabel: TWhitelabel,
): Promise<TWhitelabel> {
  return replaceSettings(deps, caller, {
    permission: 'settings.edit',
    action: 'system.whitelabel',
    value: whitelabel,
    write: q.writeWhitelabel,
  });
}
