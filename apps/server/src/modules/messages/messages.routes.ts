import {
  deleteMessages,
  listMessages,
  listOpsMessages,
  messageState,
  readMessages,
  sendMessage,
  unreadCount,
} from '@wps/contracts/social/messages';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import type { Caller } from '../session/session.service';
import { checkMoveLimit, type MoveLimit } from '../wallet/move-limit';
import * as s from './messages.service';

/** A member's inbox writes (marking read, deleting) a minute, together. */
export const INBOX_WRITES: MoveLimit = {
  name: 'message-member-write',
  limit: 60,
  windowMs: 60_000,
  message: 'Too many requests; try again in a minute.',
};

export function registerMessageRoutes(r: Router, deps: Deps): void {
  // Operators send a few messages a minute; a stuck button or a script stops here.
  const sends = createRateLimiter(deps.redis, {
    name: 'message-send',
    limit: 20,
    windowMs: 60_000,
  });
  r.add(listMessages, ({ query }, ctx) => s.listMessages(deps, ctx.caller, query.page));
  // A member's writes to the inbox (read, delete): a page of clicks a minute is plenty.
  const memberWrites = async (caller: Caller | null) => {
    if (caller?.kind === 'member') await checkMoveLimit(deps, INBOX_WRITES, caller.id);
  };
  r.add(readMessages, async ({ body }, ctx) => {
    await memberWrites(ctx.caller);
    return s.readMessages(deps, ctx.caller, body.ids);
  });
  r.add(deleteMessages, async ({ body }, ctx) => {
    await memberWrites(ctx.caller);
    return s.deleteMessages(deps, ctx.caller, body.ids);
  });
  r.add(unreadCount, (_input, ctx) => s.getUnreadCount(deps, ctx.caller));
  r.add(messageState, (_input, ctx) => s.getMessageState(deps, ctx.caller));
  r.add(listOpsMessages, ({ query }, ctx) => s.listOpsMessages(deps, ctx.caller, query.page));
  r.add(sendMessage, async ({ body }, ctx) => {
    if (ctx.caller?.kind === 'operator') {
      await takeOrRefuse(
        sends,
        String(ctx.caller.id),
        'Too many messages sent; try again in a minute.',
      );
    }
    return s.sendMessage(deps, ctx.caller, body);
  });
}
