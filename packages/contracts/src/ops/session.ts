// Operator sign-in, sign-out and "who am I" for the operations console.
import { z } from 'zod';
import { ZUsernameInput } from '../account/fields';
import { defineContract } from '../http';

export const ZOperatorRole = z.enum(['admin', 'content', 'support']);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

export const ZOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRole,
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZOpsLoginRequest = z.strictObject({
  username: ZUsernameInput,
  password: z.string().min(1).max(256),
});
export type TOpsLoginRequest = z.infer<typeof ZOpsLoginRequest>;

export const opsLogin = defineContract({
  method: 'POST',
  path: '/ops/api/session',
  summary: 'Operator login: returns an opaque session token',
  tag: 'ops',
  access: 'public',
  body: ZOpsLoginRequest,
  value: z.object({ token: z.string(), operator: ZOperator }),
});

export const opsLogout = defineContract({
  method: 'DELETE',
  path: '/ops/api/session',
  summary: 'Operator logout: revokes the session token at once',
  tag: 'ops',
  access: 'operator',
  value: z.null(),
});

export const opsMe = defineContract({
  method: 'GET',
  path: '/ops/api/me',
  summary: 'The signed-in operator',
  tag: 'ops',
  access: 'operator',
  value: ZOperator,
});
