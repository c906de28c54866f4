// The member's badges (issue 19): the unread message and chat counts, and the events after which
// they may have changed: a message to them or to everyone, a read or delete, an operator's chat
// answer. They ride on the wallet balance stream (wallet/balance-stream.ts), the site's one member
// event stream, which also reads them after every balance event (the site's messages for
// deposits, withdrawals and bonuses are written in the transactions that publish those).
import type { TSocialBadges } from '@wps/contracts/social/messages';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { countUnread } from './messages.service';

/** A broadcast reaches every open stream at once: their reads are spread over this long. */
export const BROADCAST_SPREAD_MS = 2000;

/** Operator chat messages the member has not seen (their one conversation). */
export async function countUnreadChat(deps: Deps, memberId: number): Promise<number> {
  const { rows } = (await deps.db.execute(
    sql`SELECT unread_by_player AS n FROM chat_conversations WHERE member_id = ${memberId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]?.n ?? 0;
}

export async function readSocialBadges(
  deps: Deps,
  member: { id: number; language: string; createdAt: Date },
): Promise<TSocialBadges> {
  return {
    unreadMessage: await countUnread(deps.db, member),
    unreadChat: await countUnreadChat(deps, member.id),
  };
}

/**
 * Calls `onChange(delayMs)` when the member's badges may have changed: at once for their own
 * topic, after a random part of BROADCAST_SPREAD_MS for a broadcast. Returns the unsubscribe.
 */
export function watchSocialBadges(
  deps: Deps,
  memberId: number,
  onChange: (delayMs: number) => void,
): () => void {
  const offs = [
    deps.socialEvents.subscribe(`member:${memberId}`, () => onChange(0)),
    deps.socialEvents.subscribe('members', () =>
      onChange(Math.floor(Math.random() * BROADCAST_SPREAD_MS)),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
