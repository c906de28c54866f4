// The audit viewer's calls: filtered pages, the chain check, the export.
import { and, desc, eq, gte, like, lt, lte, type SQL } from 'drizzle-orm';
import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_SIZE,
  type TAuditFilter,
  type TAuditRow,
} from '@wps/contracts/ops/audit';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema/core';
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { appendAudit, verifyChain, type ChainCheck } from './audit-chain';

function whereOf(filter: TAuditFilter, before?: number): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.operatorId !== undefined) {
    parts.push(eq(auditLog.actorKind, 'operator'), eq(auditLog.actorId, filter.operatorId));
  }
  if (filter.memberId !== undefined) parts.push(eq(auditLog.memberId, filter.memberId));
  if (filter.action !== undefined) {
    // A prefix match: `%` and `_` in what was typed are literal.
    parts.push(like(auditLog.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`));
  }
  if (filter.from !== undefined) parts.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) parts.push(lte(auditLog.createdAt, new Date(filter.to)));
  if (before !== undefined) parts.push(lt(auditLog.id, before));
  return parts.length > 0 ? and(...parts) : undefined;
}

async function selectRows(db: Db, where: SQL | undefined, limit: number): Promise<TAuditRow[]> {
  const rows = await db
    .select({ row: auditLog, actorName: operators.username })
    .from(auditLog)
    .leftJoin(
      operators,
      and(eq(auditLog.actorKind, 'operator'), eq(operators.id, auditLog.actorId)),
    )
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ row, actorName }) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorKind: row.actorKind,
    actorId: row.actorId,
    actorName: actorName ?? null,
    action: row.action,
    subject: row.subject,
    memberId: row.memberId,
    detail: row.detail,
    hash: row.hash,
  }));
}

export async function listAudit(
  deps: Deps,
  caller: Caller | null,
  query: TAuditFilter & { before?: number | undefined },
) {
  await requireOperator(deps, caller, 'audit.read');
  const rows = await selectRows(deps.db, whereOf(query, query.before), AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    rows: page,
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

export async function exportAudit(deps: Deps, caller: Caller | null, filter: TAuditFilter) {
  const actor = await requireOperator(deps, caller, 'audit.read');
  const rows = await selectRows(deps.db, whereOf(filter), AUDIT_EXPORT_MAX + 1);
  // Who took the log out is itself worth a row.
  await appendAudit(deps.db, {
    actorKind: 'operator',
    actorId: actor.id,
    action: 'ops.audit.export',
    detail: { filter, rows: Math.min(rows.length, AUDIT_EXPORT_MAX) },
  });
  return { rows: rows.slice(0, AUDIT_EXPORT_MAX), truncated: rows.length > AUDIT_EXPORT_MAX };
}

/** The chain check under way per database: calls made meanwhile share it (one scan, not many). */
const verifying = new WeakMap<Db, Promise<ChainCheck>>();

export async function verifyAudit(deps: Deps, caller: Caller | null): Promise<ChainCheck> {
  const actor = await requireOperator(deps, caller, 'audit.read');
  let check = verifying.get(deps.db);
  if (!check) {
    check = verifyChain(deps.db).finally(() => verifying.delete(deps.db));
    verifying.set(deps.db, check);
  }
  const result = await check;
  await appendAudit(deps.db, {
    actorKind: 'operator',
    actorId: actor.id,
    action: 'ops.audit.verify',
    detail: { ok: result.ok, checked: result.checked, firstBreak: result.firstBreak },
  });
  return result;
}
