// KYC: a member sends identity documents (images uploaded through the proof upload, its type and
// size rules) for an operator to review. The money settings' kycRule may require an approved
// review before a first withdrawal or above an amount (KYC_REQUIRED).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZPlainLine, ZPlainText } from '../content/fields';

export const kycDocumentTypes = ['national_id', 'passport', 'driving_licence'] as const;
export const ZKycDocumentType = z.enum(kycDocumentTypes);
export const ZKycState = z.enum(['none', 'pending', 'approved', 'rejected']);

export const ZMyKyc = z.object({
  /** The latest submission's state; none when the member never sent one. */
  state: ZKycState,
  documentType: ZKycDocumentType.nullable(),
  /** Why the latest was rejected. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The site's rule: never, before the first withdrawal, or above kycAbove (minor units). */
  rule: z.enum(['never', 'first_withdrawal', 'above_amount']),
  above: z.string(),
});
export type TMyKyc = z.infer<typeof ZMyKyc>;

export const getMyKyc = defineContract({
  method: 'GET',
  path: '/wps/member/kyc',
  summary: "The member's identity check: the latest submission's state and the site's rule",
  tag: 'account',
  access: 'member',
  value: ZMyKyc,
});

export const submitKyc = defineContract({
  method: 'POST',
  path: '/wps/member/kyc',
  summary:
    'Send identity documents for review: 1 to 3 images uploaded with the proof upload ' +
    '(POST /wps/payment/proofs). Refused while one is pending or after one was approved',
  tag: 'account',
  access: 'member',
  body: z.strictObject({
    documentType: ZKycDocumentType,
    documentNumber: ZPlainLine(40),
    proofIds: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 53 - 1),
      )
      .min(1)
      .max(3),
  }),
  value: ZMyKyc,
});

export const ZOpsKyc = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  payeeName: z.string().nullable(),
  documentType: ZKycDocumentType,
  documentNumber: z.string(),
  proofIds: z.array(z.number().int()),
  state: z.enum(['pending', 'approved', 'rejected']),
  reviewer: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const listKyc = defineContract({
  method: 'GET',
  path: '/ops/api/kyc',
  summary: 'Identity submissions, oldest pending first or newest of a state, 20 per page (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    state: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  }),
  value: z.object({ items: z.array(ZOpsKyc), totalPages: z.number().int() }),
});

export const reviewKyc = defineContract({
  method: 'POST',
  path: '/ops/api/kyc/:id/review',
  summary: 'Approve or reject a pending identity submission; a rejection says why (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.edit',
  params: ZIdParams,
  body: z
    .strictObject({
      decision: z.enum(['approve', 'reject']),
      reason: ZPlainText(300, 0).default(''),
    })
    .refine((b) => b.decision === 'approve' || b.reason !== '', {
      message: 'a rejection needs a reason',
      path: ['reason'],
    }),
  value: ZOpsKyc,
});
