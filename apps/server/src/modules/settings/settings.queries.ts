// Site settings are JSON documents by key; each module owns its keys and their zod schema.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/core';

/** Reads a setting, falling back to `fallback` when absent; a stored value is re-validated. */
export async function readSetting<T extends z.ZodType>(
  db: Db,
  key: string,
  schema: T,
  fallback: z.infer<T>,
): Promise<z.infer<T>> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  if (rows.length === 0) return fallback;
  return schema.parse(rows[0]!.value);
}

export async function writeSetting(
  db: Db,
  key: string,
  value: unknown,
  operatorId: number | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy: operatorId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: operatorId, updatedAt: sql`now()` },
    });
}

/** Writes only when the key is absent: used by the demo seed so operator edits are never overwritten. */
export async function seedSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
