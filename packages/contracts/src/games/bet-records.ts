// The member's betting record (member centre page personalHistoryCopy): the member's game rounds
// (the vendors' rounds and the site's lottery bets), newest first, over whole days in the site's
// time zone, filtered by game type, vendor and state, with the totals of everything the filter
// matches. The spec names no call for it: the path is ours.
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZRecordDate } from '../wallet/records';
import { ZMinorValue } from '../wallet/fields';

export const BET_RECORDS_PAGE_SIZE = 15;
export const BET_RECORDS_MAX_PAGE_SIZE = 100;
/** The longest range one query may cover, in days (both ends counted). */
export const GAME_RECORDS_MAX_DAYS = 90;

/** A vendor's code (its vassalage), e.g. ROYALSLOTS. */
export const ZVendorCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a vendor code');

/** Real-money rounds, or trial (play money) rounds: never mixed in one answer. */
export const ZPlayMode = z.enum(['real', 'trial']);
export type TPlayMode = z.infer<typeof ZPlayMode>;

/** Days between two yyyy-MM-dd days, both counted (1 for the same day). */
export function daysInRange(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * The range every game-records query shares: both days required (no open-ended scans), the start
 * not after the end, at most GAME_RECORDS_MAX_DAYS days.
 */
export const ZGameRecordsRange = {
  /** First day (inclusive), in the site's time zone. */
  startDate: ZRecordDate,
  /** Last day (inclusive), in the site's time zone. */
  endDate: ZRecordDate,
  gameType: ZGameType.optional(),
  /** A vendor's code; with gameType, the vendor of that type. Unknown: 400. */
  vendor: ZVendorCode.optional(),
  play: ZPlayMode.default('real'),
};

type RangeLike = { startDate: string; endDate: string };
export function checkRange(q: RangeLike, ctx: z.RefinementCtx): void {
  // A malformed day already failed its own field.
  if (!ZRecordDate.safeParse(q.startDate).success || !ZRecordDate.safeParse(q.endDate).success)
    return;
  if (q.startDate > q.endDate) {
    ctx.addIssue({
      code: 'custom',
      message: 'startDate must not be after endDate',
      path: ['startDate'],
    });
  } else if (daysInRange(q.startDate, q.endDate) > GAME_RECORDS_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      message: `at most ${GAME_RECORDS_MAX_DAYS} days`,
      path: ['endDate'],
    });
  }
}

export const betRoundStates = ['all', 'open', 'ended'] as const;
export const ZBetRoundState = z.enum(betRoundStates);

export const ZBetRecordsQuery = z
  .strictObject({
    ...ZGameRecordsRange,
    state: ZBetRoundState.default('all'),
    /** The language of the game names. */
    language: ZLanguage.default('EN'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(BET_RECORDS_MAX_PAGE_SIZE)
      .default(BET_RECORDS_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type TBetRecordsQuery = z.infer<typeof ZBetRecordsQuery>;

export const ZBetRecord = z.object({
  /** Our round id, or a lottery bet's id: numbered apart, so only vendor + roundRef is unique. */
  id: z.number().int(),
  /** The vendor's round id; for a lottery bet `<numero>#<betId>`. */
  roundRef: z.string(),
  /** When the round started, ISO 8601 (UTC). */
  time: z.string(),
  /** When it ended, or null while open. */
  endedAt: z.string().nullable(),
  gameCode: z.string().nullable(),
  /** The game's name in the asked language (EN when it has none); null: the vendor named no game. */
  gameName: z.string().nullable(),
  vendor: z.string(),
  vendorName: z.string(),
  gameType: ZGameType,
  currency: z.string(),
  /** Bets less those given back by rollbacks, minor units. */
  bet: ZMinorValue,
  win: ZMinorValue,
  /** win - bet: positive, the member came out ahead. */
  net: ZMinorValue,
  state: z.enum(['open', 'ended']),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

export const ZBetTotals = z.object({
  rounds: z.number().int(),
  bet: ZMinorValue,
  win: ZMinorValue,
  net: ZMinorValue,
});
export type TBetTotals = z.infer<typeof ZBetTotals>;

export const ZBetRecordsPage = z.object({
  list: z.array(ZBetRecord),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every round the filter matches, not only this page. */
  totals: ZBetTotals,
  /** The site's time zone (IANA name): the days are counted there. */
  timeZone: z.string(),
});
export type TBetRecordsPage = z.infer<typeof ZBetRecordsPage>;

export const betRecords = defineContract({
  method: 'GET',
  path: '/wps/member/bet-records',
  summary: "The member's game rounds in a range of days, newest first, with their totals",
  tag: 'games',
  access: 'member',
  query: ZBetRecordsQuery,
  value: ZBetRecordsPage,
});
