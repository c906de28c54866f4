// Members by id, username, mobile number and affiliate or referral code. Shared by registration, login and member calls.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { Db } from '../../db/client';
import { members, oauthIdentities } from '../../db/schema/accounts';
import { normaliseUsername } from './username';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

async function findMemberWhere(db: Db, condition: SQL): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(condition).limit(1);
  return rows[0] ?? null;
}

/**
 * SQL true while the member may move real money: checkRealMember's rules (active, not a trial
 * account), for a posting that checks them in its own statement (post's onlyIf).
 */
export const isRealMemberSql = (memberId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM members WHERE id = ${memberId} AND status = 'active'
                 AND account_type <> ${ACCOUNT_TYPE.trial})`;

export function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  return findMemberWhere(db, eq(members.id, id));
}

/** Usernames are unique without regard to case, and found the same way (username.ts). */
export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | null> {
  const key = normaliseUsername(username);
  return key === null ? null : findMemberWhere(db, usernameIs(key));
}

/** The member named `key` (a usernameKey), for queries that filter by username. */
export const usernameIs = (key: string) => sql`lower(${members.username}) = ${key}`;

export function findMemberByMobile(
  db: Db,
  dialCode: string,
  mobileNum: string,
): Promise<MemberRow | null> {
  return findMemberWhere(
    db,
    and(eq(members.dialCode, dialCode), eq(members.mobileNum, mobileNum))!,
  );
}

/** Affiliate and referral codes are found without regard to case. */
export function findMemberByAffiliateCode(db: Db, code: string): Promise<MemberRow | null> {
  return findMemberWhere(db, sql`lower(${members.affiliateCode}) = lower(${code})`);
}

export function findMemberByReferralCode(db: Db, code: string): Promise<MemberRow | null> {
  return findMemberWhere(db, sql`upper(${members.referralCode}) = upper(${code})`);
}

export async function insertMember(db: Db, row: NewMember): Promise<MemberRow> {
  const rows = await db.insert(members).values(row).returning();
  return rows[0]!;
}

export async function updateMember(
  db: Db,
  id: number,
  patch: Partial<NewMember>,
): Promise<MemberRow | null> {
  const rows = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return rows[0] ?? null;
}

/** The social logins (facebook, google) linked to a member. */
export async function findOauthProviders(db: Db, memberId: number) {
  const rows = await db
    .select({ provider: oauthIdentities.provider })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.memberId, memberId))
    .orderBy(oauthIdentities.provider);
  return rows.map((row) => row.provider);
}
