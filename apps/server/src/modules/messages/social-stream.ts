// The member's badges live (issue 19): the unread message and chat counts now, then again after
// each change: a message to them or to everyone, a read or delete, an operator's chat answer,
// and every balance event (the site's messages for deposits, withdrawals and bonuses are written
// in the transactions that publish those). A burst is one read; an unchanged value is not sent.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { EventSink } from '../../http/sse';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { countUnread } from './messages.service';

export const SOCIAL_COALESCE_MS = 100;
export const BROADCAST_SPREAD_MS = 2000;

/** Operator chat messages the member has not seen (their one conversation). */
export async function countUnreadChat(deps: Deps, memberId: number): Promise<number> {
  const { rows } = (await deps.db.execute(
    sql`SELECT unread_by_player AS n FROM chat_conversations WHERE member_id = ${memberId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]?.n ?? 0;
}

export async function streamSocial(deps: Deps, caller: Caller | null, sink: EventSink) {
  const member = await requireMember(deps, caller);
  const reader = { id: member.id, language: member.language, createdAt: member.createdAt };
  let last = '';
  let timer: NodeJS.Timeout | null = null;

  const read = async () => {
    timer = null;
    try {
      const value = {
        unreadMessage: await countUnread(deps.db, reader),
        unreadChat: await countUnreadChat(deps, member.id),
      };
      const json = JSON.stringify(value);
      if (json !== last) {
        last = json;
        sink.send('social', value);
      }
    } catch (error) {
      deps.log.error({ err: error }, 'social stream: read failed');
      sink.end();
    }
  };
  const schedule = (delay = SOCIAL_COALESCE_MS) => {
    if (!sink.isEnded) timer ??= setTimeout(() => void read(), delay);
  };
  const offs = [
    deps.socialEvents.subscribe(`member:${member.id}`, () => schedule()),
    // A broadcast reaches every open stream at once: spread their reads over 2 s.
    deps.socialEvents.subscribe('members', () =>
      schedule(SOCIAL_COALESCE_MS + Math.floor(Math.random() * BROADCAST_SPREAD_MS)),
    ),
    deps.balanceEvents.subscribe(member.id, () => schedule()),
  ];
  sink.onEnd(() => {
    for (const off of offs) off();
    if (timer) clearTimeout(timer);
  });
  await read();
}
