// Opaque session tokens: 256 random bits handed to the client, only their SHA-256 kept here.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { endVendorSessionsOf } from '../launch/launch.queries';
import type { SessionCache } from './session-cache';
import {
  deleteSession,
  deleteSessionsOf,
  extendSession,
  findLiveSession,
  insertSession,
  type SubjectKind,
} from './session.queries';

export interface Caller {
  kind: SubjectKind;
  id: number;
  tokenHash: string;
  /** A member session that must change its password before anything else (see route.ts). */
  mustChangePassword?: boolean;
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
  subject: {
    kind: SubjectKind;
    id: number;
    ip: string | null;
    userAgent: string | null;
    mustChangePassword?: boolean;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    subjectKind: subject.kind,
    subjectId: subject.id,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    ip: subject.ip,
    userAgent: subject.userAgent?.slice(0, 300) ?? null,
    mustChangePassword: subject.mustChangePassword ?? false,
  });
  return token;
}

/** A session's expiry is moved forward at most this often, so most requests only read it. */
export const RENEW_AFTER_MS = 5 * 60_000;

/** What resolveSession needs of the app. */
export const sessionOptions = (deps: Pick<Deps, 'db' | 'config' | 'sessionCache'>) => ({
  db: deps.db,
  ttlHours: deps.config.SESSION_TTL_HOURS,
  cache: deps.sessionCache,
});

/**
 * The caller behind a token, or null when it is unknown, revoked or expired. Use slides the
 * expiry forward (idle timeout), written only once RENEW_AFTER_MS of the window has been used.
 * The session is read through `cache` (session-cache.ts): a busy client's calls share one read.
 */
export async function resolveSession(
  { db, ttlHours, cache }: SessionOptions & { cache: SessionCache },
  token: string,
  now = new Date(),
): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  let session = cached ?? (await findLiveSession(db, tokenHash, now));
  if (!session || session.expiresAt <= now) return null;
  const renewed = new Date(now.getTime() + ttlHours * 3_600_000);
  if (renewed.getTime() - session.expiresAt.getTime() >= RENEW_AFTER_MS) {
    // Revoked meanwhile by another process: there is no row left to extend.
    if (!(await extendSession(db, tokenHash, renewed))) {
      cache.forget([tokenHash]);
      return null;
    }
    session = { ...session, expiresAt: renewed };
    cache.set(tokenHash, session);
  } else if (!cached) {
    cache.set(tokenHash, session);
  }
  return {
    kind: session.subjectKind,
    id: session.subjectId,
    tokenHash,
    mustChangePassword: session.mustChangePassword,
  };
}

/**
 * Ends sessions: deleted, and forgotten by every server process's cache. A member's game
 * sessions (launch tokens) end with them, on every device: a launch is not tied to one login,
 * and a token that outlived a logout, a password change or a disable would still bet.
 */
export async function revokeSessions(
  { db, sessionCache }: Pick<Deps, 'db' | 'sessionCache'>,
  which: { tokenHash: string } | { kind: SubjectKind; id: number; exceptHash?: string },
): Promise<void> {
  let hashes: string[];
  let memberId: number | null = null;
  if ('tokenHash' in which) {
    const [ended] = await deleteSession(db, which.tokenHash);
    hashes = ended ? [ended.tokenHash] : [];
    if (ended?.subjectKind === 'member') memberId = ended.subjectId;
  } else {
    hashes = await deleteSessionsOf(db, which.kind, which.id, which.exceptHash);
    if (which.kind === 'member') memberId = which.id;
  }
  if (memberId !== null) await endVendorSessionsOf(db, memberId);
  sessionCache.forget(hashes);
}
