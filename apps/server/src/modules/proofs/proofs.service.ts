// Proof images: every image a member uploads (deposit and withdrawal-receipt proofs, promotion
// applications, feedback, KYC documents, chat attachments) arrives here, is re-encoded like the
// operators' content images, and is attached by id elsewhere; read back by that member or by
// operators. Stored in the database, so several server processes need no shared disk.
import { createHash } from 'node:crypto';
import { PROOF_MAX_BYTES, PROOF_TYPES } from '@wps/contracts/payment/upload-proof';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { ImageRefused, type Reencoded } from '../../lib/image-reencode';
import { reencodeImageOffThread } from '../../lib/image-reencode-pool';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { requireRealMember } from '../member/member.service';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './proofs.queries';

/** Uploads one member may make per window (a deposit needs at most 3; retries need a few more). */
export const UPLOAD_LIMIT = 20;
export const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

export type ProofType = (typeof PROOF_TYPES)[number];

export const isProofType = (type: string): type is ProofType =>
  (PROOF_TYPES as readonly string[]).includes(type);

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** Whether the bytes start as the named image type does (the header alone is not trusted). */
export function hasMagicOf(type: ProofType, bytes: Uint8Array): boolean {
  const magic = type === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
  return bytes.byteLength > magic.length && magic.every((b, i) => bytes[i] === b);
}

/**
 * Before an upload's body is read: a real member within the upload allowance. Every attempt
 * counts, refused ones too, so junk uploads are limited like good ones.
 */
export async function startUpload(deps: Deps, limiter: RateLimiter, caller: Caller | null) {
  // As the router answers an operator on a member call.
  if (caller?.kind === 'operator') {
    throw new AppError('NOT_A_MEMBER', 'Operator accounts cannot use member calls.');
  }
  const member = await requireRealMember(deps, caller);
  await takeOrRefuse(limiter, String(member.id), 'Too many uploads; try again later.');
  return member;
}

/**
 * The proof rules every uploaded image meets (operators' content images too): not empty, at most
 * 5 MB, and its bytes start as the type the header names.
 */
export function checkImage(type: ProofType, bytes: Uint8Array): void {
  if (bytes.byteLength === 0) {
    throw new AppError('VALIDATION_FAILED', 'The image is empty.', 'body');
  }
  // The route's body limit stops larger bodies while they are read; this guards other callers.
  if (bytes.byteLength > PROOF_MAX_BYTES) {
    throw new AppError('BODY_TOO_LARGE', 'An image may be at most 5 MB.');
  }
  if (!hasMagicOf(type, bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The file is not a ${type} image.`);
  }
}

/**
 * The one way an uploaded image is taken, a member's or an operator's: the proof rules, then
 * decoded and encoded anew, so what is stored holds only pixels this server wrote (no EXIF with
 * the phone's location, no text chunks, no file that is also a script). A file that claims PNG or
 * JPEG but does not decode as one is UNSUPPORTED_MEDIA_TYPE (415); too many pixels, 413. The
 * decoding runs on a worker thread (image-reencode-pool.ts): it takes seconds for a photo.
 */
export async function acceptImage(type: ProofType, bytes: Uint8Array): Promise<Reencoded> {
  checkImage(type, bytes);
  try {
    return await reencodeImageOffThread(type, bytes);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    if (error.reason === 'busy') {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Many images are being processed; try again in a few seconds.',
        undefined,
        { retryAfterSeconds: 5 },
      );
    }
    throw error.reason === 'tooLarge'
      ? new AppError('BODY_TOO_LARGE', 'An image may be at most 4096 x 4096 pixels.')
      : new AppError('UNSUPPORTED_MEDIA_TYPE', `The file is not a readable ${type} image.`);
  }
}

export async function saveProof(
  deps: Deps,
  memberId: number,
  input: { type: ProofType; bytes: Uint8Array },
): Promise<{ proofId: number }> {
  const image = await acceptImage(input.type, input.bytes);
  const proofId = await q.insertProof(deps.db, {
    memberId,
    mime: input.type,
    sha256: createHash('sha256').update(image.data).digest('hex'),
    data: image.data,
  });
  return { proofId };
}

/** The image for its owner or an operator (admin or support); NOT_FOUND for anyone else. */
export async function readProof(deps: Deps, caller: Caller | null, id: number) {
  if (!caller) throw new AppError('NOT_LOGGED_IN');
  let memberId: number | null = null;
  if (caller.kind === 'operator') await requireOperator(deps, caller, 'money.read');
  else memberId = (await requireRealMember(deps, caller)).id;
  const proof = await q.findProof(deps.db, id);
  if (!proof || (memberId !== null && proof.memberId !== memberId)) {
    throw new AppError('NOT_FOUND', 'No such proof.');
  }
  return { mime: proof.mime, data: proof.data };
}

/**
 * For requests that attach proofs (deposits here, withdrawal receipts in withdrawals): the ids
 * must all be the member's own uploads, else NOT_FOUND (another member's id looks like none).
 */
export async function loadOwnProofs(
  db: Deps['db'],
  memberId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const own = new Set(await q.findOwnProofIds(db, memberId, unique));
  const missing = unique.find((id) => !own.has(id));
  if (missing !== undefined) {
    throw new AppError('NOT_FOUND', `No proof ${missing}.`, 'body.proofIds');
  }
  return unique;
}
