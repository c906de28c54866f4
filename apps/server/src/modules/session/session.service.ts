// Opaque session tokens: 256 random bits handed to the client, only their SHA-256 kept here.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
  type SubjectKind,
} from './session.queries';

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

/** A session's expiry is moved forward at most this often, so most requests only read it. */
export const RENEW_AFTER_MS = 5 * 60_000;

/**
 * The caller behind a token, or null when it is unknown, revoked or expired. Use slides the
 * expiry forward (idle timeout), written only once RENEW_AFTER_MS of the window has been used.
 */
export async function resolveSession(
  { db, ttlHours }: SessionOptions,
  token: string,
  now = new Date(),
): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const row = await findLiveSession(db, tokenHash, now);
  if (!row) return null;
  const renewed = new Date(now.getTime() + ttlHours * 3_600_000);
  if (renewed.getTime() - row.expiresAt.getTime() >= RENEW_AFTER_MS) {
    await extendSession(db, tokenHash, renewed);
  }
  return { kind: row.subjectKind, id: row.subjectId, tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}
