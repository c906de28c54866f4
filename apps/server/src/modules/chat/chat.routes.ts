import {
  answerConversation,
  chatHistory,
  chatStream,
  closeConversation,
  listConversations,
  opsConversationMessages,
  sendChatMessage,
  startVisitorChat,
  supportStream,
} from '@wps/contracts/social/chat';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as s from './chat.service';

/** A member's (or a visitor's) chat lines a minute. */
export const CHAT_SENDS_PER_MINUTE = 20;

export function registerChatRoutes(r: Router, deps: Deps): void {
  // A person types a few lines a minute; floods (a script, a stuck key) stop here, per member
  // (a visitor: per conversation), before anything is stored.
  const sends = createRateLimiter(deps.redis, {
    name: 'chat-send',
    limit: CHAT_SENDS_PER_MINUTE,
    windowMs: 60_000,
  });
  const visitors = createRateLimiter(deps.redis, {
    name: 'chat-visitor',
    limit: 5,
    windowMs: 10 * 60_000,
  });
  r.add(startVisitorChat, ({ body }, ctx) => s.startVisitorChat(deps, visitors, ctx.ip, body.name));
  r.add(chatHistory, async ({ query }, ctx) =>
    s.getHistory(deps, await s.partyOf(deps, ctx), query.before),
  );
  r.add(sendChatMessage, async ({ body }, ctx) => {
    const party = await s.partyOf(deps, ctx);
    const key =
      party.kind === 'member' ? `member:${party.memberId}` : `conv:${party.conversationId}`;
    if (!(await sends.take(key))) {
      const waitMs = await sends.retryAfterMs(key);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Too many messages; try again in a minute.',
        undefined,
        {
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        },
      );
    }
    return s.sendPlayerMessage(deps, party, body);
  });
  r.addStream(chatStream, async (_input, ctx, sink) =>
    s.streamChat(deps, await s.partyOf(deps, ctx), sink),
  );
  r.add(listConversations, ({ query }, ctx) => s.listConversations(deps, ctx.caller, query));
  r.add(opsConversationMessages, ({ params, query }, ctx) =>
    s.opsMessages(deps, ctx.caller, params.id, query.before),
  );
  r.add(answerConversation, ({ params, body }, ctx) =>
    s.answer(deps, ctx.caller, params.id, body.text),
  );
  r.add(closeConversation, ({ params }, ctx) => s.close(deps, ctx.caller, params.id));
  r.addStream(supportStream, (_input, ctx, sink) => s.streamSupport(deps, ctx.caller, sink));
}
