import { asc, eq } from 'drizzle-orm';
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
