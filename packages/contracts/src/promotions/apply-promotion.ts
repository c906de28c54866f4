// Application promotions: a remark of at most 140 characters and at most 3 png or jpg images of
// at most 5 MB each, uploaded first as proofs (/wps/payment/proofs, its type and size rules);
// an operator reviews it.
import { z } from 'zod';
import { ZPlainText } from '../content/fields';
import { defineContract } from '../http';
import { PROOF_MAX_COUNT } from '../payment/upload-proof';
import { REMARK_MAX_LENGTH } from './fields';
import { ZClaimResult } from './claim-promotion';

export const ZApplyPromotionRequest = z.strictObject({
  promotionId: z.number().int().positive().max(2_147_483_647),
  remark: ZPlainText(REMARK_MAX_LENGTH, 0),
  proofIds: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(PROOF_MAX_COUNT)
    .refine((ids) => new Set(ids).size === ids.length, 'each image once')
    .default([]),
});

export const applyPromotion = defineContract({
  method: 'POST',
  path: '/wps/promotions/apply',
  summary: 'Apply to an application promotion (remark <= 140, up to 3 images)',
  tag: 'promotions',
  access: 'member',
  body: ZApplyPromotionRequest,
  value: ZClaimResult,
});
