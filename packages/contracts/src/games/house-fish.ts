// One shot at a fish kind the player chose (the scene is decoration): the stake is debited, the
// hit drawn by the round's fair bytes, a hit pays stake x the kind's multiplier.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZClientKey, ZHouseRoundBase, ZHouseStake, ZLaunchToken } from './house-common';

export const ZFishShootRequest = z.strictObject({
  token: ZLaunchToken,
  stake: ZHouseStake,
  /** The fish kind's id (the session's game.fish list). */
  target: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  clientKey: ZClientKey,
});
export type TFishShootRequest = z.infer<typeof ZFishShootRequest>;

export const ZFishShot = ZHouseRoundBase.extend({
  target: z.string(),
  hit: z.boolean(),
  /** The kind's multiplier: a hit pays stake x multiplier. */
  multiplier: z.number().int(),
  multiplierPercent: z.number().int(),
  bet: ZMinorValue,
});
export type TFishShot = z.infer<typeof ZFishShot>;

export const houseFishShoot = defineContract({
  method: 'POST',
  path: '/wps/house/fish/shoot',
  summary:
    'Built-in fishing game: one shot (idempotent by clientKey). BET_OUT_OF_RANGE, INSUFFICIENT_FUNDS, LAUNCH_TOKEN_INVALID; a refusal moves nothing',
  tag: 'house',
  access: 'public',
  body: ZFishShootRequest,
  value: ZFishShot,
});
