// Games: the catalogue, what members do with it (favourites, recent plays), the seamless-wallet
// API's sessions, rounds and transactions, the built-in games' provably fair seeds and rounds, and
// the simulated vendors' own books (sim_*: those tables stand in for an outside vendor's database).
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { gameClassifies, gameTypes } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { members } from './accounts';
import { gameVendors } from './content';
import { ledgerTransactions } from './ledger';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/** A game of a vendor. Its id is the spec's nodeId (favourites are toggled by it). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    /** The vendor's type, copied so the lobby's list needs no join (kept equal by the service). */
    gameType: text('game_type', { enum: gameTypes }).notNull(),
    /** Stable code, unique on the site: the launch call's gameCode. */
    gameCode: text('game_code').notNull().unique(),
    /** Name per language; EN always present, the others fall back to it. */
    names: jsonb('names').$type<Partial<Record<TLanguage, string>> & { EN: string }>().notNull(),
    /** Lower-cased names of every language joined by newlines: what search by name matches. */
    searchText: text('search_text').notNull(),
    classify: text('classify', { enum: gameClassifies }),
    /** The smallest stake, minor units. */
    minBet: money('min_bet'),
    /** Paylines of a slot (the lobby's minLineNum filter); 0 for other games. */
    lines: integer('lines').notNull().default(0),
    /** Art path under the web app's public folder, e.g. /images/games/RS_DRAGON.svg. */
    art: text('art').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Trial play (GCS_gameTrialLaunch) with play money is allowed. */
    trialEnabled: boolean('trial_enabled').notNull().default(false),
    /** The built-in engine that plays it (packages/games), or null for a vendor-hosted game. */
    engine: text('engine'),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_lobby').on(t.gameType, t.isActive, t.sort, t.id),
    index('games_vendor').on(t.vendorId, t.isActive, t.sort, t.id),
  ],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_favourites_member').on(t.memberId, t.createdAt),
  ],
);

/** The member's launches, one row per game: GCS_recentGame. */
export const gamePlays = pgTable(
  'game_plays',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_plays_member').on(t.memberId, t.lastPlayedAt),
  ],
);

/**
 * What a vendor needs to call our seamless-wallet API: the HMAC secret and the addresses it may
 * call from (empty: none). Apart from game_vendors so no listing ever selects the secret.
 */
export const vendorCredentials = pgTable('vendor_credentials', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => gameVendors.id),
  secret: text('secret').notNull(),
  allowedIps: text('allowed_ips')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Where the vendor's game client starts; the launch token and game code are added to it. */
  launchUrl: text('launch_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A launch: the opaque token the vendor authenticates the player with (only its hash is kept). */
export const vendorSessions = pgTable(
  'vendor_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    gameId: integer('game_id').references(() => games.id),
    /** Trial play: bets and wins move play money (player_play), never cash. */
    isTrial: boolean('is_trial').notNull().default(false),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('vendor_sessions_member').on(t.memberId, t.createdAt)],
);

export const roundStates = ['open', 'ended'] as const;

/** A vendor's round for one member: its bets, wins and rollbacks add up here. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id').references(() => games.id),
    /** The vendor's round id. */
    roundRef: text('round_ref').notNull(),
    state: text('state', { enum: roundStates }).notNull().default('open'),
    isTrial: boolean('is_trial').notNull().default(false),
    currency: text('currency').notNull(),
    betTotal: money('bet_total'),
    winTotal: money('win_total'),
    /** Bets given back by rollbacks (not counted as bets any more). */
    refundTotal: money('refund_total'),
    /**
     * The stake the activity facts count as valid bet (bet_total - refund_total once settled, 0
     * before): kept by modules/activity, so each change adds only its difference.
     */
    validStake: money('valid_stake'),
    /** The first win (or loss, a credit of 0) or endRound: the stake counts as valid from here. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_rounds_vendor_ref').on(t.vendorId, t.roundRef),
    index('game_rounds_member').on(t.memberId, t.startedAt),
    index('game_rounds_started').on(t.startedAt),
    // The rounds still open (few): the house's job finishes the interrupted ones by age.
    index('game_rounds_open')
      .on(t.startedAt)
      .where(sql`${t.state} = 'open'`),
    check('game_rounds_totals', sql`bet_total >= 0 and win_total >= 0 and refund_total >= 0`),
  ],
);

export const vendorTxKinds = ['debit', 'credit', 'rollback'] as const;

/**
 * Every call of the seamless-wallet API that moves money, once per (vendor, the vendor's
 * transaction id): a replay is answered from here. A rollback of a bet we never saw is kept too
 * (outcome not_found, nothing moved), so that bet is refused if it arrives later.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    txRef: text('tx_ref').notNull(),
    kind: text('kind', { enum: vendorTxKinds }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    /** For a rollback: the bet's tx_ref. */
    refersTo: text('refers_to'),
    amount: money('amount'),
    /** SHA-256 of the request's content: the same id with other content is refused. */
    fingerprint: text('fingerprint').notNull(),
    outcome: text('outcome', { enum: ['ok', 'not_found'] }).notNull(),
    /**
     * Set with the row, before the post that makes it, in the same transaction: the reference
     * is DEFERRABLE INITIALLY DEFERRED (migration 0009), checked at COMMIT.
     */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
  },
  (t) => [
    unique('vendor_transactions_ref').on(t.vendorId, t.txRef),
    index('vendor_transactions_refers_to')
      .on(t.vendorId, t.refersTo)
      .where(sql`${t.refersTo} is not null`),
    index('vendor_transactions_round').on(t.roundId),
  ],
);

/**
 * A member's provably fair seed pair: the server seed is secret (only its SHA-256 shown) until the
 * member rotates it; each round takes the next nonce.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull().unique(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt,
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_active')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
  ],
);

/** A built-in game's round: what was bet, the seed and nonce it was drawn with, what came out. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => gameRounds.id),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    engine: text('engine').notNull(),
    /** The bet as the engine takes it (stake, lines, target ...). */
    bet: jsonb('bet').notNull(),
    /** The engine's result (reels, hits, cards ...) and the win. */
    outcome: jsonb('outcome').notNull(),
    win: money('win'),
    createdAt,
  },
  (t) => [unique('house_rounds_seed_nonce').on(t.seedId, t.nonce)],
);

/** PvP card rooms of the built-in card game (GLS2_roomList) and who sits where. */
export const pvpRooms = pgTable('pvp_rooms', {
  id: serial('id').primaryKey(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
  names: jsonb('names').$type<Partial<Record<TLanguage, string>> & { EN: string }>().notNull(),
  minBet: money('min_bet'),
  maxBet: money('max_bet'),
  seats: integer('seats').notNull().default(6),
  sort: integer('sort').notNull().default(0),
  /**
   * An operator's switch (issue 16): bots may take empty seats here while at least one member is
   * seated. A bot's stake is the house's own and moves no money (pvp-table.ts, decisions.md).
   */
  botsEnabled: boolean('bots_enabled').notNull().default(false),
});

export const pvpSeats = pgTable(
  'pvp_seats',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => pvpRooms.id),
    seatNo: integer('seat_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    /** A seat not seen for a while is free again. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seatNo] }), unique('pvp_seats_member').on(t.memberId)],
);

/**
 * One round at a PvP table (issue 16): the house banks, every staked seat shares one deck. The
 * state and its deadlines live here, so every server process agrees and a restart loses no timer:
 * 'betting' until deal_at (stakes taken), 'playing' while seats decide in seat order (turn_seat
 * until turn_deadline), 'settling' once the outcome is stored and the wins are being paid,
 * 'settled' when paid, 'void' when it was called off (stakes given back). At most one unfinished
 * round per room (the partial unique index).
 */
export const pvpTableRounds = pgTable(
  'pvp_table_rounds',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => pvpRooms.id),
    state: text('state', { enum: ['betting', 'playing', 'settling', 'settled', 'void'] }).notNull(),
    /** Secret until the round is settled; its SHA-256 is published from the start. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The stakes are dealt at this time (the countdown). */
    dealAt: timestamp('deal_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the staked seats' client seeds (tableSeedText), set at the deal. */
    clientSeed: text('client_seed'),
    /** The table (cards dealt, decisions) from the deal on; the result once finished. */
    table: jsonb('table'),
    turnSeat: integer('turn_seat'),
    turnDeadline: timestamp('turn_deadline', { withTimezone: true }),
    /** Raised by every change: the event stream sends a table when it moved. */
    version: integer('version').notNull().default(0),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pvp_table_rounds_open_room')
      .on(t.roomId)
      .where(sql`${t.state} in ('betting', 'playing', 'settling')`),
    index('pvp_table_rounds_room').on(t.roomId, t.id),
  ],
);

/**
 * A seat's stake in a table round, taken through the vendor API (debit `<roundRef>:bet`) before
 * the row is written; paid with credit `<roundRef>:win` when the round settles.
 */
export const pvpTableBets = pgTable(
  'pvp_table_bets',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => pvpTableRounds.id),
    seatNo: integer('seat_no').notNull(),
    /** Null for a bot's seat (isBot): a bot is no member and holds no money. */
    memberId: integer('member_id').references(() => members.id),
    /** A bot's stake: the house's own, never debited or paid (paid_at is set when it is written). */
    isBot: boolean('is_bot').notNull().default(false),
    stake: money('stake'),
    /** The seat's own client seed, mixed into the deal. */
    clientSeed: text('client_seed').notNull(),
    /** The vendor API's round of this seat. */
    roundRef: text('round_ref').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    outcome: text('outcome', { enum: ['win', 'lose', 'tie'] }),
    win: bigint('win', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.seatNo] }),
    unique('pvp_table_bets_member').on(t.roundId, t.memberId),
    check('pvp_table_bets_bot', sql`(${t.memberId} is null) = ${t.isBot}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The simulated vendors' own data (LIVE baccarat, SPORTS, ESPORTS, COCKFIGHT): an outside
// vendor keeps these in its own database; ours stand in for it and reach our money only through
// the seamless-wallet API.

export const simEventStates = ['scheduled', 'live', 'ended', 'cancelled'] as const;

/** A match, fight or baccarat shoe round with its markets; settled when it ends. */
export const simEvents = pgTable(
  'sim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    /** football, basketball, dota2, cockfight, baccarat ... */
    sport: text('sport').notNull(),
    league: text('league').notNull().default(''),
    home: text('home').notNull(),
    away: text('away').notNull(),
    /** Selections and their decimal odds in thousandths, e.g. {"home": 1850, "draw": 3400}. */
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    state: text('state', { enum: simEventStates }).notNull().default('scheduled'),
    isFeatured: boolean('is_featured').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The winning selection and the score or cards, once ended. */
    result: jsonb('result'),
    createdAt,
  },
  (t) => [
    index('sim_events_vendor').on(t.vendorId, t.startsAt),
    index('sim_events_open').on(t.state, t.endsAt),
  ],
);

/** pending: stored before its stake is debited through the API, confirmed (open) after. */
export const simBetStates = ['pending', 'open', 'won', 'lost', 'void'] as const;

/** A bet on the simulated vendor's book; its stake and payout went through our vendor API. */
export const simBets = pgTable(
  'sim_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => simEvents.id),
    /** The player as the vendor knows them (our member id, from authenticate). */
    playerId: integer('player_id').notNull(),
    /** The game the bet was placed from (its launch): the vendor signs its calls for it. */
    gameCode: text('game_code').notNull(),
    /** The vendor's transaction id of the stake; the payout's is `${betRef}:win`. */
    betRef: text('bet_ref').notNull().unique(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    stake: money('stake'),
    payout: money('payout'),
    state: text('state', { enum: simBetStates }).notNull().default('open'),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sim_bets_event').on(t.eventId, t.state),
    index('sim_bets_player').on(t.playerId, t.createdAt),
  ],
);
