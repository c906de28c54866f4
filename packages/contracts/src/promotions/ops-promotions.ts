// The console's promotions: list, create, edit, publish / pause / end, applications and their
// review, the raffle draw, and the report per promotion. Admin changes; support reads and reviews.
import { z } from 'zod';
import { ZIdParams } from '../content/fields';
import { defineContract } from '../http';
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
  summary: 'Every promotion',
  tag: 'ops-promotions',
  access: 'operator',
  value: z.object({ list: z.array(ZOpsPromotion) }),
});

export const opsCreatePromotion = defineContract({
  method: 'POST',
  path: '/ops/api/promotions',
  summary: 'Create a promotion (a draft)',
  tag: 'ops-promotions',
  access: 'operator',
  body: ZPromotionInput,
  value: ZOpsPromotion,
});

export const opsEditPromotion = defineContract({
  method: 'PUT',
  path: '/ops/api/promotions/:id',
  summary: 'Edit a promotion (its type stays)',
  tag: 'ops-promotions',
  access: 'operator',
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
  params: ZIdParams,
  query: z.strictObject({ status: z.enum(['applying', 'issued', 'rejected']).optional() }),
  value: z.object({
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
  }),
});
