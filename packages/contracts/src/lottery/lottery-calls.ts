// The lottery calls (spec 7 "Lottery", "Home" and "Games"): menus, popular, opened numbers, near
// draws, a draw's detail, play types, placing bets and the member's bets.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMinorAmount, ZMinorValue, ZIdempotencyKey } from '../wallet/fields';
import {
  ZDevice,
  ZDrawDetail,
  ZDrawId,
  ZLotteryBet,
  ZLotteryId,
  ZLotteryItem,
  ZLotteryMenu,
  ZLotteryPlayType,
  ZLotteryPrizeMode,
  ZMenuQuery,
  ZNumero,
  ZOpenedDraw,
  ZPlayType,
  lotteryBetStates,
} from './lottery-common';

export const getGameMenus = defineContract({
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary:
    'Every active lottery grouped by menu tag, each with its current draw; by prizeMode if given',
  tag: 'lottery',
  access: 'public',
  query: ZMenuQuery,
  value: z.array(ZLotteryMenu),
});

export const getVnGameMenu = defineContract({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  summary: 'The Vietnamese lotteries (prize mode ZY unless asked otherwise) grouped by menu tag',
  tag: 'lottery',
  access: 'public',
  query: ZMenuQuery,
  value: z.array(ZLotteryMenu),
});

export const getVnRecentMenu = defineContract({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  summary: 'The lotteries the member bet on most recently, newest first (recentCount, at most 100)',
  tag: 'lottery',
  access: 'member',
  query: z.strictObject({
    prizeMode: ZLotteryPrizeMode.optional(),
    device: ZDevice,
    recentCount: z.coerce.number().int().min(1).max(100).default(100),
    language: ZLanguage.optional(),
  }),
  value: z.array(ZLotteryItem),
});

export const getPopular = defineContract({
  method: 'GET',
  path: '/lgw/games/popular',
  summary: 'The popular lotteries (hot first, then by recent bets) with their latest result',
  tag: 'lottery',
  access: 'public',
  query: z.strictObject({
    count: z.coerce.number().int().min(1).max(20).default(20),
    prizeMode: ZLotteryPrizeMode.optional(),
    device: ZDevice,
    language: ZLanguage.optional(),
  }),
  value: z.array(z.object({ game: ZLotteryItem, latest: ZOpenedDraw.nullable() })),
});

export const getVnOpenedNumeros = defineContract({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  summary:
    'The latest drawn results of the Vietnamese lotteries, newest first (count, at most 100)',
  tag: 'lottery',
  access: 'public',
  query: z.strictObject({
    count: z.coerce.number().int().min(1).max(100).default(100),
    language: ZLanguage.optional(),
  }),
  value: z.array(ZOpenedDraw),
});

const ZOpenedQuery = z.strictObject({
  gameId: ZLotteryId,
  count: z.coerce.number().int().min(1).max(100).default(20),
  language: ZLanguage.optional(),
});

export const getOpenedNumero = defineContract({
  method: 'GET',
  path: '/lgw/games/opened/numero',
  summary: "A lottery's drawn and cancelled draws, newest first (its draw history)",
  tag: 'lottery',
  access: 'public',
  query: ZOpenedQuery,
  value: z.array(ZOpenedDraw),
});

export const getLottoOpenedNumero = defineContract({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  summary: "The lottery page's draw history (as /lgw/games/opened/numero, for a member)",
  tag: 'lottery',
  access: 'member',
  query: ZOpenedQuery,
  value: z.array(ZOpenedDraw),
});

export const ZNearDraw = z.object({
  drawId: z.number().int(),
  numero: z.string(),
  drawAt: z.string(),
  lockAt: z.string(),
  remainTime: z.number().int(),
  lockTime: z.number().int(),
  serverSeedHash: z.string(),
});
export type TNearDraw = z.infer<typeof ZNearDraw>;

export const getNearNumeros = defineContract({
  method: 'GET',
  path: '/lgw/numeros/near',
  summary: 'The last drawn draw, the draw taking bets and the next few of a lottery',
  tag: 'lottery',
  access: 'public',
  query: z.strictObject({ gameId: ZLotteryId, language: ZLanguage.optional() }),
  value: z.object({
    previous: ZOpenedDraw.nullable(),
    current: ZNearDraw.nullable(),
    upcoming: z.array(ZNearDraw),
  }),
});

export const getDraw = defineContract({
  method: 'GET',
  path: '/lgw/draw',
  summary:
    'One draw with what verifies it: the seed hash, and once drawn the seed and the numbers. ' +
    'By drawId, or by gameId and numero',
  tag: 'lottery',
  access: 'public',
  query: z.union([
    z.strictObject({ drawId: ZDrawId, language: ZLanguage.optional() }),
    z.strictObject({ gameId: ZLotteryId, numero: ZNumero, language: ZLanguage.optional() }),
  ]),
  value: ZDrawDetail,
});

export const getPlayTypes = defineContract({
  method: 'GET',
  path: '/lgw/games/play_types',
  summary: "A lottery's enabled play types with their odds and stake limits (the bet slip's)",
  tag: 'lottery',
  access: 'public',
  query: z.strictObject({ gameId: ZLotteryId }),
  value: z.array(ZLotteryPlayType),
});

/** At most this many lines on one slip. */
export const MAX_SLIP_LINES = 20;

export const ZSlipLine = z.strictObject({
  /** The same key again is the same bet: answered as first, debited once. */
  clientKey: ZIdempotencyKey,
  playType: ZPlayType,
  /** Digits for a numbers play type; '' for BIG, SMALL, ODD, EVEN. */
  selection: z.string().regex(/^[0-9]{0,6}$/),
  stake: ZMinorAmount,
});
export type TSlipLine = z.infer<typeof ZSlipLine>;

export const placeLotteryBets = defineContract({
  method: 'POST',
  path: '/lgw/bets',
  summary:
    'Places a slip of bets on one draw, all or none. BET_CLOSED after lockTime, ' +
    'BET_OUT_OF_RANGE outside the stake limits, VALIDATION_FAILED for a play type or selection ' +
    'the lottery lacks, INSUFFICIENT_FUNDS, NOT_FOUND for an unknown draw',
  tag: 'lottery',
  access: 'member',
  body: z.strictObject({
    gameId: z.number().int().min(1).max(2_147_483_647),
    drawId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    lines: z.array(ZSlipLine).min(1).max(MAX_SLIP_LINES),
    /** The bets' lottery names in this language (EN when missing). */
    language: ZLanguage.optional(),
  }),
  value: z.object({ bets: z.array(ZLotteryBet), balance: ZMinorValue, currency: z.string() }),
});

export const getLotteryBets = defineContract({
  method: 'GET',
  path: '/lgw/bets',
  summary: "The member's lottery bets, newest first, 15 a page; of one lottery or state if given",
  tag: 'lottery',
  access: 'member',
  query: z.strictObject({
    gameId: ZLotteryId.optional(),
    state: z.enum(['all', ...lotteryBetStates]).default('all'),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
    language: ZLanguage.optional(),
  }),
  value: z.object({ list: z.array(ZLotteryBet), totalPages: z.number().int() }),
});
