import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema/core';

const publicColumns = {
  id: operators.id,
  username: operators.username,
  role: operators.role,
  totpEnabledAt: operators.totpEnabledAt,
};

type PublicRow = { id: number; username: string; role: 'admin' | 'content' | 'support' } & {
  totpEnabledAt: Date | null;
};

/**
 * What the API shows of an operator, field by field: a whole row (password hash, two-factor
 * secret) may be passed in, and nothing else of it may leave.
 */
export function toPublic(row: PublicRow) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

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
  return row && row.isActive === 1 ? toPublic(row) : null;
}

export async function listOperators(db: Db) {
  const rows = await db.select(publicColumns).from(operators).orderBy(asc(operators.id));
  return rows.map(toPublic);
}

export async function findOperatorById(db: Db, id: number) {
  const rows = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return rows[0] ?? null;
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
  return rows[0] ? toPublic(rows[0]) : null;
}

export async function markOperatorLogin(db: Db, id: number) {
  await db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, id));
}

/** Starts (or restarts) an enrolment: a new secret, two-factor still off. */
export async function setPendingTotpSecret(db: Db, id: number, secret: string) {
  const rows = await db
    .update(operators)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(operators.id, id), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/**
 * Spends a code's time step: true only when `step` is later than every step used before, so
 * one code (or an earlier one) is never accepted twice, even by two requests at once.
 */
export async function useTotpStep(db: Db, id: number, step: number) {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, id),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function enableTotp(db: Db, id: number) {
  const rows = await db
    .update(operators)
    .set({ totpEnabledAt: new Date() })
    .where(and(eq(operators.id, id), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function clearTotp(db: Db, id: number) {
  await db
    .update(operators)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(operators.id, id));
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
