// Outside phone verification (spec 4 "Registration submit", 8): with PHONE_AUTH_PROVIDER on,
// registration and SMS login send the provider's ID token with channel 'sms' instead of a site
// code. The token must check out (providers/phone-auth), name the number of the form, and be
// used once: its hash goes to challenge_uses (the "used once until it expires" table the
// proof-of-work challenge uses) until the token expires, so a replay is refused.
// The local stand-in's two calls (send a code, trade it for a token) live here too.
import type { TChallengeSolution } from '@wps/contracts/account/verification';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { sweepExpired } from '../../lib/sweep';
import { e164Of } from '../../providers/phone-auth/phone-auth';
import { findMemberByMobile, type MemberRow } from '../member/member.queries';
import { consumeSmsCode, screenSmsRequest, sendSmsCode } from './sms.service';
import * as q from './verification.queries';

export interface PhoneTokenInput {
  firebaseToken: string | undefined;
  channel: 'sms' | undefined;
  dialCode: string;
  mobileNum: string;
}

/** Whether the form must carry a provider token rather than a site code. */
export function phoneAuthOn(deps: Deps): boolean {
  return deps.phoneAuth !== null;
}

/**
 * Checks and spends the provider's token for the number. Throws MISSING_VERIFICATION_CODE
 * (no token), PHONE_TOKEN_INVALID (forged, other issuer, wrong channel), PHONE_TOKEN_EXPIRED,
 * PHONE_TOKEN_MISMATCH (another number) or PHONE_TOKEN_USED (a replay).
 */
export async function usePhoneToken(
  deps: Deps,
  input: PhoneTokenInput,
  now = new Date(),
): Promise<void> {
  const provider = deps.phoneAuth;
  if (!provider) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'Outside phone verification is off.');
  }
  if (!input.firebaseToken) {
    throw new AppError(
      'MISSING_VERIFICATION_CODE',
      'Verify the phone number first.',
      'body.verificationCode',
    );
  }
  if (input.channel !== 'sms') {
    throw new AppError('PHONE_TOKEN_INVALID', "The phone verification's channel must be sms.");
  }
  const verified = await provider.verify(input.firebaseToken, now);
  if (verified.phoneNumber !== e164Of(input.dialCode, input.mobileNum)) {
    throw new AppError(
      'PHONE_TOKEN_MISMATCH',
      'The phone verification is for another number.',
      'body.mobileNum',
    );
  }
  await sweepExpired(deps.db, 'challenge_uses', now, () =>
    q.deleteExpiredChallengeUses(deps.db, now),
  );
  if (!(await q.insertChallengeUse(deps.db, `phone:${verified.tokenId}`, verified.expiresAt))) {
    throw new AppError('PHONE_TOKEN_USED', 'This phone verification was used; verify again.');
  }
}

/** SMS login through the provider: the token proves the number; its member logs in. */
export async function findMemberByPhoneToken(
  deps: Deps,
  input: PhoneTokenInput,
): Promise<MemberRow> {
  await usePhoneToken(deps, input);
  const member = await findMemberByMobile(deps.db, input.dialCode, input.mobileNum);
  if (!member) {
    throw new AppError('BAD_CREDENTIALS', 'No account has this mobile number.', 'body.mobileNum');
  }
  return member;
}

// ---------------------------------------------------------------------------------------------
// The local stand-in provider's calls

function standIn(deps: Deps) {
  if (deps.phoneAuth?.name !== 'local') {
    throw new AppError('OPERATION_NOT_ALLOWED', 'The local phone-auth provider is off.');
  }
  return deps.phoneAuth;
}

/** What the stand-in's session names (a real provider's is opaque to the site). */
const sessionOf = (dialCode: string, mobileNum: string) =>
  Buffer.from(JSON.stringify([dialCode, mobileNum])).toString('base64url');

function numberOfSession(sessionInfo: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(sessionInfo, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((s) => typeof s === 'string' && /^\d{1,15}$/.test(s))
    ) {
      return value as [string, string];
    }
  } catch {
    // answered below
  }
  throw new AppError('CODE_EXPIRED', 'The verification session is unknown; send a new code.');
}

/**
 * The stand-in's "send verification code": the site's SMS limits and human check, then a code
 * through the SMS port (purpose 'phone', resend after 60 s). Any number, as a provider would.
 */
export async function sendStandInCode(
  deps: Deps,
  input: {
    dialCode: string;
    mobileNum: string;
    challenge: TChallengeSolution | undefined;
    ip: string;
  },
): Promise<{ sessionInfo: string }> {
  standIn(deps);
  const number = await screenSmsRequest(deps, {
    ...input,
    fields: { dialCode: 'body.countryDialingCode', mobileNum: 'body.mobileNum' },
  });
  const { dialCode, mobileNum, ip } = input;
  await sendSmsCode(deps, { purpose: 'phone', dialCode, mobileNum, ip, number });
  return { sessionInfo: sessionOf(dialCode, mobileNum) };
}

/** The stand-in's "sign in with phone number": a right code buys a signed ID token. */
export async function confirmStandInCode(
  deps: Deps,
  input: { sessionInfo: string; code?: string },
): Promise<{ idToken: string }> {
  const provider = standIn(deps);
  const [dialCode, mobileNum] = numberOfSession(input.sessionInfo);
  await consumeSmsCode(deps, { purpose: 'phone', dialCode, mobileNum, code: input.code });
  return { idToken: provider.issueToken(e164Of(dialCode, mobileNum)) };
}
