// The local SMS and mail providers' outbox, for support operators (a member who says no code
// came can be helped, and the demo reads codes here).
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
  await requireOperator(deps, caller, ['support']);
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
    })),
    totalPages: Math.ceil(total / OUTBOX_PAGE_SIZE),
  };
}
