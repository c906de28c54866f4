// SQL of the promotions module; every function takes the database or a transaction first.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { deposits, paymentChannels } from '../../db/schema/payments';
import { promotionClaims, promotionIdentities, promotions } from '../../db/schema/promotions';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type ClaimRow = typeof promotionClaims.$inferSelect;
export type NewClaim = typeof promotionClaims.$inferInsert;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function findPromotion(db: Db, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

/** Promotions players may see: active or paused (shown as close), not drafts or ended ones. */
export async function listShownPromotions(db: Db): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(inArray(promotions.state, ['active', 'paused']))
    .orderBy(promotions.sortOrder, desc(promotions.id));
}

/** A page of promotions for the console, newest first, with the count of all that match. */
export async function listAllPromotions(
  db: Db,
  filter: { type?: PromotionRow['type']; state?: PromotionRow['state'] },
  page: { offset: number; limit: number },
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = and(
    filter.type ? eq(promotions.type, filter.type) : undefined,
    filter.state ? eq(promotions.state, filter.state) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function insertPromotion(db: Db, row: NewPromotion): Promise<PromotionRow> {
  const [created] = await db.insert(promotions).values(row).returning();
  return created!;
}

export async function updatePromotion(
  db: Db,
  id: number,
  patch: Partial<NewPromotion>,
): Promise<PromotionRow | null> {
  const [row] = await db
    .update(promotions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return row ?? null;
}

/**
 * Adds `amount` to what the promotion has paid, only while it stays within the budget: false
 * when the budget would be passed (nothing changed). Locks the promotion's row to commit.
 */
export async function spendBudget(db: Db, id: number, amount: bigint): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE promotions SET spent = spent + ${amount}
         WHERE id = ${id} AND (budget IS NULL OR spent + ${amount} <= budget) RETURNING id`,
  );
  return rows.length === 1;
}

/** One member's claims of these promotions, newest first. */
export async function memberClaims(
  db: Db,
  memberId: number,
  promotionIds: readonly number[],
): Promise<ClaimRow[]> {
  if (promotionIds.length === 0) return [];
  return db
    .select()
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.memberId, memberId),
        inArray(promotionClaims.promotionId, [...promotionIds]),
      ),
    )
    .orderBy(desc(promotionClaims.id));
}

/** Inserts the claim unless its (promotion, member, period) exists: null then. */
export async function insertClaim(db: Db, row: NewClaim): Promise<ClaimRow | null> {
  const [created] = await db.insert(promotionClaims).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/**
 * Moves a claim to `to` only from one of `from` (compare and set): null when it was not in one
 * of them (someone else moved it first, or the move is not allowed).
 */
export async function moveClaim(
  db: Db,
  id: number,
  from: readonly ClaimRow['status'][],
  to: ClaimRow['status'],
  patch: Partial<NewClaim> = {},
): Promise<ClaimRow | null> {
  const [row] = await db
    .update(promotionClaims)
    .set({ ...patch, status: to, updatedAt: new Date() })
    .where(and(eq(promotionClaims.id, id), inArray(promotionClaims.status, [...from])))
    .returning();
  return row ?? null;
}

export async function findClaim(db: Db, id: number): Promise<ClaimRow | null> {
  const [row] = await db.select().from(promotionClaims).where(eq(promotionClaims.id, id));
  return row ?? null;
}

/** Claims that count towards limits: every claim not rejected or closed. */
const counting = notInArray(promotionClaims.status, ['rejected', 'close']);

export async function countMemberClaims(
  db: Db,
  promotionId: number,
  memberId: number,
  day?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.promotionId, promotionId),
        eq(promotionClaims.memberId, memberId),
        counting,
        day === undefined ? undefined : eq(promotionClaims.day, day),
      ),
    );
  return row!.n;
}

export async function countAddressClaims(db: Db, promotionId: number, ip: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.ip, ip), counting));
  return row!.n;
}

/** Serialises one member's claims (all promotions) to the end of the transaction. */
export async function lockMemberClaims(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('promotion-member'), ${memberId})`);
}

/** Serialises claims from one address of one promotion (the per-address cap). */
export async function lockAddressClaims(db: Db, promotionId: number, ip: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${promotionId}, hashtext(${`promotion-ip:${ip}`}))`,
  );
}

/** Records an identity as having had a sign-up bonus: false when someone already had it. */
export async function takeIdentity(
  db: Db,
  row: typeof promotionIdentities.$inferInsert,
): Promise<boolean> {
  const created = await db
    .insert(promotionIdentities)
    .values(row)
    .onConflictDoNothing()
    .returning({ kind: promotionIdentities.kind });
  return created.length === 1;
}

export async function findMember(db: Db, id: number) {
  const [row] = await db
    .select({
      id: members.id,
      createdAt: members.createdAt,
      rankLevel: members.rankLevel,
      dialCode: members.dialCode,
      mobileNum: members.mobileNum,
      zaloId: members.zaloId,
    })
    .from(members)
    .where(eq(members.id, id));
  return row ?? null;
}

/** Whether the member is under one of the agents (any depth below them). */
export async function isUnderAgents(db: Db, memberId: number, agentIds: readonly number[]) {
  if (agentIds.length === 0) return false;
  const rows = await rowsOf<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM member_tree
         WHERE descendant_id = ${memberId} AND depth > 0
           AND ancestor_id IN (${sql.join(
             agentIds.map((id) => sql`${id}`),
             sql`, `,
           )}) LIMIT 1`,
  );
  return rows.length > 0;
}

/** A member's completed deposit by reference, with its channel and its place among theirs. */
export async function findMemberDeposit(db: Db, memberId: number, reference: string) {
  const [row] = await db
    .select({
      id: deposits.id,
      reference: deposits.reference,
      amount: deposits.amount,
      state: deposits.state,
      createdAt: deposits.createdAt,
      channelCode: paymentChannels.code,
      nth: sql<number>`(SELECT count(*)::int FROM deposits d
                         WHERE d.member_id = ${memberId} AND d.state = 'completed'
                           AND d.id <= ${deposits.id})`,
    })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(and(eq(deposits.memberId, memberId), eq(deposits.reference, reference)));
  return row ?? null;
}

export type MemberDeposit = NonNullable<Awaited<ReturnType<typeof findMemberDeposit>>>;

/** Valid bet per game type of one member over days [fromDay, toDay] (both included). */
export async function validBetByGameType(
  db: Db,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<Array<{ day: string; gameType: string; validBet: string }>> {
  return rowsOf(
    db,
    sql`SELECT day::text AS day, game_type AS "gameType", sum(valid_bet)::text AS "validBet"
          FROM activity_daily
         WHERE member_id = ${memberId} AND day >= ${fromDay}::date AND day <= ${toDay}::date
           AND game_type <> ''
         GROUP BY day, game_type ORDER BY day`,
  );
}

/** Deposits and valid bet of a member over [from, to) instants (raffle tickets). */
export async function memberFiguresBetween(db: Db, memberId: number, from: Date, to: Date) {
  const [row] = await rowsOf<{ deposits: string; validBet: string }>(
    db,
    sql`SELECT coalesce(sum(deposits), 0)::text AS deposits,
               coalesce(sum(valid_bet), 0)::text AS "validBet"
          FROM activity_hourly
         WHERE member_id = ${memberId}
           AND hour_start >= ${from.toISOString()}::timestamptz
           AND hour_start < ${to.toISOString()}::timestamptz`,
  );
  return { deposits: BigInt(row?.deposits ?? '0'), validBet: BigInt(row?.validBet ?? '0') };
}

/** Members this member referred, with what each has deposited in all. */
export async function referredMembers(db: Db, referrerId: number) {
  return rowsOf<{ id: number; deposits: string }>(
    db,
    sql`SELECT m.id, coalesce((SELECT sum(a.deposits) FROM activity_daily a
                                WHERE a.member_id = m.id), 0)::text AS deposits
          FROM members m WHERE m.referrer_id = ${referrerId} ORDER BY m.id LIMIT 1000`,
  );
}

/** A page of a promotion's applications for review, oldest first, and how many match. */
export async function listApplications(
  db: Db,
  promotionId: number,
  status: ClaimRow['status'] | null,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotionClaims.promotionId, promotionId),
    status ? eq(promotionClaims.status, status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        claim: promotionClaims,
        username: members.username,
      })
      .from(promotionClaims)
      .innerJoin(members, eq(members.id, promotionClaims.memberId))
      .where(where)
      .orderBy(promotionClaims.id)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionClaims)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A promotion's report: claims by status, cost, and the claimants' turnover since claiming. */
export async function promotionReport(db: Db, promotionId: number) {
  const byStatus = await rowsOf<{ status: string; n: number; amount: string }>(
    db,
    sql`SELECT status, count(*)::int AS n, coalesce(sum(amount), 0)::text AS amount
          FROM promotion_claims WHERE promotion_id = ${promotionId} GROUP BY status`,
  );
  const [turnover] = await rowsOf<{ members: number; validBet: string }>(
    db,
    sql`WITH c AS (SELECT member_id, min(day) AS first_day FROM promotion_claims
                    WHERE promotion_id = ${promotionId} AND status IN ('issued', 'claimed', 'signed')
                    GROUP BY member_id)
        SELECT count(DISTINCT c.member_id)::int AS members,
               coalesce(sum(a.valid_bet), 0)::text AS "validBet"
          FROM c LEFT JOIN activity_daily a
            ON a.member_id = c.member_id AND a.day >= c.first_day::date`,
  );
  // The bonuses it granted: payReward's promotionRef is 'promotion:<id>:claim:<claim id>'.
  const [wagering] = await rowsOf<{
    bonuses: number;
    required: string;
    wagered: string;
    active: number;
    released: number;
    releasedAmount: string;
    forfeited: number;
    forfeitedAmount: string;
  }>(
    db,
    sql`SELECT count(*)::int AS bonuses,
               coalesce(sum(wagering_required), 0)::text AS required,
               coalesce(sum(least(wagered, wagering_required)), 0)::text AS wagered,
               (count(*) FILTER (WHERE status = 'active'))::int AS active,
               (count(*) FILTER (WHERE status = 'released'))::int AS released,
               coalesce(sum(released_amount), 0)::text AS "releasedAmount",
               (count(*) FILTER (WHERE status = 'forfeited'))::int AS forfeited,
               coalesce(sum(forfeited_amount), 0)::text AS "forfeitedAmount"
          FROM bonuses WHERE promotion_ref LIKE ${`promotion:${promotionId}:%`}`,
  );
  const days = await rowsOf<{ day: string; claims: number; cost: string }>(
    db,
    sql`SELECT day, count(*)::int AS claims,
               coalesce(sum(amount) FILTER (WHERE status IN ('issued', 'claimed', 'signed')), 0)::text
                 AS cost
          FROM promotion_claims
         WHERE promotion_id = ${promotionId}
           AND day >= to_char(now() - interval '89 days', 'YYYY-MM-DD')
         GROUP BY day ORDER BY day`,
  );
  return { byStatus, turnover: turnover!, wagering: wagering!, days };
}

/** Whether the member holds an active bonus (one at a time: a new one would be refused). */
export async function hasActiveBonus(db: Db, memberId: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM bonuses WHERE member_id = ${memberId} AND status = 'active' LIMIT 1`,
  );
  return rows.length > 0;
}
