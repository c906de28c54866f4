// Operators' list of members: newest first, filtered by a username prefix.
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { usernameKey } from '../member/username';

const upline = alias(members, 'upline');

/** `prefix` with LIKE's wildcards and escape character taken literally. */
export function likePrefix(prefix: string): string {
  return `${usernameKey(prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const usernameStarts = (prefix: string | undefined) =>
  prefix ? sql`lower(${members.username}) like ${likePrefix(prefix)} escape '\\'` : undefined;

const columns = {
  id: members.id,
  username: members.username,
  accountType: members.accountType,
  dialCode: members.dialCode,
  mobileNum: members.mobileNum,
  email: members.email,
  upline: upline.username,
  status: members.status,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};

export async function findOpsMemberPage(
  db: Db,
  prefix: string | undefined,
  offset: number,
  limit: number,
) {
  return db
    .select(columns)
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .where(usernameStarts(prefix))
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset(offset)
    .limit(limit);
}

export async function countOpsMembers(db: Db, prefix: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(usernameStarts(prefix));
  return row?.n ?? 0;
}

export async function findOpsMember(db: Db, id: number) {
  const rows = await db
    .select(columns)
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .where(eq(members.id, id));
  return rows[0] ?? null;
}
