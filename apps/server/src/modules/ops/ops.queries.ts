import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema/core';

const publicColumns = { id: operators.id, username: operators.username, role: operators.role };

export async function findOperatorByUsername(db: Db, username: string) {
  const rows = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
  return rows[0] ?? null;
}

export async function findActiveOperator(db: Db, id: number) {
  const rows = await db
    .select({ ...publicColumns, isActive: operators.isActive })
    .from(operators)
    .where(eq(operators.id, id));
  const row = rows[0];
  return row && row.isActive === 1 ? { id: row.id, username: row.username, role: row.role } : null;
}

export async function listOperators(db: Db) {
  return db.select(publicColumns).from(operators).orderBy(asc(operators.id));
}

export async function countOperators(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return row?.n ?? 0;
}

export async function insertOperator(
  db: Db,
  row: { username: string; passwordHash: string; role: 'admin' | 'content' | 'support' },
) {
  const rows = await db
    .insert(operators)
    .values(row)
    .onConflictDoNothing()
    .returning(publicColumns);
  return rows[0] ?? null;
}

export async function markOperatorLogin(db: Db, id: number) {
  await db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, id));
}

export async function insertAudit(
  db: Db,
  row: {
    actorKind: 'member' | 'operator' | 'system';
    actorId: number | null;
    action: string;
    subject?: string;
    detail?: unknown;
  },
) {
  await db.insert(auditLog).values({ ...row, detail: row.detail ?? {} });
}
