// The member's profit and loss (member centre page personalProfit): the member's rounds over whole
// days in the site's time zone, summed per game type and, within each, per vendor. The spec names
// no call for it: the path is ours.
import { z } from 'zod';
import { ZGameType } from '../content/game-nav';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { checkRange, ZGameRecordsRange } from './bet-records';

export const ZProfitQuery = z.strictObject({ ...ZGameRecordsRange }).superRefine(checkRange);
export type TProfitQuery = z.infer<typeof ZProfitQuery>;

export const ZProfitFigures = z.object({
  rounds: z.number().int(),
  /** Bets less rollbacks, every round (open ones too), minor units. */
  bet: ZMinorValue,
  /** Bets of ended rounds only: a round still open has not been settled yet. */
  validBet: ZMinorValue,
  win: ZMinorValue,
  /** win - bet: positive, the member came out ahead. */
  net: ZMinorValue,
});
export type TProfitFigures = z.infer<typeof ZProfitFigures>;

export const ZProfitVendor = ZProfitFigures.extend({
  vendor: z.string(),
  vendorName: z.string(),
});

export const ZProfitType = ZProfitFigures.extend({
  gameType: ZGameType,
  /** Biggest bet first. */
  vendors: z.array(ZProfitVendor),
});
export type TProfitType = z.infer<typeof ZProfitType>;

export const ZProfit = z.object({
  /** Game types with rounds in the range, in navigation order. */
  types: z.array(ZProfitType),
  total: ZProfitFigures,
  timeZone: z.string(),
});
export type TProfit = z.infer<typeof ZProfit>;

export const memberProfit = defineContract({
  method: 'GET',
  path: '/wps/member/profit-loss',
  summary:
    "The member's bets, valid bets, wins and net per game type and vendor over a range of days",
  tag: 'games',
  access: 'member',
  query: ZProfitQuery,
  value: ZProfit,
});
