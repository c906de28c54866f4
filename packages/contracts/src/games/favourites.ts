// A member's favourite games (spec 7 MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList).
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import {
  ZClientType,
  ZGameItem,
  ZGamePageNo,
  ZGamePageSize,
  ZGamePlatform,
  ZVassalage,
} from './game-list';

export const ZNodeId = z.coerce.number().int().min(1).max(2_147_483_647);

export const toggleFavouriteGame = defineContract({
  // Spec 7 says game calls are GETs; this one changes state, so it is a POST (decision).
  method: 'POST',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  summary:
    'Toggle a favourite by nodeId: removed when it is one, added when not; answers the new state',
  tag: 'games',
  access: 'member',
  body: z.strictObject({
    nodeId: ZNodeId,
    /** The game's vendor and type as the lobby knows them; refused when they do not match. */
    vendor: ZVassalage.optional(),
    gameType: ZGameType.optional(),
  }),
  value: z.object({ nodeId: z.number().int(), isFavourite: z.boolean() }),
});

export const getFavouriteGames = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  summary: 'The member’s favourite active games, newest first, of one type or vendor if asked',
  tag: 'games',
  access: 'member',
  // The spec's payload carries the token too; here it travels only in the Authorization header.
  query: z.strictObject({
    clientType: ZClientType.optional(),
    platform: ZGamePlatform.optional(),
    language: ZLanguage.optional(),
    gameType: ZGameType.optional(),
    vassalage: ZVassalage.optional(),
    pageNo: ZGamePageNo,
    pageSize: ZGamePageSize,
  }),
  value: z.object({
    content: z.array(ZGameItem),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});
