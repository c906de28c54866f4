// Row counts for "nothing changed" checks after refused requests.
import { count, like, sql } from 'drizzle-orm';
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

/**
 * Every table's content, as one fingerprint per table (sessions left out: the calls that are
 * checked use them), to show that refused calls changed nothing.
 */
export async function tableFingerprints(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.deps.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'sessions' ORDER BY 1`,
  )) as unknown as { rows: { tablename: string }[] };
  const out: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const res = (await t.deps.db.execute(
      sql.raw(
        `SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS f FROM "${tablename}" x`,
      ),
    )) as unknown as { rows: { f: string }[] };
    out[tablename] = res.rows[0]!.f;
  }
  return out;
}
