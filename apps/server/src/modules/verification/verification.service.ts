// The public verification calls: captcha, challenge, and the three SMS code requests with their
// rules (which whitelabel flag allows them, the captcha, who may receive a code). Each request
// is screened (offered number, per-address limits, human check) before the number is looked
// up, so a script cannot list which numbers have accounts faster than the limits allow.
import { compileFieldRule } from '@wps/contracts/system/register-settings';
import type { TCaptchaAnswer } from '@wps/contracts/account/fields';
import type { TChallengeSolution } from '@wps/contracts/account/verification';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { findMemberByMobile } from '../member/member.queries';
import { readRegisterSettings } from '../register-settings/register-settings.queries';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';
import { checkCaptcha } from './captcha.service';
import { screenSmsRequest, sendSmsCode, sendSmsCodeIfAccount } from './sms.service';

interface CodeRequest {
  dialCode: string;
  mobileNum: string;
  challenge: TChallengeSolution | undefined;
  ip: string;
}

/** POST /wps/verification/sms/register: a code to a number that has no account yet. */
export async function requestRegisterCode(
  deps: Deps,
  input: CodeRequest & { captcha: TCaptchaAnswer | undefined },
): Promise<{ expiredMinutes: number }> {
  const flags = await readWhitelabel(deps.db);
  if (!flags.MOBILENUMREG3 && !flags.MOBILENUMPASSREG3 && !flags.REGMOBVERF3) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'Registration by mobile number is switched off.');
  }
  const { fields } = await readRegisterSettings(deps.db);
  // The number's rule applies even when the field is off on the username form: this call is
  // only made for a mobile number.
  if (
    fields.mobileNum &&
    compileFieldRule({ ...fields.mobileNum, enabled: true })(input.mobileNum)
  ) {
    throw new AppError(
      'INVALID_PHONE_NUMBER',
      'That is not a valid mobile number.',
      'body.mobileNo',
    );
  }
  const number = await screenSmsRequest(deps, {
    ...input,
    fields: { dialCode: 'body.countryDialingCode', mobileNum: 'body.mobileNo' },
  });
  if (fields.captcha?.enabled) await checkCaptcha(deps, input.captcha);
  if (await findMemberByMobile(deps.db, input.dialCode, input.mobileNum)) {
    throw new AppError(
      'MOBILE_TAKEN',
      'That mobile number already has an account.',
      'body.mobileNo',
    );
  }
  return sendSmsCode(deps, {
    purpose: 'register',
    dialCode: input.dialCode,
    mobileNum: input.mobileNum,
    ip: input.ip,
    number,
  });
}

const loginFields = { dialCode: 'body.countryDialingCode', mobileNum: 'body.mobileNum' };

/** POST /wps/verification/sms/noLogin: a login code (MOBILEVERCODELOGIN3). */
export async function requestLoginCode(
  deps: Deps,
  input: CodeRequest,
): Promise<{ expiredMinutes: number }> {
  const flags = await readWhitelabel(deps.db);
  if (!flags.MOBILEVERCODELOGIN3) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'Login by SMS code is switched off.');
  }
  const number = await screenSmsRequest(deps, { ...input, fields: loginFields });
  const member = await findMemberByMobile(deps.db, input.dialCode, input.mobileNum);
  const { dialCode, mobileNum, ip } = input;
  return sendSmsCodeIfAccount(
    deps,
    { purpose: 'login', dialCode, mobileNum, ip, number },
    member !== null,
  );
}

/** POST /wps/member/password/sms: a password-reset code. */
export async function requestResetCode(
  deps: Deps,
  input: CodeRequest,
): Promise<{ expiredMinutes: number }> {
  const number = await screenSmsRequest(deps, { ...input, fields: loginFields });
  const member = await findMemberByMobile(deps.db, input.dialCode, input.mobileNum);
  const { dialCode, mobileNum, ip } = input;
  return sendSmsCodeIfAccount(
    deps,
    { purpose: 'reset', dialCode, mobileNum, ip, number },
    member !== null,
  );
}

// The primitives the account flows use, importable from here too.
export { checkCaptcha, issueCaptcha, issueCaptchaWithAnswer } from './captcha.service';
export { checkChallenge, issueChallenge, solveChallengeForTest } from './challenge.service';
export { consumeSmsCode, screenSmsRequest, sendSmsCode, sendSmsCodeIfAccount } from './sms.service';
