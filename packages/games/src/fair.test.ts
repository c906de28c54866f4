import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RoundRng,
  createRoundRng,
  fromHex,
  hmacSha256Sync,
  isValidClientSeed,
  isValidNonce,
  isValidServerSeed,
  newClientSeed,
  newServerSeed,
  roundBytes,
  sha256Hex,
  sha256Sync,
  syncRoundRng,
  toHex,
} from './fair.ts';

/** The byte stream computed independently with node:crypto. */
function nodeBytes(serverSeed: string, clientSeed: string, nonce: number, count: number): Buffer {
  const parts: Buffer[] = [];
  for (let cursor = 0; parts.length * 32 < count; cursor++) {
    parts.push(
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
    );
  }
  return Buffer.concat(parts).subarray(0, count);
}

const SERVER_SEED = '3f1c9a0e5b7d2c4e6a8b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f7';
const CLIENT_SEED = 'lucky-player';

describe('known answers', () => {
  it('roundBytes (WebCrypto) equals HMAC-SHA256 from node:crypto, block by block', async () => {
    const bytes = await roundBytes(SERVER_SEED, CLIENT_SEED, 7, 100);
    expect(bytes.length).toBe(100);
    expect(toHex(bytes)).toBe(nodeBytes(SERVER_SEED, CLIENT_SEED, 7, 100).toString('hex'));
    // The first block is exactly HMAC(serverSeed, "lucky-player:7:0").
    const first = createHmac('sha256', SERVER_SEED).update('lucky-player:7:0').digest('hex');
    expect(toHex(bytes.slice(0, 32))).toBe(first);
  });

  it('pins the first block of the worked example in docs/provably-fair.md', async () => {
    const bytes = await roundBytes(SERVER_SEED, CLIENT_SEED, 0, 32);
    expect(toHex(bytes)).toBe(
      createHmac('sha256', SERVER_SEED).update('lucky-player:0:0').digest('hex'),
    );
  });

  it('sha256Hex is the commitment node:crypto computes', async () => {
    expect(await sha256Hex(SERVER_SEED)).toBe(
      createHash('sha256').update(SERVER_SEED).digest('hex'),
    );
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('the synchronous SHA-256 and HMAC match node:crypto for any input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 200 }), (k, m) => {
        expect(toHex(sha256Sync(m))).toBe(createHash('sha256').update(m).digest('hex'));
        expect(toHex(hmacSha256Sync(k, m))).toBe(createHmac('sha256', k).update(m).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('a round rng continues past its prefetched blocks with the same bytes', async () => {
    const rng = await createRoundRng(SERVER_SEED, CLIENT_SEED, 3, 32);
    const expected = nodeBytes(SERVER_SEED, CLIENT_SEED, 3, 160);
    for (let i = 0; i < 40; i++) expect(rng.uint32()).toBe(expected.readUInt32BE(i * 4));
    expect(rng.bytesUsed).toBe(160);
    const sync = syncRoundRng(SERVER_SEED, CLIENT_SEED, 3);
    for (let i = 0; i < 40; i++) expect(sync.uint32()).toBe(expected.readUInt32BE(i * 4));
  });
});

describe('seeds', () => {
  it('new seeds have the documented shape and differ', () => {
    const a = newServerSeed();
    expect(isValidServerSeed(a)).toBe(true);
    expect(a).not.toBe(newServerSeed());
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('client seeds are 1..64 visible ASCII characters', () => {
    expect(isValidClientSeed('a')).toBe(true);
    expect(isValidClientSeed('x'.repeat(64))).toBe(true);
    expect(isValidClientSeed('!~:{}')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('has space')).toBe(false);
    expect(isValidClientSeed('tab\t')).toBe(false);
    expect(isValidClientSeed('ဗမာ')).toBe(false);
    expect(isValidClientSeed(12)).toBe(false);
    expect(isValidNonce(0)).toBe(true);
    expect(isValidNonce(-1)).toBe(false);
    expect(isValidNonce(1.5)).toBe(false);
  });

  it('refuses bad inputs instead of hashing them', async () => {
    await expect(roundBytes(SERVER_SEED, '', 0, 4)).rejects.toThrow();
    await expect(roundBytes(SERVER_SEED, 'ok', -1, 4)).rejects.toThrow();
    expect(() => fromHex('abc')).toThrow();
  });
});

describe('RoundRng', () => {
  const u32 = (...xs: number[]) => {
    const b = Buffer.alloc(xs.length * 4);
    xs.forEach((x, i) => b.writeUInt32BE(x, i * 4));
    return new Uint8Array(b);
  };

  it('float is uint32 / 2^32', () => {
    const rng = RoundRng.fromBytes(u32(0, 0x80000000, 0xffffffff));
    expect(rng.float()).toBe(0);
    expect(rng.float()).toBe(0.5);
    expect(rng.float()).toBe(0xffffffff / 2 ** 32);
    expect(() => rng.float()).toThrow('exhausted');
  });

  it('int rejects draws at or above the largest multiple of n and draws again', () => {
    // n = 3: limit = 2^32 - (2^32 mod 3) = 4294967295; 4294967295 is rejected.
    const rng = RoundRng.fromBytes(u32(4294967295, 4294967294, 10));
    expect(rng.int(3)).toBe(4294967294 % 3);
    expect(rng.int(3)).toBe(1);
    expect(rng.bytesUsed).toBe(12);
    expect(RoundRng.fromBytes(u32(123)).int(1)).toBe(0);
    expect(() => RoundRng.fromBytes(u32(1)).int(0)).toThrow();
  });

  it('int stays in range and is deterministic per stream', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 400, maxLength: 400 }),
        fc.integer({ min: 1, max: 1000 }),
        (bytes, n) => {
          const a = RoundRng.fromBytes(bytes);
          const b = RoundRng.fromBytes(bytes);
          for (let i = 0; i < 50; i++) {
            const x = a.int(n);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThan(n);
            expect(b.int(n)).toBe(x);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('shuffle is Fisher-Yates from the last index down, and a permutation', () => {
    // [a,b,c]: i=2 j=int(3)=2 (no move); i=1 j=int(2)=0 -> [b,a,c].
    const rng = RoundRng.fromBytes(u32(2, 0));
    expect(rng.shuffle(['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.string(), (items, seed) => {
        const rng = syncRoundRng(SERVER_SEED, 'p' + seed.replace(/[^\x21-\x7e]/g, ''), 1);
        const out = rng.shuffle(items);
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      { numRuns: 50 },
    );
  });
});
