// SMS codes (spec 4 "SMS button", 8): 6 random digits, only their hash kept, living
// smsCodeMinutes; single use, 5 tries; no resend while the previous code of that purpose and
// number counts down. Against SMS pumping (issue 15): only offered dial codes with valid
// lengths, one request per second and an hourly cap per client IP, the human check, and hourly
// caps per number, per prefix and for the site; a cap that trips raises an alarm in /ops.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { TChallengeSolution } from '@wps/contracts/account/verification';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { sweepExpired } from '../../lib/sweep';
import { readAccountSecurity } from '../account-settings/account-settings.queries';
import { checkMobileNumber, type MobileNumber } from '../country/mobile-number';
import { findMemberByMobile, type MemberRow } from '../member/member.queries';
import { checkChallenge } from './challenge.service';
import { addressKey, limitersOf } from './limiters';
import { countRecentCodes, lockSmsIssuing, readSmsLimits } from './sms-limits.queries';
import { capRefusal, raiseAlarm } from './sms-limits.service';
import * as q from './verification.queries';
import type { SmsPurpose } from './verification.queries';
import { takeOrRefuse } from '../../lib/rate-limit';

export type { SmsPurpose } from './verification.queries';

/** Tries per code; the one after the fifth finds the code dead. */
export const SMS_CODE_MAX_TRIES = 5;

export interface SmsCodeRequest {
  purpose: SmsPurpose;
  dialCode: string;
  mobileNum: string;
  ip: string;
  /** The number as checkMobileNumber found it; without it (a member's own number) as stored. */
  number?: MobileNumber;
}

function codeHash(purpose: SmsPurpose, dialCode: string, mobileNum: string, code: string) {
  return createHash('sha256').update(`${purpose}:${dialCode}:${mobileNum}:${code}`).digest('hex');
}

/**
 * What every public code request meets before anything is looked up, so neither a refusal nor
 * its timing depends on whether the number has an account: the number must be one the site
 * offers; one request per second and perAddressPerHour per hour per client IP; then the human
 * check (unless operators turned it off).
 */
export async function screenSmsRequest(
  deps: Deps,
  input: {
    dialCode: string;
    mobileNum: string;
    ip: string;
    challenge: TChallengeSolution | undefined;
    fields: { dialCode: string; mobileNum: string };
  },
  now = new Date(),
): Promise<MobileNumber> {
  const number = await checkMobileNumber(deps, input.dialCode, input.mobileNum, input.fields);
  const limiters = limitersOf(deps);
  await takeOrRefuse(limiters.sms, input.ip, 'At most one code request per second.', now.getTime());
  const limits = await readSmsLimits(deps.db);
  const perAddress = limiters.smsPerAddress(limits.perAddressPerHour);
  const address = addressKey(input.ip);
  if (!(await perAddress.take(address, now.getTime()))) {
    throw await capRefusal(deps, 'address', limits.perAddressPerHour, address, now);
  }
  if (limits.humanCheck) await checkChallenge(deps, input.challenge, now);
  return number;
}

/** A member's stored number, not checked again: its prefix as MobileNumber.prefix would make it. */
function storedNumber(dialCode: string, mobileNum: string): MobileNumber {
  const digits = dialCode + mobileNum.replace(/^0+/, '');
  return { prefix: (n) => digits.slice(0, dialCode.length + n) };
}

/**
 * Makes a code and, when `deliver`, sends it. An undelivered code is stored all the same, so a
 * request for a number with no account meets the same limits and answer as one with an account.
 */
async function issueSmsCode(
  deps: Deps,
  input: SmsCodeRequest,
  deliver: boolean,
): Promise<{ expiredMinutes: number }> {
  const { db } = deps;
  const [security, limits] = await Promise.all([readAccountSecurity(db), readSmsLimits(db)]);
  const minutes = security.smsCodeMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  const prefix = (input.number ?? storedNumber(input.dialCode, input.mobileNum)).prefix(
    limits.prefixDigits,
  );

  // Codes a day old count for nothing, not even the hourly cap. Outside the issuing lock: the
  // sweep may take a while.
  await sweepExpired(db, 'sms_codes', now, () =>
    q.deleteOldSmsCodes(db, new Date(now.getTime() - 24 * 3_600_000)),
  );
  const made = await db.transaction(async (tx) => {
    // One request at a time, so two at once cannot both slip under the caps.
    await lockSmsIssuing(tx);
    const previous = await q.findLatestUnusedCode(
      tx,
      input.purpose,
      input.dialCode,
      input.mobileNum,
    );
    // The web counts down 60 x expiredMinutes seconds before it offers a resend; 60 s for the
    // phone-auth stand-in's codes, as for an outside provider (spec 4).
    const resendMs = input.purpose === 'phone' ? 60_000 : minutes * 60_000;
    const sinceMs = previous ? now.getTime() - previous.createdAt.getTime() : resendMs;
    if (sinceMs < resendMs) {
      // Retry-After is the countdown's rest, so the page says the real wait (5 minutes right
      // after a send with the default smsCodeMinutes), not a fixed figure.
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'A code was sent to this number a moment ago; retry when the countdown ends.',
        undefined,
        { retryAfterSeconds: Math.max(1, Math.ceil((resendMs - sinceMs) / 1000)) },
      );
    }
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const lastHour = await q.countCodesSince(tx, input.dialCode, input.mobileNum, hourAgo);
    if (lastHour >= security.smsSendsPerNumberPerHour) {
      return { cap: 'number', limit: security.smsSendsPerNumberPerHour } as const;
    }
    const recent = await countRecentCodes(tx, prefix, hourAgo);
    if (recent.prefix >= limits.perPrefixPerHour) {
      return { cap: 'prefix', limit: limits.perPrefixPerHour } as const;
    }
    if (recent.all >= limits.perHour) return { cap: 'site', limit: limits.perHour } as const;
    return q.insertSmsCode(tx, {
      purpose: input.purpose,
      dialCode: input.dialCode,
      mobileNum: input.mobileNum,
      codeHash: codeHash(input.purpose, input.dialCode, input.mobileNum, code),
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      ip: input.ip,
      createdAt: now,
    });
  });
  // The alarms outside the transaction: they take their own.
  if ('cap' in made) {
    if (made.cap === 'number') {
      await raiseAlarm(deps, 'number', made.limit, `+${input.dialCode} ${input.mobileNum}`, now);
      throw new AppError('QUOTA_EXCEEDED', 'This number received its codes for the hour.');
    }
    const key = made.cap === 'prefix' ? `+${prefix}` : null;
    throw await capRefusal(deps, made.cap, made.limit, key, now);
  }
  const { id } = made;

  if (deliver) {
    const text = `Your RoyalWin code is ${code}. It expires in ${minutes} minutes.`;
    try {
      await deps.sms.send({ dialCode: input.dialCode, mobileNum: input.mobileNum }, text);
    } catch (error) {
      // Not sent: forget the code, so neither the countdown nor the hourly cap holds it against
      // the member, and say so.
      await q.deleteSmsCode(db, id);
      deps.log.error({ err: error }, 'SMS provider failed');
      throw new AppError('INTERNAL_ERROR', 'The code could not be sent; try again.');
    }
  }
  return { expiredMinutes: minutes };
}

/** Sends a code for `purpose` to the number. */
export function sendSmsCode(
  deps: Deps,
  input: SmsCodeRequest,
): Promise<{ expiredMinutes: number }> {
  return issueSmsCode(deps, input, true);
}

/**
 * For numbers that may have no account (login, reset): answers exactly as if a code were sent,
 * with the same limits, but sends only when `hasAccount`. Nobody learns which numbers exist.
 */
export function sendSmsCodeIfAccount(
  deps: Deps,
  input: SmsCodeRequest,
  hasAccount: boolean,
): Promise<{ expiredMinutes: number }> {
  return issueSmsCode(deps, input, hasAccount);
}

/**
 * Uses the latest code of this purpose and number: throws MISSING_VERIFICATION_CODE when none
 * was typed, CODE_EXPIRED when there is no live code (none, expired, used or out of tries),
 * INVALID_VERIFICATION_CODE when wrong (spending one of its 5 tries). On success the code is
 * used; two requests with the same code cannot both pass.
 */
export async function consumeSmsCode(
  { db }: Deps,
  input: { purpose: SmsPurpose; dialCode: string; mobileNum: string; code: string | undefined },
): Promise<void> {
  const code = input.code?.trim() ?? '';
  if (code === '') {
    throw new AppError(
      'MISSING_VERIFICATION_CODE',
      'Enter the code sent to your phone.',
      'body.verificationCode',
    );
  }
  const expired = () =>
    new AppError('CODE_EXPIRED', 'The code expired; ask for a new one.', 'body.verificationCode');
  const now = new Date();
  const latest = await q.findLatestUnusedCode(db, input.purpose, input.dialCode, input.mobileNum);
  if (!latest) throw expired();
  const row = await q.takeCodeTry(db, latest.id, SMS_CODE_MAX_TRIES, now);
  if (!row) throw expired();
  const given = Buffer.from(codeHash(input.purpose, input.dialCode, input.mobileNum, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    throw new AppError(
      'INVALID_VERIFICATION_CODE',
      'The code is not right.',
      'body.verificationCode',
    );
  }
  if (!(await q.markCodeUsed(db, row.id, now))) throw expired();
}

/**
 * Logging in or resetting by SMS: uses the code (consumeSmsCode), then finds the member holding
 * the number. Codes are stored, not sent, for numbers without an account, so a number with no
 * member is answered as a wrong code: a guesser meets the same tries and answers either way.
 */
export async function findMemberBySmsCode(
  deps: Deps,
  input: {
    purpose: 'login' | 'reset';
    dialCode: string;
    mobileNum: string;
    code: string | undefined;
  },
): Promise<MemberRow> {
  await consumeSmsCode(deps, input);
  const member = await findMemberByMobile(deps.db, input.dialCode, input.mobileNum);
  if (!member) {
    throw new AppError(
      'INVALID_VERIFICATION_CODE',
      'The code is not right.',
      'body.verificationCode',
    );
  }
  return member;
}
