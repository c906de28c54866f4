// Operators set each lottery's odds and stake limits per play type, list its draws and cancel an
// open one (every bet on it is refunded).
import { z } from 'zod';
import { ZIdParams } from '../content/fields';
import { defineContract } from '../http';
import { ZMinorAmount, ZMinorValue, minorInOrder } from '../wallet/fields';
import {
  ZLotteryId,
  ZLotteryLayout,
  ZLotteryPrizeMode,
  ZOpenedDraw,
  ZPlayType,
} from './lottery-common';

export const ZOpsLottery = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  name: z.string(),
  menuTag: z.string(),
  prizeMode: ZLotteryPrizeMode,
  layout: ZLotteryLayout,
  timeZone: z.string(),
  drawDays: z.array(z.number().int()),
  drawTime: z.string(),
  intervalSeconds: z.number().int().nullable(),
  lockSeconds: z.number().int(),
  isActive: z.boolean(),
  playTypes: z.array(
    z.object({
      playType: z.string(),
      odds: z.record(z.string(), z.number().int()),
      minStake: ZMinorValue,
      maxStake: ZMinorValue,
      isEnabled: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
});
export type TOpsLottery = z.infer<typeof ZOpsLottery>;

export const opsListLotteries = defineContract({
  method: 'GET',
  path: '/ops/api/lotteries',
  summary: 'Every lottery with its schedule, and its play types with odds and stake limits',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: z.array(ZOpsLottery),
});

/** One play type's odds (per odds key of the play type), stake limits and availability. */
export const ZPlayTypeUpdate = z
  .strictObject({
    playType: ZPlayType,
    odds: z.record(z.string().regex(/^[a-z0-9]{1,20}$/), z.number().int().min(0).max(100_000_000)),
    minStake: ZMinorAmount,
    maxStake: ZMinorAmount,
    isEnabled: z.boolean(),
  })
  .refine((b) => minorInOrder(b.minStake, b.maxStake), {
    message: 'minStake must not exceed maxStake',
    path: ['maxStake'],
  });
export type TPlayTypeUpdate = z.infer<typeof ZPlayTypeUpdate>;

export const opsUpdatePlayType = defineContract({
  method: 'PUT',
  path: '/ops/api/lotteries/:id/play-types',
  summary:
    "Sets one play type's odds (thousandths per prize tier of the layout), stake limits and " +
    'whether it is offered (admin). Bets already placed keep their odds',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  params: ZIdParams,
  body: ZPlayTypeUpdate,
  value: z.object({ ok: z.literal(true) }),
});

export const ZOpsDrawsQuery = z.strictObject({
  gameId: ZLotteryId,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TOpsDrawsQuery = z.infer<typeof ZOpsDrawsQuery>;

/** A draw with how many bets it took and how much was staked and paid. */
export const ZOpsDraw = ZOpenedDraw.extend({
  lockAt: z.string(),
  bets: z.number().int(),
  staked: ZMinorValue,
  paid: ZMinorValue,
});
export type TOpsDraw = z.infer<typeof ZOpsDraw>;

export const opsListDraws = defineContract({
  method: 'GET',
  path: '/ops/api/lottery-draws',
  summary: "A lottery's draws, newest first, with how many bets and how much was staked and paid",
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  query: ZOpsDrawsQuery,
  value: z.object({ items: z.array(ZOpsDraw), totalPages: z.number().int() }),
});

export const opsCancelDraw = defineContract({
  method: 'POST',
  path: '/ops/api/lottery-draws/:id/cancel',
  summary:
    'Cancels a draw that has not been drawn (admin): every bet on it is refunded through the ' +
    'ledger. INVALID_STATE once drawn',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  params: ZIdParams,
  value: z.object({ refunded: z.number().int() }),
});
