// The audit log's hash chain: what a row's hash covers, and one append at a time.
import { createHash } from 'node:crypto';
import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/core';

/** The previous hash of the first chained row. */
export const GENESIS_HASH = '0'.repeat(64);

/** The advisory lock every append takes: appends queue up, so the chain stays one line. */
const AUDIT_CHAIN_LOCK = 727020;

export type AuditActorKind = 'member' | 'operator' | 'system';

export interface AuditEntry {
  actorKind: AuditActorKind;
  /** The operator's or member's id; null for the system or an unknown actor (a failed login). */
  actorId: number | null;
  /** What was done, dotted: `ops.member.adjust`, `withdrawal.reject` ... */
  action: string;
  /** What it was done to, as text (a username, `withdrawal:12`). */
  subject?: string | null;
  /**
   * The member the action was about, when there is one: the viewer filters on it. Left out, it
   * is read from a `member:<id>` subject.
   */
  memberId?: number | null;
  /** Anything else worth keeping (amounts, before and after). JSON only. */
  detail?: unknown;
}

export interface ChainedFields {
  actorKind: string;
  actorId: number | null;
  action: string;
  subject: string | null;
  memberId: number | null;
  detail: unknown;
  createdAt: Date;
  prevHash: string;
}

/** JSON with object keys sorted at every level: jsonb reorders keys, the hash must not care. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** A row's hash: SHA-256 (hex) over its fields and the previous row's hash. */
export function hashOf(row: ChainedFields): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        actorKind: row.actorKind,
        actorId: row.actorId,
        action: row.action,
        subject: row.subject,
        memberId: row.memberId,
        detail: row.detail,
        createdAt: row.createdAt.toISOString(),
        prevHash: row.prevHash,
      }),
    )
    .digest('hex');
}

/** `member:12`, the subject every action on a member account is written with. */
const MEMBER_SUBJECT = /^member:([1-9][0-9]{0,9})$/;

/**
 * The member a row is about: the one given, else the one its subject names. Most writers name the
 * member only in the subject; without this the viewer's member filter (on memberId) missed them.
 */
function memberOf(entry: AuditEntry): number | null {
  if (entry.memberId != null) return entry.memberId;
  const named = MEMBER_SUBJECT.exec(entry.subject ?? '');
  const id = named ? Number(named[1]) : null;
  return id !== null && id <= 2_147_483_647 ? id : null;
}

/**
 * Appends one row to the audit log, chained to the last one. Pass the caller's transaction when
 * the action runs in one, so the row commits (or rolls back) with it; call it LAST in that
 * transaction: the chain's lock is held until the transaction ends, and appends queue on it.
 * Returns the new row's id and hash.
 */
export async function appendAudit(
  db: Db,
  entry: AuditEntry,
): Promise<{ id: number; hash: string }> {
  // JSON in and out of jsonb: what is hashed is what is stored (no undefined, no Date objects).
  const detail: unknown = JSON.parse(JSON.stringify(entry.detail ?? {}));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .where(isNotNull(auditLog.hash))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const fields: ChainedFields = {
      actorKind: entry.actorKind,
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject ?? null,
      memberId: memberOf(entry),
      detail,
      // Milliseconds: what a timestamptz gives back exactly.
      createdAt: new Date(),
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    const hash = hashOf(fields);
    const [row] = await tx
      .insert(auditLog)
      .values({
        actorKind: entry.actorKind,
        actorId: fields.actorId,
        action: fields.action,
        subject: fields.subject,
        memberId: fields.memberId,
        detail: fields.detail,
        createdAt: fields.createdAt,
        prevHash: fields.prevHash,
        hash,
      })
      .returning({ id: auditLog.id });
    return { id: row!.id, hash };
  });
}

export interface ChainCheck {
  ok: boolean;
  /** Rows whose hash was rechecked. */
  checked: number;
  /** Rows from before the chain existed (no hash): not covered. */
  unchained: number;
  /** The first row that does not match, and why. */
  firstBreak: { id: number; reason: 'hash' | 'link' | 'missing-hash' } | null;
}

/**
 * Rechecks the whole chain in id order, a page at a time: every row's hash over its stored
 * fields, and its link to the row before. A changed field, a removed row or a reordered one
 * breaks it.
 */
export async function verifyChain(db: Db, pageSize = 2000): Promise<ChainCheck> {
  let after = 0;
  let previous: string | null = null;
  let checked = 0;
  let unchained = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${after}`)
      .orderBy(auditLog.id)
      .limit(pageSize);
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.id;
      if (row.hash === null || row.prevHash === null) {
        // Only rows from before the chain may lack a hash.
        if (previous !== null) {
          return {
            ok: false,
            checked,
            unchained,
            firstBreak: { id: row.id, reason: 'missing-hash' },
          };
        }
        unchained += 1;
        continue;
      }
      if (row.prevHash !== (previous ?? GENESIS_HASH)) {
        return { ok: false, checked, unchained, firstBreak: { id: row.id, reason: 'link' } };
      }
      const expected = hashOf({
        actorKind: row.actorKind,
        actorId: row.actorId,
        action: row.action,
        subject: row.subject,
        memberId: row.memberId,
        detail: row.detail,
        createdAt: row.createdAt,
        prevHash: row.prevHash,
      });
      if (expected !== row.hash) {
        return { ok: false, checked, unchained, firstBreak: { id: row.id, reason: 'hash' } };
      }
      previous = row.hash;
      checked += 1;
    }
  }
  return { ok: true, checked, unchained, firstBreak: null };
}
