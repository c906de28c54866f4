// The member's recently launched games (spec 7 GCS_recentGame), from their launches (game_plays).
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZClientType, ZGameItem, ZGamePageNo, ZGamePageSize, ZVassalage } from './game-list';

export const ZRecentGame = ZGameItem.extend({
  /** When the member last launched it, ISO 8601 (UTC). */
  lastPlayedAt: z.string(),
});
export type TRecentGame = z.infer<typeof ZRecentGame>;

export const getRecentGames = defineContract({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  summary: 'The member’s launched active games, last played first, of one type or vendor if asked',
  tag: 'games',
  access: 'member',
  query: z.strictObject({
    clientType: ZClientType.optional(),
    gameType: ZGameType.optional(),
    vassalage: ZVassalage.optional(),
    language: ZLanguage.optional(),
    pageNo: ZGamePageNo,
    pageSize: ZGamePageSize,
  }),
  value: z.object({
    list: z.array(ZRecentGame),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});
