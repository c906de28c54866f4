import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';

export async function findVendors(db: Db, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(gameVendors)
    .where(options.activeOnly ? eq(gameVendors.isActive, true) : undefined)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
}

export async function updateVendor(
  db: Db,
  id: number,
  patch: Partial<
    Pick<typeof gameVendors.$inferInsert, 'isHot' | 'isActive' | 'sort' | 'displayName'>
  >,
) {
  const rows = await db
    .update(gameVendors)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(gameVendors.id, id))
    .returning();
  return rows[0] ?? null;
}
