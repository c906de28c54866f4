// Points and VIP (issue 19). The points themselves are in the ledger (player_points and the
// site's points account, currency PTS); these tables hold the rules, the catalogue, the
// redemptions, the points earned but not yet credited, and each member's VIP rank. Written only by
// modules/points and modules/vip (and the accrual CTE of modules/activity's recordActivity).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The one row of points settings (id 1): deposit earning and cash conversion. */
export const pointSettings = pgTable(
  'point_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    depositPoints: integer('deposit_points').notNull().default(0),
    depositPer: bigint('deposit_per', { mode: 'bigint' })
      .notNull()
      .default(sql`100000`),
    /** Millionths of a point per minor unit deposited: what the accrual CTE multiplies by. */
    depositMicro: bigint('deposit_micro', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    convertPoints: integer('convert_points').notNull().default(0),
    convertAmount: bigint('convert_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    convertMin: integer('convert_min').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_settings_one_row', sql`${t.id} = 1`)],
);

/** Points per valid bet by game type; '*' is every type without a rule of its own. */
export const pointEarnRules = pgTable(
  'point_earn_rules',
  {
    gameType: text('game_type').primaryKey(),
    points: integer('points').notNull(),
    per: bigint('per', { mode: 'bigint' }).notNull(),
    /** Millionths of a point per minor unit of valid bet (points * 10^6 / per, rounded down). */
    micro: bigint('micro', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    check('point_earn_rules_rate', sql`${t.points} >= 0 and ${t.per} > 0 and ${t.micro} >= 0`),
  ],
);

/**
 * Points earned and not yet in the ledger, in millionths of a point: every settled bet and
 * deposit adds here in the same statement that records its activity facts (cheap: one upsert).
 * Whole points move to the member's points account when the member next looks or spends
 * (modules/points flushAccrual) or when the points job runs; the fraction stays.
 */
export const pointAccruals = pgTable('point_accruals', {
  memberId: integer('member_id').primaryKey(),
  micro: numeric('micro', { precision: 38, scale: 0 }).notNull().default('0'),
  /** Whole-point credits made so far: the next credit's ledger key. */
  flushes: integer('flushes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pointRewardKinds = ['bonus', 'goods'] as const;

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: pointRewardKinds }).notNull(),
    names: jsonb('names').notNull().$type<Record<string, string>>(),
    descriptions: jsonb('descriptions')
      .notNull()
      .$type<Record<string, string>>()
      .default(sql`'{}'::jsonb`),
    image: text('image'),
    points: integer('points').notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Turnover multiple of a bonus credit in hundredths (x1 = 100). */
    wageringMultiple: integer('wagering_multiple').notNull().default(100),
    /** Items left; null = unlimited. Never below zero. */
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt,
  },
  (t) => [
    check('point_rewards_kind', sql`${t.kind} in ('bonus', 'goods')`),
    check('point_rewards_points', sql`${t.points} > 0`),
    check('point_rewards_stock', sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      'point_rewards_shape',
      sql`case ${t.kind} when 'bonus' then ${t.bonusAmount} > 0
                      else ${t.bonusAmount} = 0 and ${t.stock} is not null end`,
    ),
  ],
);

export const redeemStatuses = ['process', 'approved', 'rejected'] as const;

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => pointRewards.id),
    /** The member's key for this request: the same key again answers the same redemption. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: pointRewardKinds }).notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** A bonus credit's amount; 0 for goods. */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: redeemStatuses }).notNull(),
    shipping: jsonb('shipping').$type<{ name: string; phone: string; address: string }>(),
    remark: text('remark'),
    reviewedBy: integer('reviewed_by'),
    createdAt,
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    unique('point_redemptions_key').on(t.memberId, t.idempotencyKey),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.status, t.id),
    check('point_redemptions_quantity', sql`${t.quantity} > 0`),
    check('point_redemptions_points', sql`${t.points} > 0`),
    check('point_redemptions_status', sql`${t.status} in ('process', 'approved', 'rejected')`),
  ],
);

/** The one row of VIP settings (id 1). */
export const vipSettings = pgTable(
  'vip_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    windowDays: integer('window_days').notNull().default(30),
    relegationGraceDays: integer('relegation_grace_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vip_settings_one_row', sql`${t.id} = 1`)],
);

export const vipRanks = pgTable(
  'vip_ranks',
  {
    level: integer('level').primaryKey(),
    names: jsonb('names').notNull().$type<Record<string, string>>(),
    colour: text('colour').notNull(),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    check('vip_ranks_level', sql`${t.level} between 1 and 20`),
    check(
      'vip_ranks_figures',
      sql`${t.minValidBet} >= 0 and ${t.minDeposit} >= 0 and ${t.reward} >= 0`,
    ),
  ],
);

/** A member's VIP rank as last evaluated; members.rank_level carries the same level. */
export const memberVip = pgTable('member_vip', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  level: integer('level').notNull(),
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rank-up rewards paid: once per member and rank, ever. */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.memberId, t.level] })],
);
