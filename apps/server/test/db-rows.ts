// Row counts for "nothing changed" checks after refused requests.
import { count, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auditLog } from '../src/db/schema/core';
import type { TestApp } from './test-app';

export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(table);
  return row!.n;
}

/** Audit rows whose action starts with `prefix`, oldest first. */
export async function auditRows(t: TestApp, prefix: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, `${prefix}%`))
    .orderBy(auditLog.id);
}
