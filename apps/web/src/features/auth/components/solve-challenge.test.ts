// The challenge is built here as the server builds it, with node's own crypto; the solver uses
// Web Crypto (node's, the same one a browser offers as crypto.subtle).
import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TChallenge } from '@wps/contracts/account/verification';
import { ChallengeUnsolvedError, solveChallenge } from './solve-challenge';

function makeChallenge(secretNumber: number, maxNumber: number): TChallenge {
  const salt = `${randomBytes(8).toString('hex')}.${Date.now()}`;
  const challenge = createHash('sha256').update(`${salt}${secretNumber}`).digest('hex');
  const signature = createHmac('sha256', 'test-key').update(challenge).digest('hex');
  return { algorithm: 'SHA-256', challenge, salt, maxNumber, signature };
}

beforeAll(() => {
  if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
});

describe('solveChallenge', () => {
  it('finds the number the challenge was built from', async () => {
    const challenge = makeChallenge(4321, 50_000);
    const solution = await solveChallenge(challenge);
    expect(solution).toEqual({
      challenge: challenge.challenge,
      salt: challenge.salt,
      number: 4321,
      signature: challenge.signature,
    });
  });

  it('finds numbers at the edges of a batch and of the range', async () => {
    for (const n of [0, 199, 200, 1000]) {
      const solution = await solveChallenge(makeChallenge(n, 1000), { batchSize: 200 });
      expect(solution.number).toBe(n);
    }
  });

  it('gives up when no number in range solves it', async () => {
    const challenge = makeChallenge(900, 500);
    await expect(solveChallenge(challenge)).rejects.toBeInstanceOf(ChallengeUnsolvedError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveChallenge(makeChallenge(10, 100), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
