// Live support chat (issue 19; docs/decisions.md "i19-social"). A member has one conversation
// (kept, closed and opened again); a visitor gets one with a name and a token (its sha256 kept),
// sent back in the x-chat-token header. Each message is a row; after commit it is published on
// 'conv:<id>' (the player's stream) and 'support' (the operators' inbox), through Redis between
// processes. Images are the member's own proof uploads (the same type, size and magic rules).
import { createHash, randomBytes } from 'node:crypto';
import { CHAT_TOKEN_HEADER, type TChatMessage } from '@wps/contracts/social/chat';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { EventSink } from '../../http/sse';
import type { RequestContext } from '../../http/route';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { requireMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import { loadOwnProofs } from '../proofs/proofs.service';
import type { Caller } from '../session/session.service';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const HISTORY_SIZE = 50;

interface MessageRow {
  id: number | string;
  conversation_id: number;
  sender: 'player' | 'operator';
  text: string;
  proof_id: number | null;
  created_at: Date | string;
}

const messageOf = (r: MessageRow): TChatMessage => ({
  id: Number(r.id),
  conversationId: r.conversation_id,
  sender: r.sender,
  text: r.text,
  proofId: r.proof_id,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Who is talking: a member (their conversation, made on first use) or a visitor by token. */
export type ChatParty =
  | { kind: 'member'; memberId: number; conversationId: number }
  | { kind: 'visitor'; conversationId: number };

export async function partyOf(deps: Deps, ctx: Pick<RequestContext, 'caller' | 'header'>) {
  if (ctx.caller?.kind === 'member') {
    const member = await requireMember(deps, ctx.caller);
    const [row] = await rowsOf<{ id: number }>(
      deps.db,
      sql`WITH ins AS (
            INSERT INTO chat_conversations (member_id) VALUES (${member.id})
            ON CONFLICT (member_id) DO NOTHING RETURNING id)
          SELECT id FROM ins UNION ALL
          SELECT id FROM chat_conversations WHERE member_id = ${member.id}`,
    );
    return { kind: 'member', memberId: member.id, conversationId: row!.id } as ChatParty;
  }
  const token = ctx.header?.(CHAT_TOKEN_HEADER);
  if (!token) throw new AppError('NOT_LOGGED_IN', 'Log in, or start a chat with your name.');
  if (!TOKEN.test(token)) throw new AppError('SESSION_EXPIRED', 'This chat has ended.');
  const [row] = await rowsOf<{ id: number }>(
    deps.db,
    sql`SELECT id FROM chat_conversations WHERE visitor_token_hash = ${hashOf(token)}`,
  );
  if (!row) throw new AppError('SESSION_EXPIRED', 'This chat has ended.');
  return { kind: 'visitor', conversationId: row.id } as ChatParty;
}

export async function startVisitorChat(deps: Deps, limiter: RateLimiter, ip: string, name: string) {
  await takeOrRefuse(limiter, ip, 'Too many chats from this address; try later.');
  const token = randomBytes(32).toString('base64url');
  const [row] = await rowsOf<{ id: number }>(
    deps.db,
    sql`INSERT INTO chat_conversations (visitor_token_hash, visitor_name)
        VALUES (${hashOf(token)}, ${name}) RETURNING id`,
  );
  return { token, conversationId: row!.id };
}

async function history(db: Db, conversationId: number, before: number | undefined, size: number) {
  const rows = await rowsOf<MessageRow>(
    db,
    sql`SELECT id, conversation_id, sender, text, proof_id, created_at FROM chat_messages
         WHERE conversation_id = ${conversationId}
           ${before ? sql`AND id < ${before}` : sql``}
         ORDER BY id DESC LIMIT ${size}`,
  );
  return rows.reverse().map(messageOf);
}

export async function getHistory(deps: Deps, party: ChatParty, before: number | undefined) {
  const messages = await history(deps.db, party.conversationId, before, HISTORY_SIZE);
  // The player has now seen the operator's answers.
  const [cleared] = await rowsOf<{ id: number }>(
    deps.db,
    sql`UPDATE chat_conversations SET unread_by_player = 0
         WHERE id = ${party.conversationId} AND unread_by_player <> 0 RETURNING id`,
  );
  if (cleared && party.kind === 'member') deps.socialEvents.publish(`member:${party.memberId}`);
  return { conversationId: party.conversationId, messages };
}

export async function sendPlayerMessage(
  deps: Deps,
  party: ChatParty,
  body: { text: string; proofId?: number; clientId?: string },
) {
  if (body.proofId !== undefined) {
    if (party.kind !== 'member') {
      throw new AppError('FORBIDDEN', 'Log in to send an image.', 'body.proofId');
    }
    await loadOwnProofs(deps.db, party.memberId, [body.proofId]);
  }
  const message = await deps.db.transaction(async (tx) => {
    const [row] = await rowsOf<MessageRow>(
      tx,
      sql`INSERT INTO chat_messages (conversation_id, sender, text, proof_id, client_id)
          VALUES (${party.conversationId}, 'player', ${body.text}, ${body.proofId ?? null},
                  ${body.clientId ?? null})
          RETURNING id, conversation_id, sender, text, proof_id, created_at`,
    );
    await tx.execute(sql`
      UPDATE chat_conversations
         SET status = 'open', unread_by_operator = unread_by_operator + 1, last_message_at = now()
       WHERE id = ${party.conversationId}`);
    return messageOf(row!);
  });
  deps.socialEvents.publish(`conv:${party.conversationId}`, message);
  deps.socialEvents.publish('support', message);
  return message;
}

/** The conversation's new messages, as they are sent, until the stream ends. */
export async function streamChat(deps: Deps, party: ChatParty, sink: EventSink) {
  const off = deps.socialEvents.subscribe(`conv:${party.conversationId}`, (payload) => {
    if (payload && typeof payload === 'object') sink.send('chat', payload);
  });
  sink.onEnd(off);
}

// ---------------------------------------------------------------------------------------------
// Operators (support and admin).

interface ConversationRow {
  id: number;
  username: string | null;
  visitor_name: string | null;
  member_id: number | null;
  status: 'open' | 'closed';
  unread_by_operator: number;
  last_message_at: Date | string;
  last_text: string | null;
}

const conversationOf = (r: ConversationRow) => ({
  id: r.id,
  name: r.username ?? r.visitor_name ?? '',
  isVisitor: r.member_id === null,
  status: r.status,
  unread: r.unread_by_operator,
  lastMessageAt: new Date(r.last_message_at).toISOString(),
  lastText: r.last_text ?? '',
});

const conversationSelect = sql`
  SELECT c.id, m.username, c.visitor_name, c.member_id, c.status, c.unread_by_operator,
         c.last_message_at,
         (SELECT CASE WHEN x.proof_id IS NOT NULL AND x.text = '' THEN '[image]' ELSE x.text END
            FROM chat_messages x WHERE x.conversation_id = c.id ORDER BY x.id DESC LIMIT 1) AS last_text
    FROM chat_conversations c LEFT JOIN members m ON m.id = c.member_id`;

/** Conversations per page of the support inbox. */
export const CONVERSATIONS_PAGE = 20;

export async function listConversations(
  deps: Deps,
  caller: Caller | null,
  query: { status: 'open' | 'closed'; page: number },
) {
  await requireOperator(deps, caller, 'support.chat');
  // A conversation shows once it has a message (a visitor may open one and write nothing).
  const where = sql`WHERE c.status = ${query.status}
           AND EXISTS (SELECT 1 FROM chat_messages x WHERE x.conversation_id = c.id)`;
  const rows = await rowsOf<ConversationRow>(
    deps.db,
    sql`${conversationSelect} ${where}
         ORDER BY c.last_message_at DESC, c.id DESC
         LIMIT ${CONVERSATIONS_PAGE} OFFSET ${(query.page - 1) * CONVERSATIONS_PAGE}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM chat_conversations c ${where}`,
  );
  return {
    items: rows.map(conversationOf),
    totalPages: Math.max(1, Math.ceil((count?.n ?? 0) / CONVERSATIONS_PAGE)),
  };
}

async function conversation(db: Db, id: number) {
  const [row] = await rowsOf<ConversationRow>(db, sql`${conversationSelect} WHERE c.id = ${id}`);
  if (!row) throw new AppError('NOT_FOUND', `No conversation ${id}.`, 'params.id');
  return row;
}

export async function opsMessages(
  deps: Deps,
  caller: Caller | null,
  id: number,
  before: number | undefined,
) {
  await requireOperator(deps, caller, 'support.chat');
  await conversation(deps.db, id);
  await deps.db.execute(sql`UPDATE chat_conversations SET unread_by_operator = 0 WHERE id = ${id}`);
  const row = await conversation(deps.db, id);
  return { conversation: conversationOf(row), messages: await history(deps.db, id, before, 100) };
}

export async function answer(deps: Deps, caller: Caller | null, id: number, text: string) {
  const operator = await requireOperator(deps, caller, 'support.chat');
  const result = await deps.db.transaction(async (tx) => {
    const conv = await conversation(tx, id);
    const [row] = await rowsOf<MessageRow>(
      tx,
      sql`INSERT INTO chat_messages (conversation_id, sender, operator_id, text)
          VALUES (${id}, 'operator', ${operator.id}, ${text})
          RETURNING id, conversation_id, sender, text, proof_id, created_at`,
    );
    await tx.execute(sql`
      UPDATE chat_conversations
         SET unread_by_player = unread_by_player + 1, unread_by_operator = 0,
             last_message_at = now()
       WHERE id = ${id}`);
    // What an operator tells a member is theirs to answer for: the text is in the chat, the
    // fact of it in the audit log's chain.
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'chat.answered',
      subject: `chat:${id}`,
      memberId: conv.member_id,
      detail: { messageId: row!.id },
    });
    return { message: messageOf(row!), memberId: conv.member_id };
  });
  deps.socialEvents.publish(`conv:${id}`, result.message);
  deps.socialEvents.publish('support', result.message);
  if (result.memberId !== null) deps.socialEvents.publish(`member:${result.memberId}`);
  return result.message;
}

export async function close(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'support.chat');
  const conv = await conversation(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE chat_conversations SET status = 'closed' WHERE id = ${id}`);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'chat.closed',
      subject: `chat:${id}`,
      memberId: conv.member_id,
    });
  });
  return conversationOf(await conversation(deps.db, id));
}

export async function streamSupport(deps: Deps, caller: Caller | null, sink: EventSink) {
  await requireOperator(deps, caller, 'support.chat');
  const off = deps.socialEvents.subscribe('support', (payload) => {
    if (payload && typeof payload === 'object') sink.send('support', payload);
  });
  sink.onEnd(off);
}
