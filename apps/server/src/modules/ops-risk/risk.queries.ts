// The risk queue's reads: each kind of flag is one statement over its own tables, a page chosen
// in the statement with the total beside it; and a withdrawal's context for its card.
import { sql, type SQL } from 'drizzle-orm';
import { RISK_MEMBERS_SHOWN, type TRiskKind, type TRiskSettings } from '@wps/contracts/ops/risk';
import type { Db } from '../../db/client';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface RiskRow {
  key: string;
  memberIds: number[];
  memberCount: number;
  amount: string | null;
  compared: string | null;
  at: string | null;
  total: number;
}

interface Window {
  since: Date;
  settings: TRiskSettings;
}

const shown = RISK_MEMBERS_SHOWN;

/** Each kind's rows: key, member_ids (int[]), member_count, amount, compared, at. */
function flagged(kind: TRiskKind, w: Window): SQL {
  const since = sql`${w.since.toISOString()}::timestamptz`;
  switch (kind) {
    case 'shared_device':
      return sql`
        SELECT device_hash AS key,
               (array_agg(member_id ORDER BY last_seen_at DESC))[1:${shown}] AS member_ids,
               count(*)::int AS member_count, NULL::text AS amount, NULL::text AS compared,
               max(last_seen_at) AS at
          FROM member_devices
         GROUP BY device_hash
        HAVING count(*) >= 2 AND max(last_seen_at) >= ${since}`;
    case 'shared_ip':
      return sql`
        SELECT s.ip AS key, (array_agg(DISTINCT s.member_id))[1:${shown}] AS member_ids,
               count(DISTINCT s.member_id)::int AS member_count, NULL::text AS amount,
               NULL::text AS compared, max(s.at) AS at
          FROM (SELECT register_ip AS ip, id AS member_id, created_at AS at FROM members
                 WHERE register_ip IS NOT NULL
                UNION ALL
                SELECT ip, subject_id, created_at FROM sessions
                 WHERE subject_kind = 'member' AND ip IS NOT NULL) s
         GROUP BY s.ip
        HAVING count(DISTINCT s.member_id) >= 2 AND max(s.at) >= ${since}`;
    case 'bonus_abuse':
      // Bonuses of at least half the member's deposits over the window.
      return sql`
        SELECT a.member_id::text AS key, ARRAY[a.member_id] AS member_ids, 1 AS member_count,
               sum(a.bonus)::text AS amount, sum(a.deposits)::text AS compared,
               (max(a.day) FILTER (WHERE a.bonus > 0))::timestamptz AS at
          FROM activity_daily a
         WHERE a.game_type = '' AND a.day >= (${since} AT TIME ZONE 'UTC')::date
         GROUP BY a.member_id
        HAVING sum(a.bonus) > 0 AND sum(a.bonus) * 2 >= sum(a.deposits)`;
    case 'large_win':
      // Vendor and house-game rounds (the built-in games keep theirs in game_rounds too), and
      // lottery bets, keyed lottery-<bet id> so the two kinds of id never meet.
      return sql`
        SELECT r.id::text AS key, ARRAY[r.member_id] AS member_ids, 1 AS member_count,
               r.win_total::text AS amount, r.bet_total::text AS compared,
               coalesce(r.settled_at, r.started_at) AS at
          FROM game_rounds r
         WHERE r.started_at >= ${since} AND NOT r.is_trial
           AND r.win_total >= ${w.settings.largeWinAbove}::bigint
        UNION ALL
        SELECT 'lottery-' || b.id AS key, ARRAY[b.member_id], 1, b.payout::text, b.stake::text,
               coalesce(b.settled_at, b.created_at)
          FROM lottery_bets b
         WHERE b.created_at >= ${since} AND b.state = 'won'
           AND b.payout >= ${w.settings.largeWinAbove}::bigint`;
    case 'quick_withdrawal':
      // A withdrawal asked within the hours after a credited deposit, with no play between the
      // two: no round (vendor or house game) started and no lottery bet placed (a void one is
      // given back, so it is no play).
      return sql`
        SELECT w.reference AS key, ARRAY[w.member_id] AS member_ids, 1 AS member_count,
               w.amount::text AS amount, d.amount::text AS compared, w.created_at AS at
          FROM withdrawals w
          JOIN LATERAL (
            SELECT d.amount, d.created_at FROM deposits d
             WHERE d.member_id = w.member_id AND d.state = 'completed'
               AND d.created_at < w.created_at
               AND d.created_at >= w.created_at - make_interval(hours => ${w.settings.quickWithdrawalHours}::int)
             ORDER BY d.created_at DESC LIMIT 1) d ON true
         WHERE w.created_at >= ${since}
           AND NOT EXISTS (SELECT 1 FROM game_rounds r
                            WHERE r.member_id = w.member_id AND NOT r.is_trial
                              AND r.started_at >= d.created_at AND r.started_at < w.created_at)
           AND NOT EXISTS (SELECT 1 FROM lottery_bets b
                            WHERE b.member_id = w.member_id AND b.state <> 'void'
                              AND b.created_at >= d.created_at AND b.created_at < w.created_at)`;
  }
}

/** One page of a kind's flags, newest first, with the total. */
export async function riskPage(
  db: Db,
  kind: TRiskKind,
  w: Window,
  page: { offset: number; limit: number },
): Promise<{ rows: RiskRow[]; total: number }> {
  const rows = await rowsOf<{
    key: string;
    member_ids: number[];
    member_count: number;
    amount: string | null;
    compared: string | null;
    at: string | Date | null;
    total: number;
  }>(
    db,
    sql`
    WITH f AS (${flagged(kind, w)})
    SELECT f.*, count(*) OVER ()::int AS total FROM f
     ORDER BY f.at DESC NULLS LAST, f.key
     LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return {
    rows: rows.map((r) => ({
      key: r.key,
      memberIds: r.member_ids.map(Number),
      memberCount: Number(r.member_count),
      amount: r.amount,
      compared: r.compared,
      at: r.at === null ? null : new Date(r.at).toISOString(),
      total: Number(r.total),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The kinds of flag that name the member (or, for quick_withdrawal, this withdrawal). */
export async function flagsOf(
  db: Db,
  memberId: number,
  withdrawalReference: string,
  w: Window,
): Promise<TRiskKind[]> {
  const kinds: TRiskKind[] = [
    'shared_device',
    'shared_ip',
    'bonus_abuse',
    'large_win',
    'quick_withdrawal',
  ];
  const [row] = await rowsOf<Record<TRiskKind, boolean>>(
    db,
    sql`SELECT ${sql.join(
      kinds.map(
        (kind) => sql`EXISTS (SELECT 1 FROM (${flagged(kind, w)}) f
                              WHERE ${memberId}::int = ANY(f.member_ids)
                                ${kind === 'quick_withdrawal' ? sql`AND f.key = ${withdrawalReference}` : sql``})
                      AS ${sql.identifier(kind)}`,
      ),
      sql`, `,
    )}`,
  );
  return kinds.filter((k) => row?.[k]);
}

export interface MemberBrief {
  id: number;
  username: string;
  status: 'active' | 'disabled';
  labels: Array<{ name: string; colour: string }>;
}

export async function membersBrief(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, MemberBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<MemberBrief>(
    db,
    sql`SELECT id, username, status, labels FROM members
         WHERE id = ANY(${sql.param(ids.map(String))}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

export interface WithdrawalContextRow {
  withdrawalId: number;
  memberId: number;
  balance: string;
  bonusBalance: string;
  depositCount: number;
  deposits: string;
  lastDepositAt: string | Date | null;
  turnover: string;
  withdrawals: string;
  kyc: 'pending' | 'approved' | 'rejected' | null;
}

export async function withdrawalContext(
  db: Db,
  reference: string,
): Promise<WithdrawalContextRow | null> {
  const [row] = await rowsOf<WithdrawalContextRow>(
    db,
    sql`
    WITH w AS (SELECT id, member_id FROM withdrawals WHERE reference = ${reference}),
    d AS (SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS amount, max(created_at) AS last
            FROM deposits WHERE member_id = (SELECT member_id FROM w) AND state = 'completed')
    SELECT w.id AS "withdrawalId", w.member_id AS "memberId",
           coalesce((SELECT balance FROM ledger_accounts
                      WHERE kind = 'player_cash' AND member_id = w.member_id AND owner_key = ''), 0)::text
             AS balance,
           coalesce((SELECT sum(balance) FROM ledger_accounts
                      WHERE kind = 'player_bonus' AND member_id = w.member_id), 0)::text
             AS "bonusBalance",
           d.n AS "depositCount", d.amount::text AS deposits, d.last AS "lastDepositAt",
           ((SELECT coalesce(sum(r.bet_total - r.refund_total), 0) FROM game_rounds r
              WHERE r.member_id = w.member_id AND NOT r.is_trial
                AND r.started_at >= coalesce(d.last, '-infinity'::timestamptz))
            + (SELECT coalesce(sum(b.stake), 0) FROM lottery_bets b
                WHERE b.member_id = w.member_id AND b.state <> 'void'
                  AND b.created_at >= coalesce(d.last, '-infinity'::timestamptz)))::text
             AS turnover,
           (SELECT coalesce(sum(amount), 0) FROM withdrawals o
             WHERE o.member_id = w.member_id AND o.id <> w.id
               AND o.state IN ('paid', 'received'))::text AS withdrawals,
           (SELECT state FROM kyc_submissions k WHERE k.member_id = w.member_id
             ORDER BY k.id DESC LIMIT 1) AS kyc
      FROM w, d`,
  );
  return row ?? null;
}
