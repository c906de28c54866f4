// The security centre's page and the two contact settings it changes: the payee name (once)
// and the email address.
import type { TSetEmail } from '@wps/contracts/account/email';
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
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import type { RequestContext } from '../../http/route';
import { verifyPassword } from '../../lib/passwords';
import { loginGuardOf } from '../auth/login-guard';

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
    zaloId: member.zaloId,
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

/** Zalo ID changes one member may make per hour (typing mistakes need a few). */
export const ZALO_CHANGES_PER_HOUR = 10;

/** Sets or changes the Zalo number ID (the contract has tidied and checked it); audited. */
export async function setZaloId(
  deps: Deps,
  limiter: RateLimiter,
  caller: Caller | null,
  zaloId: string,
) {
  const member = await requireRealMember(deps, caller);
  await takeOrRefuse(limiter, String(member.id), 'Too many changes; try again later.');
  if (member.zaloId === zaloId) return { zaloId };
  await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { zaloId });
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: member.zaloId === null ? 'member.zaloId.set' : 'member.zaloId.change',
      detail: { by: 'securityCentre' },
    });
  });
  return { zaloId };
}

/**
 * Sets or changes the email address (the recovery address of a forgotten password), only with
 * the login password: a stolen session alone must not become a permanent takeover. The password
 * is a guess like a login's (the login guard's per-account and per-address limits, as a
 * password change). The old address is told, so its owner learns of a change they did not make.
 */
export async function setEmail(deps: Deps, ctx: RequestContext, body: TSetEmail) {
  const member = await requireRealMember(deps, ctx.caller);
  if (member.passwordHash === null) {
    // A social-login account: it sets a login password first (the change-password call).
    throw new AppError('INVALID_STATE', 'Set a login password first.', 'body.password');
  }
  const slot = await loginGuardOf(deps).reserve(member.username, ctx.ip);
  let ok: boolean;
  try {
    ok = await verifyPassword(member.passwordHash, body.password);
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
  if (!ok) {
    await slot.countFailure();
    throw new AppError('OLD_PASSWORD_WRONG', 'The password is wrong.', 'body.password');
  }
  await slot.giveBack();
  const { email } = body;
  await deps.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { email });
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: member.email === null ? 'member.email.set' : 'member.email.change',
      detail: { ip: ctx.ip },
    });
  });
  if (member.email !== null && member.email.toLowerCase() !== email.toLowerCase()) {
    // After the commit: a mail provider's failure must not undo the change, only be logged.
    await deps.mail
      .send(
        member.email,
        'Your email address was changed',
        `Hello ${member.username},\n\nThe email address of your account was changed to ` +
          `${maskEmail(email)}. If you did not do this, contact member service at once: ` +
          `someone may be using your account.`,
      )
      .catch((error: unknown) => deps.log.error({ err: error }, 'email-changed notice failed'));
  }
  return { email: maskEmail(email) };
}
