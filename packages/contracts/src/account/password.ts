// Passwords: change, and forgot by email or by mobile (spec 4 "Forgot password", "Change
// password", 7). A change or a reset ends the member's other sessions.
import { z } from 'zod';
import { defineContract } from '../http';
import {
  ZDialCode,
  ZInput,
  ZLoginValue,
  ZMobileNum,
  ZPasswordInput,
  ZVerificationCode,
} from './fields';

export const changePassword = defineContract({
  method: 'POST',
  path: '/wps/member/password',
  summary:
    'Change the password. oldPassword is asked only when the account holds one; the ' +
    "member's other sessions end",
  tag: 'member',
  access: 'member',
  beforePasswordChange: true,
  body: z.strictObject({
    oldPassword: ZPasswordInput.optional(),
    newPassword: ZPasswordInput,
    confirmNewPassword: ZPasswordInput,
  }),
  value: z.object({ success: z.literal(true) }),
});

export const ZForgotByEmail = z.strictObject({
  username: ZInput(64).pipe(z.string().min(1)),
  email: ZInput(254).pipe(z.string().min(3)),
});

export const forgotPasswordByEmail = defineContract({
  method: 'POST',
  path: '/wps/member/password/email',
  summary:
    'Mail a reset link when username and email match an account (form-encoded). The answer ' +
    'is the same either way, so it tells nobody which accounts exist',
  tag: 'member',
  access: 'public',
  body: ZForgotByEmail,
  value: z.object({ sent: z.literal(true) }),
});

export const resetPasswordByEmailLink = defineContract({
  method: 'POST',
  path: '/wps/member/password/reset',
  summary: 'Set a new password with the one-time token from the mailed link; logs in',
  tag: 'member',
  access: 'public',
  body: z.strictObject({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
    newPassword: ZPasswordInput,
    confirmNewPassword: ZPasswordInput,
  }),
  value: ZLoginValue,
});

export const resetPasswordBySms = defineContract({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Set a new password with the code from /wps/member/password/sms; logs in',
  tag: 'member',
  access: 'public',
  body: z.strictObject({
    countryDialingCode: ZDialCode,
    mobileNum: ZMobileNum,
    verificationCode: ZVerificationCode,
    newPassword: ZPasswordInput,
  }),
  value: ZLoginValue,
});
