// Registration by username or by mobile number (spec 2 "Registration form", 4 "Registration
// submit", 5): the whitelabel flags decide which ways are open, the operator's field rules are
// enforced here as in the form, then the lookups in the spec's order, then the account.
import { DEFAULT_PASSWORD, MIN_AGE_WITH_BIRTHDAY } from '@wps/contracts/account/accounts';
import { ZPayeeName } from '@wps/contracts/account/bank-account-fields';
import type { TRegistrationUser } from '@wps/contracts/account/register';
import type { TLoginValue } from '@wps/contracts/account/fields';
import {
  compileFieldRule,
  lengthRange,
  type FieldProblem,
  type TFieldSetting,
  type TRegisterFieldName,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { RequestContext } from '../../http/route';
import { hashPassword } from '../../lib/passwords';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { readAccountSecurity } from '../account-settings/account-settings.queries';
import { checkMobileNumber } from '../country/mobile-number';
import { createMember } from '../member/member-create';
import { findInvitation } from '../agent-join/agent-join.queries';
import {
  findMemberByMobile,
  findMemberByReferralCode,
  findMemberByUsername,
  type MemberRow,
} from '../member/member.queries';
import { startMemberSession } from '../member/member-session';
import { normaliseUsername } from '../member/username';
import { readRegisterSettings } from '../register-settings/register-settings.queries';
import { checkCaptcha } from '../verification/captcha.service';
import { checkChallenge } from '../verification/challenge.service';
import { phoneAuthOn, usePhoneToken } from '../verification/phone-auth.service';
import { consumeSmsCode } from '../verification/sms.service';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';

export type RegisterWay = 'username' | 'mobile';

/** The optional text fields kept on the account when their setting is enabled. */
const storedFields = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

function describe(problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'is required';
    case 'length':
      return `must be ${lengthRange(problem.min, problem.max)} characters`;
    case 'pattern':
      return `does not match the pattern ${problem.patternId}`;
  }
}

/** Applies one field's rule; `force` turns the field on (and optionally required) regardless. */
export function checkRegisterField(
  settings: TRegisterSettings,
  name: TRegisterFieldName,
  value: string | undefined,
  force: { enabled?: boolean; required?: boolean } = {},
): void {
  const base = settings.fields[name];
  const setting: TFieldSetting | undefined = base
    ? {
        ...base,
        ...(force.enabled ? { enabled: true } : {}),
        ...(force.required ? { required: true } : {}),
      }
    : force.required
      ? {
          enabled: true,
          required: true,
          acceptedPattern: '*',
          patternId: 'FREE_TEXT',
          minLength: 1,
          maxLength: 255,
        }
      : undefined;
  if (!setting) return;
  const problem = compileFieldRule(setting)(value);
  if (problem) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid field body.${name}: ${describe(problem)}`,
      `body.${name}`,
    );
  }
}

/**
 * A payee name's rules wherever one is set (registration, the security centre): the operator's
 * payeeName field rule, as registration applies it (always on here: the name is being set), and
 * the contracts' payee-name schema, which no setting can loosen (an operator's '*' must not let
 * markup become a name).
 */
export function checkPayeeName(settings: TRegisterSettings, value: string): void {
  checkRegisterField(settings, 'payeeName', value, { enabled: true, required: true });
  const parsed = ZPayeeName.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid field body.payeeName: ${parsed.error.issues[0]!.message}`,
      'body.payeeName',
    );
  }
}

function enabled(settings: TRegisterSettings, name: TRegisterFieldName): boolean {
  return settings.fields[name]?.enabled ?? false;
}

/** A non-empty trimmed value, or null (the contract trims; '' means not given). */
function given(value: string | undefined): string | null {
  return value !== undefined && value !== '' ? value : null;
}

/** yyyy-MM-dd from the birthday as typed (DATE_YMD or DATE_MDY), or null if no such day. */
export function parseBirthday(value: string): string | null {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const mdy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const [y, m, d] = ymd
    ? [ymd[1], ymd[2], ymd[3]]
    : mdy
      ? [mdy[3], mdy[1], mdy[2]]
      : [undefined, undefined, undefined];
  // Year 0 and the like would reach PostgreSQL (which has no year 0) and nobody alive was born
  // before 1900.
  if (!y || !m || !d || Number(y) < 1900) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

/** Whole years between a yyyy-MM-dd birthday and `now` (UTC). */
export function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** Whether this registration way is open (spec 3 whitelabel flags). */
async function requireWayOpen(deps: Deps, way: RegisterWay) {
  const whitelabel = await readWhitelabel(deps.db);
  const open =
    whitelabel.DIRECTREG3 &&
    (way === 'username'
      ? whitelabel.USERNAMEREG3
      : whitelabel.MOBILENUMREG3 || whitelabel.MOBILENUMPASSREG3);
  if (!open) {
    throw new AppError('OPERATION_NOT_ALLOWED', `Registration by ${way} is not offered.`);
  }
  return whitelabel;
}

/** The agent an invitation code belongs to, if it is an active agent's. */
async function findInvitingAgent(
  deps: Deps,
  code: string,
): Promise<{ agent: MemberRow; linkId: number }> {
  const invitation = await findInvitation(deps.db, code);
  if (!invitation) {
    throw new AppError('INVITATION_CODE_INVALID', 'Invitation code error.', 'body.affiliateCode');
  }
  return invitation;
}

export async function checkAffiliateCode(
  deps: Deps,
  limiter: RateLimiter,
  ip: string,
  input: { affiliateCode: string; domain: string },
): Promise<{ valid: true }> {
  await takeOrRefuse(limiter, ip, 'Too many code checks from this address; try later.');
  // The domain is taken (the spec sends it) but codes are valid on every domain of the site.
  await findInvitingAgent(deps, input.affiliateCode);
  return { valid: true };
}

const mobileTaken = () =>
  new AppError('MOBILE_TAKEN', 'That mobile number is already registered.', 'body.mobileNum');

/** On the mobile way the username is the number: a clash on either is "mobile taken". */
async function asMobileWay<T>(way: RegisterWay, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (way === 'mobile' && error instanceof AppError && error.code === 'USERNAME_TAKEN') {
      throw mobileTaken();
    }
    throw error;
  }
}

async function requireFree(
  deps: Deps,
  way: RegisterWay,
  username: string,
  dialCode: string | null,
  mobileNum: string | null,
): Promise<void> {
  if (await findMemberByUsername(deps.db, username)) {
    if (way === 'mobile') throw mobileTaken();
    throw new AppError('USERNAME_TAKEN', 'That username is taken.', 'body.username');
  }
  if (dialCode && mobileNum && (await findMemberByMobile(deps.db, dialCode, mobileNum))) {
    throw mobileTaken();
  }
}

export async function registerMember(
  deps: Deps,
  limiter: RateLimiter,
  ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
  way: RegisterWay,
  input: TRegistrationUser,
  now = new Date(),
): Promise<{ id: number; username: string; session: TLoginValue | null }> {
  const whitelabel = await requireWayOpen(deps, way);
  const settings = await readRegisterSettings(deps.db);

  // 1. Cheap checks, field by field, in the form's order.
  const mobileNum = given(input.mobileNum);
  if (way === 'username') {
    checkRegisterField(settings, 'username', input.username);
    // Whatever the operator's rule allows, a name outside the username characters could not be
    // found again the one way names are compared (member/username.ts).
    if (normaliseUsername(input.username!) === null) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Invalid field body.username: letters, digits and _ only',
        'body.username',
      );
    }
  }
  checkRegisterField(settings, 'password', input.password);
  if (input.password === DEFAULT_PASSWORD) {
    throw new AppError('VALIDATION_FAILED', 'That password cannot be chosen.', 'body.password');
  }
  checkRegisterField(settings, 'confirmPassword', input.confirmPassword);
  if (input.confirmPassword !== input.password) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.', 'body.confirmPassword');
  }
  for (const name of storedFields) checkRegisterField(settings, name, input[name]);
  if (enabled(settings, 'payeeName') && given(input.payeeName)) {
    checkPayeeName(settings, input.payeeName!);
  }
  // The mobile way always takes a number, under the mobile rule even when the field is off.
  if (way === 'mobile')
    checkRegisterField(settings, 'mobileNum', input.mobileNum, { enabled: true, required: true });
  else checkRegisterField(settings, 'mobileNum', input.mobileNum);
  const keepMobile = mobileNum !== null && (way === 'mobile' || enabled(settings, 'mobileNum'));
  if (keepMobile && !input.countryDialingCode) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Invalid field body.countryDialingCode: is required with a mobile number',
      'body.countryDialingCode',
    );
  }
  // Only numbers the site offers SMS to (its countries, valid lengths), as the code request.
  if (keepMobile) {
    await checkMobileNumber(deps, input.countryDialingCode!, mobileNum, {
      dialCode: 'body.countryDialingCode',
      mobileNum: 'body.mobileNum',
    });
  }
  // Codes may come in the link (/register?referralCode=, an agent's page) with the field off:
  // their rule applies to what is given, but an off field is never required.
  checkRegisterField(settings, 'affiliateCode', input.affiliateCode, { enabled: true });
  checkRegisterField(settings, 'referralCode', input.referralCode, { enabled: true });
  checkRegisterField(settings, 'paymentPassword', input.paymentPassword);
  checkRegisterField(settings, 'birthday', input.birthday);
  let birthday: string | null = null;
  if (enabled(settings, 'birthday') && given(input.birthday)) {
    birthday = parseBirthday(input.birthday!);
    if (!birthday) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Invalid field body.birthday: no such date',
        'body.birthday',
      );
    }
    if (ageOn(birthday, now) < MIN_AGE_WITH_BIRTHDAY) {
      throw new AppError(
        'UNDERAGE',
        `Members must be at least ${MIN_AGE_WITH_BIRTHDAY}.`,
        'body.birthday',
      );
    }
  }
  const smsNeeded = keepMobile && whitelabel.REGMOBVERF3;
  // With the outside provider on, its token stands for the code (checked in step 2).
  const byProvider = smsNeeded && phoneAuthOn(deps);
  if (smsNeeded && !byProvider && !given(input.verificationCode)) {
    throw new AppError(
      'MISSING_VERIFICATION_CODE',
      'The SMS code is required.',
      'body.verificationCode',
    );
  }
  await takeOrRefuse(limiter, ctx.ip, 'Too many registrations from this address; try later.');

  // 2. Lookups, the invitation code first (spec 4), then the human checks, then the SMS code.
  const affiliateCode = given(input.affiliateCode);
  const invitation = affiliateCode ? await findInvitingAgent(deps, affiliateCode) : null;
  const upline = invitation?.agent ?? null;
  if (enabled(settings, 'captcha')) await checkCaptcha(deps, input.captcha);
  if ((await readAccountSecurity(deps.db)).registerChallenge) {
    await checkChallenge(deps, input.challenge);
  }
  // Before the code is spent: a taken name or number would waste it. The insert below still
  // settles a race between two registrations that both pass here.
  const username = way === 'mobile' ? mobileNum! : input.username!;
  await requireFree(deps, way, username, keepMobile ? input.countryDialingCode! : null, mobileNum);
  if (byProvider) {
    await usePhoneToken(deps, {
      firebaseToken: input.firebaseToken,
      channel: input.channel,
      dialCode: input.countryDialingCode!,
      mobileNum: mobileNum!,
    });
  } else if (smsNeeded) {
    await consumeSmsCode(deps, {
      purpose: 'register',
      dialCode: input.countryDialingCode!,
      mobileNum: mobileNum!,
      code: input.verificationCode!,
    });
  }
  // An unknown referral code is ignored: the account is made, linked to nobody.
  const referralCode = given(input.referralCode);
  const referrer = referralCode ? await findMemberByReferralCode(deps.db, referralCode) : null;

  // 3. The account. The unique indexes settle a race for the name or the number.
  const kept = (name: (typeof storedFields)[number]) =>
    enabled(settings, name) ? given(input[name]) : null;
  const paymentPassword =
    enabled(settings, 'paymentPassword') && given(input.paymentPassword)
      ? await hashPassword(input.paymentPassword!)
      : null;
  const member = await asMobileWay(
    way,
    createMember(
      deps.db,
      {
        username,
        passwordHash: await hashPassword(input.password),
        accountType: 0,
        nickname: username,
        dialCode: keepMobile ? input.countryDialingCode! : null,
        mobileNum: keepMobile ? mobileNum : null,
        payeeName: kept('payeeName'),
        email: kept('email'),
        qqNum: kept('qqNum'),
        recommenderId: kept('recommenderId'),
        line: kept('line'),
        whatsapp: kept('whatsapp'),
        facebook: kept('facebook'),
        wechat: kept('wechat'),
        idNumber: kept('idNumber'),
        birthday,
        paymentPasswordHash: paymentPassword,
        uplineId: upline?.id ?? null,
        affiliateLinkId: invitation?.linkId ?? null,
        referrerId: referrer?.id ?? null,
        language: whitelabel.defaultLanguage,
        registerMethod: input.registerMethod,
        registerUrl: input.registerUrl,
        domain: input.domain,
        registerIp: ctx.ip,
      },
      {
        actorKind: 'member',
        action: 'member.register',
        detail: { way, upline: upline?.id ?? null, referrer: referrer?.id ?? null, ip: ctx.ip },
      },
    ),
  );
  const session = input.login
    ? await startMemberSession(deps, member, { ip: ctx.ip, userAgent: ctx.userAgent })
    : null;
  return { id: member.id, username: member.username, session };
}
