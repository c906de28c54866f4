// The human-verification challenge: an ALTCHA-style proof of work that runs with no outside
// service. The browser finds n in [0, maxNumber] with SHA-256(salt + n) = challenge; the server
// keeps no state until a solution comes back: the salt carries its expiry and the signature
// (HMAC of the challenge with a secret only the server knows) proves the server issued it.
// A solution is accepted once: its signature is recorded until the challenge expires.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TChallenge, TChallengeSolution } from '@wps/contracts/account/verification';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { sweepExpired } from '../../lib/sweep';
import { readSetting, seedSetting } from '../settings/settings.queries';
import * as q from './verification.queries';

/** About 25,000 hashes on average: well under a second on a cheap phone. */
export const CHALLENGE_MAX_NUMBER = 50_000;
/** Long enough to fill in the registration form after the challenge was fetched. */
export const CHALLENGE_TTL_SECONDS = 20 * 60;
export const CHALLENGE_SECRET_KEY = 'secret.challenge';

const ZSecret = z.string().regex(/^[0-9a-f]{64}$/);
const secrets = new WeakMap<Db, string>();

/**
 * The HMAC key: 32 random bytes made on first use and kept in the settings table. Insert-if-
 * absent, then read back, so several server processes starting together agree on one key.
 */
async function challengeKey(db: Db): Promise<string> {
  const cached = secrets.get(db);
  if (cached) return cached;
  let key = await readSetting(db, CHALLENGE_SECRET_KEY, ZSecret.nullable(), null);
  if (!key) {
    await seedSetting(db, CHALLENGE_SECRET_KEY, randomBytes(32).toString('hex'));
    key = await readSetting(db, CHALLENGE_SECRET_KEY, ZSecret, '');
  }
  secrets.set(db, key);
  return key;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string, s: string) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(s).digest('hex');

export async function issueChallenge(deps: Deps, now: Date = new Date()): Promise<TChallenge> {
  const key = await challengeKey(deps.db);
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS;
  const salt = `${randomBytes(12).toString('hex')}.${expires}`;
  const challenge = sha256(salt + randomInt(0, CHALLENGE_MAX_NUMBER + 1));
  return {
    algorithm: 'SHA-256',
    challenge,
    salt,
    maxNumber: CHALLENGE_MAX_NUMBER,
    signature: hmac(key, challenge),
  };
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Accepts a solution once; throws CHALLENGE_FAILED when missing, wrong, forged, expired or reused. */
export async function checkChallenge(
  deps: Deps,
  solution: TChallengeSolution | undefined,
  now: Date = new Date(),
): Promise<void> {
  const fail = (why: string): never => {
    throw new AppError('CHALLENGE_FAILED', `Human verification failed: ${why}.`, 'body.challenge');
  };
  if (!solution) return fail('no solution was sent');
  const match = /\.(\d{1,12})$/.exec(solution.salt);
  if (!match) return fail('the challenge is not one of ours');
  const expires = new Date(Number(match[1]) * 1000);
  const key = await challengeKey(deps.db);
  if (!sameHex(hmac(key, solution.challenge), solution.signature)) {
    return fail('the challenge is not one of ours');
  }
  if (
    solution.number > CHALLENGE_MAX_NUMBER ||
    !sameHex(sha256(solution.salt + solution.number), solution.challenge)
  ) {
    return fail('the solution is wrong');
  }
  if (expires.getTime() <= now.getTime()) return fail('the challenge expired; solve a new one');
  await sweepExpired(deps.db, 'challenge_uses', now, () =>
    q.deleteExpiredChallengeUses(deps.db, now),
  );
  if (!(await q.insertChallengeUse(deps.db, solution.signature, expires))) {
    return fail('the challenge was already used');
  }
}

/** For tests: solves a challenge by brute force, as the browser does. */
export function solveChallengeForTest(challenge: TChallenge): TChallengeSolution {
  for (let n = 0; n <= challenge.maxNumber; n++) {
    if (sha256(challenge.salt + n) === challenge.challenge) {
      return {
        challenge: challenge.challenge,
        salt: challenge.salt,
        number: n,
        signature: challenge.signature,
      };
    }
  }
  throw new Error('no solution found');
}
