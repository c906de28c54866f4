// Sessions: opaque tokens, hashed at rest, sliding expiry written only when it has moved enough.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession, hashToken, RENEW_AFTER_MS, resolveSession } from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const options = () => ({ db: t.deps.db, ttlHours: 12 });
const expiryOf = async (token: string) =>
  (
    await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]?.expiresAt;

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const token = await createSession(options(), {
      kind: 'operator',
      id: 1,
      ip: null,
      userAgent: null,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('does not write on every use, and slides the expiry once enough time has passed', async () => {
    const token = await createSession(options(), {
      kind: 'operator',
      id: 1,
      ip: null,
      userAgent: null,
    });
    const created = (await expiryOf(token))!;
    const soon = new Date(Date.now() + 60_000);
    expect(await resolveSession(options(), token, soon)).toMatchObject({ kind: 'operator', id: 1 });
    expect(await expiryOf(token)).toEqual(created);

    const later = new Date(Date.now() + RENEW_AFTER_MS + 60_000);
    await resolveSession(options(), token, later);
    expect((await expiryOf(token))!.getTime()).toBe(later.getTime() + 12 * 3_600_000);
  });

  it('refuses an expired token', async () => {
    const token = await createSession(options(), {
      kind: 'operator',
      id: 1,
      ip: null,
      userAgent: null,
    });
    const past = new Date(Date.now() + 13 * 3_600_000);
    expect(await resolveSession(options(), token, past)).toBeNull();
  });
});
