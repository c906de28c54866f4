// Managing operators: roles (built-in and custom), disabling, and their sessions.
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  builtInRolePermissions,
  builtInRoles,
  isBuiltInRole,
  opsPermissions,
  type TOpsPermission,
} from '@wps/contracts/ops/permissions';
import type { TOpsRole } from '@wps/contracts/ops/operators';
import type { TOperator } from '@wps/contracts/ops/session';
import type { Db } from '../../db/client';
import { operators, opsRoles, sessions } from '../../db/schema/core';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { appendAudit } from '../audit/audit-chain';
import { revokeSessions, type Caller } from '../session/session.service';
import * as q from './ops.queries';
import { requireOperator } from './ops.service';

/** A role an operator may be given: a built-in one or a custom one that exists. */
export async function assertRoleExists(db: Db, role: string): Promise<void> {
  if (isBuiltInRole(role)) return;
  const [row] = await db
    .select({ name: opsRoles.name })
    .from(opsRoles)
    .where(eq(opsRoles.name, role));
  if (!row) throw new AppError('VALIDATION_FAILED', `No role named ${role}.`, 'body.role');
}

export async function listRoles(deps: Deps, caller: Caller | null): Promise<TOpsRole[]> {
  await requireOperator(deps, caller, 'operators.manage');
  const custom = await deps.db.select().from(opsRoles).orderBy(asc(opsRoles.name));
  return [
    ...builtInRoles.map((name) => ({
      name,
      builtIn: true,
      permissions: [...builtInRolePermissions[name]],
    })),
    ...custom.map((row) => ({
      name: row.name,
      builtIn: false,
      permissions: q.permissionsOfRole(row.name, row.permissions),
    })),
  ];
}

export async function putCustomRole(
  deps: Deps,
  caller: Caller | null,
  name: string,
  permissions: TOpsPermission[],
): Promise<TOpsRole> {
  const actor = await requireOperator(deps, caller, 'operators.manage');
  const kept = opsPermissions.filter((p) => permissions.includes(p));
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(opsRoles)
      .values({ name, permissions: kept, createdBy: actor.id })
      .onConflictDoUpdate({ target: opsRoles.name, set: { permissions: kept } });
    await appendAudit(tx, {
      actorKind: 'operator',
      actorId: actor.id,
      action: 'ops.role.put',
      subject: `role:${name}`,
      detail: { permissions: kept },
    });
  });
  return { name, builtIn: false, permissions: kept };
}

export async function updateOperator(
  deps: Deps,
  caller: Caller | null,
  id: number,
  change: { role?: string | undefined; active?: boolean | undefined },
): Promise<TOperator> {
  const actor = await requireOperator(deps, caller, 'operators.manage');
  // Locking oneself out (or handing oneself another role) is a second operator's call.
  if (actor.id === id) throw new AppError('FORBIDDEN', 'You cannot change your own account.');
  if (change.role !== undefined) await assertRoleExists(deps.db, change.role);
  const before = await q.findPublicOperator(deps.db, id);
  if (!before) throw new AppError('NOT_FOUND', 'No such operator.');
  const staysAdmin = (change.role ?? before.role) === 'admin' && (change.active ?? before.active);
  await deps.db.transaction(async (tx) => {
    if (!staysAdmin) await assertAnotherAdmin(tx, id);
    await tx
      .update(operators)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined ? { isActive: change.active ? 1 : 0 } : {}),
      })
      .where(eq(operators.id, id));
    await appendAudit(tx, {
      actorKind: 'operator',
      actorId: actor.id,
      action: 'ops.operator.update',
      subject: before.username,
      detail: {
        before: { role: before.role, active: before.active },
        after: {
          role: change.role ?? before.role,
          active: change.active ?? before.active,
        },
      },
    });
  });
  // A disabled operator's sessions end now; a new role applies to the next call anyway.
  if (change.active === false) await revokeSessions(deps, { kind: 'operator', id });
  return (await q.findPublicOperator(deps.db, id))!;
}

/**
 * Someone other than `id` is an active admin, so changing `id` leaves the console an admin. The
 * active admins' rows stay locked to the end of the transaction: two admins disabling each other
 * at once take turns, and the second finds no other admin left.
 */
async function assertAnotherAdmin(tx: Db, id: number): Promise<void> {
  const admins = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.isActive, 1)))
    .for('update');
  if (!admins.some((a) => a.id !== id)) {
    throw new AppError('LAST_ADMIN', 'This would leave no active admin.');
  }
}

export async function listOperatorSessions(deps: Deps, caller: Caller | null, id: number) {
  await requireOperator(deps, caller, 'operators.manage');
  const rows = await deps.db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectKind, 'operator'),
        eq(sessions.subjectId, id),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(sessions.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

export async function revokeOperatorSession(
  deps: Deps,
  caller: Caller | null,
  id: number,
  sessionId: number,
): Promise<null> {
  const actor = await requireOperator(deps, caller, 'operators.manage');
  const [row] = await deps.db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.subjectKind, 'operator'),
        eq(sessions.subjectId, id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No such session.');
  await revokeSessions(deps, { tokenHash: row.tokenHash });
  await appendAudit(deps.db, {
    actorKind: 'operator',
    actorId: actor.id,
    action: 'ops.operator.session.revoke',
    subject: `operator:${id}`,
    detail: { sessionId },
  });
  return null;
}
