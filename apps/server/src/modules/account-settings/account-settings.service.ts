// Registration and login safety settings: operators (admin) read and replace them; the forms
// read the public part (challenge on or off, code lifetime, social login providers).
import type { TAccountSecurity } from '@wps/contracts/account/register';
import { oauthProvidersOf } from '../../config';
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import { replaceSettings } from '../settings/settings.service';
import type { Caller } from '../session/session.service';
import * as q from './account-settings.queries';

export async function getAccountSecurity(
  deps: Deps,
  caller: Caller | null,
): Promise<TAccountSecurity> {
  await requireOperator(deps, caller, ['admin']);
  return q.readAccountSecurity(deps.db);
}

export async function setAccountSecurity(
  deps: Deps,
  caller: Caller | null,
  value: TAccountSecurity,
): Promise<TAccountSecurity> {
  return replaceSettings(deps, caller, {
    roles: ['admin'],
    action: 'system.accountSecurity',
    value: value,
    write: q.writeAccountSecurity,
  });
}

export async function getAccountOptions({ db, config }: Deps) {
  const security = await q.readAccountSecurity(db);
  return {
    registerChallenge: security.registerChallenge,
    smsCodeMinutes: security.smsCodeMinutes,
    oauthProviders: oauthProvidersOf(config).map((p) => p.name),
  };
}
