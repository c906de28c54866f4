// Members by id, username and mobile number. Shared by registration, login and member calls.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, oauthIdentities } from '../../db/schema/accounts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.id, id));
  return rows[0] ?? null;
}

/** Usernames are unique without regard to case, and found the same way. */
export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return rows[0] ?? null;
}

export async function findMemberByMobile(
  db: Db,
  dialCode: string,
  mobileNum: string,
): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.dialCode, dialCode), eq(members.mobileNum, mobileNum)));
  return rows[0] ?? null;
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
