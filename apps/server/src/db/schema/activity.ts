// The agent tree and the activity facts (DESIGN.md section 8): what agent reports, contract
// settlement, promotions, VIP and the console read instead of raw rounds, deposits and payouts.
//
// member_tree is kept by database triggers on members (migration 0013): every way upline_id is
// set or changed keeps it right with no extra call. activity_hourly and activity_daily are kept
// by modules/activity's recordActivity, called in the transaction that moves the money.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The closure of members.upline_id: one row per (ancestor, descendant) pair, a member being its
 * own ancestor at depth 0. "Everyone under X" is `ancestor_id = X AND depth > 0`; "X's uplines"
 * is `descendant_id = X`. Written only by the triggers of migration 0013.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 0 the member itself, 1 a direct downline, 2 a downline's downline ... */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_ancestor_depth_idx').on(t.ancestorId, t.depth, t.descendantId),
  ],
);

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * The figures one aggregate row adds up. Game rows carry a game type and vendor; money rows
 * (deposits, withdrawals, bonus) carry game_type '' and vendor_id 0.
 */
const figures = {
  /** A game type of game-nav's gameTypes, or '' for a row of money in and out. */
  gameType: text('game_type').notNull(),
  /** game_vendors.id, or 0 for a row of money in and out. */
  vendorId: integer('vendor_id').notNull(),
  /** Stakes taken, less stakes given back (rollback, cancel). */
  betAmount: money('bet_amount'),
  /** Settled stake of rounds not cancelled or rolled back. */
  validBet: money('valid_bet'),
  /** Paid to the member by those rounds (jackpots included). */
  win: money('win'),
  /** The house's profit and loss: valid_bet - win (positive: the house won). */
  housePnl: money('house_pnl'),
  /** Settled rounds (a lottery bet is one round). */
  rounds: count('rounds'),
  /** Deposits credited (the amount the member paid, fee included). */
  deposits: money('deposits'),
  depositCount: count('deposit_count'),
  /** Withdrawals paid out (less the ones refunded after a dispute). */
  withdrawals: money('withdrawals'),
  withdrawalCount: count('withdrawal_count'),
  /** Bonuses released to the member (promotions, when they come). */
  bonus: money('bonus'),
};

/** Per member, per hour of the site's time zone (hour_start is that hour's first instant). */
export const activityHourly = pgTable(
  'activity_hourly',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    ...figures,
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hourStart, t.gameType, t.vendorId] }),
    index('activity_hourly_hour_idx').on(t.hourStart),
  ],
);

/** Per member, per calendar day of the site's time zone. */
export const activityDaily = pgTable(
  'activity_daily',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    ...figures,
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.gameType, t.vendorId] }),
    index('activity_daily_day_idx').on(t.day),
  ],
);

/**
 * Per agent, per day of the site's zone: the figures of everyone under the agent (every level,
 * the agent itself not included), spread over TEAM_SHARDS rows by member_id % TEAM_SHARDS so
 * that a top agent's row is not one lock every bet of the site waits on. recordActivity adds each
 * fact to the member's uplines' rows; the member_tree triggers add registrations and carry a
 * moved subtree's history from its old uplines to its new ones (migration 0014). What a big
 * team's overview reads instead of every member's rows.
 */
export const activityTeamDaily = pgTable(
  'activity_team_daily',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull(),
    betAmount: money('bet_amount'),
    validBet: money('valid_bet'),
    win: money('win'),
    housePnl: money('house_pnl'),
    rounds: count('rounds'),
    deposits: money('deposits'),
    depositCount: count('deposit_count'),
    withdrawals: money('withdrawals'),
    withdrawalCount: count('withdrawal_count'),
    bonus: money('bonus'),
    /** Members under the agent who registered that day. */
    registrations: count('registrations'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.shard] })],
);

/**
 * Active members kept as a count (docs/decisions.md, "i17-rest"): per agent (its whole team, the
 * agent included), first day of a range `start_day`, and the day `reach_day` on which a member's
 * valid bet summed from start_day first reached the active threshold (only crossings within 93
 * days of start_day). Active members over [a, b) = sum(members) of (agent, a, reach_day < b),
 * corrected for members with a negative day in the range (activity_negative_days); a day's
 * active members = (agent, day, day). Kept by recordActivity (activity_active_record), carried by
 * the tree's move trigger, rebuilt when the threshold changes (a trigger on settings).
 */
export const activityTeamActive = pgTable(
  'activity_team_active',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startDay: date('start_day').notNull(),
    reachDay: date('reach_day').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.startDay, t.reachDay] })],
);

/** Days on which a member's valid bet summed below zero (a rollback after the day's bets). */
export const activityNegativeDays = pgTable(
  'activity_negative_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('activity_negative_days_day_idx').on(t.day),
  ],
);

/**
 * What activity_team_active was built for (one row, id 1): the threshold, and the first start
 * day it holds. A reader asking another threshold or an earlier day counts the slow way.
 */
export const activityActiveIndex = pgTable('activity_active_index', {
  id: integer('id').primaryKey(),
  threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
  fromDay: date('from_day').notNull(),
});
