// Opaque session tokens: 256 random bits handed to the client, only their SHA-256 kept here.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { deleteSession, insertSession, touchSession, type SubjectKind } from './session.queries';

export interface Caller {
  kind: SubjectKind;
  id: number;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionOptions {
  db: Db;
  ttlHours: number;
}

export async function createSession(
  { db, ttlHours }: SessionOptions,
  subject: { kind: SubjectKind; id: number; ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    subjectKind: subject.kind,
    subjectId: subject.id,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    ip: subject.ip,
    userAgent: subject.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The caller behind a token, or null when it is unknown, revoked or expired. */
export async function resolveSession(
  { db, ttlHours }: SessionOptions,
  token: string,
): Promise<Caller | null> {
  const now = new Date();
  const tokenHash = hashToken(token);
  const row = await touchSession(
    db,
    tokenHash,
    now,
    new Date(now.getTime() + ttlHours * 3_600_000),
  );
  return row ? { kind: row.subjectKind, id: row.subjectId, tokenHash } : null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}
