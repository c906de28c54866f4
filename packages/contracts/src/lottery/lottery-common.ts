// The lottery's shared shapes: a lottery as its menus list it (the spec's lottery item), a draw
// (open, or drawn with its numbers and revealed seed), a bet. Times are ISO instants; remainTime
// and lockTime are whole seconds from the server's now, so a client's clock does not matter.
import { z } from 'zod';
import { ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const lotteryPrizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const ZLotteryPrizeMode = z.enum(lotteryPrizeModes);

export const lotteryLayouts = ['sea4d', 'vnNorth', 'vnSouth', 'fast5'] as const;
export const ZLotteryLayout = z.enum(lotteryLayouts);

export const lotteryDrawStates = ['open', 'drawn', 'settled', 'cancelled'] as const;
export const lotteryBetStates = ['open', 'won', 'lost', 'void'] as const;

/** The spec's device for lottery calls. */
export const ZDevice = z.enum(['WEB']).default('WEB');

/** A lottery's id (the spec's gameId), from a query string. */
export const ZLotteryId = z.coerce.number().int().min(1).max(2_147_483_647);
export const ZDrawId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** An issue number: digits and '-', as the draw schedule makes them (20261121, 20261121-0042). */
export const ZNumero = z.string().regex(/^[0-9][0-9-]{0,19}$/);

/** A play type's code of the lottery's layout (the server answers VALIDATION_FAILED for others). */
export const ZPlayType = z.string().regex(/^[A-Z0-9_]{1,20}$/);

/** The lottery menus' common query. */
export const ZMenuQuery = z.strictObject({
  prizeMode: ZLotteryPrizeMode.optional(),
  device: ZDevice,
  language: ZLanguage.optional(),
});

/** The spec's lottery item. */
export const ZLotteryItem = z.object({
  gameId: z.number().int(),
  /** The catalogue game: launch code, vendor and type (LOTT or ELOTT). */
  gameCode: z.string(),
  vendor: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  gameMenuTag: z.string(),
  /** The name in the asked language (EN when missing). */
  remark: z.string(),
  prizeMode: ZLotteryPrizeMode,
  layout: ZLotteryLayout,
  art: z.string(),
  isHot: z.boolean(),
  /** The draw now taking bets (or the next one), and its times. */
  numero: z.string(),
  drawId: z.number().int(),
  /** Seconds until the draw and until betting closes; 0 once passed. */
  remainTime: z.number().int(),
  lockTime: z.number().int(),
  /** Comma-separated week days, 1 Sunday to 7 Saturday. */
  drawDayOfWeek: z.string(),
  /** The draw's instant (ISO). */
  winningTime: z.string(),
  /** The draw's time in the site's time zone, 'yyyy-MM-dd HH:mm'. */
  fewinTime: z.string(),
  /** SHA-256 of the current draw's seed: published before betting closes. */
  serverSeedHash: z.string(),
});
export type TLotteryItem = z.infer<typeof ZLotteryItem>;

export const ZLotteryMenu = z.object({ tag: z.string(), gameMenus: z.array(ZLotteryItem) });
export type TLotteryMenu = z.infer<typeof ZLotteryMenu>;

/** What every answer about one draw says: which draw of which lottery, its state and time. */
const ZDrawFacts = z.object({
  drawId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  remark: z.string(),
  layout: ZLotteryLayout,
  numero: z.string(),
  state: z.enum(lotteryDrawStates),
  drawAt: z.string(),
});

/** A drawn (or cancelled) draw as the result lists show it. */
export const ZOpenedDraw = ZDrawFacts.extend({
  /** Prize tier -> numbers (at most 6 digits each), in the layout's tier order; {} if cancelled. */
  numbers: z.record(z.string(), z.array(z.string())),
  /** The first tier's first number: the headline result. '' if cancelled. */
  openNumber: z.string(),
});
export type TOpenedDraw = z.infer<typeof ZOpenedDraw>;

/** Everything needed to verify a draw: the seed is revealed once the draw is drawn. */
export const ZDrawDetail = ZDrawFacts.extend({
  lockAt: z.string(),
  serverSeedHash: z.string(),
  /** null until drawn. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.literal(0),
  numbers: z.record(z.string(), z.array(z.string())).nullable(),
  /** The site's IANA time zone: the page shows the draw's times in it. */
  timeZone: z.string(),
});
export type TDrawDetail = z.infer<typeof ZDrawDetail>;

/** A play type of a lottery with its odds (thousandths per prize tier) and stake limits. */
export const ZLotteryPlayType = z.object({
  playType: z.string(),
  /** Digits to pick (0 for BIG, SMALL, ODD, EVEN). */
  digits: z.number().int(),
  /** Any order of the picked digits wins (the odds are shared among the orders). */
  isBox: z.boolean(),
  odds: z.record(z.string(), z.number().int()),
  minStake: ZMinorValue,
  maxStake: ZMinorValue,
});
export type TLotteryPlayType = z.infer<typeof ZLotteryPlayType>;

export const ZLotteryBet = z.object({
  betId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  remark: z.string(),
  drawId: z.number().int(),
  numero: z.string(),
  playType: z.string(),
  selection: z.string(),
  stake: ZMinorValue,
  payout: ZMinorValue,
  state: z.enum(lotteryBetStates),
  currency: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TLotteryBet = z.infer<typeof ZLotteryBet>;
