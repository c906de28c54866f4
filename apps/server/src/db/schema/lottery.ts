// Lotteries: the site's own SEA, Vietnamese and fast e-lotteries. Each lottery is a catalogue game
// (type LOTT or ELOTT) with a draw schedule; each draw commits to its randomness (the seed's
// SHA-256) when it is created, long before betting closes, and reveals the seed when it draws.
// Bets debit the ledger when placed; settlement pays winners through the ledger once per bet.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { bonuses } from './bonus';
import { games } from './games';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/** The spec's prize modes: Lott (SEA draws), ZY (Vietnamese), Elott (fast), SEA. */
export const lotteryPrizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** The draw's shape in packages/games/src/lottery.ts: which prizes, how many, how many digits. */
export const lotteryLayouts = ['sea4d', 'vnNorth', 'vnSouth', 'fast5'] as const;

/** A lottery: its catalogue game (name, vendor, art, launch code) and its draw schedule. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    /** The spec's gameId. */
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .unique()
      .references(() => games.id),
    /** The menu tab it is listed under (gameMenuTag): 4D, NORTH, SOUTH, FAST ... */
    menuTag: text('menu_tag').notNull(),
    prizeMode: text('prize_mode', { enum: lotteryPrizeModes }).notNull(),
    layout: text('layout', { enum: lotteryLayouts }).notNull(),
    /** IANA zone the schedule's wall-clock times are in. */
    timeZone: text('time_zone').notNull(),
    /** Week days it draws on, 1 Sunday to 7 Saturday (the spec's drawDayOfWeek). */
    drawDays: integer('draw_days').array().notNull(),
    /** 'HH:mm': the first (or only) draw of a draw day. */
    drawTime: text('draw_time').notNull(),
    /** Fast lotteries: draw again every this many seconds after drawTime until the day ends. */
    intervalSeconds: integer('interval_seconds'),
    /** Betting closes this many seconds before the draw (the draw's lockTime). */
    lockSeconds: integer('lock_seconds').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('lottery_games_lock', sql`${t.lockSeconds} >= 0`),
    check(
      'lottery_games_interval',
      sql`${t.intervalSeconds} is null or ${t.intervalSeconds} >= 60`,
    ),
  ],
);

/** Odds and stake limits per lottery and play type, set by operators. */
export const lotteryPlayTypes = pgTable(
  'lottery_play_types',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** A play type of the lottery's layout (packages/games/src/lottery.ts). */
    playType: text('play_type').notNull(),
    /** What one unit of stake pays per hit of each prize tier, in thousandths (1.95 -> 1950). */
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    minStake: money('min_stake'),
    maxStake: money('max_stake'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lotteryId, t.playType] }),
    check('lottery_play_types_stakes', sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`),
  ],
);

/** open: taking bets until lockAt; drawn: numbers out, bets being settled; settled; cancelled. */
export const lotteryDrawStates = ['open', 'drawn', 'settled', 'cancelled'] as const;

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** The draw's issue number (the spec's numero), e.g. 20261121 or 20261121-0042. */
    numero: text('numero').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    lockAt: timestamp('lock_at', { withTimezone: true }).notNull(),
    /** Secret until the draw; its SHA-256 is public from the moment the draw exists. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull().unique(),
    /** Public and fixed: `${gameCode}:${numero}`; the nonce is always 0. */
    clientSeed: text('client_seed').notNull(),
    state: text('state', { enum: lotteryDrawStates }).notNull().default('open'),
    /** The prizes' numbers per tier once drawn, e.g. {"first": ["0427"], ...}. */
    numbers: jsonb('numbers').$type<Record<string, string[]>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    unique('lottery_draws_numero').on(t.lotteryId, t.numero),
    index('lottery_draws_lottery').on(t.lotteryId, t.drawAt),
    index('lottery_draws_due').on(t.state, t.drawAt),
    check('lottery_draws_lock', sql`${t.lockAt} <= ${t.drawAt}`),
  ],
);

/** open until its draw is settled; won or lost then; void when the draw was cancelled (refunded). */
export const lotteryBetStates = ['open', 'won', 'lost', 'void'] as const;

export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    /** Copied from the draw: a member's bets are listed by lottery without a join. */
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteryGames.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The client's key of the slip line: the same key again is the same bet. */
    clientKey: text('client_key').notNull(),
    playType: text('play_type').notNull(),
    /** The numbers picked (digits), or '' for a play type without a pick (BIG, SMALL ...). */
    selection: text('selection').notNull(),
    currency: text('currency').notNull(),
    stake: money('stake'),
    /** The odds when the bet was placed: settlement pays by these. */
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    payout: money('payout'),
    /**
     * The part of the stake the active bonus paid (cash first, then bonus: docs/decisions.md
     * "Bonus money and wagering"), and that bonus; a win or refund gives that part back by the
     * bonus's fate when the bet settles. 0 and null for a bet all in cash.
     */
    bonusStake: money('bonus_stake'),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => bonuses.id),
    state: text('state', { enum: lotteryBetStates }).notNull().default('open'),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('lottery_bets_client_key').on(t.memberId, t.clientKey),
    index('lottery_bets_draw').on(t.drawId, t.state, t.id),
    index('lottery_bets_member').on(t.memberId, t.createdAt),
    check('lottery_bets_amounts', sql`${t.stake} > 0 and ${t.payout} >= 0`),
    check(
      'lottery_bets_bonus_stake',
      sql`${t.bonusStake} >= 0 and ${t.bonusStake} <= ${t.stake}
          and (${t.bonusStake} = 0) = (${t.bonusId} is null)`,
    ),
  ],
);
