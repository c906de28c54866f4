// Operators' TOTP two-factor: enrolment by QR code, turning it off with a code, an admin's reset.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams } from '../content/fields';
import { ZOperator, ZOtp, ZOpsMe } from './session';

export const startTwoFactorEnrolment = defineContract({
  method: 'POST',
  path: '/ops/api/me/two-factor/setup',
  summary:
    'Starts two-factor enrolment: a new secret as text, otpauth:// URI and QR code (a PNG data ' +
    'URL). Only while two-factor is off; the secret is never sent again once confirmed',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }),
});

export const confirmTwoFactorEnrolment = defineContract({
  method: 'POST',
  path: '/ops/api/me/two-factor/confirm',
  summary: 'Turns two-factor on with a current code from the enrolled app',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  body: z.strictObject({ otp: ZOtp }),
  value: ZOpsMe,
});

export const disableTwoFactor = defineContract({
  method: 'POST',
  path: '/ops/api/me/two-factor/disable',
  summary: "Turns the caller's own two-factor off; needs a current code",
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  body: z.strictObject({ otp: ZOtp }),
  value: ZOpsMe,
});

export const resetOperatorTwoFactor = defineContract({
  method: 'POST',
  path: '/ops/api/operators/:id/two-factor/reset',
  summary: "Turns another operator's two-factor off and ends their sessions (admin, audited)",
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  params: ZIdParams,
  value: ZOperator,
});
