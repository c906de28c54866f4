// The human-verification challenge on registration (issue 3): an ALTCHA-style proof of work from
// GET /wps/verification/challenge. Find n in [0, maxNumber] with SHA-256(salt + n) equal to the
// challenge, hashing in small batches and yielding between them so the page stays responsive.
import type { TChallenge, TChallengeSolution } from '@wps/contracts/account/verification';
import { callApi } from '../../../lib/api-client';
import { challengeEndpoint } from '../account-endpoints';

/** Hashes per batch; between batches the page gets the main thread back. */
const BATCH = 500;

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const encoder = new TextEncoder();
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class ChallengeUnsolvedError extends Error {
  constructor() {
    super('No number up to maxNumber solves the challenge');
  }
}

/** Finds the number; rejects with AbortError when signalled, ChallengeUnsolvedError if none. */
export async function solveChallenge(
  challenge: TChallenge,
  { signal, batchSize = BATCH }: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<TChallengeSolution> {
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxNumber; start += batchSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + batchSize - 1, challenge.maxNumber);
    const numbers: number[] = [];
    for (let n = start; n <= end; n++) numbers.push(n);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = hashes.findIndex((hash) => toHex(hash) === target);
    if (found >= 0) {
      return {
        challenge: challenge.challenge,
        salt: challenge.salt,
        number: numbers[found]!,
        signature: challenge.signature,
      };
    }
    await yieldToPage();
  }
  throw new ChallengeUnsolvedError();
}

/** Fetches a fresh challenge and solves it (one solution per registration attempt). */
export async function fetchAndSolveChallenge(signal?: AbortSignal): Promise<TChallengeSolution> {
  const challenge = await callApi(challengeEndpoint, { signal });
  return solveChallenge(challenge, { signal });
}
