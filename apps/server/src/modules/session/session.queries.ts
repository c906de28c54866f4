import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/core';

export type SubjectKind = 'member' | 'operator';

export async function insertSession(
  db: Db,
  row: {
    tokenHash: string;
    subjectKind: SubjectKind;
    subjectId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    mustChangePassword?: boolean;
  },
) {
  await db.insert(sessions).values(row);
}

/** Every call with a token reads its session: a prepared statement, built once per database. */
function prepareLiveSession(db: Db) {
  return db
    .select({
      subjectKind: sessions.subjectKind,
      subjectId: sessions.subjectId,
      expiresAt: sessions.expiresAt,
      mustChangePassword: sessions.mustChangePassword,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_live_session');
}

const liveSessionByDb = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let prepared = liveSessionByDb.get(db);
  if (!prepared) {
    prepared = prepareLiveSession(db);
    liveSessionByDb.set(db, prepared);
  }
  // Placeholders skip the column's mapping: the time goes as the text it would have become.
  const rows = await prepared.execute({ tokenHash, now: now.toISOString() });
  return rows[0] ?? null;
}

/** False when the session is gone. */
export async function extendSession(db: Db, tokenHash: string, expiresAt: Date) {
  const rows = await db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

/** The session changed its password: it may do everything again. */
export async function clearMustChangePassword(db: Db, tokenHash: string) {
  await db
    .update(sessions)
    .set({ mustChangePassword: false })
    .where(eq(sessions.tokenHash, tokenHash));
}

/** The deleted session's token hash (none when it was already gone). */
export async function deleteSession(db: Db, tokenHash: string) {
  return db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({
    tokenHash: sessions.tokenHash,
    subjectKind: sessions.subjectKind,
    subjectId: sessions.subjectId,
  });
}

/**
 * Deletes every session of a subject, except the one whose token hash is `exceptHash`; returns
 * the deleted sessions' token hashes.
 */
export async function deleteSessionsOf(
  db: Db,
  subjectKind: SubjectKind,
  subjectId: number,
  exceptHash?: string,
) {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.subjectKind, subjectKind),
        eq(sessions.subjectId, subjectId),
        exceptHash === undefined ? undefined : ne(sessions.tokenHash, exceptHash),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
