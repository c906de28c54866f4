// The outbox for support operators: what the site sent and the provider's answer (a member who
// says no code came can be helped), or what the local providers kept (the demo reads codes here).
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './outbox.queries';

/** The spec's page size (section 9). */
export const OUTBOX_PAGE_SIZE = 15;

export async function listOutbox(
  deps: Deps,
  caller: Caller | null,
  query: { page: number; to?: string | undefined },
) {
  await requireOperator(deps, caller, 'members.read');
  const recipient = query.to ? query.to : null;
  const [rows, total] = await Promise.all([
    q.findOutboxPage(deps.db, recipient, (query.page - 1) * OUTBOX_PAGE_SIZE, OUTBOX_PAGE_SIZE),
    q.countOutbox(deps.db, recipient),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      deliveryStatus: row.deliveryStatus,
      providerMessageId: row.providerMessageId,
      deliveryError: row.deliveryError,
      attemptedAt: row.attemptedAt?.toISOString() ?? null,
    })),
    totalPages: Math.ceil(total / OUTBOX_PAGE_SIZE),
  };
}
