// Captcha, the proof-of-work challenge and SMS codes (spec 4 "SMS button", 8, 9).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZCaptchaAnswer, ZDialCode, ZMobileNum, ZSmsSent } from './fields';

export const captcha = defineContract({
  method: 'GET',
  path: '/wps/captcha',
  summary:
    'A new image captcha: one answer each, expires after 2 minutes; at most one per second per visitor',
  tag: 'verification',
  access: 'public',
  value: z.object({
    id: z.uuid(),
    /** data:image/png;base64,... (320 x 112 pixels) */
    image: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});

/** An ALTCHA-style proof of work: find n in [0, maxNumber] with SHA-256(salt + n) = challenge. */
export const ZChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  maxNumber: z.number().int(),
  /** HMAC of the challenge: the server keeps no state until a solution comes back. */
  signature: z.string(),
});
export type TChallenge = z.infer<typeof ZChallenge>;

export const ZChallengeSolution = z.strictObject({
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().regex(/^[A-Za-z0-9_.=-]{8,200}$/),
  number: z.number().int().min(0).max(10_000_000),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TChallengeSolution = z.infer<typeof ZChallengeSolution>;

export const challenge = defineContract({
  method: 'GET',
  path: '/wps/verification/challenge',
  summary: 'A human-verification proof-of-work challenge for registration (self-hosted)',
  tag: 'verification',
  access: 'public',
  value: ZChallenge,
});

export const smsRegister = defineContract({
  method: 'POST',
  path: '/wps/verification/sms/register',
  summary:
    'Send a registration code to a mobile number. 6 digits, single use, 5 tries; no resend ' +
    'during the countdown; offered dial codes only; the human check; hourly caps per number, ' +
    'visitor, prefix and site, and one request per second per visitor',
  tag: 'verification',
  access: 'public',
  body: z.strictObject({
    countryDialingCode: ZDialCode,
    mobileNo: ZMobileNum,
    captcha: ZCaptchaAnswer.optional(),
    /** The solved challenge; required unless operators turned the SMS human check off. */
    challenge: ZChallengeSolution.optional(),
  }),
  value: ZSmsSent,
});

export const ZSmsLoginCodeRequest = z.strictObject({
  countryDialingCode: ZDialCode,
  mobileNum: ZMobileNum,
  /** The solved challenge; required unless operators turned the SMS human check off. */
  challenge: ZChallengeSolution.optional(),
});

export const smsNoLogin = defineContract({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send a login code to the mobile number of an account (MOBILEVERCODELOGIN3)',
  tag: 'verification',
  access: 'public',
  body: ZSmsLoginCodeRequest,
  value: ZSmsSent,
});

export const smsPasswordReset = defineContract({
  method: 'POST',
  path: '/wps/member/password/sms',
  summary: 'Send a password-reset code to the mobile number of an account',
  tag: 'verification',
  access: 'public',
  body: ZSmsLoginCodeRequest,
  value: ZSmsSent,
});

// The local stand-in for the outside phone-auth provider (PHONE_AUTH_PROVIDER=local): the
// browser asks it for a code, trades the code for a signed ID token, and sends the token with
// the form. A real provider's browser library takes these two calls' place.
export const phoneAuthSend = defineContract({
  method: 'POST',
  path: '/wps/verification/phone-auth/send',
  summary:
    'Local phone-auth stand-in: send a code to any offered number (the SMS limits and human ' +
    'check apply; a resend after 60 s). 403 unless PHONE_AUTH_PROVIDER is local',
  tag: 'verification',
  access: 'public',
  body: z.strictObject({
    countryDialingCode: ZDialCode,
    mobileNum: ZMobileNum,
    challenge: ZChallengeSolution.optional(),
  }),
  value: z.object({ sessionInfo: z.string() }),
});

export const phoneAuthConfirm = defineContract({
  method: 'POST',
  path: '/wps/verification/phone-auth/confirm',
  summary:
    'Local phone-auth stand-in: trade the code for a signed ID token naming the number ' +
    "(RS256, an hour), checked by the server as a real provider's would be",
  tag: 'verification',
  access: 'public',
  body: z.strictObject({
    sessionInfo: z.string().min(1).max(200),
    code: z.string().trim().max(255).optional(),
  }),
  value: z.object({ idToken: z.string() }),
});
