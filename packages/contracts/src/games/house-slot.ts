// One slot spin: stake per line x lines is debited, the reels stop by the round's fair bytes,
// line and scatter wins (and a jackpot hit) are credited, all through the vendor wallet API.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZClientKey, ZHouseRoundBase, ZHouseStake, ZLaunchToken } from './house-common';

export const ZSlotSpinRequest = z.strictObject({
  token: ZLaunchToken,
  /** Stake per line, minor units; the total bet (x lines) lies within the game's limits. */
  stake: ZHouseStake,
  /** Paylines played, 1..the game's lines. */
  lines: z.number().int().min(1).max(50),
  clientKey: ZClientKey,
});
export type TSlotSpinRequest = z.infer<typeof ZSlotSpinRequest>;

export const ZSlotLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  multiplier: z.number(),
  win: ZMinorValue,
});

export const ZSlotSpin = ZHouseRoundBase.extend({
  /** Stop per reel. */
  stops: z.array(z.number().int()),
  /** reels[reel][row], row 0 the top. */
  reels: z.array(z.array(z.string())),
  wins: z.array(ZSlotLineWin),
  scatterCount: z.number().int(),
  scatterWin: ZMinorValue,
  /** The jackpot pool paid by this spin ("0" without a hit); included in win. */
  jackpotWin: ZMinorValue,
  /** The total bet. */
  bet: ZMinorValue,
});
export type TSlotSpin = z.infer<typeof ZSlotSpin>;

export const houseSlotSpin = defineContract({
  method: 'POST',
  path: '/wps/house/slot/spin',
  summary:
    'Built-in slot: one spin (idempotent by clientKey). BET_OUT_OF_RANGE, INSUFFICIENT_FUNDS, LAUNCH_TOKEN_INVALID; a refusal moves nothing',
  tag: 'house',
  access: 'public',
  body: ZSlotSpinRequest,
  value: ZSlotSpin,
});
