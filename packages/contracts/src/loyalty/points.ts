// The points mall (issue 19; spec "Points"): the member's points balance, the catalogue, redeeming
// with the payment password, the redeem history, converting points to cash and the point records.
// Points are whole numbers, their own asset in the ledger (currency PTS), and never expire.
import { z } from 'zod';
import { ZPaymentPassword } from '../account/payment-password';
import { ZDay, ZIsoTime, ZPlainLine } from '../content/fields';
import { defineContract, ZLanguage } from '../http';
import { ZIdempotencyKey, ZMinorValue } from '../wallet/fields';

/** A whole number of points as a string of digits (balances can outgrow 2^53 in principle). */
export const ZPoints = z.string().regex(/^-?(0|[1-9][0-9]*)$/);

export const pointRewardKinds = ['bonus', 'goods'] as const;
export const ZPointRewardKind = z.enum(pointRewardKinds);
export type TPointRewardKind = z.infer<typeof ZPointRewardKind>;

/** Redeem statuses (spec): in process, rejected, approved. A bonus credit is approved at once. */
export const redeemStatuses = ['process', 'approved', 'rejected'] as const;
export const ZRedeemStatus = z.enum(redeemStatuses);
export type TRedeemStatus = z.infer<typeof ZRedeemStatus>;

export const ZPointBalance = z.object({
  /** Whole points the member holds now. */
  points: ZPoints,
  /** Earned from play and deposits and not yet credited: a fraction of a point, in millionths. */
  pendingMicro: z.string(),
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

export const getPointBalance = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  summary: "The caller's points balance",
  tag: 'points',
  access: 'member',
  value: ZPointBalance,
});

/** The points mall's configuration a member sees. */
export const ZPointConfig = z.object({
  enabled: z.boolean(),
  /** Conversion: convertPoints points buy convertAmount minor units of cash; 0 = off. */
  convertPoints: z.number().int(),
  convertAmount: ZMinorValue,
  /** The fewest points one conversion takes. */
  convertMin: z.number().int(),
  /** Points earned per deposit: depositPoints per depositPer minor units (0 = none). */
  depositPoints: z.number().int(),
  depositPer: ZMinorValue,
  /** Points per valid bet, by game type ('*' for the rest). */
  earnRules: z.array(
    z.object({ gameType: z.string(), points: z.number().int(), per: ZMinorValue }),
  ),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

export const getPointConfig = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  summary: 'How points are earned and converted',
  tag: 'points',
  access: 'public',
  value: ZPointConfig,
});

export const ZPointReward = z.object({
  id: z.number().int(),
  kind: ZPointRewardKind,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Points per item. */
  points: z.number().int(),
  /** A bonus credit's amount (minor units); '0' for goods. */
  bonusAmount: ZMinorValue,
  /** Items left; null = unlimited. */
  stock: z.number().int().nullable(),
  /** Goods need shipping details. */
  needsShipping: z.boolean(),
});
export type TPointReward = z.infer<typeof ZPointReward>;

export const getPointReward = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  summary: 'The points mall catalogue: active rewards',
  tag: 'points',
  access: 'public',
  query: z.strictObject({ language: ZLanguage.default('EN') }),
  value: z.object({ list: z.array(ZPointReward) }),
});

export const ZShipping = z.strictObject({
  name: ZPlainLine(60),
  phone: z.string().regex(/^\+?[0-9 -]{6,20}$/, 'a phone number'),
  address: ZPlainLine(300),
});
export type TShipping = z.infer<typeof ZShipping>;

export const ZRedeemRequest = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  rewardId: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(1).max(100).default(1),
  /** Required for goods. */
  shipping: ZShipping.optional(),
  paymentPassword: ZPaymentPassword.optional(),
});
export type TRedeemRequest = z.input<typeof ZRedeemRequest>;

export const ZRedemption = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  kind: ZPointRewardKind,
  name: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  /** A bonus credit's amount, minor units ('0' for goods). */
  amount: ZMinorValue,
  status: ZRedeemStatus,
  remark: z.string().nullable(),
  createdAt: ZIsoTime,
  reviewedAt: ZIsoTime.nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;

export const redeemPointReward = defineContract({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  summary: 'Redeem points for a reward, with the payment password',
  tag: 'points',
  access: 'member',
  body: ZRedeemRequest,
  value: z.object({ redemption: ZRedemption, points: ZPoints }),
});

export const ZPageQuery = z.strictObject({
  language: ZLanguage.default('EN'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(15),
});

/**
 * A page of a points list within a range of days: yyyy-MM-dd in the site's time zone, both
 * inclusive, as the account and game records take them; no start or end means no bound there.
 */
export const ZPointListQuery = ZPageQuery.extend({
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
}).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
  message: 'startDate must not be after endDate',
  path: ['startDate'],
});
export type TPointListQuery = z.infer<typeof ZPointListQuery>;

export const getRedeemPointList = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  summary: "The caller's redeem history, newest first, by the days they were asked in",
  tag: 'points',
  access: 'member',
  query: ZPointListQuery,
  value: z.object({ list: z.array(ZRedemption), total: z.number().int() }),
});

export const ZConvertRequest = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: ZPaymentPassword.optional(),
});
export type TConvertRequest = z.infer<typeof ZConvertRequest>;

export const convertPoint = defineContract({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  summary: 'Convert points to cash at the configured rate',
  tag: 'points',
  access: 'member',
  body: ZConvertRequest,
  value: z.object({ points: ZPoints, amount: ZMinorValue, cash: ZMinorValue }),
});

/** Point record types: the ledger transaction kinds of the points wallet. */
export const pointRecordTypes = [
  'points_earn',
  'points_redeem',
  'points_refund',
  'points_convert',
  'points_adjust',
  'points_mission',
] as const;

export const ZPointRecord = z.object({
  id: z.number().int(),
  time: ZIsoTime,
  type: z.string(),
  /** Signed points: positive came in. */
  points: ZPoints,
  /** Cash or bonus amount involved (minor units), '0' when none. */
  amount: ZMinorValue,
  /** The redemption's status now, for redeem and refund rows; null otherwise. */
  status: ZRedeemStatus.nullable(),
  remark: z.string().nullable(),
  quantity: z.number().int().nullable(),
});
export type TPointRecord = z.infer<typeof ZPointRecord>;

/**
 * The point records. ODSFE2_MemTransDet already answers the cash records at its own path, so the
 * points' records live one level under it (docs/decisions.md, i19-points).
 */
export const getPointRecords = defineContract({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet/points',
  summary: "The caller's point records, newest first, by the days they were posted in",
  tag: 'points',
  access: 'member',
  query: ZPointListQuery,
  value: z.object({ list: z.array(ZPointRecord), total: z.number().int() }),
});
