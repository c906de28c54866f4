// A proof image (a bank-transfer receipt) the member uploads before a bank deposit or a
// withdrawal dispute. The body is the raw image, not JSON: Content-Type image/png or image/jpeg.
import { z } from 'zod';
import { defineContract } from '../http';

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
/** A deposit or a receipt answer takes 1 to 3 proofs. */
export const PROOF_MAX_COUNT = 3;

/** Proof ids as a request names them: 1 to 3 distinct ids of the caller's own uploads. */
export const ZProofIds = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .min(1)
  .max(PROOF_MAX_COUNT)
  .refine((ids) => new Set(ids).size === ids.length, 'each proof once');

export const uploadProof = defineContract({
  method: 'POST',
  path: '/wps/payment/proofs',
  summary:
    'Upload a proof image: the raw body with Content-Type image/png or image/jpeg, at most ' +
    '5 MB (413 BODY_TOO_LARGE; other types 415 UNSUPPORTED_MEDIA_TYPE)',
  tag: 'payment',
  access: 'member',
  value: z.object({ proofId: z.number().int() }),
});

/**
 * GET: the image itself (not the envelope), for the member who uploaded it or any operator, with
 * the bearer token; 404 NOT_FOUND for anyone else. Browsers fetch it and show an object URL.
 */
export const proofImagePath = (proofId: number) => `/wps/payment/proofs/${proofId}`;
export const PROOF_IMAGE_ROUTE = '/wps/payment/proofs/:id';
