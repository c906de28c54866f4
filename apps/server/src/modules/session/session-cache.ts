// Live sessions remembered for a few seconds: every call with a token needs its session, and a
// busy client's calls need not each read the sessions table for it. Revoking a session (logout,
// a password change) forgets it at once here and, with REDIS_URL, in every other server process
// through one channel. An entry is never used longer than SESSION_CACHE_MS after it was read,
// which bounds what a lost message or a row changed behind the server's back can cost.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedisChannel } from '../../lib/redis-channel';
import { createTtlCache } from '../../lib/ttl-cache';
import type { SubjectKind } from './session.queries';

export const SESSION_CACHE_MS = 10_000;
const REVOKED_CHANNEL = 'session:revoked';

export interface CachedSession {
  subjectKind: SubjectKind;
  subjectId: number;
  expiresAt: Date;
  mustChangePassword: boolean;
}

export interface SessionCache {
  /** The session as read from the database at most SESSION_CACHE_MS ago, if remembered. */
  get(tokenHash: string): CachedSession | undefined;
  /** Call with what the database has just said of the session. */
  set(tokenHash: string, session: CachedSession): void;
  /** Call after deleting these sessions: every process stops using them. */
  forget(tokenHashes: readonly string[]): void;
  close(): void;
}

function createEntries() {
  const entries = createTtlCache<string, CachedSession>(SESSION_CACHE_MS);
  return {
    get: entries.get,
    set: entries.set,
    delete: (tokenHashes: readonly string[]) => tokenHashes.forEach(entries.delete),
    clear: entries.clear,
  };
}

/** One server process: forgetting is local. */
export function createLocalSessionCache(): SessionCache {
  const entries = createEntries();
  return { get: entries.get, set: entries.set, forget: entries.delete, close: entries.clear };
}

/** Several processes: a revocation reaches all of them through Redis. */
export function createRedisSessionCache(redis: Redis, log: FastifyBaseLogger): SessionCache {
  const entries = createEntries();
  const channel = openRedisChannel(redis, log, REVOKED_CHANNEL, {
    onMessage: (message) => entries.delete(message.split(',')),
    // Revocations sent while the link was down are lost: read every session again.
    onResync: entries.clear,
  });
  return {
    get: entries.get,
    set: entries.set,
    forget(tokenHashes) {
      if (tokenHashes.length === 0) return;
      entries.delete(tokenHashes);
      channel.publish(tokenHashes.join(',')).catch((error: unknown) => {
        // The other processes keep the sessions until their entries age out.
        log.error({ err: error }, 'session cache: could not publish a revocation');
      });
    },
    close() {
      entries.clear();
      channel.close();
    },
  };
}
