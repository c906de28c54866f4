// Lookups registration needs besides the member queries: codes, compared without regard to case.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import type { MemberRow } from '../member/member.queries';

export async function findMemberByAffiliateCode(db: Db, code: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(sql`lower(${members.affiliateCode}) = lower(${code})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findMemberByReferralCode(db: Db, code: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(sql`upper(${members.referralCode}) = upper(${code})`)
    .limit(1);
  return rows[0] ?? null;
}
