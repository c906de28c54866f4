// Invite friends (issue 19): the member's referral code and the friends who registered with it,
// each as registered, deposited (any deposit credited) or qualified (deposits reaching the live
// referral promotion's minimum: the promotion pays the reward, once, modules/promotions).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { requireMember } from '../member/member.service';
import { maskUsername } from '../missions/missions.service';
import type { Caller } from '../session/session.service';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const REFERRAL_PAGE_SIZE = 20;

export async function getReferralSummary(deps: Deps, caller: Caller | null, page: number) {
  const member = await requireMember(deps, caller);
  const [promotion] = await rowsOf<{ id: number; amount: string; min_deposit: string }>(
    deps.db,
    sql`SELECT id, rules ->> 'amount' AS amount, rules ->> 'minDeposit' AS min_deposit
          FROM promotions
         WHERE type = 'referral' AND state = 'active'
           AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
         ORDER BY sort_order, id LIMIT 1`,
  );
  const minDeposit = promotion ? BigInt(promotion.min_deposit) : null;
  const status = sql`CASE WHEN f.deposits > 0 AND ${minDeposit === null ? null : minDeposit.toString()}::bigint IS NOT NULL
                            AND f.deposits >= ${minDeposit === null ? null : minDeposit.toString()}::bigint THEN 'qualified'
                          WHEN f.deposits > 0 THEN 'deposited' ELSE 'registered' END`;
  const friends = sql`
    SELECT m.id, m.username, m.created_at,
           coalesce((SELECT sum(a.deposits) FROM activity_daily a WHERE a.member_id = m.id), 0) AS deposits
      FROM members m WHERE m.referrer_id = ${member.id}`;
  const [rows, counts] = await Promise.all([
    rowsOf<{
      id: number;
      username: string;
      created_at: Date | string;
      status: string;
      rewarded: boolean;
    }>(
      deps.db,
      sql`SELECT f.id, f.username, f.created_at, ${status} AS status,
                 EXISTS (SELECT 1 FROM promotion_claims c
                          WHERE c.member_id = ${member.id} AND c.period = 'referee:' || f.id) AS rewarded
            FROM (${friends}) f ORDER BY f.id DESC
           LIMIT ${REFERRAL_PAGE_SIZE} OFFSET ${(page - 1) * REFERRAL_PAGE_SIZE}`,
    ),
    rowsOf<{ status: string; n: number }>(
      deps.db,
      sql`SELECT ${status} AS status, count(*)::int AS n FROM (${friends}) f GROUP BY 1`,
    ),
  ]);
  const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    referralCode: member.referralCode,
    reward: promotion ? { amount: promotion.amount, minDeposit: promotion.min_deposit } : null,
    friends: rows.map((r) => ({
      username: maskUsername(r.username),
      registeredAt: new Date(r.created_at).toISOString(),
      status: r.status as 'registered' | 'deposited' | 'qualified',
      rewarded: r.rewarded,
    })),
    // Deposited counts every friend who deposited (the qualified did too).
    counts: {
      registered: total,
      deposited: count('deposited') + count('qualified'),
      qualified: count('qualified'),
    },
    totalPages: Math.ceil(total / REFERRAL_PAGE_SIZE),
  };
}
