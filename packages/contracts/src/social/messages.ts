// Messages (issue 19, spec 2 "messageV2", 7 CSP_unreadCount): an inbox per member; operators
// send to one member, a segment or everyone; the site writes messages for money events.
import { z } from 'zod';
import { ZDay, ZPlainLine, ZPlainText } from '../content/fields';
import { defineContract, ZLanguage } from '../http';

/** Messages the site writes; each member reads them in their own language. */
export const siteMessageTemplates = [
  'depositCredited',
  'withdrawalPaid',
  'withdrawalRejected',
  'bonusReleased',
  'contractOffered',
] as const;
export type TSiteMessageTemplate = (typeof siteMessageTemplates)[number];

export const ZMessage = z.object({
  id: z.number().int(),
  kind: z.enum(['operator', 'site']),
  title: z.string(),
  body: z.string(),
  template: z.enum(siteMessageTemplates).nullable(),
  params: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const MESSAGE_PAGE_SIZE = 10;

export const listMessages = defineContract({
  method: 'GET',
  path: '/wps/messages',
  summary: "The member's inbox, newest first, 10 per page",
  tag: 'messages',
  access: 'member',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  value: z.object({
    items: z.array(ZMessage),
    totalPages: z.number().int(),
    unreadCount: z.number().int(),
  }),
});

const ZMessageIds = z.strictObject({
  ids: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).min(1).max(100),
});

export const readMessages = defineContract({
  method: 'POST',
  path: '/wps/messages/read',
  summary: 'Marks the member’s messages read (ids not theirs are ignored)',
  tag: 'messages',
  access: 'member',
  body: ZMessageIds,
  value: z.object({ unreadCount: z.number().int() }),
});

export const deleteMessages = defineContract({
  method: 'POST',
  path: '/wps/messages/delete',
  summary: 'Deletes the member’s messages from their inbox (ids not theirs are ignored)',
  tag: 'messages',
  access: 'member',
  body: ZMessageIds,
  value: z.object({ unreadCount: z.number().int() }),
});

export const unreadCount = defineContract({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  summary: 'The member’s unread message count (the badge; public state unreadMessage)',
  tag: 'messages',
  access: 'member',
  value: z.object({ unreadMessage: z.number().int() }),
});

/** The public state's message value: 0 for a visitor. */
export const messageState = defineContract({
  method: 'GET',
  path: '/wps/messages/state',
  summary: 'Public state: unreadMessage for the caller (0 for a visitor)',
  tag: 'messages',
  access: 'public',
  value: z.object({ unreadMessage: z.number().int() }),
});

/**
 * A member's badges: unread messages and support chat answers. They ride on the wallet balance
 * stream's events (wallet/balance-stream.ts), the site's one member event stream.
 */
export const ZSocialBadges = z.object({
  unreadMessage: z.number().int(),
  /** Chat messages from an operator not yet seen by the member. */
  unreadChat: z.number().int(),
});
export type TSocialBadges = z.infer<typeof ZSocialBadges>;

// Operators.
export const ZSegment = z
  .strictObject({
    rankLevels: z.array(z.number().int().min(0).max(100)).max(20).optional(),
    /** Members in this agent's tree (the agent's username). */
    agent: ZPlainLine(40).optional(),
    label: ZPlainLine(40).optional(),
    registeredFrom: ZDay.optional(),
    registeredTo: ZDay.optional(),
  })
  .refine(
    (s) => !s.registeredFrom || !s.registeredTo || s.registeredFrom <= s.registeredTo,
    'registeredFrom after registeredTo',
  );

export const ZSendMessage = z.strictObject({
  audience: z.enum(['member', 'segment', 'all']),
  /** audience 'member': the member's username. */
  username: ZPlainLine(40).optional(),
  segment: ZSegment.optional(),
  /** Only members whose language this is; left out: every language. */
  language: ZLanguage.optional(),
  title: ZPlainLine(120),
  body: ZPlainText(4000),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

export const sendMessage = defineContract({
  method: 'POST',
  path: '/ops/api/messages',
  summary: 'Send a message to one member, a segment or everyone (admin, content, support)',
  tag: 'ops',
  access: 'operator',
  permission: 'messages.send',
  body: ZSendMessage,
  value: z.object({ id: z.number().int(), recipients: z.number().int() }),
});

export const ZOpsMessage = z.object({
  id: z.number().int(),
  audience: z.enum(['member', 'segment', 'all']),
  language: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  segment: z.record(z.string(), z.unknown()).nullable(),
  recipients: z.number().int(),
  /** Members who read it. */
  reads: z.number().int(),
  createdAt: z.string(),
});

export const listOpsMessages = defineContract({
  method: 'GET',
  path: '/ops/api/messages',
  summary: 'Messages operators sent, newest first, 20 per page',
  tag: 'ops',
  access: 'operator',
  permission: 'messages.send',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  value: z.object({ items: z.array(ZOpsMessage), totalPages: z.number().int() }),
});
