// Readers of the activity facts for agent reports, contract settlement, promotions and the
// console. They read activity_daily / activity_hourly and the member_tree closure only, never raw
// rounds, deposits or withdrawals.
//
// A team is an agent and everyone under it (member_tree depth >= 0), as the tree is now: a member
// moved to another upline brings its whole history along. Periods are [from, to):
// - { fromDay, toDay }: calendar days of the site's zone (yyyy-MM-dd), toDay excluded; read from
//   activity_daily.
// - { from, to }: instants; the hours of the site's zone that start in [from, to), read from
//   activity_hourly (hourly salary, the 5-minute real-time salary reads the current hour's row).
// An active member is one whose valid bet over the whole period reaches `activeThreshold` (and is
// above 0); a day's active members in a series are those of that day.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityTimeZone } from './zone';

export type ActivityPeriod = { fromDay: string; toDay: string } | { from: Date; to: Date };

/** Sums of the facts over a set of members and a period (money in minor units). */
export interface ActivityFigures {
  betAmount: bigint;
  validBet: bigint;
  win: bigint;
  /** The house's side: valid bet - win (positive: the members lost). */
  housePnl: bigint;
  rounds: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonus: bigint;
}

export interface TeamFigures extends ActivityFigures {
  /** Members of the team (the agent excluded) who registered in the period. */
  registrations: number;
  /** Members of the team whose valid bet in the period reached the threshold. */
  activeMembers: number;
  /** Members of the team now (the agent included). */
  teamSize: number;
}

export interface TeamOptions {
  /** The operator-set valid bet (minor units) that makes a member active; 0: any valid bet. */
  activeThreshold: bigint;
  /**
   * The team's active members for this period and threshold when the caller has them already
   * (teamActiveMembers, maybe remembered a while): the reader then does not count them again.
   */
  active?: TeamActive;
}

/** A team's active members over a period of days: over all of it, and day by day. */
export interface TeamActive {
  total: number;
  /** yyyy-MM-dd -> members active on that day (days with none left out). */
  byDay: ReadonlyMap<string, number>;
}

const SUMS = `
  coalesce(sum(a.bet_amount), 0)::text AS "betAmount",
  coalesce(sum(a.valid_bet), 0)::text AS "validBet",
  coalesce(sum(a.win), 0)::text AS "win",
  coalesce(sum(a.house_pnl), 0)::text AS "housePnl",
  coalesce(sum(a.rounds), 0)::int AS "rounds",
  coalesce(sum(a.deposits), 0)::text AS "deposits",
  coalesce(sum(a.deposit_count), 0)::int AS "depositCount",
  coalesce(sum(a.withdrawals), 0)::text AS "withdrawals",
  coalesce(sum(a.withdrawal_count), 0)::int AS "withdrawalCount",
  coalesce(sum(a.bonus), 0)::text AS "bonus"`;

type RawFigures = Record<keyof ActivityFigures, string | number>;

function figuresOf(row: Partial<RawFigures> | undefined): ActivityFigures {
  const b = (v: unknown) => BigInt((v as string | undefined) ?? '0');
  const n = (v: unknown) => Number(v ?? 0);
  return {
    betAmount: b(row?.betAmount),
    validBet: b(row?.validBet),
    win: b(row?.win),
    housePnl: b(row?.housePnl),
    rounds: n(row?.rounds),
    deposits: b(row?.deposits),
    depositCount: n(row?.depositCount),
    withdrawals: b(row?.withdrawals),
    withdrawalCount: n(row?.withdrawalCount),
    bonus: b(row?.bonus),
  };
}

export const zeroFigures = (): ActivityFigures => figuresOf(undefined);

/** The facts table, its period column's bounds, and the period's instants. */
function sourceOf(period: ActivityPeriod, tz = activityTimeZone()) {
  if ('fromDay' in period) {
    return {
      table: sql`activity_daily`,
      inPeriod: sql`a.day >= ${period.fromDay}::date AND a.day < ${period.toDay}::date`,
      fromTs: sql`(${period.fromDay}::timestamp AT TIME ZONE ${tz}::text)`,
      toTs: sql`(${period.toDay}::timestamp AT TIME ZONE ${tz}::text)`,
    };
  }
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const to = sql`${period.to.toISOString()}::timestamptz`;
  return {
    table: sql`activity_hourly`,
    inPeriod: sql`a.hour_start >= ${from} AND a.hour_start < ${to}`,
    fromTs: from,
    toTs: to,
  };
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The figures of an agent's whole team (the agent and every level under it) over the period,
 * with registrations, active members and the team's size. A period of days reads the team rollup
 * (activity_team_daily) for the sums and registrations; a period of hours, every member's rows.
 * Active members are counted from each member's own rows either way.
 */
export async function teamFigures(
  db: Db,
  agentId: number,
  period: ActivityPeriod,
  options: TeamOptions,
): Promise<TeamFigures> {
  if (!('fromDay' in period)) return teamFiguresFromMembers(db, agentId, period, options);
  const [[row], active] = await Promise.all([
    rowsOf<RawFigures & { registrations: number; size: number }>(
      db,
      sql`
      WITH f AS (
        SELECT a.bet_amount, a.valid_bet, a.win, a.house_pnl, a.rounds, a.deposits,
               a.deposit_count, a.withdrawals, a.withdrawal_count, a.bonus, a.registrations
          FROM activity_team_daily a
         WHERE a.agent_id = ${agentId}
           AND a.day >= ${period.fromDay}::date AND a.day < ${period.toDay}::date
        UNION ALL
        SELECT a.bet_amount, a.valid_bet, a.win, a.house_pnl, a.rounds, a.deposits,
               a.deposit_count, a.withdrawals, a.withdrawal_count, a.bonus, 0
          FROM activity_daily a
         WHERE a.member_id = ${agentId}
           AND a.day >= ${period.fromDay}::date AND a.day < ${period.toDay}::date)
      SELECT ${sql.raw(SUMS)}, coalesce(sum(a.registrations), 0)::int AS registrations,
             -- Everyone under the agent registered once in its rollup (moves carry that along).
             (SELECT coalesce(sum(registrations), 0) + 1 FROM activity_team_daily
               WHERE agent_id = ${agentId})::int AS size
        FROM f a`,
    ),
    options.active ?? teamActiveMembers(db, agentId, period, options.activeThreshold),
  ]);
  return {
    ...figuresOf(row),
    registrations: Number(row?.registrations ?? 0),
    activeMembers: active.total,
    teamSize: Number(row?.size ?? 0),
  };
}

/** The longest range (days) the kept counts answer; longer ones count the slow way. */
const KEPT_ACTIVE_MAX_DAYS = 93;

/**
 * The team's active members (the agent included) over the days, and on each day: members whose
 * valid bet reached the threshold (and is above 0). From the kept counts (activity_team_active,
 * a sum over at most 93 rows) when they were built for this threshold and hold the range's
 * first day; else countTeamActiveMembers, a pass over every member's rows. Both answer the same
 * (activity/active-index.test.ts).
 */
export async function teamActiveMembers(
  db: Db,
  agentId: number,
  period: { fromDay: string; toDay: string },
  threshold: bigint,
): Promise<TeamActive> {
  return (
    (await keptTeamActiveMembers(db, agentId, period, threshold)) ??
    countTeamActiveMembers(db, agentId, period, threshold)
  );
}

/** The team's active members from the kept counts; null when they cannot answer. */
export async function keptTeamActiveMembers(
  db: Db,
  agentId: number,
  period: { fromDay: string; toDay: string },
  threshold: bigint,
): Promise<TeamActive | null> {
  const days = (Date.parse(period.toDay) - Date.parse(period.fromDay)) / 86_400_000;
  const [index] = await rowsOf<{ threshold: string; fromDay: string }>(
    db,
    sql`SELECT threshold::text, to_char(from_day, 'YYYY-MM-DD') AS "fromDay"
          FROM activity_active_index WHERE id = 1`,
  );
  if (
    !index ||
    BigInt(index.threshold) !== threshold ||
    period.fromDay < index.fromDay ||
    !(days >= 1 && days <= KEPT_ACTIVE_MAX_DAYS)
  ) {
    return null;
  }
  const t = sql`${(threshold > 0n ? threshold : 1n).toString()}::bigint`;
  const from = sql`${period.fromDay}::date`;
  const to = sql`${period.toDay}::date`;
  const rows = await rowsOf<{ day: string | null; n: number }>(
    db,
    sql`
    WITH neg AS (
      -- Members with a negative day in the range: their running sum may reach the threshold and
      -- fall back, so the kept reach day does not say whether the whole range did. Counted here.
      SELECT DISTINCT n.member_id FROM activity_negative_days n
        JOIN member_tree tr ON tr.ancestor_id = ${agentId} AND tr.descendant_id = n.member_id
       WHERE n.day >= ${from} AND n.day < ${to}),
    per AS (
      SELECT a.member_id, a.day, sum(a.valid_bet) AS v
        FROM activity_daily a JOIN neg ON neg.member_id = a.member_id
       WHERE a.day >= ${from} AND a.day < ${to}
       GROUP BY a.member_id, a.day),
    run AS (SELECT member_id, v, sum(v) OVER (PARTITION BY member_id ORDER BY day) AS r FROM per),
    -- Active over the whole range, less what the kept count says (it reached the threshold once).
    fix AS (
      SELECT (sum(v) >= ${t})::int - (max(r) >= ${t})::int AS c FROM run GROUP BY member_id)
    SELECT NULL::text AS day,
           ((SELECT coalesce(sum(members), 0) FROM activity_team_active
              WHERE agent_id = ${agentId} AND start_day = ${from} AND reach_day < ${to})
            + (SELECT coalesce(sum(c), 0) FROM fix))::int AS n
    UNION ALL
    SELECT to_char(start_day, 'YYYY-MM-DD'), sum(members)::int
      FROM activity_team_active
     WHERE agent_id = ${agentId} AND start_day >= ${from} AND start_day < ${to}
       AND reach_day = start_day
     GROUP BY start_day HAVING sum(members) > 0`,
  );
  return activeOf(rows);
}

function activeOf(rows: Array<{ day: string | null; n: number }>): TeamActive {
  const byDay = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    if (r.day === null) total = Number(r.n);
    else byDay.set(r.day, Number(r.n));
  }
  return { total, byDay };
}

/**
 * The team's active members counted from every member's own daily rows: one pass over them,
 * seconds for a team of 110,000 over 30 days. What the kept counts must always equal.
 */
export async function countTeamActiveMembers(
  db: Db,
  agentId: number,
  period: { fromDay: string; toDay: string },
  threshold: bigint,
): Promise<TeamActive> {
  const t = sql`${threshold.toString()}::bigint`;
  const rows = await rowsOf<{ day: string | null; n: number }>(
    db,
    sql`
    WITH md AS (
      SELECT a.member_id, a.day, sum(a.valid_bet) AS v
        FROM activity_daily a
       WHERE a.day >= ${period.fromDay}::date AND a.day < ${period.toDay}::date
         AND a.valid_bet <> 0
         AND a.member_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentId})
       GROUP BY a.member_id, a.day)
    SELECT NULL::text AS day, count(*)::int AS n
      FROM (SELECT member_id FROM md GROUP BY member_id HAVING sum(v) > 0 AND sum(v) >= ${t}) s
    UNION ALL
    SELECT to_char(day, 'YYYY-MM-DD'), count(*)::int FROM md WHERE v > 0 AND v >= ${t} GROUP BY day`,
  );
  return activeOf(rows);
}

async function teamFiguresFromMembers(
  db: Db,
  agentId: number,
  period: ActivityPeriod,
  options: TeamOptions,
): Promise<TeamFigures> {
  const s = sourceOf(period);
  const [row] = await rowsOf<RawFigures & { registrations: number; active: number; size: number }>(
    db,
    sql`
    WITH team AS (SELECT descendant_id AS id FROM member_tree WHERE ancestor_id = ${agentId}),
    per AS (
      SELECT a.member_id, sum(a.bet_amount) AS bet_amount, sum(a.valid_bet) AS valid_bet,
             sum(a.win) AS win, sum(a.house_pnl) AS house_pnl, sum(a.rounds) AS rounds,
             sum(a.deposits) AS deposits, sum(a.deposit_count) AS deposit_count,
             sum(a.withdrawals) AS withdrawals, sum(a.withdrawal_count) AS withdrawal_count,
             sum(a.bonus) AS bonus
        FROM ${s.table} a JOIN team t ON t.id = a.member_id
       WHERE ${s.inPeriod}
       GROUP BY a.member_id)
    SELECT ${sql.raw(SUMS)},
           count(*) FILTER (WHERE a.valid_bet > 0
                              AND a.valid_bet >= ${options.activeThreshold.toString()}::bigint)::int
             AS active,
           (SELECT count(*) FROM members m JOIN team t ON t.id = m.id
             WHERE m.id <> ${agentId} AND m.created_at >= ${s.fromTs}
               AND m.created_at < ${s.toTs})::int AS registrations,
           (SELECT count(*) FROM team)::int AS size
      FROM per a`,
  );
  return {
    ...figuresOf(row),
    registrations: Number(row?.registrations ?? 0),
    activeMembers: Number(row?.active ?? 0),
    teamSize: Number(row?.size ?? 0),
  };
}

export interface DownlineTeamFigures extends TeamFigures {
  /** The direct downline whose whole team these figures are. */
  memberId: number;
  username: string;
  accountType: number;
}

/**
 * For each direct downline of the agent, the figures of that downline's whole team (the
 * downline and everyone under it): what the level-difference settlement deducts. Downlines with
 * no activity are listed with zeros. The agent's own figures are teamFigures(agent) minus the
 * sum of these.
 */
export async function downlineTeamFigures(
  db: Db,
  agentId: number,
  period: ActivityPeriod,
  options: TeamOptions,
): Promise<DownlineTeamFigures[]> {
  const s = sourceOf(period);
  const rows = await rowsOf<
    RawFigures & {
      memberId: number;
      username: string;
      accountType: number;
      registrations: number;
      active: number;
      size: number;
    }
  >(
    db,
    sql`
    WITH direct AS (
      SELECT m.id, m.username, m.account_type FROM members m WHERE m.upline_id = ${agentId}),
    team AS (
      SELECT d.id AS head, t.descendant_id AS id
        FROM direct d JOIN member_tree t ON t.ancestor_id = d.id),
    per AS (
      SELECT t.head, a.member_id, sum(a.bet_amount) AS bet_amount, sum(a.valid_bet) AS valid_bet,
             sum(a.win) AS win, sum(a.house_pnl) AS house_pnl, sum(a.rounds) AS rounds,
             sum(a.deposits) AS deposits, sum(a.deposit_count) AS deposit_count,
             sum(a.withdrawals) AS withdrawals, sum(a.withdrawal_count) AS withdrawal_count,
             sum(a.bonus) AS bonus
        FROM ${s.table} a JOIN team t ON t.id = a.member_id
       WHERE ${s.inPeriod}
       GROUP BY t.head, a.member_id),
    sums AS (
      SELECT a.head, ${sql.raw(SUMS)},
             count(*) FILTER (WHERE a.valid_bet > 0
                      AND a.valid_bet >= ${options.activeThreshold.toString()}::bigint)::int
               AS active
        FROM per a GROUP BY a.head),
    regs AS (
      SELECT t.head, count(*) FILTER (WHERE m.id <> t.head AND m.created_at >= ${s.fromTs}
                                        AND m.created_at < ${s.toTs})::int AS registrations,
             count(*)::int AS size
        FROM team t JOIN members m ON m.id = t.id GROUP BY t.head)
    SELECT d.id AS "memberId", d.username, d.account_type AS "accountType", sums.*,
           coalesce(regs.registrations, 0) AS registrations, coalesce(regs.size, 1) AS size
      FROM direct d
      LEFT JOIN sums ON sums.head = d.id
      LEFT JOIN regs ON regs.head = d.id
     ORDER BY d.id`,
  );
  return rows.map((r) => ({
    ...figuresOf(r),
    memberId: Number(r.memberId),
    username: r.username,
    accountType: Number(r.accountType),
    registrations: Number(r.registrations),
    activeMembers: Number(r.active ?? 0),
    teamSize: Number(r.size),
  }));
}

export interface TeamDay extends ActivityFigures {
  /** yyyy-MM-dd in the site's zone. */
  day: string;
  registrations: number;
  /** Members whose valid bet on this day reached the threshold. */
  activeMembers: number;
}

/**
 * The team's figures day by day over [fromDay, toDay): every day listed, zeros included. Sums and
 * registrations from the team rollup and the agent's own rows; a day's active members from the
 * members' own rows.
 */
export async function teamDailySeries(
  db: Db,
  agentId: number,
  period: { fromDay: string; toDay: string },
  options: TeamOptions,
): Promise<TeamDay[]> {
  const [rows, active] = await Promise.all([
    rowsOf<RawFigures & { day: string; registrations: number }>(
      db,
      sql`
      WITH days AS (
        SELECT d::date AS day
          FROM generate_series(${period.fromDay}::date, ${period.toDay}::date - 1, interval '1 day') d),
      f AS (
        SELECT a.day, a.bet_amount, a.valid_bet, a.win, a.house_pnl, a.rounds, a.deposits,
               a.deposit_count, a.withdrawals, a.withdrawal_count, a.bonus, a.registrations
          FROM activity_team_daily a
         WHERE a.agent_id = ${agentId}
           AND a.day >= ${period.fromDay}::date AND a.day < ${period.toDay}::date
        UNION ALL
        SELECT a.day, a.bet_amount, a.valid_bet, a.win, a.house_pnl, a.rounds, a.deposits,
               a.deposit_count, a.withdrawals, a.withdrawal_count, a.bonus, 0
          FROM activity_daily a
         WHERE a.member_id = ${agentId}
           AND a.day >= ${period.fromDay}::date AND a.day < ${period.toDay}::date),
      sums AS (
        SELECT a.day AS sday, ${sql.raw(SUMS)},
               coalesce(sum(a.registrations), 0)::int AS registrations
          FROM f a GROUP BY a.day)
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day, sums.*
        FROM days LEFT JOIN sums ON sums.sday = days.day
       ORDER BY days.day`,
    ),
    options.active ?? teamActiveMembers(db, agentId, period, options.activeThreshold),
  ]);
  return rows.map((r) => ({
    ...figuresOf(r),
    day: r.day,
    registrations: Number(r.registrations ?? 0),
    activeMembers: active.byDay.get(r.day) ?? 0,
  }));
}

export interface MemberFigures extends ActivityFigures {
  memberId: number;
}

/** Each named member's own figures over the period (members with no facts get zeros). */
export async function memberFigures(
  db: Db,
  memberIds: readonly number[],
  period: ActivityPeriod,
): Promise<Map<number, ActivityFigures>> {
  const out = new Map<number, ActivityFigures>(memberIds.map((id) => [id, zeroFigures()]));
  if (memberIds.length === 0) return out;
  const s = sourceOf(period);
  const rows = await rowsOf<RawFigures & { memberId: number }>(
    db,
    sql`
    SELECT a.member_id AS "memberId", ${sql.raw(SUMS)}
      FROM ${s.table} a
     WHERE a.member_id = ANY(${sql.param(memberIds.map(String))}::int[]) AND ${s.inPeriod}
     GROUP BY a.member_id`,
  );
  for (const r of rows) out.set(Number(r.memberId), figuresOf(r));
  return out;
}

export interface MemberGameFigures extends ActivityFigures {
  memberId: number;
  username: string;
  /** game-nav's game type ('' never appears: money rows are left out). */
  gameType: string;
}

/**
 * Per member of the agent's team (the agent included) and game type, the game figures over the
 * period: rows with some play only, newest-joined members last, paged. `username` narrows to
 * members whose username contains it (case-insensitive).
 */
export async function teamGameFigures(
  db: Db,
  agentId: number,
  period: ActivityPeriod,
  page: { offset: number; limit: number; username?: string; gameType?: string },
): Promise<{ rows: MemberGameFigures[]; total: number; totals: ActivityFigures }> {
  const s = sourceOf(period);
  const name = page.username ? `%${page.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await rowsOf<
    RawFigures & { memberId: number; username: string; gameType: string; total: number } & {
      [k: `t_${string}`]: string;
    }
  >(
    db,
    sql`
    WITH team AS (
      SELECT t.descendant_id AS id, m.username
        FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = ${agentId}
         AND (${name}::text IS NULL OR m.username ILIKE ${name}::text)),
    per AS (
      SELECT a.member_id, t.username, a.game_type, ${sql.raw(SUMS)}
        FROM ${s.table} a JOIN team t ON t.id = a.member_id
       WHERE ${s.inPeriod} AND a.game_type <> ''
         AND (${page.gameType ?? null}::text IS NULL OR a.game_type = ${page.gameType ?? null}::text)
       GROUP BY a.member_id, t.username, a.game_type)
    SELECT p.member_id AS "memberId", p.username, p.game_type AS "gameType",
           p."betAmount", p."validBet", p."win", p."housePnl", p."rounds", p."deposits",
           p."depositCount", p."withdrawals", p."withdrawalCount", p."bonus",
           count(*) OVER ()::int AS total,
           (sum(p."betAmount"::bigint) OVER ())::text AS "t_betAmount",
           (sum(p."validBet"::bigint) OVER ())::text AS "t_validBet",
           (sum(p."win"::bigint) OVER ())::text AS "t_win",
           (sum(p."housePnl"::bigint) OVER ())::text AS "t_housePnl",
           (sum(p."rounds") OVER ())::text AS "t_rounds"
      FROM per p
     ORDER BY p.member_id, p.game_type
     LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      ...figuresOf(r),
      memberId: Number(r.memberId),
      username: r.username,
      gameType: r.gameType,
    })),
    total: Number(first?.total ?? 0),
    totals: figuresOf(
      first && {
        betAmount: first.t_betAmount,
        validBet: first.t_validBet,
        win: first.t_win,
        housePnl: first.t_housePnl,
        rounds: first.t_rounds,
      },
    ),
  };
}

export interface TeamMemberFigures extends ActivityFigures {
  memberId: number;
  username: string;
  /** Levels below the agent (0 the agent itself). */
  depth: number;
}

/**
 * Per member of the agent's team (the agent included), the member's own figures over the
 * period: members with any fact in it, ordered by house P&L (the members who lost most first),
 * paged, with the totals of all of them. The user profit-and-loss report.
 */
export async function teamMemberFigures(
  db: Db,
  agentId: number,
  period: ActivityPeriod,
  page: { offset: number; limit: number; username?: string },
): Promise<{ rows: TeamMemberFigures[]; total: number; totals: ActivityFigures }> {
  const s = sourceOf(period);
  const name = page.username ? `%${page.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await rowsOf<
    RawFigures & { memberId: number; username: string; depth: number; total: number } & {
      [k: `t_${string}`]: string | number;
    }
  >(
    db,
    sql`
    WITH team AS (
      SELECT t.descendant_id AS id, t.depth, m.username
        FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = ${agentId}
         AND (${name}::text IS NULL OR m.username ILIKE ${name}::text)),
    per AS (
      SELECT a.member_id, t.username, t.depth, ${sql.raw(SUMS)}
        FROM ${s.table} a JOIN team t ON t.id = a.member_id
       WHERE ${s.inPeriod}
       GROUP BY a.member_id, t.username, t.depth)
    SELECT p.member_id AS "memberId", p.username, p.depth, p."betAmount", p."validBet", p."win",
           p."housePnl", p."rounds", p."deposits", p."depositCount", p."withdrawals",
           p."withdrawalCount", p."bonus",
           count(*) OVER ()::int AS total,
           (sum(p."betAmount"::bigint) OVER ())::text AS "t_betAmount",
           (sum(p."validBet"::bigint) OVER ())::text AS "t_validBet",
           (sum(p."win"::bigint) OVER ())::text AS "t_win",
           (sum(p."housePnl"::bigint) OVER ())::text AS "t_housePnl",
           (sum(p."rounds") OVER ())::text AS "t_rounds",
           (sum(p."deposits"::bigint) OVER ())::text AS "t_deposits",
           (sum(p."depositCount") OVER ())::text AS "t_depositCount",
           (sum(p."withdrawals"::bigint) OVER ())::text AS "t_withdrawals",
           (sum(p."withdrawalCount") OVER ())::text AS "t_withdrawalCount",
           (sum(p."bonus"::bigint) OVER ())::text AS "t_bonus"
      FROM per p
     ORDER BY p."housePnl"::bigint DESC, p.member_id
     LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      ...figuresOf(r),
      memberId: Number(r.memberId),
      username: r.username,
      depth: Number(r.depth),
    })),
    total: Number(first?.total ?? 0),
    totals: figuresOf(
      first && {
        betAmount: first.t_betAmount,
        validBet: first.t_validBet,
        win: first.t_win,
        housePnl: first.t_housePnl,
        rounds: first.t_rounds,
        deposits: first.t_deposits,
        depositCount: first.t_depositCount,
        withdrawals: first.t_withdrawals,
        withdrawalCount: first.t_withdrawalCount,
        bonus: first.t_bonus,
      },
    ),
  };
}

/** Whether `memberId` is in `agentId`'s team below it (a member is not its own downline). */
export async function isInTeam(db: Db, agentId: number, memberId: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM member_tree
         WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId} AND depth > 0`,
  );
  return rows.length > 0;
}

/** The agent's uplines, nearest first (depth 1 is the direct upline). */
export async function uplinesOf(
  db: Db,
  memberId: number,
): Promise<Array<{ memberId: number; depth: number }>> {
  const rows = await rowsOf<{ id: number; depth: number }>(
    db,
    sql`SELECT ancestor_id AS id, depth FROM member_tree
         WHERE descendant_id = ${memberId} AND depth > 0 ORDER BY depth`,
  );
  return rows.map((r) => ({ memberId: Number(r.id), depth: Number(r.depth) }));
}
