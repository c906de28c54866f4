import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/accounts';

/** One page, newest first; `recipient` filters by exact recipient. */
export async function findOutboxPage(
  db: Db,
  recipient: string | null,
  offset: number,
  limit: number,
) {
  return db
    .select()
    .from(outbox)
    .where(recipient === null ? undefined : eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .offset(offset)
    .limit(limit);
}

export async function countOutbox(db: Db, recipient: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(recipient === null ? undefined : eq(outbox.recipient, recipient));
  return row?.n ?? 0;
}
