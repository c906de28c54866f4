// The built-in games' client starts here: who plays, the balance, the game's rules (paytable,
// fish, card game), its theoretical return, and the active provably fair seed.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZHouseEngine, ZHouseSeed, ZLaunchToken } from './house-common';

export const ZHouseSlotRules = z.object({
  /** The paytable variant (packages/games slot variants), recorded with every round. */
  variant: z.string(),
  /** Reel strips, top to bottom as they turn: the stop s shows strip[s], strip[s+1], strip[s+2]. */
  reels: z.array(z.array(z.string())),
  /** The paylines the game offers (1..lines): each the row (0 top .. 2) on reels 1..5. */
  paylines: z.array(z.array(z.number().int())),
  /** Symbol -> multipliers of the stake per line for 1, 2, 3, 4, 5 in a row from the left. */
  paytable: z.record(z.string(), z.array(z.number())),
  wild: z.string().nullable(),
  /** Scatter count -> multiplier of the total stake. */
  scatter: z.object({ symbol: z.string(), pays: z.record(z.string(), z.number()) }).nullable(),
  /** Each spin's chance of the whole jackpot pool: 1 in this (real money only). */
  jackpotOneIn: z.number().int(),
});

export const ZHouseFishKind = z.object({
  id: z.string(),
  /** The English name (the client translates by id). */
  name: z.string(),
  /** Win on a hit = stake x multiplier. */
  multiplier: z.number().int(),
  /** multiplier x 100. */
  multiplierPercent: z.number().int(),
  /** The chance a shot at it hits, 0..1. */
  hitChance: z.number(),
});

export const ZHousePvpRules = z.object({
  /** The card game's id (packages/games pvp). */
  variant: z.string(),
  name: z.string(),
});

export const ZHouseSession = z.object({
  player: z.object({ playerId: z.number().int(), username: z.string(), isTrial: z.boolean() }),
  balance: ZMinorValue,
  currency: z.string(),
  game: z.object({
    code: z.string(),
    name: z.string(),
    vendor: z.string(),
    engine: ZHouseEngine,
    /** The smallest bet (the slot's total bet, a shot's stake), minor units. */
    minBet: ZMinorValue,
    maxBet: ZMinorValue,
    /** The slot's paylines (the most a spin may play); 0 for other games. */
    lines: z.number().int(),
    /** The exact theoretical return to player, e.g. 0.9612 (the jackpot not included). */
    rtp: z.number(),
    slot: ZHouseSlotRules.optional(),
    fish: z.array(ZHouseFishKind).optional(),
    pvp: ZHousePvpRules.optional(),
  }),
  seed: ZHouseSeed,
  /** The jackpot pool now (slots with real money; "0" otherwise). */
  jackpot: ZMinorValue,
});
export type THouseSession = z.infer<typeof ZHouseSession>;

export const houseSession = defineContract({
  method: 'POST',
  path: '/wps/house/session',
  summary:
    "Built-in games: the launch token's player, balance, game rules and RTP, and the active fair seed. LAUNCH_TOKEN_INVALID for an unknown or ended token, GAME_UNAVAILABLE for a game the house does not play",
  tag: 'house',
  access: 'public',
  body: z.strictObject({ token: ZLaunchToken, language: ZLanguage.optional() }),
  value: ZHouseSession,
});
