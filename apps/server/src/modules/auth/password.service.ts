// Passwords (spec 4 "Forgot password", "Change password"; 5): change, forgot by email (a mailed
// one-time link), reset by the link or by an SMS code. New passwords follow the password rule
// of the register settings, are never the default '{secret}', and are stored with argon2id. A
// change ends the member's other sessions; a reset ends them all and logs in.
import { DEFAULT_PASSWORD, ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TLoginValue } from '@wps/contracts/account/fields';
import {
  compileFieldRule,
  lengthRange,
  type FieldProblem,
} from '@wps/contracts/system/register-settings';
import { siteOriginOf } from '../../config';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { RequestContext } from '../../http/route';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  findMemberById,
  findMemberByUsername,
  updateMember,
  type MemberRow,
} from '../member/member.queries';
import { endMemberSessions, startMemberSession } from '../member/member-session';
import { usernameKey } from '../member/username';
import { insertAudit } from '../ops/ops.queries';
import { clearMustChangePassword } from '../session/session.queries';
import { readRegisterSettings } from '../register-settings/register-settings.queries';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  findOneTimeToken,
  voidOneTimeTokensOf,
} from '../session/one-time-tokens';
import { findMemberBySmsCode } from '../verification/sms.service';
import { accountKey, loginGuardOf } from './login-guard';

/** A mailed reset link lives this long. */
export const RESET_LINK_MINUTES = 30;

function describe(problem: FieldProblem): string {
  if (problem.kind === 'required') return 'is required';
  const range = lengthRange(problem.min, problem.max);
  if (problem.kind === 'length') return `must be ${range} characters`;
  return `must be ${range} characters matching ${problem.patternId}`;
}

/** Checks a new password (and its confirmation when the call has one) before anything changes. */
async function checkNewPassword(
  deps: Deps,
  password: string,
  confirmation: string | undefined,
  field = 'body.newPassword',
) {
  const settings = await readRegisterSettings(deps.db);
  // The settings schema guarantees the password rule is set, enabled and required.
  const problem = compileFieldRule(settings.fields.password!)(password);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', `Invalid field ${field}: ${describe(problem)}`, field);
  }
  if (password === DEFAULT_PASSWORD) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid field ${field}: the default password cannot be chosen`,
      field,
    );
  }
  if (confirmation !== undefined && confirmation !== password) {
    throw new AppError(
      'PASSWORDS_DO_NOT_MATCH',
      'Passwords do not match.',
      'body.confirmNewPassword',
    );
  }
}

/**
 * Stores the new password (already hashed) and ends sessions (all but `keepTokenHash`), with an
 * audit row. Run it inside the caller's transaction: `deps.db` is that transaction.
 */
async function storePassword(
  deps: Deps,
  memberId: number,
  passwordHash: string,
  action: string,
  keepTokenHash?: string,
): Promise<MemberRow> {
  const now = new Date();
  const updated = await updateMember(deps.db, memberId, {
    passwordHash,
    passwordChangedAt: now,
    mustChangePassword: false,
  });
  await endMemberSessions(deps, memberId, keepTokenHash);
  // Links mailed before are void once the password changed, whichever way.
  await voidOneTimeTokensOf(deps.db, memberId, 'password_reset', now);
  await insertAudit(deps.db, {
    actorKind: 'member',
    actorId: memberId,
    action,
    subject: `member:${memberId}`,
  });
  return updated!;
}

export async function changePassword(
  deps: Deps,
  ctx: RequestContext,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
): Promise<{ success: true }> {
  const caller = ctx.caller;
  const member = caller?.kind === 'member' ? await findMemberById(deps.db, caller.id) : null;
  if (!caller || !member) throw new AppError('SESSION_EXPIRED');
  if (member.accountType === ACCOUNT_TYPE.trial) {
    throw new AppError('TRIAL_ACCOUNT', 'A trial account has no password to change.');
  }
  if (member.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', 'This account cannot be used; contact member service.');
  }
  await checkNewPassword(deps, input.newPassword, input.confirmNewPassword);
  if (member.passwordHash !== null) {
    if (input.oldPassword === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Invalid field body.oldPassword: is required',
        'body.oldPassword',
      );
    }
    // The old password is a password guess like a login's: the same per-account limits.
    const slot = await loginGuardOf(deps).reserve(accountKey(member, member.username), ctx.ip);
    let ok: boolean;
    try {
      ok = await verifyPassword(member.passwordHash, input.oldPassword);
    } catch (error) {
      await slot.giveBack();
      throw error;
    }
    if (!ok) {
      await slot.countFailure();
      throw new AppError('OLD_PASSWORD_WRONG', 'The old password is wrong.', 'body.oldPassword');
    }
    await slot.giveBack();
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await storePassword(
      { ...deps, db: tx },
      member.id,
      passwordHash,
      'member.password.change',
      caller.tokenHash,
    );
    await clearMustChangePassword(tx, caller.tokenHash);
  });
  // Every process reads the session again, now free to do everything.
  if (caller.mustChangePassword) deps.sessionCache.forget([caller.tokenHash]);
  return { success: true };
}

export interface ForgotLimiters {
  ip: RateLimiter;
  username: RateLimiter;
}

/**
 * Mails a reset link when the username and email belong to one active account. The answer is
 * the same whether or not they do, and the link is made and mailed after the answer, so neither
 * its content nor its timing tells who has an account.
 */
export async function forgotPasswordByEmail(
  deps: Deps,
  limiters: ForgotLimiters,
  input: { username: string; email: string },
  ctx: RequestContext,
): Promise<{ sent: true }> {
  await takeOrRefuse(limiters.ip, ctx.ip, 'Too many reset requests from this address.');
  await takeOrRefuse(
    limiters.username,
    usernameKey(input.username),
    'Too many reset requests for this account.',
  );
  // The configured origin, never the request's Host header: whoever sends the request chooses
  // that, and would receive the victim's working link (docs/decisions.md).
  const base = siteOriginOf(deps.config);
  void mailResetLink(deps, input, base).catch((error: unknown) => {
    deps.log.error({ err: error }, 'password reset mail failed');
  });
  return { sent: true };
}

async function mailResetLink(deps: Deps, input: { username: string; email: string }, base: string) {
  const member = await findMemberByUsername(deps.db, input.username);
  const matches =
    member !== null &&
    member.status === 'active' &&
    member.accountType !== ACCOUNT_TYPE.trial &&
    member.email !== null &&
    member.email.toLowerCase() === input.email.toLowerCase();
  if (!matches) return;
  const token = await createOneTimeToken(deps.db, 'password_reset', {
    memberId: member.id,
    ttlMs: RESET_LINK_MINUTES * 60_000,
  });
  const link = `${base}/?resetToken=${token}`;
  await deps.mail.send(
    member.email!,
    'Reset your password',
    `Hello ${member.username},\n\nTo choose a new password, open this link within ` +
      `${RESET_LINK_MINUTES} minutes:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this mail: your password stays as it is.`,
  );
}

export async function resetPasswordByEmailLink(
  deps: Deps,
  input: { token: string; newPassword: string; confirmNewPassword: string },
  ctx: RequestContext,
): Promise<TLoginValue> {
  // Checked first, so a password the rules refuse does not spend the link.
  await checkNewPassword(deps, input.newPassword, input.confirmNewPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  // Using the link and setting the password are one transaction: a failure spends nothing.
  const member = await deps.db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, 'password_reset', input.token, now);
    if (!row) {
      const known = await findOneTimeToken(tx, input.token);
      if (known?.purpose === 'password_reset' && known.usedAt === null) {
        throw new AppError('CODE_EXPIRED', 'The link expired; ask for a new one.', 'body.token');
      }
      throw new AppError(
        'INVALID_VERIFICATION_CODE',
        'The link is not valid or was used already.',
        'body.token',
      );
    }
    const owner = row.memberId === null ? null : await findMemberById(tx, row.memberId);
    // Throwing rolls the use of the link back, and changes nothing.
    if (!owner || owner.status !== 'active') {
      throw new AppError(
        'ACCOUNT_DISABLED',
        'This account cannot be used; contact member service.',
      );
    }
    return storePassword(
      { ...deps, db: tx },
      owner.id,
      passwordHash,
      'member.password.resetByEmail',
    );
  });
  return startMemberSession(deps, member, { ip: ctx.ip, userAgent: ctx.userAgent }, null);
}

export async function resetPasswordBySms(
  deps: Deps,
  input: {
    countryDialingCode: string;
    mobileNum: string;
    verificationCode: string;
    newPassword: string;
  },
  ctx: RequestContext,
): Promise<TLoginValue> {
  await checkNewPassword(deps, input.newPassword, undefined);
  const member = await findMemberBySmsCode(deps, {
    purpose: 'reset',
    dialCode: input.countryDialingCode,
    mobileNum: input.mobileNum,
    code: input.verificationCode,
  });
  if (member.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', 'This account cannot be used; contact member service.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await deps.db.transaction((tx) =>
    storePassword({ ...deps, db: tx }, member.id, passwordHash, 'member.password.resetBySms'),
  );
  return startMemberSession(deps, updated, { ip: ctx.ip, userAgent: ctx.userAgent }, null);
}
