// The hot games (spec 7 GCSGAME_hotGamesV2): the lobby's hot tab and the /hot page.
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZGameItem, ZGamePlatform, ZVassalage } from './game-list';

/** The most hot games one call answers with. */
export const HOT_GAMES_LIMIT = 200;

export const getHotGames = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  summary:
    'Active hot games in display order: of one vendor when vassalage (and gameType) are given, ' +
    'of one type with gameType, else all',
  tag: 'games',
  access: 'public',
  query: z.strictObject({
    /** Accepted for the spec's payload; the site has one merchant. */
    merchantCode: z.string().trim().max(40).optional(),
    /** Spec 7: 2. */
    isPlatform: z.coerce.number().int().pipe(z.literal(2)).optional(),
    gameType: ZGameType.optional(),
    vassalage: ZVassalage.optional(),
    platform: ZGamePlatform.optional(),
    language: ZLanguage.optional(),
  }),
  value: z.array(ZGameItem),
});
