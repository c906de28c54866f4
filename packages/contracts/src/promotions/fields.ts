// The fields the promotion calls share (issue 18): types, the spec's statuses, per-language
// texts, eligibility and each type's rules. Percentages are basis points (100 = 1 %), amounts
// minor units as strings.
import { z } from 'zod';
import { ZImagePath, ZIsoTime, ZPlainLine, ZPlainText } from '../content/fields';
import { ZGameType } from '../content/game-nav';
import { ZLanguage } from '../http';
import { ZMinorAmount, ZMinorValue } from '../wallet/fields';

export const promotionTypes = [
  'signup',
  'deposit',
  'checkin',
  'rebate',
  'raffle',
  'application',
  'referral',
] as const;
export const ZPromotionType = z.enum(promotionTypes);
export type TPromotionType = z.infer<typeof ZPromotionType>;

/** The spec's promo statuses, as a card shows them to its caller. */
export const promoStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming',
] as const;
export const ZPromoStatus = z.enum(promoStatuses);
export type TPromoStatus = z.infer<typeof ZPromoStatus>;

export const promotionStates = ['draft', 'active', 'paused', 'ended'] as const;
export const ZPromotionState = z.enum(promotionStates);

/** An application's remark: at most 140 characters (spec). */
export const REMARK_MAX_LENGTH = 140;

const ZText = z.strictObject({
  title: ZPlainLine(120),
  body: ZPlainText(5000, 0),
  image: ZImagePath.nullable().default(null),
});
export const ZPromotionTexts = z
  .partialRecord(ZLanguage, ZText)
  .refine((t) => t.EN !== undefined, { message: 'EN is required', path: ['EN'] });
export type TPromotionTexts = z.infer<typeof ZPromotionTexts>;

const ZBps = z.number().int().min(0).max(100_000);

/** Who may take part; every field left out lets everyone in. */
export const ZPromotionEligibility = z.strictObject({
  /** Only members registered at most this many days ago. */
  newMemberDays: z.number().int().min(1).max(3650).optional(),
  /** VIP rank levels (members.rank_level) allowed. */
  rankLevels: z.array(z.number().int().min(0).max(100)).max(100).optional(),
  /** Only members under one of these agents (member_tree, any depth). */
  agentIds: z.array(z.number().int().positive()).max(100).optional(),
  /** Deposit bonus: only deposits through these payment channel codes. */
  channelCodes: z.array(ZPlainLine(50)).max(50).optional(),
  /** Deposit bonus: which completed deposit of the member counts (1 = first); absent any. */
  nthDeposit: z.number().int().min(1).max(1000).optional(),
  /** Countries (ISO 3166 alpha-2) of the caller's address; absent any. */
  regions: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .optional(),
  /** Only members who have set their Zalo number ID (else ZALO_REQUIRED). */
  requiresZaloId: z.boolean().optional(),
});
export type TPromotionEligibility = z.infer<typeof ZPromotionEligibility>;

/**
 * What a bonus a promotion pays holds to while it is active (the bonus core's maximum bet and
 * contribution weights); spread into the rules of each type that pays a bonus.
 */
const bonusTerms = {
  /** The largest stake a bet may take while the bonus is active; absent: no limit. */
  maxBet: ZMinorAmount.optional(),
  /** Percent (0 to 100) of a settled stake that counts toward the wagering; a type left out: 100. */
  weights: z.partialRecord(ZGameType, z.number().int().min(0).max(100)).optional(),
};

export const ZSignupRules = z.strictObject({
  type: z.literal('signup'),
  amount: ZMinorAmount,
  /** Identities that make a person: one sign-up bonus per mobile, device or address. */
  identities: z
    .array(z.enum(['mobile', 'device', 'address']))
    .max(3)
    .default(['mobile']),
  wageringMultiple: z.number().int().min(0).max(100).default(1),
  ...bonusTerms,
});
export const ZDepositRules = z.strictObject({
  type: z.literal('deposit'),
  percentBps: ZBps,
  cap: ZMinorAmount,
  minDeposit: ZMinorAmount,
  /** before: chosen before depositing (paid when the deposit completes); after: claimed on one. */
  choose: z.enum(['before', 'after']).default('after'),
  wageringMultiple: z.number().int().min(0).max(100).default(1),
  /** Wagering counted on bonus only or bonus plus deposit. */
  wageringBase: z.enum(['bonus', 'bonusPlusDeposit']).default('bonus'),
  ...bonusTerms,
});
export const ZCheckinRules = z.strictObject({
  type: z.literal('checkin'),
  /** Reward of the nth day of a streak; a streak longer than the list earns the last one. */
  rewards: z.array(ZMinorAmount).min(1).max(31),
  /** A streak that has reached the list's length starts over from day 1 when true. */
  cycle: z.boolean().default(true),
  ...bonusTerms,
});
export const ZRebateRules = z.strictObject({
  type: z.literal('rebate'),
  /** Basis points of valid bet per game type; a game type left out earns nothing. */
  rates: z.partialRecord(ZGameType, ZBps),
  /** auto: paid by the job each period; manual: claimed by the member on manualRebate. */
  payout: z.enum(['auto', 'manual']).default('auto'),
  /** Smallest rebate paid (below it nothing is paid for the period). */
  minPayout: ZMinorValue.default('1'),
  /** The most one member earns per period; absent no cap. */
  maxPayout: ZMinorAmount.optional(),
});
export const ZRaffleRules = z.strictObject({
  type: z.literal('raffle'),
  /** A ticket per this much deposited in the promotion's window; absent: deposits earn none. */
  depositPerTicket: ZMinorAmount.optional(),
  /** A ticket per this much valid bet in the window; absent: bets earn none. */
  betPerTicket: ZMinorAmount.optional(),
  /** Prizes in draw order; one prize per member. */
  prizes: z.array(ZMinorAmount).min(1).max(100),
});
export const ZApplicationRules = z.strictObject({
  type: z.literal('application'),
  /** What an approval pays unless the operator names another amount. */
  amount: ZMinorAmount,
  /** Whether the application needs at least one image. */
  needsImage: z.boolean().default(false),
  ...bonusTerms,
});
export const ZReferralRules = z.strictObject({
  type: z.literal('referral'),
  /** Paid to the referrer per referred member whose deposits reach minDeposit. */
  amount: ZMinorAmount,
  minDeposit: ZMinorAmount,
  ...bonusTerms,
});
export const ZPromotionRules = z.discriminatedUnion('type', [
  ZSignupRules,
  ZDepositRules,
  ZCheckinRules,
  ZRebateRules,
  ZRaffleRules,
  ZApplicationRules,
  ZReferralRules,
]);
export type TPromotionRules = z.infer<typeof ZPromotionRules>;

/** What an operator sends to create or edit a promotion. */
export const ZPromotionInput = z
  .strictObject({
    texts: ZPromotionTexts,
    rules: ZPromotionRules,
    eligibility: ZPromotionEligibility.default({}),
    startsAt: ZIsoTime.nullable().default(null),
    endsAt: ZIsoTime.nullable().default(null),
    perMember: z.number().int().min(1).max(1_000_000).nullable().default(null),
    perDay: z.number().int().min(1).max(1000).nullable().default(null),
    perAddress: z.number().int().min(1).max(1_000_000).nullable().default(null),
    budget: ZMinorAmount.nullable().default(null),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
  })
  .refine((p) => !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TPromotionInput = z.infer<typeof ZPromotionInput>;

/** A promotion as a player sees it: texts in the asked language, the caller's status. */
export const ZPromotionCard = z.object({
  id: z.number().int(),
  type: ZPromotionType,
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: ZPromoStatus,
  /** Why the action is not available (a code the web translates), or null when it is. */
  unavailableReason: z.string().nullable(),
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;
