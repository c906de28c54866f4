// Operator sign-in, sign-out and "who am I" for the operations console.
import { z } from 'zod';
import { ZUsernameInput } from '../account/fields';
import { defineContract } from '../http';
import { ZOpsPermission, ZRoleName } from './permissions';

/** A built-in role (admin, finance, risk, content, support, agent-manager) or a custom one. */
export const ZOperatorRole = ZRoleName;
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

export const ZOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRole,
  /** What the role grants (ops/permissions.ts); an unknown role grants nothing. */
  permissions: z.array(ZOpsPermission),
  /** A disabled operator cannot sign in; their sessions are gone. */
  active: z.boolean(),
  /** TOTP two-factor is on: the login asks for the code. */
  twoFactorEnabled: z.boolean(),
});
export type TOperator = z.infer<typeof ZOperator>;

/** The signed-in operator, and whether they must turn two-factor on before anything else. */
export const ZOpsMe = ZOperator.extend({ mustEnrolTwoFactor: z.boolean() });
export type TOpsMe = z.infer<typeof ZOpsMe>;

/** A current code of an authenticator app: 6 digits. */
export const ZOtp = z.string().regex(/^[0-9]{6}$/, '6 digits');

export const ZOpsLoginRequest = z.strictObject({
  username: ZUsernameInput,
  password: z.string().min(1).max(256),
  /** Needed (OTP_REQUIRED) when the operator has two-factor on. */
  otp: ZOtp.optional(),
});
export type TOpsLoginRequest = z.infer<typeof ZOpsLoginRequest>;

export const opsLogin = defineContract({
  method: 'POST',
  path: '/ops/api/session',
  summary: 'Operator login: returns an opaque session token',
  tag: 'ops',
  access: 'public',
  body: ZOpsLoginRequest,
  value: z.object({ token: z.string(), operator: ZOpsMe }),
});

export const opsLogout = defineContract({
  method: 'DELETE',
  path: '/ops/api/session',
  summary: 'Operator logout: revokes the session token at once',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: z.null(),
});

export const opsMe = defineContract({
  method: 'GET',
  path: '/ops/api/me',
  summary: 'The signed-in operator (answers before two-factor enrolment too)',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: ZOpsMe,
});
