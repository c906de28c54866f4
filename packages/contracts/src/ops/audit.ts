// The audit log viewer: filtered pages, the chain check, and the rows for a CSV export.
import { z } from 'zod';
import { ZIsoTime } from '../content/fields';
import { defineContract } from '../http';

/**
 * A row id in the query string: digits only (`0x10`, `1e3`, ` 7` are not ids, though Number()
 * reads them), at most `max` (what the column holds: past it PostgreSQL fails, a 500).
 */
function queryId(max: number) {
  return z
    .string()
    .regex(new RegExp(`^[1-9][0-9]{0,${String(max).length - 1}}$`), 'a positive whole number')
    .transform(Number)
    .pipe(z.number().int().max(max));
}

export const ZAuditFilter = z.strictObject({
  /** An operator's id: what they did. */
  operatorId: queryId(2_147_483_647).optional(),
  /** A member's id: what was done to (or by) them. */
  memberId: queryId(2_147_483_647).optional(),
  /** An action, or its start (`ops.member.` finds every member action). */
  action: z.string().trim().min(1).max(64).optional(),
  from: ZIsoTime.optional(),
  to: ZIsoTime.optional(),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorKind: z.enum(['member', 'operator', 'system']),
  actorId: z.number().int().nullable(),
  /** The operator's username, when the actor is an operator. */
  actorName: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  memberId: z.number().int().nullable(),
  detail: z.unknown(),
  hash: z.string().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const AUDIT_PAGE_SIZE = 50;

export const listAudit = defineContract({
  method: 'GET',
  path: '/ops/api/audit',
  summary: 'The audit log, newest first, filtered, a page at a time (before: the last id seen)',
  tag: 'ops',
  access: 'operator',
  permission: 'audit.read',
  query: ZAuditFilter.extend({ before: queryId(Number.MAX_SAFE_INTEGER).optional() }),
  value: z.object({ rows: z.array(ZAuditRow), nextBefore: z.number().int().nullable() }),
});

export const ZAuditVerify = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  unchained: z.number().int(),
  firstBreak: z
    .object({ id: z.number().int(), reason: z.enum(['hash', 'link', 'missing-hash']) })
    .nullable(),
});
export type TAuditVerify = z.infer<typeof ZAuditVerify>;

export const verifyAudit = defineContract({
  method: 'POST',
  path: '/ops/api/audit/verify',
  summary: 'Rechecks the whole hash chain: the first row that does not match, if any',
  tag: 'ops',
  access: 'operator',
  permission: 'audit.read',
  value: ZAuditVerify,
});

export const AUDIT_EXPORT_MAX = 10_000;

export const exportAudit = defineContract({
  method: 'GET',
  path: '/ops/api/audit/export',
  summary: `The filtered audit rows for a CSV export, newest first, at most ${AUDIT_EXPORT_MAX}`,
  tag: 'ops',
  access: 'operator',
  permission: 'audit.read',
  query: ZAuditFilter,
  value: z.object({ rows: z.array(ZAuditRow), truncated: z.boolean() }),
});
