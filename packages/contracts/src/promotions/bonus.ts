// The member's bonuses (issue 18, member centre bonusDetails): each with its wagering progress,
// expiry and history; and giving one up. Bonus money itself is granted by the promotions.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZIsoTime } from '../content/fields';
import { ZGameType } from '../content/game-nav';
import { ZMinorValue } from '../wallet/fields';

export const bonusStatuses = ['active', 'released', 'forfeited'] as const;
/** Wagering counted on the bonus alone or on bonus plus the deposit it came with. */
export const wageringBases = ['bonus', 'bonus_plus_deposit'] as const;
export const ZBonusStatus = z.enum(bonusStatuses);
export type TBonusStatus = z.infer<typeof ZBonusStatus>;

/** Why a bonus ended: its wagering was met, or it was forfeited by expiry, give-up or withdrawal. */
export const bonusEndReasons = ['wagering_met', 'expired', 'given_up', 'withdrawal'] as const;
export const ZBonusEndReason = z.enum(bonusEndReasons);
export type TBonusEndReason = z.infer<typeof ZBonusEndReason>;

export const ZBonusEvent = z.object({
  kind: z.enum(['granted', 'released', 'forfeited']),
  /** Minor units: granted, moved to cash, or given back to the site. */
  amount: ZMinorValue,
  at: ZIsoTime,
  reason: ZBonusEndReason.optional(),
});
export type TBonusEvent = z.infer<typeof ZBonusEvent>;

export const ZBonus = z.object({
  id: z.number().int(),
  promotionRef: z.string(),
  /** The promotion's title in the member's language (EN when it has none); null if none. */
  title: z.string().nullable(),
  status: ZBonusStatus,
  /** Granted, minor units. */
  amount: ZMinorValue,
  /** What is in the bonus wallet now (active bonus; '0' once ended). */
  balance: ZMinorValue,
  /** Weighted turnover counted and needed, minor units. */
  wagered: ZMinorValue,
  required: ZMinorValue,
  /** Turnover multiple in hundredths (x20 = 2000) and what it multiplies. */
  wageringMultiple: z.number().int(),
  wageringBase: z.enum(wageringBases),
  /** Percent of a settled stake that counts per game type; types not listed count 100. */
  weights: z.partialRecord(ZGameType, z.number().int().min(0).max(100)),
  maxBet: ZMinorValue.nullable(),
  expiresAt: ZIsoTime,
  createdAt: ZIsoTime,
  endedAt: ZIsoTime.nullable(),
  endReason: ZBonusEndReason.nullable(),
  history: z.array(ZBonusEvent),
});
export type TBonus = z.infer<typeof ZBonus>;

export const ZBonusListQuery = z.strictObject({
  /** active: the running bonus; ended: released and forfeited ones. */
  status: z.enum(['active', 'ended']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(15),
});
export type TBonusListQuery = z.infer<typeof ZBonusListQuery>;

export const ZBonusList = z.object({
  items: z.array(ZBonus),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TBonusList = z.infer<typeof ZBonusList>;

export const listBonuses = defineContract({
  method: 'GET',
  path: '/wps/member/bonuses',
  summary: "The member's bonuses, newest first, with wagering progress, expiry and history",
  tag: 'promotions',
  access: 'member',
  query: ZBonusListQuery,
  value: ZBonusList,
});

export const giveUpBonus = defineContract({
  method: 'POST',
  path: '/wps/member/bonuses/:id/give-up',
  summary:
    'Give up the active bonus: what is left of it goes back to the site (forfeited). ' +
    'BONUS_NOT_ACTIVE when it has ended or is not the caller\u2019s',
  tag: 'promotions',
  access: 'member',
  params: ZIdParams,
  value: ZBonus,
});
