// The proof-of-work challenge: GET /wps/verification/challenge and checkChallenge.
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChallenge } from '@wps/contracts/account/verification';
import { challengeUses } from '../../db/schema/accounts';
import { settings } from '../../db/schema/core';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  CHALLENGE_SECRET_KEY,
  checkChallenge,
  issueChallenge,
  solveChallengeForTest,
} from './challenge.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    const e = error as { code: string; field?: string; message: string };
    return { code: e.code, field: e.field, message: e.message };
  }
}

async function fetchChallenge(): Promise<TChallenge> {
  const res = await t.call({ method: 'GET', url: '/wps/verification/challenge' });
  expect(res.status).toBe(200);
  return res.body.value;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('GET /wps/verification/challenge', () => {
  it('answers an ALTCHA-style challenge whose salt carries its expiry', async () => {
    const c = await fetchChallenge();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxNumber: 50_000 });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const [, expires] = /^[0-9a-f]{24}\.(\d+)$/.exec(c.salt)!;
    const left = Number(expires) * 1000 - Date.now();
    expect(left).toBeGreaterThan(19 * 60_000);
    expect(left).toBeLessThanOrEqual(20 * 60_000);
    const solution = solveChallengeForTest(c);
    expect(sha256(c.salt + solution.number)).toBe(c.challenge);
  });

  it('keeps one random 32-byte key in the settings, made once', async () => {
    await fetchChallenge();
    const rows = await t.deps.db
      .select()
      .from(settings)
      .where(eq(settings.key, CHALLENGE_SECRET_KEY));
    expect(rows).toHaveLength(1);
    const key = rows[0]!.value as string;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const c = await fetchChallenge();
    const expected = createHmac('sha256', Buffer.from(key, 'hex'))
      .update(c.challenge)
      .digest('hex');
    expect(c.signature).toBe(expected);
  });
});

describe('checkChallenge', () => {
  it('accepts a solved challenge once; the replay is refused', async () => {
    const solution = solveChallengeForTest(await fetchChallenge());
    await expect(checkChallenge(t.deps, solution)).resolves.toBeUndefined();
    expect(await refusal(checkChallenge(t.deps, solution))).toMatchObject({
      code: 'CHALLENGE_FAILED',
      field: 'body.challenge',
      message: expect.stringContaining('already used'),
    });
  });

  it('lets only one of two simultaneous uses of a solution through', async () => {
    const solution = solveChallengeForTest(await fetchChallenge());
    const results = await Promise.all([
      refusal(checkChallenge(t.deps, solution)),
      refusal(checkChallenge(t.deps, solution)),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
  });

  it('refuses an expired challenge, and a salt whose expiry was pushed forward', async () => {
    const old = await issueChallenge(t.deps, new Date(Date.now() - 21 * 60_000));
    const solution = solveChallengeForTest(old);
    expect(await refusal(checkChallenge(t.deps, solution))).toMatchObject({
      code: 'CHALLENGE_FAILED',
      message: expect.stringContaining('expired'),
    });
    const later = `${old.salt.split('.')[0]}.${Math.floor(Date.now() / 1000) + 600}`;
    expect((await refusal(checkChallenge(t.deps, { ...solution, salt: later })))!.code).toBe(
      'CHALLENGE_FAILED',
    );
  });

  it('refuses a forged signature and a challenge made up by the client', async () => {
    const c = await fetchChallenge();
    const solution = solveChallengeForTest(c);
    const flipped = (c.signature[0] === 'a' ? 'b' : 'a') + c.signature.slice(1);
    expect((await refusal(checkChallenge(t.deps, { ...solution, signature: flipped })))!.code).toBe(
      'CHALLENGE_FAILED',
    );
    // A challenge the client made itself, signed with a key of its own choosing.
    const salt = `${'ab'.repeat(12)}.${Math.floor(Date.now() / 1000) + 600}`;
    const made = sha256(salt + 7);
    const signature = createHmac('sha256', Buffer.alloc(32)).update(made).digest('hex');
    const forged = { challenge: made, salt, number: 7, signature };
    expect((await refusal(checkChallenge(t.deps, forged)))!.code).toBe('CHALLENGE_FAILED');
    // The genuine solution still works: refusals did not use it up.
    await expect(checkChallenge(t.deps, solution)).resolves.toBeUndefined();
  });

  it('refuses a wrong number, and no solution at all', async () => {
    const c = await fetchChallenge();
    const solution = solveChallengeForTest(c);
    const wrong = { ...solution, number: (solution.number + 1) % 50_001 };
    expect(await refusal(checkChallenge(t.deps, wrong))).toMatchObject({
      code: 'CHALLENGE_FAILED',
      message: expect.stringContaining('wrong'),
    });
    expect(await refusal(checkChallenge(t.deps, undefined))).toMatchObject({
      code: 'CHALLENGE_FAILED',
      field: 'body.challenge',
    });
  });

  it('records redeemed solutions only until their challenge expires', async () => {
    const solution = solveChallengeForTest(await fetchChallenge());
    await checkChallenge(t.deps, solution);
    const rows = await t.deps.db
      .select()
      .from(challengeUses)
      .where(eq(challengeUses.signature, solution.signature));
    expect(rows).toHaveLength(1);
    const expires = Number(solution.salt.split('.')[1]) * 1000;
    expect(rows[0]!.expiresAt.getTime()).toBe(expires);
    // A later check sweeps the records whose challenge expired.
    const later = new Date(expires + 1_000);
    const next = solveChallengeForTest(await issueChallenge(t.deps, later));
    await checkChallenge(t.deps, next, later);
    expect(
      await t.deps.db
        .select()
        .from(challengeUses)
        .where(eq(challengeUses.signature, solution.signature)),
    ).toEqual([]);
    expect(await countRows(t, challengeUses)).toBeGreaterThan(0);
  });
});
