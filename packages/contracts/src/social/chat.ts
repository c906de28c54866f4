// Live support chat (issue 19, spec 2 "chat room"): a member, or a visitor who gave a name, talks
// to an operator; operators answer from the support inbox in /ops. Messages arrive as
// server-sent events; history is kept.
import { z } from 'zod';
import { ZPlainLine, ZPlainText } from '../content/fields';
import { defineContract } from '../http';

export const ZChatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(['player', 'operator']),
  text: z.string(),
  /** An image (the proof upload); read at /wps/proofs/:id/image by its owner or support. */
  proofId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

const ZChatText = ZPlainText(1000, 0);
const ZBefore = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();

/** A visitor's token (header x-chat-token): given when the visitor starts, never in a URL. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

export const ZChatHistory = z.object({
  conversationId: z.number().int().nullable(),
  messages: z.array(ZChatMessage),
});

export const chatHistory = defineContract({
  method: 'GET',
  path: '/wps/chat/messages',
  summary:
    "The caller's support conversation: the latest 50 messages (before a message id to page back). A member by session, a visitor by x-chat-token",
  tag: 'chat',
  access: 'public',
  query: z.strictObject({ before: ZBefore }),
  value: ZChatHistory,
});

export const startVisitorChat = defineContract({
  method: 'POST',
  path: '/wps/chat/visitor',
  summary:
    'A visitor starts a conversation with a name; answers the token to send with x-chat-token',
  tag: 'chat',
  access: 'public',
  body: z.strictObject({ name: ZPlainLine(40, 2) }),
  value: z.object({ token: z.string(), conversationId: z.number().int() }),
});

export const sendChatMessage = defineContract({
  method: 'POST',
  path: '/wps/chat/messages',
  summary:
    'Sends a message to support (a member by session, a visitor by x-chat-token); images only for members (their own uploads)',
  tag: 'chat',
  access: 'public',
  body: z
    .strictObject({
      text: ZChatText,
      proofId: z.number().int().min(1).max(2_147_483_647).optional(),
      clientId: z.uuid().optional(),
    })
    .refine((b) => b.text.length > 0 || b.proofId !== undefined, 'text or an image'),
  value: ZChatMessage,
});

export const chatStream = defineContract({
  method: 'GET',
  path: '/wps/chat/stream',
  summary:
    "The caller's conversation as server-sent events ('chat'): each new message (a member by session, a visitor by x-chat-token)",
  tag: 'chat',
  access: 'public',
  value: ZChatMessage,
  stream: { event: 'chat' },
});

// Operators.
export const ZConversation = z.object({
  id: z.number().int(),
  /** The member's username, or the visitor's name. */
  name: z.string(),
  isVisitor: z.boolean(),
  status: z.enum(['open', 'closed']),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  lastText: z.string(),
});

export const listConversations = defineContract({
  method: 'GET',
  path: '/ops/api/support/conversations',
  summary: 'Support conversations, latest first, 20 per page (support, admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'support.chat',
  query: z.strictObject({
    status: z.enum(['open', 'closed']).default('open'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: z.object({ items: z.array(ZConversation), totalPages: z.number().int() }),
});

const ZConvParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number),
});

export const opsConversationMessages = defineContract({
  method: 'GET',
  path: '/ops/api/support/conversations/:id/messages',
  summary: "A conversation's messages (the latest 100); marks them seen",
  tag: 'ops',
  access: 'operator',
  permission: 'support.chat',
  params: ZConvParams,
  query: z.strictObject({ before: ZBefore }),
  value: z.object({ conversation: ZConversation, messages: z.array(ZChatMessage) }),
});

export const answerConversation = defineContract({
  method: 'POST',
  path: '/ops/api/support/conversations/:id/messages',
  summary: 'An operator answers in a conversation (support, admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'support.chat',
  params: ZConvParams,
  body: z.strictObject({ text: ZPlainText(1000) }),
  value: ZChatMessage,
});

export const closeConversation = defineContract({
  method: 'POST',
  path: '/ops/api/support/conversations/:id/close',
  summary: 'Closes a conversation (a new message from the player opens it again)',
  tag: 'ops',
  access: 'operator',
  permission: 'support.chat',
  params: ZConvParams,
  value: ZConversation,
});

export const supportStream = defineContract({
  method: 'GET',
  path: '/ops/api/support/stream',
  summary: "Support's inbox as server-sent events ('support'): every new chat message",
  tag: 'ops',
  access: 'operator',
  permission: 'support.chat',
  value: ZChatMessage,
  stream: { event: 'support' },
});
