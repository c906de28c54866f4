import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentChannels } from '../../db/schema/payments';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type NewChannel = typeof paymentChannels.$inferInsert;

export async function listChannels(db: Db): Promise<ChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function findChannel(db: Db, id: number): Promise<ChannelRow | null> {
  const rows = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return rows[0] ?? null;
}

export async function findChannelByCode(db: Db, code: string): Promise<ChannelRow | null> {
  const rows = await db.select().from(paymentChannels).where(eq(paymentChannels.code, code));
  return rows[0] ?? null;
}

/** A page of every channel in display order (the console's list). */
export async function findChannelPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countChannels(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(paymentChannels);
  return rows[0]?.n ?? 0;
}

/** The new row, or null when the code is taken. */
export async function insertChannel(db: Db, row: NewChannel): Promise<ChannelRow | null> {
  const rows = await db.insert(paymentChannels).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateChannel(
  db: Db,
  id: number,
  patch: Partial<NewChannel>,
): Promise<ChannelRow | null> {
  const rows = await db
    .update(paymentChannels)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(paymentChannels.id, id))
    .returning();
  return rows[0] ?? null;
}
