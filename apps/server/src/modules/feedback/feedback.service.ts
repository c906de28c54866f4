// Feedback: anyone may send some (a few per address), support operators read and handle it.
import type { TFeedbackRequest } from '@wps/contracts/system/feedback';
import type { feedback } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './feedback.queries';

/** The spec's page size (section 9). */
export const FEEDBACK_PAGE_SIZE = 15;

type FeedbackRow = typeof feedback.$inferSelect;

export async function sendFeedback(
  { db }: Deps,
  limiter: RateLimiter,
  sender: { caller: Caller | null; ip: string },
  input: TFeedbackRequest,
) {
  if (!(await limiter.take(sender.ip))) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too much feedback from this address; try later.');
  }
  return q.insertFeedback(db, {
    type: input.type,
    content: input.content,
    contact: input.contact || null,
    memberId: sender.caller?.kind === 'member' ? sender.caller.id : null,
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
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
  };
}

export async function listFeedback(deps: Deps, caller: Caller | null, page: number) {
  await requireOperator(deps, caller, ['support']);
  const [rows, total] = await Promise.all([
    q.findFeedbackPage(deps.db, (page - 1) * FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE),
    q.countFeedback(deps.db),
  ]);
  return { items: rows.map(toFeedback), totalPages: Math.ceil(total / FEEDBACK_PAGE_SIZE) };
}

/** Marking twice is harmless: the second call changes nothing and writes no audit row. */
export async function markFeedbackHandled(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, ['support']);
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
