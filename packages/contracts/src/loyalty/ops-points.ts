// The console's points sections (issue 19): earning rules and conversion, the catalogue, and the
// redemptions waiting for an operator (goods: approve or reject; a rejection returns the points).
import { z } from 'zod';
import {
  ZIdParams,
  ZImagePath,
  ZIsoTime,
  ZPlainLine,
  ZPlainText,
  ZTexts,
  ZTextsOut,
} from '../content/fields';
import { ZGameType } from '../content/game-nav';
import { defineContract } from '../http';
import { OPS_PAGE_SIZE, ZOpsPageOf, ZOpsPageQuery } from '../ops/paging';
import { ZMinorValue } from '../wallet/fields';
import { ZPointRewardKind, ZRedeemStatus, ZShipping } from './points';

/** Points per `per` minor units; at most 1,000 points per unit of 1 MMK (100 minor units). */
const ZRate = z.strictObject({
  points: z.number().int().min(0).max(1_000_000),
  per: z.string().regex(/^[1-9][0-9]{0,12}$/, 'a whole number of minor units, 1 or more'),
});

export const ZOpsPointSettings = z.strictObject({
  enabled: z.boolean(),
  deposit: ZRate,
  /** Points per valid bet by game type; '*' is every type not listed. */
  earnRules: z
    .array(ZRate.extend({ gameType: z.union([ZGameType, z.literal('*')]) }))
    .max(30)
    .refine((rules) => new Set(rules.map((r) => r.gameType)).size === rules.length, {
      message: 'one rule per game type',
    }),
  /** convertPoints points buy convertAmount minor units; convertPoints 0 turns conversion off. */
  convertPoints: z.number().int().min(0).max(1_000_000),
  convertAmount: z.string().regex(/^(0|[1-9][0-9]{0,12})$/),
  convertMin: z.number().int().min(1).max(1_000_000_000),
});
export type TOpsPointSettings = z.infer<typeof ZOpsPointSettings>;

export const opsGetPointSettings = defineContract({
  method: 'GET',
  path: '/ops/api/points/settings',
  summary: 'Points earning rules and conversion rate',
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.read',
  value: ZOpsPointSettings,
});

export const opsPutPointSettings = defineContract({
  method: 'PUT',
  path: '/ops/api/points/settings',
  summary: 'Set the points earning rules and conversion rate',
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.edit',
  body: ZOpsPointSettings,
  value: ZOpsPointSettings,
});

export const ZOpsRewardInput = z
  .strictObject({
    kind: ZPointRewardKind,
    names: ZTexts(ZPlainLine(80)),
    descriptions: z
      .partialRecord(z.enum(['MY', 'EN', 'CN', 'ID', 'TH', 'TY', 'VI']), ZPlainText(1000))
      .default({}),
    image: ZImagePath.nullable().default(null),
    points: z.number().int().min(1).max(1_000_000_000),
    /** A bonus credit's amount (minor units), with its wagering multiple (x1 = 100). */
    bonusAmount: z
      .string()
      .regex(/^(0|[1-9][0-9]{0,12})$/)
      .default('0'),
    wageringMultiple: z.number().int().min(0).max(10_000).default(100),
    /** Items in stock; null = unlimited (bonus credits only). */
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((r) => r.kind !== 'bonus' || r.bonusAmount !== '0', {
    message: 'a bonus credit needs an amount',
    path: ['bonusAmount'],
  })
  .refine((r) => r.kind !== 'goods' || r.stock !== null, {
    message: 'goods need a stock',
    path: ['stock'],
  });
export type TOpsRewardInput = z.input<typeof ZOpsRewardInput>;

export const ZOpsReward = z.object({
  id: z.number().int(),
  kind: ZPointRewardKind,
  names: ZTextsOut,
  descriptions: ZTextsOut,
  image: z.string().nullable(),
  points: z.number().int(),
  bonusAmount: ZMinorValue,
  wageringMultiple: z.number().int(),
  stock: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  redeemed: z.number().int(),
});
export type TOpsReward = z.infer<typeof ZOpsReward>;

export const opsListRewards = defineContract({
  method: 'GET',
  path: '/ops/api/points/rewards',
  summary: `The points mall catalogue, inactive items too, in display order, ${OPS_PAGE_SIZE} a page unless asked`,
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.read',
  query: ZOpsPageQuery,
  value: ZOpsPageOf(ZOpsReward),
});

export const opsCreateReward = defineContract({
  method: 'POST',
  path: '/ops/api/points/rewards',
  summary: 'Add an item to the points mall',
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.edit',
  body: ZOpsRewardInput,
  value: ZOpsReward,
});

export const opsEditReward = defineContract({
  method: 'PUT',
  path: '/ops/api/points/rewards/:id',
  summary: 'Change an item of the points mall',
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.edit',
  params: ZIdParams,
  body: ZOpsRewardInput,
  value: ZOpsReward,
});

export const ZOpsRedemption = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  rewardId: z.number().int(),
  name: z.string(),
  kind: ZPointRewardKind,
  quantity: z.number().int(),
  points: z.number().int(),
  amount: ZMinorValue,
  status: ZRedeemStatus,
  shipping: ZShipping.nullable(),
  remark: z.string().nullable(),
  createdAt: ZIsoTime,
  reviewedAt: ZIsoTime.nullable(),
});
export type TOpsRedemption = z.infer<typeof ZOpsRedemption>;

export const opsListRedemptions = defineContract({
  method: 'GET',
  path: '/ops/api/points/redemptions',
  summary: 'Redemptions, newest first, by status',
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.read',
  query: z.strictObject({
    status: ZRedeemStatus.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZOpsRedemption), total: z.number().int() }),
});

export const opsReviewRedemption = defineContract({
  method: 'POST',
  path: '/ops/api/points/redemptions/:id/review',
  summary: 'Approve or reject a goods redemption (rejecting returns the points and stock)',
  tag: 'points',
  access: 'operator',
  permission: 'loyalty.decide',
  params: ZIdParams,
  body: z.strictObject({
    decision: z.enum(['approved', 'rejected']),
    remark: ZPlainLine(140).optional(),
  }),
  value: ZOpsRedemption,
});
