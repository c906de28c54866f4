import { and, eq, gt, lt, ne } from 'drizzle-orm';
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
  },
) {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      subjectKind: sessions.subjectKind,
      subjectId: sessions.subjectId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return rows[0] ?? null;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes every session of a subject, except the one whose token hash is `exceptHash`. */
export async function deleteSessionsOf(
  db: Db,
  subjectKind: SubjectKind,
  subjectId: number,
  exceptHash?: string,
) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.subjectKind, subjectKind),
        eq(sessions.subjectId, subjectId),
        exceptHash === undefined ? undefined : ne(sessions.tokenHash, exceptHash),
      ),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
