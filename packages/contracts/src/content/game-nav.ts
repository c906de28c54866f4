// Game types and vendors for the navigation (spec 2 "Header navigation", 3 "Vendor", "Nav item").
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';

export const gameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export const ZGameType = z.enum(gameTypes);
export type TGameType = z.infer<typeof ZGameType>;

/** The site route of each game type; /elott serves both ELOTT and LOTT (spec 2). */
export const gameTypeRoute: Record<TGameType, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/elott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
};

export const ZVendor = z.object({
  gameType: ZGameType,
  /** The vendor's stable code. */
  vassalage: z.string(),
  displayName: z.string(),
  accountTypeId: z.number().int(),
  /** 1 = hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Logo image path. */
  logo: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;

export const getGameVendors = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  summary: 'Every active vendor of every game type, in display order',
  tag: 'games',
  // The spec marks it (T) but visitors see the header's vendor dropdowns too: open to all.
  access: 'public',
  query: z.strictObject({
    platform: z.enum(['html5-desktop', 'flash']).optional(),
    language: ZLanguage.optional(),
  }),
  value: z.array(ZVendor),
});

/**
 * The RNG lobby's game classes (spec 9 "Slot classes"), as filter codes the web translates;
 * BINGO only on the TY-language site. Other game types have none.
 */
export const gameClassifies = [
  'SCRATCH',
  'VIDEO_POKER',
  'TABLE_GAMES',
  'ARCADE',
  'SLOTS',
  'BINGO',
] as const;
export const ZGameClassify = z.enum(gameClassifies);
export type TGameClassify = z.infer<typeof ZGameClassify>;

export const ZNavItem = z.object({
  gameType: ZGameType,
  /** The route the entry opens, e.g. "/rng". */
  page: z.string(),
  /** Display name in the asked language. */
  name: z.string(),
  cards: z.array(z.object({ vassalage: z.string(), isHot: z.union([z.literal(0), z.literal(1)]) })),
  gameClassify: z.array(ZGameClassify),
});
export type TNavItem = z.infer<typeof ZNavItem>;

export const getVassGameTypes = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  summary: 'The game types in navigation order, each with its vendor cards',
  tag: 'games',
  access: 'public',
  query: z.strictObject({ language: ZLanguage.optional() }),
  value: z.array(ZNavItem),
});
