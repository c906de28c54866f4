// The one place activity facts are written (DESIGN.md section 8). Every path that settles a
// round, credits a deposit, pays a withdrawal or releases a bonus calls recordActivity inside
// its own database transaction, before its ledger post (so the facts' row locks are always taken
// before the accounts' locks, and a rolled-back transaction records nothing).
//
// What counts (docs/decisions.md, "Agent tree and activity facts"):
// - bet_amount: a stake counts when taken (debit), less when given back (rollback).
// - valid_bet: the settled stake of a round not rolled back. A vendor round settles at its first
//   credit (a win, or "0" for a loss) or its endRound; from then on its valid stake is
//   bet_total - refund_total, kept in game_rounds.valid_stake so each call adds its difference
//   only (a rollback after the settlement takes it back, in the hour of the rollback).
// - win: paid to the member; house_pnl = valid_bet - win (the house's side).
// - rounds: settled rounds with a valid stake (a lottery bet is one).
// - Trial (play-money) rounds count nowhere.
// Periods are hours and calendar days of the site's time zone (SITE_TIME_ZONE).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { activityClock, activityTimeZone, storeActivityTimeZone } from './zone';

/** A call of the seamless-wallet API on a round, after the round's totals were updated. */
export interface RoundFact {
  kind: 'round';
  /** game_rounds.id */
  roundId: number;
  /** Stake taken by this call (debit). */
  bet?: bigint;
  /** Win paid by this call (credit). */
  win?: bigint;
  /** Stake given back by this call (rollback). */
  refund?: bigint;
  /** This call settles the round (a credit, or endRound). */
  settles?: boolean;
  /** When it happened; the transaction's time when left out (backfills and tests give one). */
  at?: Date;
}

/** Lottery bets just closed as won or lost by a draw's settlement (in this transaction). */
export interface LotteryFact {
  kind: 'lottery';
  betIds: readonly number[];
  at?: Date;
}

/**
 * Money in and out of a member's account. Negative amounts take a fact back (a paid withdrawal
 * refunded after a dispute: withdrawal -amount, and the count goes down by one).
 */
export interface MoneyFact {
  kind: 'money';
  memberId: number;
  /** A deposit credited: the amount the member paid. */
  deposit?: bigint;
  /** A withdrawal paid out. */
  withdrawal?: bigint;
  /** A bonus released (promotions). */
  bonus?: bigint;
  at?: Date;
}

export type ActivityFact = RoundFact | LotteryFact | MoneyFact;

const big = (v: bigint | undefined) => sql`${(v ?? 0n).toString()}::bigint`;
const atOf = (at: Date | undefined) =>
  sql`coalesce(${at ? at.toISOString() : null}::timestamptz, now())`;
const sign = (v: bigint | undefined) => (v === undefined || v === 0n ? 0 : v > 0n ? 1 : -1);

/**
 * The facts' rows as one SELECT of (member_id, at, game_type, vendor_id, bet_amount, valid_bet,
 * win, rounds, deposits, deposit_count, withdrawals, withdrawal_count, bonus), with any CTE it
 * needs before it.
 */
function factRows(fact: ActivityFact): { ctes: SQL; rows: SQL } {
  switch (fact.kind) {
    case 'round':
      return {
        // o reads the round as it was before r's UPDATE (one snapshot for the whole statement).
        ctes: sql`
          o AS (SELECT id, valid_stake FROM game_rounds WHERE id = ${fact.roundId} FOR UPDATE),
          r AS (
            UPDATE game_rounds g
               SET settled_at = CASE WHEN ${fact.settles === true}::boolean
                                     THEN coalesce(g.settled_at, ${atOf(fact.at)})
                                     ELSE g.settled_at END,
                   valid_stake = CASE WHEN g.settled_at IS NOT NULL OR ${fact.settles === true}::boolean
                                      THEN g.bet_total - g.refund_total ELSE 0 END
              FROM o
             WHERE g.id = o.id AND NOT g.is_trial
            RETURNING g.member_id, g.vendor_id, g.game_id,
                      g.valid_stake - o.valid_stake AS d_valid,
                      (g.valid_stake > 0)::int - (o.valid_stake > 0)::int AS d_rounds),`,
        rows: sql`
          SELECT r.member_id, ${atOf(fact.at)} AS at,
                 coalesce(gm.game_type, gv.game_type) AS game_type, r.vendor_id,
                 ${big(fact.bet)} - ${big(fact.refund)} AS bet_amount, r.d_valid AS valid_bet,
                 ${big(fact.win)} AS win, r.d_rounds AS rounds,
                 0::bigint AS deposits, 0 AS deposit_count, 0::bigint AS withdrawals,
                 0 AS withdrawal_count, 0::bigint AS bonus
            FROM r
            JOIN game_vendors gv ON gv.id = r.vendor_id
            LEFT JOIN games gm ON gm.id = r.game_id`,
      };
    case 'lottery':
      return {
        ctes: sql``,
        rows: sql`
          SELECT b.member_id, ${atOf(fact.at)} AS at, gm.game_type, gm.vendor_id,
                 b.stake AS bet_amount, b.stake AS valid_bet, b.payout AS win, 1 AS rounds,
                 0::bigint AS deposits, 0 AS deposit_count, 0::bigint AS withdrawals,
                 0 AS withdrawal_count, 0::bigint AS bonus
            FROM lottery_bets b
            JOIN lottery_games lg ON lg.id = b.lottery_id
            JOIN games gm ON gm.id = lg.game_id
           WHERE b.id = ANY(${sql.param(fact.betIds.map(String))}::bigint[])
             AND b.state IN ('won', 'lost')`,
      };
    case 'money':
      return {
        ctes: sql``,
        rows: sql`
          SELECT ${fact.memberId}::int AS member_id, ${atOf(fact.at)} AS at, ''::text AS game_type,
                 0 AS vendor_id, 0::bigint AS bet_amount, 0::bigint AS valid_bet, 0::bigint AS win,
                 0 AS rounds, ${big(fact.deposit)} AS deposits,
                 ${sign(fact.deposit)}::int AS deposit_count, ${big(fact.withdrawal)} AS withdrawals,
                 ${sign(fact.withdrawal)}::int AS withdrawal_count, ${big(fact.bonus)} AS bonus`,
      };
  }
}

const FIGURES = [
  'bet_amount',
  'valid_bet',
  'win',
  'house_pnl',
  'rounds',
  'deposits',
  'deposit_count',
  'withdrawals',
  'withdrawal_count',
  'bonus',
] as const;
const columns = sql.raw(FIGURES.join(', '));
const sums = sql.raw(FIGURES.map((c) => `sum(${c}) AS ${c}`).join(', '));
const dSums = sql.raw(FIGURES.map((c) => `sum(d.${c})`).join(', '));
/** Rows per agent and day in activity_team_daily (member_id % TEAM_SHARDS): see the schema. */
export const TEAM_SHARDS = 8;
const addTo = (table: string) =>
  sql.raw(FIGURES.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

interface FactRow {
  id: number | string | null;
  member_id: number | string | null;
  day: string | null;
  valid_bet: string | null;
  met: boolean | null;
  status: string | null;
}

export interface RecordedActivity {
  /**
   * Active bonuses whose wagering this fact completed: the caller releases them in the same
   * transaction (modules/bonus releaseMetBonuses) before its own ledger post.
   */
  bonusesMet: number[];
  /**
   * The bonuses whose wagering this fact counted, by id, with their status as the count's update
   * read it: their rows are locked by this transaction now (after the facts' rows), so a caller
   * that needs one of them locked (vendor-wallet's win) need not ask again.
   */
  bonusesCounted: Map<number, string>;
}

/**
 * Records one fact in the hourly and daily aggregates, in one statement on `tx` (the caller's
 * transaction), and adds a settled stake to the member's active bonus's wagering. Call it before
 * the ledger post of the same transaction. A fact that changes nothing (a trial round, a second
 * endRound) writes nothing.
 */
export async function recordActivity(tx: Db, given: ActivityFact): Promise<RecordedActivity> {
  if (given.kind === 'lottery' && given.betIds.length === 0) {
    return { bonusesMet: [], bonusesCounted: new Map() };
  }
  const fact = given.at ? given : { ...given, at: activityClock() };
  const tz = activityTimeZone();
  const { ctes, rows } = factRows(fact);
  const statement = sql`
    WITH ${ctes}
    f AS (${rows}),
    h AS (
      SELECT member_id, date_trunc('hour', at AT TIME ZONE ${tz}::text) AT TIME ZONE ${tz}::text AS hour_start,
             game_type, vendor_id,
             sum(bet_amount) AS bet_amount, sum(valid_bet) AS valid_bet, sum(win) AS win,
             sum(valid_bet) - sum(win) AS house_pnl, sum(rounds) AS rounds,
             sum(deposits) AS deposits, sum(deposit_count) AS deposit_count,
             sum(withdrawals) AS withdrawals, sum(withdrawal_count) AS withdrawal_count,
             sum(bonus) AS bonus
        FROM f
       GROUP BY 1, 2, 3, 4
      HAVING sum(bet_amount) <> 0 OR sum(valid_bet) <> 0 OR sum(win) <> 0 OR sum(rounds) <> 0
          OR sum(deposits) <> 0 OR sum(deposit_count) <> 0 OR sum(withdrawals) <> 0
          OR sum(withdrawal_count) <> 0 OR sum(bonus) <> 0),
    d AS (
      SELECT member_id, (hour_start AT TIME ZONE ${tz}::text)::date AS day, game_type, vendor_id,
             ${sums}
        FROM h GROUP BY 1, 2, 3, 4),
    hourly AS (
      INSERT INTO activity_hourly (member_id, hour_start, game_type, vendor_id, ${columns})
      SELECT member_id, hour_start, game_type, vendor_id, ${columns}
        FROM h ORDER BY member_id, hour_start, game_type, vendor_id
      ON CONFLICT (member_id, hour_start, game_type, vendor_id)
      DO UPDATE SET ${addTo('activity_hourly')}
      RETURNING 1),
    team AS (
      INSERT INTO activity_team_daily (agent_id, day, shard, ${columns})
      SELECT t.ancestor_id, d.day, d.member_id % ${TEAM_SHARDS}, ${dSums}
        FROM d JOIN member_tree t ON t.descendant_id = d.member_id AND t.depth > 0
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (agent_id, day, shard)
      DO UPDATE SET ${addTo('activity_team_daily')}
      RETURNING 1),
    daily AS (
      INSERT INTO activity_daily (member_id, day, game_type, vendor_id, ${columns})
      SELECT member_id, day, game_type, vendor_id, ${columns}
        FROM d ORDER BY 1, 2, 3, 4
      ON CONFLICT (member_id, day, game_type, vendor_id)
      DO UPDATE SET ${addTo('activity_daily')}
      RETURNING 1),
    -- Mission progress (modules/missions): the active missions' figures per member and period
    -- (the site-zone day, or its week from Monday), in this statement so a bet pays no extra
    -- round trip. login_days missions are counted at login (missions.service recordLogin).
    mp AS (
      INSERT INTO mission_progress (mission_id, member_id, period_start, value)
      SELECT m.id, d.member_id,
             CASE WHEN m.period = 'daily' THEN d.day ELSE date_trunc('week', d.day)::date END,
             sum(CASE m.kind WHEN 'valid_bet' THEN d.valid_bet WHEN 'rounds' THEN d.rounds
                             ELSE d.deposits END)
        FROM d JOIN missions m ON m.is_active AND m.kind <> 'login_days'
                              AND (m.game_type = '' OR m.game_type = d.game_type)
       GROUP BY 1, 2, 3
      HAVING sum(CASE m.kind WHEN 'valid_bet' THEN d.valid_bet WHEN 'rounds' THEN d.rounds
                             ELSE d.deposits END) <> 0
       ORDER BY 1, 2, 3
      ON CONFLICT (mission_id, member_id, period_start)
      DO UPDATE SET value = mission_progress.value + excluded.value, updated_at = now()
      RETURNING 1),
    -- Wagering of the members' active bonuses (modules/bonus): the settled stake, weighted by
    -- game type (percent; a type the bonus leaves out counts 100). After the facts' rows, so the
    -- bonus row is locked after them, as every money path does (a debit locks its bonus row
    -- after this statement). PostgreSQL runs a data-modifying CTE when a reader pulls from it,
    -- and those nobody reads only after the main query: w, read by the main query, would lock
    -- the bonus row BEFORE the aggregates' rows, and a credit waiting there for a debit's
    -- aggregate row while that debit waited for the bonus row was a deadlock (a withdrawal
    -- queued on the bonus row was once its victim: bonus.test.ts "racing"). The counts below
    -- make every aggregate's upsert finish before c yields a row, so before w's UPDATE.
    c AS (
      SELECT b.id, sum(f.valid_bet * coalesce((b.weights ->> f.game_type)::int, 100) / 100) AS counted
        FROM f JOIN bonuses b ON b.member_id = f.member_id AND b.status = 'active'
       WHERE f.valid_bet <> 0
         AND (SELECT count(*) FROM hourly) + (SELECT count(*) FROM team)
             + (SELECT count(*) FROM daily) + (SELECT count(*) FROM mp) >= 0
       GROUP BY b.id),
    w AS (
      UPDATE bonuses b SET wagered = greatest(b.wagered + c.counted, 0)
        FROM c
       WHERE b.id = c.id AND c.counted <> 0
      RETURNING b.id, b.wagered >= b.wagering_required AS met, b.status),
    -- Points earned (modules/points): millionths of a point per minor unit of valid bet (the
    -- game type's rule, else '*') and of deposit, added to the member's accrual; whole points
    -- reach the ledger later (flushAccrual). One upsert, no ledger row: the bet stays cheap.
    pe AS (
      SELECT f.member_id,
             sum(f.valid_bet::numeric * coalesce(rt.micro, rd.micro, 0)
                 + f.deposits::numeric * coalesce(ps.deposit_micro, 0)) AS micro
        FROM f
        LEFT JOIN point_settings ps ON ps.id = 1
        LEFT JOIN point_earn_rules rt ON rt.game_type = f.game_type
        LEFT JOIN point_earn_rules rd ON rd.game_type = '*'
       WHERE (f.valid_bet <> 0 OR f.deposits <> 0) AND coalesce(ps.enabled, false)
       GROUP BY f.member_id
      HAVING sum(f.valid_bet::numeric * coalesce(rt.micro, rd.micro, 0)
                 + f.deposits::numeric * coalesce(ps.deposit_micro, 0)) <> 0),
    pa AS (
      INSERT INTO point_accruals AS a (member_id, micro)
      SELECT member_id, micro FROM pe ORDER BY member_id
      ON CONFLICT (member_id) DO UPDATE SET micro = a.micro + excluded.micro, updated_at = now())
    SELECT id, NULL::int AS member_id, NULL::text AS day, NULL::text AS valid_bet, met,
           status::text AS status
      FROM w
    UNION ALL
    -- Each member's valid bet change per day, for the active-member counts (below).
    SELECT NULL, member_id, day::text, sum(valid_bet)::text, NULL, NULL
      FROM d GROUP BY member_id, day HAVING sum(valid_bet) <> 0`;
  // Shared against a move of a member in the tree (exclusive in the move's trigger): the team
  // rows this adds to are the member's uplines as they are when the move has committed or not
  // begun. Its own statement, so the fact's statement reads the tree after the lock.
  await executePrepared(tx, sql`SELECT pg_advisory_xact_lock_shared(727017)`);
  // The round fact runs on every bet and win: prepared once per connection.
  const { rows: out } =
    fact.kind === 'round'
      ? await executePrepared<FactRow>(tx, statement)
      : ((await tx.execute(statement)) as unknown as { rows: FactRow[] });
  const changed = out.filter((r) => r.member_id !== null);
  if (changed.length > 0) {
    // Its own statement: it reads the days this one wrote. Members in order (each call locks
    // its member), so two facts of the same members never wait on each other in a circle.
    changed.sort((a, b) => Number(a.member_id) - Number(b.member_id));
    await tx.execute(sql`
      SELECT activity_active_record(c.m, c.d, c.v)
        FROM unnest(${sql.param(changed.map((r) => String(r.member_id)))}::int[],
                    ${sql.param(changed.map((r) => r.day))}::date[],
                    ${sql.param(changed.map((r) => r.valid_bet))}::bigint[])
             WITH ORDINALITY AS c (m, d, v, n)
       ORDER BY c.n`);
  }
  const counted = out.filter((r) => r.id !== null);
  return {
    bonusesMet: counted.filter((r) => r.met === true).map((r) => Number(r.id)),
    bonusesCounted: new Map(counted.map((r) => [Number(r.id), r.status!])),
  };
}

/**
 * Rebuilds every fact from the rounds, lottery bets, deposits and withdrawals in the database
 * (SQL functions activity_rebuild of migration 0013 and activity_team_rebuild of 0014), in the
 * given zone. For a site whose zone is not Asia/Yangon (the migrations'), once; and for the
 * benchmark's bulk seed. Not while money moves: a fact recorded meanwhile may be lost.
 */
export async function rebuildActivity(db: Db, timeZone = activityTimeZone()): Promise<void> {
  await storeActivityTimeZone(db, timeZone);
  await db.execute(sql`SELECT activity_rebuild(${timeZone}::text)`);
  await db.execute(sql`SELECT activity_team_rebuild()`);
  await db.execute(sql`SELECT activity_active_rebuild()`);
}
