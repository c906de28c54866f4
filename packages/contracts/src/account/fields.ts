// Field schemas the account contracts share. Shapes only: the per-field rules an operator sets
// (/wps/system/setting/register) are applied by the services on top of these.
import { z } from 'zod';

/** Anything typed into a login or registration box: trimmed (spec 5 "Inputs trimmed"), bounded. */
export const ZInput = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex -- control characters are never part of a value
    .refine((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s), 'control characters are not allowed');

/**
 * What every username is made of, whichever way the account was made (the register rule's letters
 * and digits, a mobile number, trial and social names, operators' names with _). ASCII only, so
 * that lower-casing is one thing everywhere (JavaScript and SQL disagree on letters such as
 * U+0130). The operator's register rule may be stricter for new names.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

/** A username typed to log in: outside USERNAME_PATTERN no account has it, so it is refused. */
export const ZUsernameInput = ZInput(64).pipe(
  z.string().min(1).regex(USERNAME_PATTERN, 'letters, digits and _ only'),
);

/** A password as typed: never trimmed (spaces may be part of it), at most 128 characters. */
export const ZPasswordInput = z
  .string()
  .min(1)
  .max(128)
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s), 'control characters are not allowed');

/** A country dial code without '+', e.g. "95". */
export const ZDialCode = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,3}$/, '1 to 4 digits');

/** A national mobile number as typed; digits only (the operator's rule may be stricter). */
export const ZMobileNum = z
  .string()
  .trim()
  .regex(/^[0-9]{4,15}$/, '4 to 15 digits');

/** An SMS code: 6 digits are sent, but the spec's bound is 255 characters (spec 9). */
export const ZVerificationCode = z.string().trim().min(1).max(255);

/** A captcha answer with the id of the captcha it answers (from /wps/captcha). */
export const ZCaptchaAnswer = z.strictObject({
  id: z.uuid(),
  answer: z.string().trim().min(1).max(12),
});
export type TCaptchaAnswer = z.infer<typeof ZCaptchaAnswer>;

/** A browser's own random id (kept in local storage), for new-device login verification. */
export const ZDeviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 letters, digits, _ or -');

/** What every successful login answers (spec 3 "Login response value" plus who logged in). */
export const ZLoginValue = z.object({
  token: z.string(),
  /** True on the account's first login ever: the web runs the first-login action. */
  firstTimeLogin: z.boolean(),
  /** The password is the default '{secret}' or has expired with forced change on. */
  passwordExpired: z.boolean(),
  username: z.string(),
  /** Account types 1, 2, 41, 42 are agents (spec 6). */
  isAgent: z.boolean(),
  accountType: z.number().int(),
});
export type TLoginValue = z.infer<typeof ZLoginValue>;

/** The answer of every SMS-code request (spec 3 "SMS response value"). */
export const ZSmsSent = z.object({ expiredMinutes: z.number().int() });

/**
 * The outside phone-auth provider's ID token (spec 4: "a firebase token with channel sms"),
 * sent instead of a site code when PHONE_AUTH_PROVIDER is on. A JWT: well under 4 KB.
 */
export const ZPhoneToken = {
  firebaseToken: z.string().min(1).max(4096).optional(),
  channel: z.literal('sms').optional(),
};
