// Member login and logout (spec 4 "Login", 7 "Session and member").
import { z } from 'zod';
import { defineContract } from '../http';
import {
  ZCaptchaAnswer,
  ZDeviceId,
  ZDialCode,
  ZInput,
  ZLoginValue,
  ZMobileNum,
  ZPasswordInput,
  ZPhoneToken,
  ZUsernameInput,
  ZVerificationCode,
} from './fields';

/** Where the login comes from: the agent centre admits agents only (spec 6). */
const ZLoginPortal = z.enum(['site', 'agent']).default('site');

export const ZUsernameLogin = z.strictObject({
  type: z.literal('username'),
  username: ZUsernameInput,
  password: ZPasswordInput,
  /** Needed when the last answer said CAPTCHA_REQUIRED. */
  captcha: ZCaptchaAnswer.optional(),
  deviceId: ZDeviceId.optional(),
  portal: ZLoginPortal,
});

export const ZSmsLogin = z.strictObject({
  type: z.literal('sms'),
  countryDialingCode: ZDialCode,
  mobileNum: ZMobileNum,
  /** The site's SMS code; with the outside phone-auth provider on, its token instead. */
  verificationCode: ZVerificationCode.optional(),
  ...ZPhoneToken,
  deviceId: ZDeviceId.optional(),
  portal: ZLoginPortal,
});

export const ZLoginRequest = z.discriminatedUnion('type', [ZUsernameLogin, ZSmsLogin]);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const login = defineContract({
  method: 'POST',
  path: '/wps/session/login',
  summary:
    'Log in by username and password, or by mobile and SMS code (MOBILEVERCODELOGIN3). ' +
    'Wrong password and unknown username get the same answer; after failures a captcha is ' +
    'required; at most 100 failed attempts per account per hour, and per-IP throttling',
  tag: 'session',
  access: 'public',
  body: ZLoginRequest,
  value: ZLoginValue,
});

export const ZLoginVerificationRequest = ZUsernameLogin.omit({ type: true })
  .extend({ deviceId: ZDeviceId, verificationCode: ZVerificationCode })
  .strict();

export const loginVerification = defineContract({
  method: 'POST',
  path: '/wps/session/login/verification',
  summary:
    'Finish a login from a new device with the code sent after DEVICE_VERIFICATION_REQUIRED; ' +
    'the device is remembered',
  tag: 'session',
  access: 'public',
  body: ZLoginVerificationRequest,
  value: ZLoginValue,
});

export const ZFreePlayRequest = z.strictObject({
  os: ZInput(40),
  platform: z.literal('W'),
  /** The spec's "encrypted random string": a client nonce, kept only for the audit trail. */
  randomString: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
  gatewayVersion: z.literal(3),
});

export const loginFreePlay = defineContract({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Create a type-4 trial account with play money and log it in (when free play is on)',
  tag: 'session',
  access: 'public',
  body: ZFreePlayRequest,
  value: ZLoginValue,
});

export const logout = defineContract({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'Log out: the token is revoked at once',
  tag: 'session',
  access: 'member',
  beforePasswordChange: true,
  value: z.null(),
});

export const ZOAuthProvider = z.enum(['facebook', 'google']);
export type TOAuthProvider = z.infer<typeof ZOAuthProvider>;

export const oauthTicket = defineContract({
  method: 'POST',
  path: '/wps/session/oauth/ticket',
  summary: 'Exchange the one-time ticket a social login returned with for a session',
  tag: 'session',
  access: 'public',
  body: z.strictObject({ ticket: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
  value: ZLoginValue,
});
