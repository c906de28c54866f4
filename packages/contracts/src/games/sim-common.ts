// The simulated vendors' shared shapes (LIVE baccarat table, SPORTS and ESPORTS matches, COCKFIGHT
// fights): what their game client (/play/live, /play/sports, /play/cockfight) reads. Each call
// carries the launch token (the vendor session the launch made) and the launched game's code,
// which names the vendor: the vendor authenticates the token with our seamless-wallet API.
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';

/** The opaque launch token (as the vendor API's authenticate takes it). */
export const ZLaunchToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
/** The launched game's code (the launch URL's gameCode): it names the vendor. */
export const ZGameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

/** The game types a simulated vendor serves, and the sports each one offers. */
export const simGameTypes = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type TSimGameType = (typeof simGameTypes)[number];

export const simSportsByType = {
  LIVE: ['baccarat'],
  SPORTS: ['football', 'basketball'],
  ESPORTS: ['dota2', 'csgo', 'mlbb', 'lol'],
  COCKFIGHT: ['cockfight'],
} as const satisfies Record<TSimGameType, readonly string[]>;

export const simSports = [
  'baccarat',
  'football',
  'basketball',
  'dota2',
  'csgo',
  'mlbb',
  'lol',
  'cockfight',
] as const;
export const ZSimSport = z.enum(simSports);
export type TSimSport = z.infer<typeof ZSimSport>;

/**
 * The selections of each sport, in display order. Baccarat: player 1:1, banker 0.95:1, tie 8:1
 * (a tie gives player and banker bets their stake back). Football has a draw; basketball and
 * esports do not. Cockfight: meron (the favourite's side), wala, draw.
 */
export const simSelectionsBySport = {
  baccarat: ['player', 'banker', 'tie'],
  football: ['home', 'draw', 'away'],
  basketball: ['home', 'away'],
  dota2: ['home', 'away'],
  csgo: ['home', 'away'],
  mlbb: ['home', 'away'],
  lol: ['home', 'away'],
  cockfight: ['meron', 'wala', 'draw'],
} as const satisfies Record<TSimSport, readonly string[]>;

export const simSelections = [
  'player',
  'banker',
  'tie',
  'home',
  'draw',
  'away',
  'meron',
  'wala',
] as const;
export const ZSimSelection = z.enum(simSelections);
export type TSimSelection = z.infer<typeof ZSimSelection>;

export const simEventStates = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const ZSimEventState = z.enum(simEventStates);
export type TSimEventState = z.infer<typeof ZSimEventState>;

/** Minor units as a string of digits (balances, stakes, payouts). */
export const ZSimMoney = z.string().regex(/^-?(0|[1-9][0-9]*)$/);

/**
 * A stake in minor units: 1 or more (the vendor's limits, given by the session, are checked by the
 * bet call: BET_OUT_OF_RANGE).
 */
export const ZSimStake = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'a whole number of minor units, 1 or more');

/**
 * The client's key for one bet: the same key again is the same bet (its first answer, nothing
 * moves twice). Letters, digits, _ and -, 8 to 30 characters: the bet's txIds in the vendor API
 * are `${gameCode}:${clientKey}` and that plus ':win' (or ':rb'), which must fit its 100
 * characters (ZVendorRef) with a game code of up to 64 (64 + 1 + 30 + 4 = 99). A UUID without
 * dashes (32) does not fit: send 30 of its hex digits (120 random bits).
 */
export const ZSimClientKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,30}$/, '8 to 30 letters, digits, _ or -');

/** One selection's price: decimal odds in thousandths (1850 = 1.85; a stake of 100 pays 185). */
export const ZSimPrice = z.object({
  selection: ZSimSelection,
  odds: z.number().int().min(1001),
});
export type TSimPrice = z.infer<typeof ZSimPrice>;

/** A card as rank + suit, as packages/games' cardLabel writes it: 'AS', '10H', 'KD' (suits S H D C). */
export const ZSimCard = z.string().regex(/^(A|[2-9]|10|J|Q|K)[SHDC]$/);

/** How an event came out. winner null: cancelled (abandoned), every bet's stake given back. */
export const ZSimResult = z.object({
  winner: ZSimSelection.nullable(),
  /** Goals, points or maps won (home first); null for baccarat and cockfight. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** Baccarat: the hands as dealt and their points. */
  cards: z
    .object({
      player: z.array(ZSimCard),
      banker: z.array(ZSimCard),
      playerPoints: z.number().int().min(0).max(9),
      bankerPoints: z.number().int().min(0).max(9),
    })
    .nullable(),
  /** Why it was cancelled ('abandoned'), else null. */
  reason: z.string().nullable(),
});
export type TSimResult = z.infer<typeof ZSimResult>;

/**
 * A match, fight or baccarat hand. scheduled: not started; live: playing; ended: result known and
 * bets settled (or being settled); cancelled: abandoned, every bet rolled back. Bets are taken
 * while `isBettingOpen` (until `bettingClosesAt`).
 */
export const ZSimEvent = z.object({
  id: z.number().int(),
  /** The vendor's code (vassalage). */
  vendor: z.string(),
  gameType: ZGameType,
  sport: ZSimSport,
  /** League or table name ('Table 1', 'Premier Cup', 'Arena 3'). */
  league: z.string(),
  /** Home team, player side label or meron rooster. */
  home: z.string(),
  away: z.string(),
  state: ZSimEventState,
  isFeatured: z.boolean(),
  /** ISO 8601 (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  bettingClosesAt: z.string(),
  isBettingOpen: z.boolean(),
  prices: z.array(ZSimPrice),
  /** Set once ended or cancelled. */
  result: ZSimResult.nullable(),
});
export type TSimEvent = z.infer<typeof ZSimEvent>;

export const simBetStates = ['open', 'won', 'lost', 'void'] as const;
export const ZSimBetState = z.enum(simBetStates);

/**
 * A bet on the vendor's book. open: waiting for the event; won: paid stake x odds; lost; void:
 * the stake given back (a cancelled event, or a baccarat tie for player/banker bets).
 */
export const ZSimBet = z.object({
  /** The bet's reference (its wallet transaction id). */
  betRef: z.string(),
  eventId: z.number().int(),
  sport: ZSimSport,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  eventState: ZSimEventState,
  selection: ZSimSelection,
  odds: z.number().int(),
  stake: ZSimMoney,
  /** What was paid back (0 for a loss); null while open. */
  payout: ZSimMoney.nullable(),
  state: ZSimBetState,
  /** ISO 8601 (UTC). */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The event's winning selection once known. */
  winner: ZSimSelection.nullable(),
});
export type TSimBet = z.infer<typeof ZSimBet>;

/** The vendor's stake limits, minor units. */
export const ZSimLimits = z.object({ minStake: ZSimMoney, maxStake: ZSimMoney });
export type TSimLimits = z.infer<typeof ZSimLimits>;
