// The back office's reads for the dashboard and reports: the whole site's activity facts
// (activity_daily) day by day, registrations and first depositors, and the payment requests per
// channel. Days are calendar days of the site's zone (yyyy-MM-dd); a list of days is read in one
// statement per figure.
import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { Db } from '../../db/client';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const daysParam = (days: readonly string[]) => sql`${sql.param(days)}::date[]`;

/** A day's play of one game type and vendor, or its money in and out (gameType ''). */
export interface FactLine {
  day: string;
  gameType: string;
  vendorId: number;
  rounds: number;
  betAmount: bigint;
  validBet: bigint;
  win: bigint;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonus: bigint;
}

/** Every member's facts on the days, summed per day, game type and vendor. */
export async function factLines(db: Db, days: readonly string[]): Promise<FactLine[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`
    SELECT to_char(a.day, 'YYYY-MM-DD') AS day, a.game_type AS "gameType",
           a.vendor_id AS "vendorId", sum(a.rounds)::int AS rounds,
           sum(a.bet_amount)::text AS "betAmount", sum(a.valid_bet)::text AS "validBet",
           sum(a.win)::text AS win, sum(a.deposits)::text AS deposits,
           sum(a.deposit_count)::int AS "depositCount", sum(a.withdrawals)::text AS withdrawals,
           sum(a.withdrawal_count)::int AS "withdrawalCount", sum(a.bonus)::text AS bonus
      FROM activity_daily a
     WHERE a.day = ANY(${daysParam(days)})
     GROUP BY a.day, a.game_type, a.vendor_id`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    gameType: String(r.gameType),
    vendorId: Number(r.vendorId),
    rounds: Number(r.rounds),
    betAmount: BigInt(r.betAmount!),
    validBet: BigInt(r.validBet!),
    win: BigInt(r.win!),
    deposits: BigInt(r.deposits!),
    depositCount: Number(r.depositCount),
    withdrawals: BigInt(r.withdrawals!),
    withdrawalCount: Number(r.withdrawalCount),
    bonus: BigInt(r.bonus!),
  }));
}

export interface DayCounts {
  registrations: number;
  firstDepositors: number;
  activePlayers: number;
}

/**
 * Per day: the balance adjustments posted that day (by the time they were posted, in the site's
 * zone), credits minus debits, cash and bonus wallets together. Points adjustments are not money
 * (whole points) and stay out. Days without one are absent.
 */
export async function adjustmentsByDay(
  db: Db,
  days: readonly string[],
  timeZone: string,
): Promise<Map<string, bigint>> {
  if (days.length === 0) return new Map();
  const rows = await rowsOf<{ day: string; amount: string }>(
    db,
    sql`
    SELECT to_char((b.decided_at AT TIME ZONE ${timeZone}::text)::date, 'YYYY-MM-DD') AS day,
           sum(b.amount)::text AS amount
      FROM balance_adjustments b
     WHERE b.state = 'posted'
       AND b.wallet <> 'points'
       AND b.decided_at >= (${days[0]}::date::timestamp AT TIME ZONE ${timeZone}::text)
       AND b.decided_at < ((${days.at(-1)}::date + 1)::timestamp AT TIME ZONE ${timeZone}::text)
     GROUP BY 1`,
  );
  const wanted = new Set(days);
  return new Map(rows.filter((r) => wanted.has(r.day)).map((r) => [r.day, BigInt(r.amount)]));
}

/**
 * Per day: members registered (trial accounts aside), members whose first credited deposit was
 * that day, and members whose valid bet that day is above 0.
 */
export async function dayCounts(
  db: Db,
  days: readonly string[],
  timeZone: string,
): Promise<Map<string, DayCounts>> {
  const out = new Map<string, DayCounts>(
    days.map((d) => [d, { registrations: 0, firstDepositors: 0, activePlayers: 0 }]),
  );
  if (days.length === 0) return out;
  const rows = await rowsOf<{ day: string; what: keyof DayCounts; n: number }>(
    db,
    sql`
    WITH d AS (SELECT unnest(${daysParam(days)}) AS day)
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, 'registrations' AS what,
           (SELECT count(*) FROM members m
             WHERE m.created_at >= (d.day::timestamp AT TIME ZONE ${timeZone}::text)
               AND m.created_at < ((d.day + 1)::timestamp AT TIME ZONE ${timeZone}::text)
               AND m.account_type <> ${ACCOUNT_TYPE.trial})::int AS n
      FROM d
    UNION ALL
    SELECT to_char(a.day, 'YYYY-MM-DD'), 'firstDepositors', count(*)::int
      FROM activity_daily a
     WHERE a.day = ANY(${daysParam(days)}) AND a.game_type = '' AND a.deposit_count > 0
       AND NOT EXISTS (SELECT 1 FROM activity_daily b
                        WHERE b.member_id = a.member_id AND b.day < a.day
                          AND b.game_type = '' AND b.deposit_count > 0)
     GROUP BY a.day
    UNION ALL
    SELECT to_char(s.day, 'YYYY-MM-DD'), 'activePlayers', count(*)::int
      FROM (SELECT a.day, a.member_id FROM activity_daily a
             WHERE a.day = ANY(${daysParam(days)}) AND a.valid_bet <> 0
             GROUP BY a.day, a.member_id HAVING sum(a.valid_bet) > 0) s
     GROUP BY s.day`,
  );
  for (const r of rows) out.get(r.day)![r.what] = Number(r.n);
  return out;
}

/** Members with a valid bet above 0 over the whole of [fromDay, toDay). */
export async function activePlayersOver(db: Db, fromDay: string, toDay: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM (
      SELECT a.member_id FROM activity_daily a
       WHERE a.day >= ${fromDay}::date AND a.day < ${toDay}::date AND a.valid_bet <> 0
       GROUP BY a.member_id HAVING sum(a.valid_bet) > 0) s`,
  );
  return Number(row?.n ?? 0);
}

/** Every vendor's display name by id. */
export async function vendorNames(db: Db): Promise<Map<number, string>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`SELECT id, display_name AS name FROM game_vendors`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export interface ChannelFigures {
  channelId: number | null;
  code: string;
  name: string;
  depositCount: number;
  depositAmount: string;
  depositFee: string;
  depositsPending: number;
  depositsRefused: number;
  withdrawalCount: number;
  withdrawalAmount: string;
  withdrawalFee: string;
}

/**
 * Per payment channel, the deposits and withdrawals requested in [fromDay, toDay) of the zone:
 * every channel, and a row with no channel for withdrawals an operator marked paid by hand.
 */
export async function channelFigures(
  db: Db,
  fromDay: string,
  toDay: string,
  timeZone: string,
): Promise<ChannelFigures[]> {
  const from = sql`(${fromDay}::timestamp AT TIME ZONE ${timeZone}::text)`;
  const to = sql`(${toDay}::timestamp AT TIME ZONE ${timeZone}::text)`;
  const rows = await rowsOf<ChannelFigures>(
    db,
    sql`
    WITH d AS (
      SELECT channel_id,
             count(*) FILTER (WHERE state = 'completed')::int AS n,
             coalesce(sum(amount) FILTER (WHERE state = 'completed'), 0) AS amount,
             coalesce(sum(fee) FILTER (WHERE state = 'completed'), 0) AS fee,
             count(*) FILTER (WHERE state = 'pending')::int AS pending,
             count(*) FILTER (WHERE state IN ('rejected', 'failed', 'expired'))::int AS refused
        FROM deposits WHERE created_at >= ${from} AND created_at < ${to}
       GROUP BY channel_id),
    w AS (
      SELECT payout_channel_id AS channel_id, count(*)::int AS n,
             sum(amount) AS amount, sum(fee) AS fee
        FROM withdrawals
       WHERE created_at >= ${from} AND created_at < ${to} AND state IN ('paid', 'received')
       GROUP BY payout_channel_id),
    c AS (
      SELECT id, code, name, sort FROM payment_channels
      UNION ALL
      SELECT NULL, 'manual', '', 1000000 WHERE EXISTS (SELECT 1 FROM w WHERE channel_id IS NULL))
    SELECT c.id AS "channelId", c.code, c.name,
           coalesce(d.n, 0) AS "depositCount", coalesce(d.amount, 0)::text AS "depositAmount",
           coalesce(d.fee, 0)::text AS "depositFee", coalesce(d.pending, 0) AS "depositsPending",
           coalesce(d.refused, 0) AS "depositsRefused", coalesce(w.n, 0) AS "withdrawalCount",
           coalesce(w.amount, 0)::text AS "withdrawalAmount",
           coalesce(w.fee, 0)::text AS "withdrawalFee"
      FROM c
      LEFT JOIN d ON d.channel_id = c.id
      LEFT JOIN w ON w.channel_id IS NOT DISTINCT FROM c.id
     ORDER BY c.sort, c.id`,
  );
  return rows.map((r) => ({
    ...r,
    channelId: r.channelId === null ? null : Number(r.channelId),
    depositCount: Number(r.depositCount),
    depositsPending: Number(r.depositsPending),
    depositsRefused: Number(r.depositsRefused),
    withdrawalCount: Number(r.withdrawalCount),
  }));
}
