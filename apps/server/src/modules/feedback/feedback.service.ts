// Feedback: anyone may send some (a few per address), support operators read and handle it.
import type { TFeedbackRequest } from '@wps/contracts/system/feedback';
import type { feedback } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { loadOwnProofs } from '../proofs/proofs.service';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './feedback.queries';

/** The spec's page size (section 9). */
export const FEEDBACK_PAGE_SIZE = 15;

type FeedbackRow = typeof feedback.$inferSelect;

export async function sendFeedback(
  deps: Deps,
  limiter: RateLimiter,
  sender: { caller: Caller | null; ip: string },
  input: TFeedbackRequest,
) {
  await takeOrRefuse(limiter, sender.ip, 'Too much feedback from this address; try later.');
  // Images are proof uploads, which only a real member makes: they must be the sender's own.
  const proofIds = input.proofIds
    ? await loadOwnProofs(
        deps.db,
        (await requireRealMember(deps, sender.caller)).id,
        input.proofIds,
      )
    : [];
  return q.insertFeedback(deps.db, {
    type: input.type,
    content: input.content,
    contact: input.contact || null,
    memberId: sender.caller?.kind === 'member' ? sender.caller.id : null,
    proofIds,
    ip: sender.ip,
  });
}

function toFeedback(row: FeedbackRow) {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    contact: row.contact,
    memberId: row.memberId,
    proofIds: row.proofIds,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
  };
}

export async function listFeedback(deps: Deps, caller: Caller | null, page: number) {
  await requireOperator(deps, caller, 'feedback.handle');
  const [rows, total] = await Promise.all([
    q.findFeedbackPage(deps.db, (page - 1) * FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE),
    q.countFeedback(deps.db),
  ]);
  return { items: rows.map(toFeedback), totalPages: Math.ceil(total / FEEDBACK_PAGE_SIZE) };
}

/** Marking twice is harmless: the second call changes nothing and writes no audit row. */
export async function markFeedbackHandled(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'feedback.handle');
  return deps.db.transaction(async (tx) => {
    const marked = await q.markHandled(tx, id, operator.id);
    if (marked) {
      await insertAudit(tx, {
        actorKind: 'operator',
        actorId: operator.id,
        action: 'feedback.handled',
        subject: `feedback:${id}`,
      });
      return toFeedback(marked);
    }
    const row = await q.findFeedback(tx, id);
    if (!row) throw new AppError('NOT_FOUND', `No feedback ${id}.`, 'params.id');
    return toFeedback(row);
  });
}
