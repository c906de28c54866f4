import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/content';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert) {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return created!;
}

/** One page, newest first. */
export async function findFeedbackPage(db: Db, offset: number, limit: number) {
  return db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .offset(offset)
    .limit(limit);
}

export async function countFeedback(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedback);
  return row?.n ?? 0;
}

export async function findFeedback(db: Db, id: number) {
  const rows = await db.select().from(feedback).where(eq(feedback.id, id));
  return rows[0] ?? null;
}

/** Marks it handled only if nobody did yet; null when it was already handled or is missing. */
export async function markHandled(db: Db, id: number, operatorId: number) {
  const rows = await db
    .update(feedback)
    .set({ handledAt: new Date(), handledBy: operatorId })
    .where(and(eq(feedback.id, id), isNull(feedback.handledAt)))
    .returning();
  return rows[0] ?? null;
}
