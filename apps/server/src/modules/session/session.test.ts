// Sessions: opaque tokens, hashed at rest, sliding expiry written only when it has moved enough,
// read through a cache that revocation empties at once (in every process, through Redis).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/core';
import { createTestApp, useRedisPair, type TestApp } from '../../../test/test-app';
import { createLocalSessionCache, SESSION_CACHE_MS } from './session-cache';
import {
  createSession,
  hashToken,
  RENEW_AFTER_MS,
  resolveSession,
  revokeSessions,
} from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A cache of the test's own, so each test starts with nothing remembered. */
const options = (cache = createLocalSessionCache()) => ({ db: t.deps.db, ttlHours: 12, cache });
const newSession = (id = 1) =>
  createSession(options(), { kind: 'operator', id, ip: null, userAgent: null });
const expiryOf = async (token: string) =>
  (
    await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]?.expiresAt;
/** Deletes the row behind the server's back (as another process's logout would). */
const deleteRow = (token: string) =>
  t.deps.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const token = await newSession();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('does not write on every use, and slides the expiry once enough time has passed', async () => {
    const token = await newSession();
    const created = (await expiryOf(token))!;
    const soon = new Date(Date.now() + 60_000);
    const cached = options();
    expect(await resolveSession(cached, token, soon)).toMatchObject({ kind: 'operator', id: 1 });
    expect(await expiryOf(token)).toEqual(created);

    const later = new Date(Date.now() + RENEW_AFTER_MS + 60_000);
    await resolveSession(cached, token, later);
    expect((await expiryOf(token))!.getTime()).toBe(later.getTime() + 12 * 3_600_000);
    // The cache holds the new expiry: it is not written again a moment later.
    await resolveSession(cached, token, new Date(later.getTime() + 1000));
    expect((await expiryOf(token))!.getTime()).toBe(later.getTime() + 12 * 3_600_000);
  });

  it('refuses an expired token, remembered or not', async () => {
    const token = await newSession();
    const cached = options();
    expect(await resolveSession(cached, token)).not.toBeNull();
    const past = new Date(Date.now() + 13 * 3_600_000);
    expect(await resolveSession(cached, token, past)).toBeNull();
    expect(await resolveSession(options(), token, past)).toBeNull();
  });

  it('reads a session once for a burst of calls, and again after SESSION_CACHE_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await newSession();
    const cached = options();
    expect(await resolveSession(cached, token)).not.toBeNull();
    // Gone from the table, still remembered: this is the read the cache saves.
    await deleteRow(token);
    expect(await resolveSession(cached, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect(await resolveSession(cached, token)).toBeNull();
  });

  it('forgets revoked sessions at once: one token, or all of a subject but one', async () => {
    const cache = createLocalSessionCache();
    const [a, b, c] = [await newSession(7), await newSession(7), await newSession(7)];
    for (const token of [a, b, c])
      expect(await resolveSession(options(cache), token)).not.toBeNull();
    const deps = { db: t.deps.db, sessionCache: cache };
    await revokeSessions(deps, { tokenHash: hashToken(a) });
    expect(await resolveSession(options(cache), a)).toBeNull();
    await revokeSessions(deps, { kind: 'operator', id: 7, exceptHash: hashToken(c) });
    expect(await resolveSession(options(cache), b)).toBeNull();
    expect(await resolveSession(options(cache), c)).not.toBeNull();
  });

  it('refuses a remembered session whose renewal finds it deleted by another process', async () => {
    const token = await newSession();
    const cached = options();
    expect(await resolveSession(cached, token)).not.toBeNull();
    await deleteRow(token);
    const later = new Date(Date.now() + RENEW_AFTER_MS + 60_000);
    expect(await resolveSession(cached, token, later)).toBeNull();
    expect(await resolveSession(cached, token)).toBeNull();
  });
});

// Runs where a Redis server is named (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('sessions revoked in another process', () => {
  const pair = useRedisPair();

  it("a logout in one server process ends the token in another's cache", async () => {
    // Two processes on one database: `two` shares `one`'s database for this test.
    const token = await createSession(
      { db: pair.one.deps.db, ttlHours: 12 },
      { kind: 'operator', id: 1, ip: null, userAgent: null },
    );
    const inTwo = { db: pair.one.deps.db, ttlHours: 12, cache: pair.two.deps.sessionCache };
    expect(await resolveSession(inTwo, token)).not.toBeNull();
    await revokeSessions(pair.one.deps, { tokenHash: hashToken(token) });
    // The subscriber connection may still be connecting: say it again until it hears.
    await vi.waitFor(
      async () => {
        pair.one.deps.sessionCache.forget([hashToken(token)]);
        expect(await resolveSession(inTwo, token)).toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
