// Messages (issue 19; docs/decisions.md "i19-social"). One row per message whoever it goes to:
// a broadcast ('all') is one row that every member registered before it (in its language, if
// set) sees, with a receipt row only once they read or delete it; a message to one member or a
// segment has a receipt per recipient, written by one INSERT ... SELECT. The site writes
// messages for money events (writeSiteMessage) in the event's own transaction.
import type { TLanguage } from '@wps/contracts/http';
import {
  MESSAGE_PAGE_SIZE,
  type TMessage,
  type TSendMessage,
  type TSiteMessageTemplate,
} from '@wps/contracts/social/messages';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { activityTimeZone } from '../activity/zone';
import { requireMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Reader {
  id: number;
  language: string;
  createdAt: Date;
}

/**
 * The member's visible messages as one SELECT of (id, read_at): their receipts of targeted
 * messages, and the broadcasts sent since they registered in their language, less the deleted.
 */
function visible(reader: Reader): SQL {
  return sql`
    SELECT r.message_id AS id, r.read_at
      FROM message_receipts r
     WHERE r.member_id = ${reader.id} AND r.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM messages x WHERE x.id = r.message_id AND x.audience <> 'all')
    UNION ALL
    SELECT m.id, r.read_at
      FROM messages m
      LEFT JOIN message_receipts r ON r.message_id = m.id AND r.member_id = ${reader.id}
     WHERE m.audience = 'all' AND m.created_at >= ${reader.createdAt.toISOString()}::timestamptz
       AND (m.language IS NULL OR m.language = ${reader.language})
       AND r.deleted_at IS NULL`;
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${visible(reader)}) v WHERE v.read_at IS NULL`,
  );
  return row?.n ?? 0;
}

const readerOf = (member: { id: number; language: string; createdAt: Date }): Reader => ({
  id: member.id,
  language: member.language,
  createdAt: member.createdAt,
});

export async function listMessages(deps: Deps, caller: Caller | null, page: number) {
  const reader = readerOf(await requireMember(deps, caller));
  const [rows, [count], unreadCount] = await Promise.all([
    rowsOf<{
      id: number | string;
      kind: 'operator' | 'site';
      title: string;
      body: string;
      template: TSiteMessageTemplate | null;
      params: Record<string, string> | null;
      created_at: Date | string;
      read_at: Date | string | null;
    }>(
      deps.db,
      sql`SELECT m.id, m.kind, m.title, m.body, m.template, m.params, m.created_at, v.read_at
            FROM (${visible(reader)}) v JOIN messages m ON m.id = v.id
           ORDER BY m.id DESC
           LIMIT ${MESSAGE_PAGE_SIZE} OFFSET ${(page - 1) * MESSAGE_PAGE_SIZE}`,
    ),
    rowsOf<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM (${visible(reader)}) v`),
    countUnread(deps.db, reader),
  ]);
  const items = rows.map((r): TMessage => ({
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    body: r.body,
    template: r.template,
    params: r.params,
    createdAt: new Date(r.created_at).toISOString(),
    isRead: r.read_at !== null,
  }));
  return { items, totalPages: Math.ceil((count?.n ?? 0) / MESSAGE_PAGE_SIZE), unreadCount };
}

/**
 * Marks read or deleted, for the member's own messages only: a receipt that exists is updated,
 * a broadcast they may see gets one. Ids of other members' messages change nothing.
 */
async function mark(deps: Deps, caller: Caller | null, ids: number[], what: 'read' | 'delete') {
  const reader = readerOf(await requireMember(deps, caller));
  const idList = sql`${sql.param(ids.map(String))}::bigint[]`;
  const column = sql.raw(what === 'read' ? 'read_at' : 'deleted_at');
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE message_receipts SET ${column} = coalesce(${column}, now())
       WHERE member_id = ${reader.id} AND message_id = ANY(${idList})`);
    await tx.execute(sql`
      INSERT INTO message_receipts (member_id, message_id, ${column})
      SELECT ${reader.id}, m.id, now() FROM messages m
       WHERE m.id = ANY(${idList}) AND m.audience = 'all'
         AND m.created_at >= ${reader.createdAt.toISOString()}::timestamptz
         AND (m.language IS NULL OR m.language = ${reader.language})
      ON CONFLICT DO NOTHING`);
  });
  deps.socialEvents.publish(`member:${reader.id}`);
  return { unreadCount: await countUnread(deps.db, reader) };
}

export const readMessages = (deps: Deps, caller: Caller | null, ids: number[]) =>
  mark(deps, caller, ids, 'read');
export const deleteMessages = (deps: Deps, caller: Caller | null, ids: number[]) =>
  mark(deps, caller, ids, 'delete');

export async function getUnreadCount(deps: Deps, caller: Caller | null) {
  const member = await requireMember(deps, caller);
  return { unreadMessage: await countUnread(deps.db, readerOf(member)) };
}

/** Public state's unreadMessage: 0 for a visitor (or an operator). */
export async function getMessageState(deps: Deps, caller: Caller | null) {
  if (caller?.kind !== 'member') return { unreadMessage: 0 };
  return getUnreadCount(deps, caller);
}

/**
 * A message the site writes to one member, in the caller's transaction (so it is there exactly
 * when the event is). The caller publishes the member's balance or social event after commit;
 * the social stream reads the unread count again on either.
 */
export async function writeSiteMessage(
  tx: Db,
  memberId: number,
  template: TSiteMessageTemplate,
  params: Record<string, string>,
): Promise<void> {
  await tx.execute(sql`
    WITH m AS (
      INSERT INTO messages (kind, audience, template, params, recipients)
      VALUES ('site', 'member', ${template}, ${JSON.stringify(params)}::jsonb, 1) RETURNING id)
    INSERT INTO message_receipts (member_id, message_id) SELECT ${memberId}, id FROM m`);
}

// ---------------------------------------------------------------------------------------------
// Operators.

/** The segment's members as a WHERE on members m (all conditions must hold). */
function segmentWhere(segment: NonNullable<TSendMessage['segment']>, agentId: number | null): SQL {
  const parts: SQL[] = [sql`m.status = 'active'`, sql`m.account_type <> 4`];
  if (segment.rankLevels?.length) {
    parts.push(sql`m.rank_level = ANY(${sql.param(segment.rankLevels)}::int[])`);
  }
  if (agentId !== null) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM member_tree t WHERE t.ancestor_id = ${agentId}
                    AND t.descendant_id = m.id AND t.depth > 0)`,
    );
  }
  if (segment.label) {
    parts.push(sql`m.labels @> ${JSON.stringify([{ name: segment.label }])}::jsonb`);
  }
  if (segment.registeredFrom) {
    parts.push(sql`m.created_at >= (${segment.registeredFrom}::date::timestamp
                   AT TIME ZONE ${activityTimeZone()}::text)`);
  }
  if (segment.registeredTo) {
    parts.push(sql`m.created_at < ((${segment.registeredTo}::date + 1)::timestamp
                   AT TIME ZONE ${activityTimeZone()}::text)`);
  }
  return sql.join(parts, sql` AND `);
}

export async function sendMessage(deps: Deps, caller: Caller | null, input: TSendMessage) {
  const operator = await requireOperator(deps, caller, 'messages.send');
  const language: TLanguage | null = input.language ?? null;
  const result = await deps.db.transaction(async (tx) => {
    let memberId: number | null = null;
    let agentId: number | null = null;
    if (input.audience === 'member') {
      if (!input.username) {
        throw new AppError('VALIDATION_FAILED', 'Name the member.', 'body.username');
      }
      const [member] = await rowsOf<{ id: number }>(
        tx,
        sql`SELECT id FROM members WHERE lower(username) = lower(${input.username})`,
      );
      if (!member) throw new AppError('NOT_FOUND', 'No such member.', 'body.username');
      memberId = member.id;
    }
    if (input.audience === 'segment') {
      if (!input.segment) {
        throw new AppError('VALIDATION_FAILED', 'Choose the segment.', 'body.segment');
      }
      if (input.segment.agent) {
        const [agent] = await rowsOf<{ id: number }>(
          tx,
          sql`SELECT id FROM members WHERE lower(username) = lower(${input.segment.agent})`,
        );
        if (!agent) throw new AppError('NOT_FOUND', 'No such agent.', 'body.segment.agent');
        agentId = agent.id;
      }
    }
    const [message] = await rowsOf<{ id: number | string }>(
      tx,
      sql`INSERT INTO messages (kind, audience, language, title, body, segment, operator_id)
          VALUES ('operator', ${input.audience}, ${input.audience === 'member' ? null : language},
                  ${input.title}, ${input.body},
                  ${input.segment ? JSON.stringify(input.segment) : null}::jsonb, ${operator.id})
          RETURNING id`,
    );
    const id = Number(message!.id);
    let recipients: number;
    if (input.audience === 'member') {
      await tx.execute(
        sql`INSERT INTO message_receipts (member_id, message_id) VALUES (${memberId}, ${id})`,
      );
      recipients = 1;
    } else if (input.audience === 'segment') {
      const inserted = await rowsOf<{ n: number }>(
        tx,
        sql`WITH ins AS (
              INSERT INTO message_receipts (member_id, message_id)
              SELECT m.id, ${id} FROM members m
               WHERE ${segmentWhere(input.segment!, agentId)}
                 ${language ? sql`AND m.language = ${language}` : sql``}
              RETURNING 1)
            SELECT count(*)::int AS n FROM ins`,
      );
      recipients = inserted[0]?.n ?? 0;
    } else {
      // Everyone: no row per member; the count is for the operator's list.
      const [n] = await rowsOf<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM members m
             WHERE m.status = 'active' AND m.account_type <> 4
               ${language ? sql`AND m.language = ${language}` : sql``}`,
      );
      recipients = n?.n ?? 0;
    }
    await tx.execute(sql`UPDATE messages SET recipients = ${recipients} WHERE id = ${id}`);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'message.sent',
      subject: `message:${id}`,
      memberId,
      detail: { audience: input.audience, language, recipients },
    });
    return { id, recipients, memberId };
  });
  if (input.audience === 'member') deps.socialEvents.publish(`member:${result.memberId}`);
  else deps.socialEvents.publish('members');
  return { id: result.id, recipients: result.recipients };
}

export const OPS_MESSAGE_PAGE_SIZE = 20;

export async function listOpsMessages(deps: Deps, caller: Caller | null, page: number) {
  await requireOperator(deps, caller, 'messages.send');
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: number | string;
      audience: 'member' | 'segment' | 'all';
      language: string | null;
      title: string;
      body: string;
      segment: Record<string, unknown> | null;
      recipients: number;
      reads: number;
      created_at: Date | string;
    }>(
      deps.db,
      sql`SELECT m.id, m.audience, m.language, m.title, m.body, m.segment, m.recipients,
                 (SELECT count(*)::int FROM message_receipts r
                   WHERE r.message_id = m.id AND r.read_at IS NOT NULL) AS reads, m.created_at
            FROM messages m WHERE m.kind = 'operator'
           ORDER BY m.id DESC LIMIT ${OPS_MESSAGE_PAGE_SIZE}
          OFFSET ${(page - 1) * OPS_MESSAGE_PAGE_SIZE}`,
    ),
    rowsOf<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM messages WHERE kind = 'operator'`,
    ),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      audience: r.audience,
      language: r.language,
      title: r.title,
      body: r.body,
      segment: r.segment,
      recipients: r.recipients,
      reads: r.reads,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totalPages: Math.ceil((count?.n ?? 0) / OPS_MESSAGE_PAGE_SIZE),
  };
}
