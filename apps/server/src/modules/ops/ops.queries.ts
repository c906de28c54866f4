import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  builtInRolePermissions,
  isBuiltInRole,
  opsPermissions,
  type TOpsPermission,
} from '@wps/contracts/ops/permissions';
import type { TOperator } from '@wps/contracts/ops/session';
import type { Db } from '../../db/client';
import { operators, opsRoles } from '../../db/schema/core';
import { appendAudit } from '../audit/audit-chain';

const publicColumns = {
  id: operators.id,
  username: operators.username,
  role: operators.role,
  isActive: operators.isActive,
  totpEnabledAt: operators.totpEnabledAt,
  customPermissions: opsRoles.permissions,
};

type PublicRow = { id: number; username: string; role: string; isActive: number } & {
  totpEnabledAt: Date | null;
  customPermissions?: string[] | null;
};

/** What a role grants: a built-in role's list, a custom role's row, nothing for an unknown one. */
export function permissionsOfRole(
  role: string,
  customPermissions: readonly string[] | null | undefined,
): TOpsPermission[] {
  if (isBuiltInRole(role)) return [...builtInRolePermissions[role]];
  const granted = new Set(customPermissions ?? []);
  return opsPermissions.filter((p) => granted.has(p));
}

/**
 * What the API shows of an operator, field by field: a whole row (password hash, two-factor
 * secret) may be passed in, and nothing else of it may leave.
 */
export function toPublic(row: PublicRow): TOperator {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    permissions: permissionsOfRole(row.role, row.customPermissions),
    active: row.isActive === 1,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

function selectPublic(db: Db) {
  return db
    .select(publicColumns)
    .from(operators)
    .leftJoin(opsRoles, eq(opsRoles.name, operators.role));
}

export async function findOperatorByUsername(db: Db, username: string) {
  const rows = await db
    .select({ operator: operators, customPermissions: opsRoles.permissions })
    .from(operators)
    .leftJoin(opsRoles, eq(opsRoles.name, operators.role))
    .where(eq(operators.username, username))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.operator, customPermissions: row.customPermissions } : null;
}

export async function findActiveOperator(db: Db, id: number) {
  const rows = await selectPublic(db).where(eq(operators.id, id));
  const row = rows[0];
  return row && row.isActive === 1 ? toPublic(row) : null;
}

export async function findPublicOperator(db: Db, id: number) {
  const rows = await selectPublic(db).where(eq(operators.id, id));
  return rows[0] ? toPublic(rows[0]) : null;
}

export async function listOperators(db: Db, offset: number, limit: number) {
  const rows = await selectPublic(db).orderBy(asc(operators.id)).offset(offset).limit(limit);
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
  row: { username: string; passwordHash: string; role: string },
) {
  const rows = await db
    .insert(operators)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return rows[0] ? findPublicOperator(db, rows[0].id) : null;
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

/**
 * Appends to the audit log (the hash chain: modules/audit). Kept under this name for the modules
 * that already call it; new code calls appendAudit from modules/audit.
 */
export async function insertAudit(
  db: Db,
  row: {
    actorKind: 'member' | 'operator' | 'system';
    actorId: number | null;
    action: string;
    subject?: string;
    memberId?: number | null;
    detail?: unknown;
  },
) {
  await appendAudit(db, row);
}
