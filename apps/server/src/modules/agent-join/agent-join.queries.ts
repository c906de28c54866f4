// Agent applications, affiliate links and the upline chain: SQL only.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isAgentType } from '@wps/contracts/account/accounts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { affiliateLinks, agentApplications } from '../../db/schema/agent-join';
import { operators } from '../../db/schema/core';
import { uniqueViolation } from '../member/member-create';
import {
  findMemberByAffiliateCode,
  findMemberById,
  type MemberRow,
} from '../member/member.queries';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type NewApplication = typeof agentApplications.$inferInsert;
export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;

/** The insert, or null when an open application already holds the member, number or name. */
export async function insertApplication(
  db: Db,
  row: NewApplication,
): Promise<ApplicationRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.insert(agentApplications).values(row).returning();
      return rows[0]!;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null && constraint.startsWith('agent_applications_pending')) return null;
    throw error;
  }
}

export async function findLatestApplicationOf(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The application, locked for the rest of the transaction. */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRow | null> {
  const rows = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.id, id))
    .for('update');
  return rows[0] ?? null;
}

export async function updateApplication(db: Db, id: number, patch: Partial<NewApplication>) {
  await db.update(agentApplications).set(patch).where(eq(agentApplications.id, id));
}

const applicant = alias(members, 'applicant');
const applicantUpline = alias(members, 'applicant_upline');

const opsColumns = {
  application: agentApplications,
  memberUsername: applicant.username,
  upline: applicantUpline.username,
  decidedBy: operators.username,
};

function opsApplications(db: Db) {
  return db
    .select(opsColumns)
    .from(agentApplications)
    .leftJoin(applicant, eq(applicant.id, agentApplications.memberId))
    .leftJoin(applicantUpline, eq(applicantUpline.id, applicant.uplineId))
    .leftJoin(operators, eq(operators.id, agentApplications.decidedBy));
}

export type OpsApplicationRow = Awaited<ReturnType<typeof findOpsApplication>> & object;

export async function findOpsApplicationPage(
  db: Db,
  status: ApplicationRow['status'] | undefined,
  offset: number,
  limit: number,
) {
  return opsApplications(db)
    .where(status ? eq(agentApplications.status, status) : undefined)
    .orderBy(desc(agentApplications.id))
    .offset(offset)
    .limit(limit);
}

export async function countApplications(db: Db, status: ApplicationRow['status'] | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(agentApplications)
    .where(status ? eq(agentApplications.status, status) : undefined);
  return row?.n ?? 0;
}

export async function findOpsApplication(db: Db, id: number) {
  const rows = await opsApplications(db).where(eq(agentApplications.id, id));
  return rows[0] ?? null;
}

/** The member's row, locked for the rest of the transaction. */
export async function lockMember(db: Db, id: number) {
  const rows = await db.select().from(members).where(eq(members.id, id)).for('update');
  return rows[0] ?? null;
}

/**
 * Whether `memberId` is `candidateId` or one of its uplines, walking up from the candidate: a
 * member may not be placed under itself or anyone in its own team. The walk stops after 10,000
 * steps, so even a broken chain cannot loop.
 */
export async function isInUplineChain(db: Db, candidateId: number, memberId: number) {
  const result = (await db.execute(sql`
    WITH RECURSIVE chain(id, upline_id, depth) AS (
      SELECT id, upline_id, 0 FROM members WHERE id = ${candidateId}
      UNION ALL
      SELECT m.id, m.upline_id, c.depth + 1 FROM members m JOIN chain c ON m.id = c.upline_id
      WHERE c.depth < 10000
    )
    SELECT EXISTS (SELECT 1 FROM chain WHERE id = ${memberId}) AS found`)) as unknown as {
    rows: Array<{ found: boolean }>;
  };
  return Boolean(result.rows[0]?.found);
}

/** Every move of the tree runs one at a time: two crossing moves could otherwise make a loop. */
export async function lockTreeMoves(db: Db) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('agent-tree:move', 0))`);
}

export async function hasDownline(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.uplineId, memberId))
    .limit(1);
  return rows.length > 0;
}

/** Affiliate codes are found without regard to case (the unique index is on upper(code)). */
export async function findLinkByCode(db: Db, code: string): Promise<AffiliateLinkRow | null> {
  const rows = await db
    .select()
    .from(affiliateLinks)
    .where(sql`upper(${affiliateLinks.code}) = upper(${code})`)
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The link for an agent's own invitation code, made if missing (agents from before links
 * existed, the demo's): the code is the member's affiliate_code.
 */
export async function ensureCodeLink(db: Db, agentId: number, code: string) {
  await db.insert(affiliateLinks).values({ agentId, code }).onConflictDoNothing();
  return findLinkByCode(db, code);
}

/** One savepoint per try: a unique clash must not abort the caller's transaction. */
export async function insertLink(
  db: Db,
  row: { agentId: number; code: string; domain: string | null },
): Promise<AffiliateLinkRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.insert(affiliateLinks).values(row).returning();
      return rows[0]!;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
}

/** Sets an agent's invitation code when it has none; false on a clash with another's. */
export async function setAffiliateCode(db: Db, memberId: number, code: string) {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .update(members)
        .set({ affiliateCode: code })
        .where(and(eq(members.id, memberId), sql`${members.affiliateCode} IS NULL`))
        .returning({ id: members.id });
      return rows.length === 1;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return false;
    throw error;
  }
}

/** An agent's links, oldest first, with the members each brought. */
export async function findLinksWithCounts(db: Db, agentId: number) {
  return db
    .select({
      link: affiliateLinks,
      // Written out: drizzle leaves columns unqualified here, and "id" would be the member's.
      registrations: sql<number>`(SELECT count(*)::int FROM members m WHERE m.affiliate_link_id = affiliate_links.id)`,
    })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.agentId, agentId))
    .orderBy(affiliateLinks.id);
}

export async function countLinks(db: Db, agentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.agentId, agentId));
  return row?.n ?? 0;
}

/**
 * The agent and link an invitation code belongs to, for registration: an extra link's code, or
 * the agent's own code (whose link is made on first use). Null unless the agent is an active one.
 */
export async function findInvitation(
  db: Db,
  code: string,
): Promise<{ agent: MemberRow; linkId: number } | null> {
  const link = await findLinkByCode(db, code);
  const agent = link
    ? await findMemberById(db, link.agentId)
    : await findMemberByAffiliateCode(db, code);
  if (!agent || !isAgentType(agent.accountType) || agent.status !== 'active') return null;
  const linkId = link?.id ?? (await ensureCodeLink(db, agent.id, agent.affiliateCode!))!.id;
  return { agent, linkId };
}
