// Round rngs over node:crypto's HMAC-SHA256: the same bytes as createRoundRng (fair.test.ts
// checks the WebCrypto and synchronous paths against node:crypto), at native speed, for the
// simulations in the tests and the benchmark.
import { createHmac } from 'node:crypto';
import { RoundRng } from '../src/fair.ts';

export function nodeRoundRng(serverSeed: string, clientSeed: string, nonce: number): RoundRng {
  return RoundRng.fromBlocks(
    (cursor) =>
      new Uint8Array(
        createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
      ),
  );
}
