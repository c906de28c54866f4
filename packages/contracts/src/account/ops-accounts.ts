// Operators' view of accounts: members, and the local SMS and mail outbox.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams } from '../content/fields';

export const ZOpsMember = z.object({
  id: z.number().int(),
  username: z.string(),
  accountType: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  upline: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

export const listMembers = defineContract({
  method: 'GET',
  path: '/ops/api/members',
  summary: 'Members, newest first, 15 per page; filter by username prefix (support)',
  tag: 'ops',
  access: 'operator',
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    username: z.string().trim().max(64).optional(),
  }),
  value: z.object({ items: z.array(ZOpsMember), totalPages: z.number().int() }),
});

export const resetMemberPassword = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/password/reset',
  summary:
    'Give a member a random one-time password, answered only here (it is stored hashed and ' +
    'never shown again); a login with it may only change it. Ends their sessions (admin)',
  tag: 'ops',
  access: 'operator',
  params: ZIdParams,
  value: ZOpsMember.extend({ oneTimePassword: z.string() }),
});

export const setMemberStatus = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/status',
  summary: 'Disable or re-enable an account; disabling ends its sessions (admin)',
  tag: 'ops',
  access: 'operator',
  params: ZIdParams,
  body: z.strictObject({ status: z.enum(['active', 'disabled']) }),
  value: ZOpsMember,
});

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export const listOutbox = defineContract({
  method: 'GET',
  path: '/ops/api/outbox',
  summary:
    'Messages the local SMS and mail providers "sent", newest first (support). Filter by ' +
    'recipient; 15 per page',
  tag: 'ops',
  access: 'operator',
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    to: z.string().trim().max(254).optional(),
  }),
  value: z.object({ items: z.array(ZOutboxMessage), totalPages: z.number().int() }),
});
