// Operators' view of accounts: members, and the local SMS and mail outbox.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams } from '../content/fields';
import { ZMemberSearchField } from './ops-member-detail';

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
  summary:
    'Members, newest first, 15 per page; filter by username prefix, or by `q` on the field `by`: ' +
    'username, mobile, email or name (prefix), bank account, IP or agent (exact), device ' +
    "(hash prefix); agent finds the agent's whole team (support)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    username: z.string().trim().max(64).optional(),
    by: ZMemberSearchField.optional(),
    q: z.string().trim().max(100).optional(),
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
  permission: 'members.edit',
  params: ZIdParams,
  value: ZOpsMember.extend({ oneTimePassword: z.string() }),
});

export const setMemberStatus = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/status',
  summary: 'Disable or re-enable an account; disabling ends its sessions (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.edit',
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
  /** queued: kept by the local provider, or only queued by the real one; sent; failed. */
  deliveryStatus: z.enum(['queued', 'sent', 'failed']),
  /** The provider's id for the message, when it gave one. */
  providerMessageId: z.string().nullable(),
  /** Why sending failed. */
  deliveryError: z.string().nullable(),
  /** When the provider was asked; null when none was (the local providers). */
  attemptedAt: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const listOutbox = defineContract({
  method: 'GET',
  path: '/ops/api/outbox',
  summary:
    "SMS and mail the site sent (with the provider's answer) or the local providers kept, " +
    'newest first (support). Filter by recipient; 15 per page',
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    to: z.string().trim().max(254).optional(),
  }),
  value: z.object({ items: z.array(ZOutboxMessage), totalPages: z.number().int() }),
});
