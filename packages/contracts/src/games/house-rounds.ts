// What the public verify page needs to recompute a built-in game's round: the engine and game,
// the bet, the outcome, the seed's commitment, client seed and nonce, and the server seed once
// the player has revealed it (never who played).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZHouseEngine } from './house-common';

export const ZHouseRoundVerify = z.object({
  roundId: z.number().int(),
  engine: ZHouseEngine,
  gameCode: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  currency: z.string(),
  /** The bet as the engine took it: { stake, lines, variant } / { stake, target } / { stake, roomId }. */
  bet: z.record(z.string(), z.unknown()),
  /** What came out (reels, hit, cards ...) and the win, as the round's answer showed it. */
  outcome: z.record(z.string(), z.unknown()),
  win: ZMinorValue,
  serverSeedHash: z.string(),
  /** Null until the player rotates the seed (or sets a new client seed). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  playedAt: z.string(),
});
export type THouseRoundVerify = z.infer<typeof ZHouseRoundVerify>;

export const houseRoundVerify = defineContract({
  method: 'GET',
  path: '/wps/house/rounds/:roundId',
  summary: "Built-in games: a round's verification data (public; the server seed once revealed)",
  tag: 'house',
  access: 'public',
  params: z.strictObject({
    roundId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
  }),
  value: ZHouseRoundVerify,
});

export const ZHouseFairSeed = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  /** Rounds played with the pair (nonces 0 .. rounds-1). */
  rounds: z.number().int(),
  revealedAt: z.string().nullable(),
});
export type THouseFairSeed = z.infer<typeof ZHouseFairSeed>;

export const houseFairSeed = defineContract({
  method: 'GET',
  path: '/wps/house/fair/:seedHash',
  summary: 'Built-in games: a seed pair by its commitment (public; the server seed once revealed)',
  tag: 'house',
  access: 'public',
  params: z.strictObject({ seedHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  value: ZHouseFairSeed,
});
