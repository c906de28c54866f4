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
  await requireOperator(deps, caller, 'settings.edit');
  return q.readAccountSecurity(deps.db);
}

export async function setAccountSecurity(
  deps: Deps,
  caller: Caller | null,
  value: TAccountSecurity,
): Promise<TAccountSecurity> {
  return replaceSettings(deps, caller, {
    permission: 'settings.edit',
    action: 'system.accountSecurity',
    value: value,
    write: q.writeAccountSecurity,
  });
}

export async function getAccountOptions({ db, config, phoneAuth }: Deps) {
  const security = await q.readAccountSecurity(db);
  return {
    registerChallenge: security.registerChallenge,
    smsCodeMinutes: security.smsCodeMinutes,
    oauthProviders: oauthProvidersOf(config).map((p) => p.name),
    phoneAuth: phoneAuth?.name ?? ('off' as const),
    // What the browser needs to talk to Firebase; a web app's API key is public by design.
    ...(phoneAuth?.name === 'firebase' && {
      firebase: { apiKey: config.FIREBASE_API_KEY!, projectId: config.FIREBASE_PROJECT_ID! },
    }),
  };
}
