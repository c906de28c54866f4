// The console's promotions: list, create, edit, publish / pause / end, applications and their
// review, the raffle draw, and the report per promotion. Admin changes; support reads and reviews.
import { z } from 'zod';
import { ZIdParams } from '../content/fields';
import { defineContract } from '../http';
import { ZPageNo, ZPageSize } from '../payment/fields';
import { ZMinorAmount, ZMinorValue } from '../wallet/fields';
import {
  ZPromoStatus,
  ZPromotionEligibility,
  ZPromotionInput,
  ZPromotionRules,
  ZPromotionState,
  ZPromotionTexts,
  ZPromotionType,
} from './fields';

export const ZOpsPromotion = z.object({
  id: z.number().int(),
  type: ZPromotionType,
  state: ZPromotionState,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  texts: ZPromotionTexts,
  eligibility: ZPromotionEligibility,
  rules: ZPromotionRules,
  perMember: z.number().nullable(),
  perDay: z.number().nullable(),
  perAddress: z.number().nullable(),
  budget: ZMinorValue.nullable(),
  spent: ZMinorValue,
  sortOrder: z.number(),
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type TOpsPromotion = z.infer<typeof ZOpsPromotion>;

export const opsListPromotions = defineContract({
  method: 'GET',
  path: '/ops/api/promotions',
  summary: 'Promotions, newest first, a page at a time; filter by type and state',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'promotions.review',
  query: z.strictObject({
    type: ZPromotionType.optional(),
    state: ZPromotionState.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize(20),
  }),
  value: z.object({
    list: z.array(ZOpsPromotion),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const opsCreatePromotion = defineContract({
  method: 'POST',
  path: '/ops/api/promotions',
  summary: 'Create a promotion (a draft)',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'promotions.edit',
  body: ZPromotionInput,
  value: ZOpsPromotion,
});

export const opsEditPromotion = defineContract({
  method: 'PUT',
  path: '/ops/api/promotions/:id',
  summary: 'Edit a promotion (its type stays)',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'promotions.edit',
  params: ZIdParams,
  body: ZPromotionInput,
  value: ZOpsPromotion,
});

export const opsSetPromotionState = defineContract({
  method: 'POST',
  path: '/ops/api/promotions/:id/state',
  summary: 'Publish, pause, resume or end a promotion',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'promotions.edit',
  params: ZIdParams,
  body: z.strictObject({ state: ZPromotionState }),
  value: ZOpsPromotion,
});

export const opsPromotionApplications = defineContract({
  method: 'GET',
  path: '/ops/api/promotions/:id/applications',
  summary: "An application promotion's applications, with their images' proof ids",
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  query: z.strictObject({
    status: z.enum(['applying', 'issued', 'rejected']).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize(20),
  }),
  value: z.object({
    total: z.number().int(),
    totalPages: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        memberId: z.number().int(),
        username: z.string(),
        status: ZPromoStatus,
        remark: z.string(),
        proofIds: z.array(z.number().int()),
        amount: ZMinorValue,
        createdAt: z.string(),
        reviewNote: z.string().nullable(),
      }),
    ),
  }),
});

export const opsReviewApplication = defineContract({
  method: 'POST',
  path: '/ops/api/promotion-applications/:id/review',
  summary: 'Approve (pay) or reject an application',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'promotions.review',
  params: ZIdParams,
  body: z.strictObject({
    decision: z.enum(['approve', 'reject']),
    amount: ZMinorAmount.optional(),
    note: z.string().trim().max(500).optional(),
  }),
  value: z.object({ status: ZPromoStatus, amount: ZMinorValue }),
});

export const opsDrawRaffle = defineContract({
  method: 'POST',
  path: '/ops/api/promotions/:id/draw',
  summary: 'Draw an ended raffle: reveals the seed and pays the winners',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'promotions.edit',
  params: ZIdParams,
  value: z.object({
    seedHash: z.string(),
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    ticketList: z.string(),
    winners: z.array(z.number().int()),
  }),
});

export const opsPromotionReport = defineContract({
  method: 'GET',
  path: '/ops/api/promotions/:id/report',
  summary: 'Claims, cost, turnover generated and conversion of a promotion',
  tag: 'ops-promotions',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  value: z.object({
    promotionId: z.number().int(),
    claims: z.number().int(),
    byStatus: z.array(
      z.object({ status: z.string(), count: z.number().int(), amount: ZMinorValue }),
    ),
    cost: ZMinorValue,
    turnover: ZMinorValue,
    members: z.number().int(),
    conversion: z.number(),
    /** The promotion's budget (null: none) and what it has paid against it. */
    budget: ZMinorValue.nullable(),
    spent: ZMinorValue,
    /** The bonuses it granted (wagering to meet): their progress and how they ended. */
    wagering: z.object({
      bonuses: z.number().int(),
      required: ZMinorValue,
      wagered: ZMinorValue,
      active: z.number().int(),
      released: z.number().int(),
      releasedAmount: ZMinorValue,
      forfeited: z.number().int(),
      forfeitedAmount: ZMinorValue,
    }),
    /** Claims made and cost paid per day of the site's zone, oldest first (the last 90 days). */
    days: z.array(z.object({ day: z.string(), claims: z.number().int(), cost: ZMinorValue })),
  }),
});
