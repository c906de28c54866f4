// The winners board (spec 7 GCSGAME_getRankList; spec 3 "winner board items with vo"): the
// biggest wins of settled real-money rounds of the last 7 days.
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

/** Spec 9: the board shows at most 50 winners. */
export const RANK_LIST_LIMIT = 50;
export const RANK_LIST_DAYS = 7;

export const ZRankVo = z.object({
  /** Masked, e.g. pl****01. */
  username: z.string(),
  gameCode: z.string(),
  /** In the asked language, EN when missing. */
  gameName: z.string(),
  gameType: ZGameType,
  vassalage: z.string(),
  /** The round's total win, minor units. */
  winAmount: ZMinorValue,
  currency: z.string(),
  /** When the round ended, ISO 8601 (UTC). */
  time: z.string(),
});
export type TRankVo = z.infer<typeof ZRankVo>;

export const getRankList = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  summary:
    'Biggest wins of ended real-money rounds of the last 7 days (ties: latest first), usernames ' +
    'masked',
  tag: 'games',
  access: 'public',
  query: z.strictObject({
    /** ALL, or one game type. */
    gameCategory: z.union([z.literal('ALL'), ZGameType]).default('ALL'),
    language: ZLanguage.optional(),
    limitNum: z.coerce.number().int().min(1).max(RANK_LIST_LIMIT).default(RANK_LIST_LIMIT),
  }),
  value: z.object({ items: z.array(z.object({ vo: ZRankVo })) }),
});
