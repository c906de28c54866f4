// Operator accounts, roles and sessions, managed by whoever holds operators.manage.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams } from '../content/fields';
import { ZCustomRoleName, ZOpsPermission, builtInRoles } from './permissions';
import { ZOperator, ZOperatorRole } from './session';

export const OPERATORS_PAGE_SIZE = 20;

export const listOperators = defineContract({
  method: 'GET',
  path: '/ops/api/operators',
  summary: `Operator accounts, oldest first, ${OPERATORS_PAGE_SIZE} per page (operators.manage)`,
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  value: z.object({ items: z.array(ZOperator), totalPages: z.number().int() }),
});

export const ZCreateOperatorRequest = z.strictObject({
  username: z.string().regex(/^[a-z][a-z0-9_]{2,31}$/, 'lowercase letters, digits and _, 3 to 32'),
  password: z.string().min(12).max(256),
  role: ZOperatorRole,
});

export const createOperator = defineContract({
  method: 'POST',
  path: '/ops/api/operators',
  summary: 'Create an operator account with a built-in or custom role (operators.manage)',
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  body: ZCreateOperatorRequest,
  value: ZOperator,
});

export const updateOperator = defineContract({
  method: 'PATCH',
  path: '/ops/api/operators/:id',
  summary:
    'Give an operator another role, or disable (their sessions end at once) or enable them; ' +
    'not oneself, and never the last active admin (operators.manage)',
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  params: ZIdParams,
  body: z
    .strictObject({ role: ZOperatorRole.optional(), active: z.boolean().optional() })
    .refine((b) => b.role !== undefined || b.active !== undefined, 'role or active'),
  value: ZOperator,
});

export const ZOperatorSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const listOperatorSessions = defineContract({
  method: 'GET',
  path: '/ops/api/operators/:id/sessions',
  summary: "An operator's live sessions (operators.manage)",
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  params: ZIdParams,
  value: z.array(ZOperatorSession),
});

export const revokeOperatorSession = defineContract({
  method: 'DELETE',
  path: '/ops/api/operators/:id/sessions/:sessionId',
  summary: "Ends one of an operator's sessions at once (operators.manage)",
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  params: z.strictObject({
    id: z.coerce.number().int().positive(),
    sessionId: z.coerce.number().int().positive(),
  }),
  value: z.null(),
});

export const ZOpsRole = z.object({
  name: z.string(),
  builtIn: z.boolean(),
  permissions: z.array(ZOpsPermission),
});
export type TOpsRole = z.infer<typeof ZOpsRole>;

export const listOpsRoles = defineContract({
  method: 'GET',
  path: '/ops/api/roles',
  summary: `Roles: the built-in ones (${builtInRoles.join(', ')}) and custom ones (operators.manage)`,
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  value: z.array(ZOpsRole),
});

export const putCustomRole = defineContract({
  method: 'PUT',
  path: '/ops/api/roles/:name',
  summary: 'Creates or replaces a custom role made of permissions (operators.manage)',
  tag: 'ops',
  access: 'operator',
  permission: 'operators.manage',
  params: z.strictObject({ name: ZCustomRoleName }),
  body: z.strictObject({ permissions: z.array(ZOpsPermission).max(64) }),
  value: ZOpsRole,
});
