// Registration (spec 2 "Registration form", 3 "Registration user", 4 "Registration submit").
import { z } from 'zod';
import { defineContract } from '../http';
import {
  ZCaptchaAnswer,
  ZDialCode,
  ZInput,
  ZLoginValue,
  ZPasswordInput,
  ZPhoneToken,
} from './fields';
import { ZChallengeSolution } from './verification';

/** Optional text fields: an empty string means not given. Their rules come from the settings. */
const optional = (max: number) => ZInput(max).optional();

export const ZRegistrationUser = z.strictObject({
  username: optional(64),
  password: ZPasswordInput,
  confirmPassword: ZPasswordInput,
  payeeName: optional(100),
  email: optional(254),
  qqNum: optional(32),
  mobileNum: optional(32),
  countryDialingCode: ZDialCode.optional(),
  recommenderId: optional(64),
  captcha: ZCaptchaAnswer.optional(),
  verificationCode: optional(255),
  /** With the outside phone-auth provider on: its token, channel 'sms' (spec 4). */
  ...ZPhoneToken,
  affiliateCode: optional(64),
  paymentPassword: optional(32),
  line: optional(64),
  whatsapp: optional(32),
  facebook: optional(64),
  wechat: optional(64),
  idNumber: optional(64),
  referralCode: optional(64),
  /** yyyy-MM-dd (or the operator's date pattern) when the birthday field is on. */
  birthday: optional(10),
  /** The proof-of-work solution when the challenge is on. */
  challenge: ZChallengeSolution.optional(),
  /** Host the form was on; an affiliate code is checked against it. */
  domain: ZInput(253),
  /** The page the form was on, kept for the operators' reports. */
  registerUrl: ZInput(2000),
  registerMethod: z.literal('WEB'),
  /** The terms box (spec 5 "Terms mandatory"): must be true. */
  termsAccepted: z.literal(true),
  /** true: the answer carries a session, as after a login. */
  login: z.boolean(),
});
export type TRegistrationUser = z.infer<typeof ZRegistrationUser>;

export const ZRegisterValue = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The session when `login` was true. */
  session: ZLoginValue.nullable(),
});

export const register = defineContract({
  method: 'POST',
  path: '/wps/member/register',
  summary:
    'Register by username (USERNAMEREG3, DIRECTREG3). Field rules from /wps/system/setting/register',
  tag: 'member',
  access: 'public',
  body: ZRegistrationUser,
  value: ZRegisterValue,
});

export const registerMobile = defineContract({
  method: 'POST',
  path: '/wps/member/register/mobile',
  summary:
    'Register by mobile number (MOBILENUMREG3 or MOBILENUMPASSREG3); the username is the ' +
    'mobile number; with REGMOBVERF3 the SMS code is required',
  tag: 'member',
  access: 'public',
  body: ZRegistrationUser,
  value: ZRegisterValue,
});

export const checkAffiliate = defineContract({
  method: 'POST',
  path: '/wps/agent/affiliate',
  summary: "Check an agent's invitation (affiliate) code for this domain",
  tag: 'member',
  access: 'public',
  body: z.strictObject({ affiliateCode: ZInput(64).pipe(z.string().min(1)), domain: ZInput(253) }),
  value: z.object({ valid: z.literal(true) }),
});

/** Settings for registration and login safety that operators change (/ops). */
export const ZAccountSecurity = z.strictObject({
  /** Registration asks for the proof-of-work challenge. */
  registerChallenge: z.boolean(),
  /** Failed logins (per account, and per visitor IP) after which the captcha is required. */
  loginCaptchaAfterFailures: z.number().int().min(1).max(20),
  /** Logins from a device not seen before need a code sent to the member (SMS or mail). */
  newDeviceVerification: z.boolean(),
  /** Minutes an SMS code lives (the web counts down 60 x this many seconds). */
  smsCodeMinutes: z.number().int().min(1).max(30),
  /** SMS sends per mobile number per hour. */
  smsSendsPerNumberPerHour: z.number().int().min(1).max(50),
  /** Play money given to a free-play trial account, in minor units. */
  freePlayBalance: z.number().int().min(0).max(1_000_000_000),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;

export const getAccountSecurity = defineContract({
  method: 'GET',
  path: '/ops/api/system/setting/security',
  summary: 'Registration and login safety settings (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  value: ZAccountSecurity,
});

export const putAccountSecurity = defineContract({
  method: 'PUT',
  path: '/ops/api/system/setting/security',
  summary: 'Replace the registration and login safety settings (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: ZAccountSecurity,
  value: ZAccountSecurity,
});

/** What the login and registration forms need besides the field rules: public, no secrets. */
export const accountOptions = defineContract({
  method: 'GET',
  path: '/wps/system/setting/account',
  summary:
    'Whether registration asks for the challenge, how long SMS codes live, and the social ' +
    'login providers configured (the browser goes to /wps/session/oauth/{provider}/start)',
  tag: 'system',
  access: 'public',
  value: z.object({
    registerChallenge: z.boolean(),
    smsCodeMinutes: z.number().int(),
    oauthProviders: z.array(z.enum(['facebook', 'google'])),
    /** The outside phone-auth provider registration and SMS login verify through, or 'off'. */
    phoneAuth: z.enum(['off', 'local', 'firebase']),
    /**
     * With phoneAuth 'firebase': the Firebase web app's API key and project, which the browser
     * sends to Google's Identity Toolkit. Public by design (every Firebase web page carries them).
     */
    firebase: z.object({ apiKey: z.string(), projectId: z.string() }).optional(),
  }),
});
