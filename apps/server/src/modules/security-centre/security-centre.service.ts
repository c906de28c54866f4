// The security centre's page and the two contact settings it changes: the payee name (once)
// and the email address.
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { bankAccountView, tidyName } from '../bank-accounts/bank-accounts.service';
import { findLiveBankAccounts, setPayeeNameOnce } from '../bank-accounts/bank-accounts.queries';
import { updateMember } from '../member/member.queries';
import { maskEmail, maskMobile, requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { insertAudit } from '../ops/ops.queries';
import { readRegisterSettings } from '../register-settings/register-settings.queries';
import { checkPayeeName } from '../registration/registration.service';
import type { Caller } from '../session/session.service';

export async function getSecurityCentre(
  deps: Deps,
  caller: Caller | null,
): Promise<TSecurityCentre> {
  const member = await requireRealMember(deps, caller);
  const [settings, accounts] = await Promise.all([
    readMoneySettings(deps.db),
    findLiveBankAccounts(deps.db, member.id),
  ]);
  return {
    username: member.username,
    nickname: member.nickname,
    payeeName: member.payeeName,
    hasPassword: member.passwordHash !== null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    paymentPasswordRequired: settings.paymentPasswordRequired,
    mobile:
      member.dialCode !== null && member.mobileNum !== null
        ? maskMobile(member.dialCode, member.mobileNum)
        : null,
    email: member.email === null ? null : maskEmail(member.email),
    bankAccounts: accounts.map(bankAccountView),
    maxBankAccounts: settings.maxBankAccounts,
  };
}

/** The payee name is set once: afterwards it decides whose accounts may be bound. */
export async function setPayeeName(deps: Deps, caller: Caller | null, payeeName: string) {
  const member = await requireRealMember(deps, caller);
  const name = tidyName(payeeName);
  checkPayeeName(await readRegisterSettings(deps.db), name);
  await deps.db.transaction(async (tx) => {
    if (!(await setPayeeNameOnce(tx, member.id, name))) {
      throw new AppError('INVALID_STATE', 'The payee name is already set.', 'body.payeeName');
    }
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: 'member.payeeName.set',
      detail: { by: 'securityCentre' },
    });
  });
  return { payeeName: name };
}

export async function setEmail(deps: Deps, caller: Caller | null, email: string) {
  const member = await requireRealMember(deps, caller);
  await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { email });
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: member.email === null ? 'member.email.set' : 'member.email.change',
    });
  });
  return { email: maskEmail(email) };
}
