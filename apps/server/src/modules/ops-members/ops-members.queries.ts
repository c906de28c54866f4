// Operators' list of members: newest first, filtered by a username prefix or by one of the
// search fields. Each field's condition is written so an index answers it (migration of the
// back office: the *_pattern_idx indexes take LIKE 'prefix%').
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TMemberSearchField } from '@wps/contracts/account/ops-member-detail';
import type { Db } from '../../db/client';
import { memberDevices, members } from '../../db/schema/accounts';
import { memberTree } from '../../db/schema/activity';
import { sessions } from '../../db/schema/core';
import { memberBankAccounts } from '../../db/schema/payments';
import { usernameKey } from '../member/username';

const upline = alias(members, 'upline');

/** `prefix` with LIKE's wildcards and escape character taken literally. */
export function likePrefix(prefix: string): string {
  return `${usernameKey(prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const usernameStarts = (prefix: string | undefined) =>
  prefix ? sql`lower(${members.username}) like ${likePrefix(prefix)} escape '\\'` : undefined;

/** `text` lower-cased with LIKE's wildcards taken literally, then '%'. */
const lowerPrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A mobile number as typed: digits only, without leading zeros (09... is 9...). It matches the
 * national number's start, or a dial code (1 to 3 digits) followed by the number's start.
 */
function mobileCondition(typed: string): SQL {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return sql`false`;
  const parts = [sql`${members.mobileNum} like ${`${digits}%`}`];
  for (let k = 1; k <= 3 && k < digits.length; k++) {
    parts.push(
      sql`(${members.dialCode} = ${digits.slice(0, k)} and ${members.mobileNum} like ${`${digits.slice(k)}%`})`,
    );
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The condition of a search on one field; an empty `text` matches everyone. */
export function searchCondition(by: TMemberSearchField, text: string): SQL | undefined {
  if (!text) return undefined;
  switch (by) {
    case 'username':
      return usernameStarts(text);
    case 'mobile':
      return mobileCondition(text);
    case 'email':
      return sql`lower(${members.email}) like ${lowerPrefix(text)} escape '\\'`;
    case 'name':
      return sql`lower(${members.payeeName}) like ${lowerPrefix(text)} escape '\\'`;
    case 'bank':
      return sql`${members.id} in (select ${memberBankAccounts.memberId} from ${memberBankAccounts}
                  where ${memberBankAccounts.accountNumber} = ${text.replace(/\s/g, '')})`;
    case 'ip':
      // Registered from it or logged in from it, each side read by its own index: as an OR of
      // the two, the planner read every member (bench:ops, p95 87 ms on 100,000).
      return sql`${members.id} in (
                  select r.id from ${members} r where r.register_ip = ${text}
                  union all
                  select ${sessions.subjectId} from ${sessions}
                   where ${sessions.subjectKind} = 'member' and ${sessions.ip} = ${text})`;
    case 'device':
      return sql`${members.id} in (select ${memberDevices.memberId} from ${memberDevices}
                  where ${memberDevices.deviceHash} like ${lowerPrefix(text)} escape '\\')`;
    case 'agent':
      // The agent's whole team: everyone under it in the tree, at any depth.
      return sql`${members.id} in (select ${memberTree.descendantId} from ${memberTree}
                  where ${memberTree.depth} > 0 and ${memberTree.ancestorId} = (
                    select a.id from ${members} a where lower(a.username) = ${usernameKey(text)}))`;
  }
}

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
  where: SQL | undefined,
  offset: number,
  limit: number,
) {
  return db
    .select(columns)
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset(offset)
    .limit(limit);
}

export async function countOpsMembers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(where);
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
