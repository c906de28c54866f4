// The lobby's game list (spec 3 "Game query", 7 "Games": GCSGAME_gameList) and the game item every
// catalogue call answers with (hot list, favourites, recent plays).
import { z } from 'zod';
import { ZGameClassify, ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const GAME_PAGE_SIZE = 15;
export const GAME_MAX_PAGE_SIZE = 100;

/** A page number of a catalogue list, 1 first. */
export const ZGamePageNo = z.coerce.number().int().min(1).max(10_000).default(1);
/** Rows per page: spec 9's 15 unless asked. */
export const ZGamePageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(GAME_MAX_PAGE_SIZE)
  .default(GAME_PAGE_SIZE);

/** A vendor code as the lobby sends it (vassalage): letters, digits, _ and -. */
export const ZVassalage = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '1 to 40 letters, digits, _ or -');

/** Spec 7: the lobby's clientType is 3 (a query string, so '3' is accepted too). */
export const ZClientType = z.coerce.number().int().pipe(z.literal(3));
export const ZGamePlatform = z.enum(['html5-desktop', 'flash']);

/**
 * The minimum-bet filter's options (spec 9), in major units as the lobby shows them; the stored
 * minBet is minor units (value * 100). Decision: a chosen value lists the games the player can
 * play for that stake, i.e. minBet <= value (0.05 lists the 0.01 and 0.05 games).
 */
export const minBetOptions = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export const ZMinBetOption = z.enum(minBetOptions);
export type TMinBetOption = z.infer<typeof ZMinBetOption>;
export const minBetOptionMinor: Record<TMinBetOption, bigint> = {
  '0.01': 1n,
  '0.05': 5n,
  '0.1': 10n,
  '0.5': 50n,
  '0.75': 75n,
};

/** A game as the lobby shows it. */
export const ZGameItem = z.object({
  /** The game's id: favourites are toggled by it. */
  nodeId: z.number().int(),
  /** The launch call's gameCode. */
  gameCode: z.string(),
  /** The vendor's code (unique within its game type). */
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: ZGameType,
  /** In the asked language, EN when that language has none. */
  name: z.string(),
  /** RNG games only; null for the other types. */
  classify: ZGameClassify.nullable(),
  /** The smallest stake, minor units (100 = 1.00). */
  minBet: ZMinorValue,
  /** Paylines of a slot; 0 for other games. */
  lines: z.number().int(),
  /** Image path on this site, e.g. /images/games/RS_DRAGON.svg. */
  art: z.string(),
  isHot: z.boolean(),
  /** Trial play (GCS_gameTrialLaunch) is allowed. */
  trial: z.boolean(),
  /** The logged-in member has it among their favourites; always false for visitors. */
  isFavourite: z.boolean(),
});
export type TGameItem = z.infer<typeof ZGameItem>;

export const ZGameListQuery = z.strictObject({
  clientType: ZClientType.optional(),
  platform: ZGamePlatform.optional(),
  /** Accepted for the spec's payload; the site has one channel and merchant. */
  channel: z.string().trim().max(40).optional(),
  merchant: z.string().trim().max(40).optional(),
  /** Required: a lobby lists one game type (the games_lobby index starts with it). */
  gameType: ZGameType,
  /** One vendor of that type; none lists every vendor's games. */
  vassalage: ZVassalage.optional(),
  /** BINGO lists nothing unless language is TY (spec 9). */
  gameClassify: ZGameClassify.optional(),
  /** Case-insensitive part of the name in any language; empty means no search. */
  gameName: z.string().trim().max(60).optional(),
  minBet: ZMinBetOption.optional(),
  /** Slots with at least this many lines. */
  minLineNum: z.coerce.number().int().min(0).max(1000).optional(),
  pageNo: ZGamePageNo,
  pageSize: ZGamePageSize,
  language: ZLanguage.optional(),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

export const ZGamePage = z.object({
  games: z.array(ZGameItem),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TGamePage = z.infer<typeof ZGamePage>;

export const getGameList = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  summary:
    'Active games of one type, filtered by vendor, class, name, minimum bet and lines, in ' +
    'display order; isFavourite is filled when a member asks',
  tag: 'games',
  // Spec 7 marks it (T), but spec 6 lets visitors "view lists and hot games": open to all.
  access: 'public',
  query: ZGameListQuery,
  value: ZGamePage,
});
