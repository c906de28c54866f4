// Member login (spec 4 "Login", 6): by username and password, by mobile and SMS code, from a new
// device with a code, free play; and logout.
//
// What a guesser can learn: nothing. A wrong password and an unknown username get the same
// answer, cost the same time (the decoy hash) and meet the same limits (login-guard.ts). Whether
// an account is disabled, or not an agent, is said only after a correct password.
//
// Role rules: the agent portal admits agent types only (NOT_AN_AGENT). Operators are not
// members: they have their own accounts and login (/ops/api/session), so no username of one
// can log in here; an operator's session used on a member call answers NOT_A_MEMBER (http/route).
// Trial accounts (type 4) have no password and no mobile: they exist only through free play,
// and a new free play makes a new one.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TYPE, isAgentType } from '@wps/contracts/account/accounts';
import type { TCaptchaAnswer, TLoginValue } from '@wps/contracts/account/fields';
import type { TAccountSecurity } from '@wps/contracts/account/register';
import type { TLoginRequest, ZFreePlayRequest } from '@wps/contracts/account/session';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { RequestContext } from '../../http/route';
import type { RateLimiter } from '../../lib/rate-limit';
import { verifyPassword } from '../../lib/passwords';
import { readAccountSecurity } from '../account-settings/account-settings.queries';
import { createMember } from '../member/member-create';
import { findMemberByUsername, type MemberRow } from '../member/member.queries';
import { startMemberSession, type LoginContext } from '../member/member-session';
import { insertAudit } from '../ops/ops.queries';
import { createOneTimeToken, spendOneTimeToken } from '../session/one-time-tokens';
import { revokeSessions } from '../session/session.service';
import { checkCaptcha } from '../verification/captcha.service';
import { findMemberByPhoneToken, phoneAuthOn } from '../verification/phone-auth.service';
import {
  consumeSmsCode,
  findMemberBySmsCode,
  sendSmsCode,
  SMS_CODE_MAX_TRIES,
} from '../verification/sms.service';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';
import * as q from './auth.queries';
import { accountKey, loginGuardOf, type AttemptSlot } from './login-guard';

type Portal = 'site' | 'agent';
type TFreePlayRequest = z.infer<typeof ZFreePlayRequest>;

interface PasswordAttempt {
  username: string;
  password: string;
  captcha?: TCaptchaAnswer | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Member devices are kept as the SHA-256 of the browser's random id. */
export const deviceHashOf = (deviceId: string) => sha256(deviceId);

function badCredentials() {
  return new AppError('BAD_CREDENTIALS', 'Username or password incorrect.');
}

/**
 * The limits, the captcha when due, then the password. On success the caller holds the attempt
 * slot and must give it back (or count it as a failure). Throws BAD_CREDENTIALS the same way
 * for a wrong password and an unknown username.
 */
async function checkPassword(
  deps: Deps,
  input: PasswordAttempt,
  ip: string,
  security: TAccountSecurity,
): Promise<{ member: MemberRow; slot: AttemptSlot }> {
  const guard = loginGuardOf(deps);
  await guard.throttleIp(ip);
  // Failures count against the member found, however the name was spelled (or the name tried).
  const member = await findMemberByUsername(deps.db, input.username);
  const account = accountKey(member, input.username);
  if (await guard.captchaNeeded(account, ip, security.loginCaptchaAfterFailures)) {
    // A wrong captcha stops here: the password is not evaluated.
    await checkCaptcha(deps, input.captcha);
  }
  const slot = await guard.reserve(account, ip);
  let ok: boolean;
  try {
    // A member without a password (trial, social login only) is checked against the decoy too.
    ok = await verifyPassword(member?.passwordHash ?? null, input.password);
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
  if (!ok || !member) {
    await slot.countFailure();
    throw badCredentials();
  }
  return { member, slot };
}

/** After the member proved who they are: may this account log in here? */
function admit(member: MemberRow, portal: Portal) {
  if (member.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', 'This account cannot be used; contact member service.');
  }
  if (member.accountType === ACCOUNT_TYPE.trial) {
    // Unreachable by password or SMS (trials hold neither); said plainly if it ever happens.
    throw new AppError('TRIAL_ACCOUNT', 'A trial account logs in through free play only.');
  }
  if (portal === 'agent' && !isAgentType(member.accountType)) {
    throw new AppError('NOT_AN_AGENT', 'Non-agents cannot log in to the agent centre.');
  }
}

function loginContext(ctx: RequestContext): LoginContext {
  return { ip: ctx.ip, userAgent: ctx.userAgent };
}

// ---------------------------------------------------------------------------------------------
// New-device verification

/** Minimum time between two mailed device codes for one member. */
const MAIL_CODE_RESEND_MS = 60_000;

const mailCodeHash = (memberId: number, code: string) => sha256(`device:${memberId}:${code}`);

/**
 * Mails a 6-digit code (members with an email and no mobile). Kept as a one_time_tokens row
 * (purpose device_code; data holds the code's hash and the tries): sms_codes is keyed by a phone
 * number and hashed by the SMS service, so mixing mail codes in would not be clean.
 */
async function sendMailDeviceCode(deps: Deps, member: MemberRow, minutes: number) {
  const now = new Date();
  const latest = await q.findLatestDeviceCode(deps.db, member.id, now);
  // A code mailed a moment ago is still good: do not flood the mailbox on repeated logins.
  if (latest && now.getTime() - latest.createdAt.getTime() < MAIL_CODE_RESEND_MS) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The secret itself is not needed: the member types the code, and the row is found by member.
  await createOneTimeToken(deps.db, 'device_code', {
    memberId: member.id,
    data: { codeHash: mailCodeHash(member.id, code), tries: 0 },
    ttlMs: minutes * 60_000,
    now,
  });
  await deps.mail.send(
    member.email!,
    'Your login code',
    `Someone (we hope you) is logging in to your account from a new device.\n\n` +
      `Your code is ${code}. It expires in ${minutes} minutes.\n\n` +
      `If this was not you, change your password.`,
  );
}

async function consumeMailDeviceCode(deps: Deps, member: MemberRow, code: string) {
  const now = new Date();
  const expired = () =>
    new AppError(
      'CODE_EXPIRED',
      'The code expired; log in again for a new one.',
      'body.verificationCode',
    );
  const latest = await q.findLatestDeviceCode(deps.db, member.id, now);
  if (!latest) throw expired();
  const row = await q.takeDeviceCodeTry(deps.db, latest.tokenHash, SMS_CODE_MAX_TRIES, now);
  if (!row) throw expired();
  const stored = (row.data as { codeHash?: unknown }).codeHash;
  const given = Buffer.from(mailCodeHash(member.id, code.trim()), 'hex');
  if (typeof stored !== 'string' || !timingSafeEqual(given, Buffer.from(stored, 'hex'))) {
    throw new AppError(
      'INVALID_VERIFICATION_CODE',
      'The code is not right.',
      'body.verificationCode',
    );
  }
  if (!(await spendOneTimeToken(deps.db, 'device_code', row.tokenHash, now))) throw expired();
}

/**
 * With new-device verification on: a known device logs in (its last_seen_at moves); otherwise a
 * code goes to the member's mobile (or, with none, the email) and the login stops with
 * DEVICE_VERIFICATION_REQUIRED. A member with neither cannot be asked: the login goes through
 * and an audit row says so.
 */
async function deviceGate(
  deps: Deps,
  member: MemberRow,
  deviceId: string | undefined,
  ctx: RequestContext,
  security: TAccountSecurity,
) {
  if (deviceId !== undefined) {
    const deviceHash = deviceHashOf(deviceId);
    if (await q.findDevice(deps.db, member.id, deviceHash)) {
      await q.rememberDevice(deps.db, member.id, deviceHash, new Date());
      return;
    }
  }
  if (member.dialCode !== null && member.mobileNum !== null) {
    try {
      await sendSmsCode(deps, {
        purpose: 'device',
        dialCode: member.dialCode,
        mobileNum: member.mobileNum,
        ip: ctx.ip,
      });
    } catch (error) {
      // A code sent during the countdown is still good; any other failure is the answer.
      if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
    }
    throw new AppError(
      'DEVICE_VERIFICATION_REQUIRED',
      'New device: enter the code sent to your mobile.',
    );
  }
  if (member.email !== null) {
    await sendMailDeviceCode(deps, member, security.smsCodeMinutes);
    throw new AppError('DEVICE_VERIFICATION_REQUIRED', 'New device: enter the code sent by mail.');
  }
  await insertAudit(deps.db, {
    actorKind: 'member',
    actorId: member.id,
    action: 'member.login.unverifiedDevice',
    subject: `member:${member.id}`,
    detail: {
      reason: 'no mobile or email to send a code to',
      ip: ctx.ip,
      deviceHash: deviceId === undefined ? null : deviceHashOf(deviceId),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The calls

export async function login(
  deps: Deps,
  input: TLoginRequest,
  ctx: RequestContext,
): Promise<TLoginValue> {
  if (input.type === 'sms') return loginBySms(deps, input, ctx);
  const security = await readAccountSecurity(deps.db);
  const { member, slot } = await checkPassword(deps, input, ctx.ip, security);
  await slot.giveBack();
  admit(member, input.portal);
  if (security.newDeviceVerification) {
    await deviceGate(deps, member, input.deviceId, ctx, security);
  }
  return startMemberSession(deps, member, loginContext(ctx), input.password);
}

async function loginBySms(
  deps: Deps,
  input: Extract<TLoginRequest, { type: 'sms' }>,
  ctx: RequestContext,
): Promise<TLoginValue> {
  const whitelabel = await readWhitelabel(deps.db);
  if (!whitelabel.MOBILEVERCODELOGIN3) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'Login by SMS code is switched off.');
  }
  await loginGuardOf(deps).throttleIp(ctx.ip);
  const number = { dialCode: input.countryDialingCode, mobileNum: input.mobileNum };
  // With the outside provider on, its token proves the number instead of a site code.
  const member = phoneAuthOn(deps)
    ? await findMemberByPhoneToken(deps, {
        ...number,
        firebaseToken: input.firebaseToken,
        channel: input.channel,
      })
    : await findMemberBySmsCode(deps, {
        purpose: 'login',
        ...number,
        code: input.verificationCode,
      });
  admit(member, input.portal);
  // The code proved the member holds the phone: that is the device check too.
  const security = await readAccountSecurity(deps.db);
  if (security.newDeviceVerification && input.deviceId !== undefined) {
    await q.rememberDevice(deps.db, member.id, deviceHashOf(input.deviceId), new Date());
  }
  return startMemberSession(deps, member, loginContext(ctx), null);
}

export async function loginVerification(
  deps: Deps,
  input: PasswordAttempt & { deviceId: string; verificationCode: string; portal: Portal },
  ctx: RequestContext,
): Promise<TLoginValue> {
  const security = await readAccountSecurity(deps.db);
  if (!security.newDeviceVerification) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'New-device verification is off; log in directly.');
  }
  const { member, slot } = await checkPassword(deps, input, ctx.ip, security);
  try {
    admit(member, input.portal);
    if (member.dialCode !== null && member.mobileNum !== null) {
      await consumeSmsCode(deps, {
        purpose: 'device',
        dialCode: member.dialCode,
        mobileNum: member.mobileNum,
        code: input.verificationCode,
      });
    } else if (member.email !== null) {
      await consumeMailDeviceCode(deps, member, input.verificationCode);
    }
    // Neither: no code could be sent, and the login would have gone through (see deviceGate).
  } catch (error) {
    // A wrong code counts against the account like a wrong password.
    if (error instanceof AppError && error.code === 'INVALID_VERIFICATION_CODE') {
      await slot.countFailure();
    } else {
      await slot.giveBack();
    }
    throw error;
  }
  await slot.giveBack();
  await q.rememberDevice(deps.db, member.id, deviceHashOf(input.deviceId), new Date());
  return startMemberSession(deps, member, loginContext(ctx), input.password);
}

const TRIAL_NAME_TRIES = 5;

export async function loginFreePlay(
  deps: Deps,
  limiter: RateLimiter,
  input: TFreePlayRequest,
  ctx: RequestContext,
): Promise<TLoginValue> {
  const whitelabel = await readWhitelabel(deps.db);
  if (!whitelabel.freePlay) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'Free play is switched off.');
  }
  if (!(await limiter.take(ctx.ip))) {
    // Like the other 429s: how long until this address may start one again (the oldest in the
    // hour's window leaves it), as Retry-After, so the site can show the wait.
    const waitMs = await limiter.retryAfterMs(ctx.ip);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many free-play accounts from this address.',
      undefined,
      {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      },
    );
  }
  const security = await readAccountSecurity(deps.db);
  for (let attempt = 1; ; attempt++) {
    const username = `trial${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    try {
      // The account and its play money are made together: a trial account never exists without
      // its grant, and the grant (keyed by the account) is posted once.
      const member = await deps.db.transaction(async (tx) => {
        const created = await createMember(
          tx,
          {
            username,
            nickname: username,
            passwordHash: null,
            accountType: ACCOUNT_TYPE.trial,
            registerMethod: 'FREEPLAY',
            registerIp: ctx.ip,
          },
          {
            action: 'member.freeplay',
            actorKind: 'member',
            detail: {
              playMoney: security.freePlayBalance,
              os: input.os,
              randomString: input.randomString,
              ip: ctx.ip,
            },
          },
        );
        await grantPlayMoney(tx, created.id, BigInt(security.freePlayBalance));
        return created;
      });
      return await startMemberSession(deps, member, loginContext(ctx), null);
    } catch (error) {
      const taken = error instanceof AppError && error.code === 'USERNAME_TAKEN';
      if (!taken || attempt >= TRIAL_NAME_TRIES) throw error;
    }
  }
}

/** Play money for a trial account: from the house's play account, never real money. */
async function grantPlayMoney(db: Db, memberId: number, amount: bigint): Promise<void> {
  if (amount <= 0n) return;
  const [house, player] = await Promise.all([
    openAccount(db, 'house_play', null),
    openAccount(db, 'player_play', memberId),
  ]);
  await post(db, {
    key: `freeplay:${memberId}`,
    kind: 'freeplay.grant',
    entries: [
      { account: house.id, amount: -amount },
      { account: player.id, amount },
    ],
  });
}

export async function logout(deps: Deps, ctx: RequestContext): Promise<null> {
  if (ctx.caller) await revokeSessions(deps, { tokenHash: ctx.caller.tokenHash });
  return null;
}
