// The built-in vendor's game client calls (/wps/house/*): the shapes they share. Every call
// carries the launch token (the vendor session the launch made); the house authenticates it with
// our seamless-wallet API and moves money only through that API.
import { z } from 'zod';
import { ZIdempotencyKey, ZMinorAmount, ZMinorValue } from '../wallet/fields';
import { ZLaunchToken } from './vendor-api';

export { ZLaunchToken };

/** The engines of packages/games the house plays. */
export const houseEngines = ['slot', 'fish', 'pvp'] as const;
export const ZHouseEngine = z.enum(houseEngines);
export type THouseEngine = z.infer<typeof ZHouseEngine>;

/**
 * A bet's upper limit is this many times the game's minimum bet (the slot's total bet, the
 * fish shot's stake; PvP rooms carry their own limits).
 */
export const HOUSE_MAX_BET_MULTIPLE = 1000;

/** A stake in minor units: a positive whole number as a string (0, negatives, fractions: 400). */
export const ZHouseStake = ZMinorAmount;

/**
 * The client's key for one round: sending the same request again with it answers the same round
 * and moves nothing more; the same key with another bet is CONFLICT.
 */
export const ZClientKey = ZIdempotencyKey;

/** A client seed: 1 to 64 visible ASCII characters (docs/provably-fair.md). */
export const ZClientSeed = z
  .string()
  .regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 visible ASCII characters, no spaces');

/** The player's active seed pair: the server seed is only committed (its SHA-256) until rotated. */
export const ZHouseSeed = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export type THouseSeed = z.infer<typeof ZHouseSeed>;

/** A round's common answer: its id (for the verify page), nonce, win and the balance after. */
export const ZHouseRoundBase = z.object({
  /** The round's id (GET /wps/house/rounds/:roundId verifies it). */
  roundId: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  /** Everything the round paid (the jackpot included), minor units. */
  win: ZMinorValue,
  /**
   * The player's balance after the round, minor units (a repeated request answers the round as
   * it was with the balance as it is now, as the vendor API answers a replayed txId).
   */
  balance: ZMinorValue,
});

export const ZHouseTokenBody = z.strictObject({ token: ZLaunchToken });
