// Images operators upload for promotions and banners (issue 18, issue 20's banner art): taken by
// the proofs' acceptImage (PNG or JPEG, type sniffed from the bytes, at most 5 MB, re-encoded),
// so only pixels this server wrote are stored and served. Uploads need content.edit, are rate-limited per
// operator and audited; the images are public (banners and promotions are).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contentImagePath } from '@wps/contracts/content/ops-images';
import { contentImages } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { requireOperator } from '../ops/ops.service';
import { insertAudit } from '../ops/ops.queries';
import { acceptImage, type ProofType } from '../proofs/proofs.service';
import type { Caller } from '../session/session.service';

/** Uploads one operator may make per hour: a campaign's art in every language, with retries. */
export const IMAGE_UPLOAD_LIMIT = 60;
export const IMAGE_UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** Before the body is read: an operator with content.edit, within the upload allowance. */
export async function startImageUpload(deps: Deps, limiter: RateLimiter, caller: Caller | null) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  await takeOrRefuse(limiter, String(operator.id), 'Too many uploads; try again later.');
  return operator.id;
}

export async function saveContentImage(
  deps: Deps,
  operatorId: number,
  input: { type: ProofType; bytes: Uint8Array },
) {
  const image = await acceptImage(input.type, input.bytes);
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentImages)
      .values({
        mime: input.type,
        size: image.data.byteLength,
        width: image.width,
        height: image.height,
        sha256,
        data: image.data,
        uploadedBy: operatorId,
      })
      .returning({ id: contentImages.id });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operatorId,
      action: 'content.image.upload',
      subject: `content-image:${row!.id}`,
      detail: { mime: input.type, size: image.data.byteLength, sha256 },
    });
    return row!.id;
  });
  return { id, url: contentImagePath(id, input.type), width: image.width, height: image.height };
}

/** '12.png' or '12.jpg' as stored; anything else (another extension, no such id) NOT_FOUND. */
export async function readContentImage(deps: Deps, file: string) {
  const match = /^([1-9][0-9]{0,9})\.(png|jpg)$/.exec(file);
  const id = match ? Number(match[1]) : 0;
  if (!match || id > 2_147_483_647) throw new AppError('NOT_FOUND', 'No such image.');
  const [row] = await deps.db
    .select({ mime: contentImages.mime, data: contentImages.data })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  if (!row || contentImagePath(id, row.mime) !== `/wps/content/images/${file}`) {
    throw new AppError('NOT_FOUND', 'No such image.');
  }
  return row;
}
