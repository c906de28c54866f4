// Provably fair randomness (docs/provably-fair.md is the normative description).
//
//  - serverSeed: 32 random bytes as 64 lower-case hex characters; its commitment is
//    SHA-256(serverSeed as UTF-8 text) in hex, published before any round is played with it.
//  - The bytes of a round: HMAC-SHA256(key = serverSeed (the hex string as UTF-8),
//    message = `${clientSeed}:${nonce}:${cursor}`) for cursor = 0, 1, 2, ... concatenated.
//  - RoundRng reads that stream in order: float() and int(n) take 4 bytes (big-endian uint32)
//    per draw, int(n) rejects draws >= the largest multiple of n below 2^32 and draws again.
//
// The asynchronous functions use WebCrypto (globalThis.crypto.subtle, Node 20 and browsers),
// so the public verify page runs this same code. A RoundRng needs its bytes synchronously; it
// is filled ahead from WebCrypto and, should a round ever need more blocks than were fetched
// (only after many rejected draws), continues with the synchronous HMAC-SHA256 below, which
// yields the same bytes (tested against node:crypto).

/** The longest client seed accepted. */
export const CLIENT_SEED_MAX_LENGTH = 64;

/** Bytes per HMAC block (one cursor value). */
export const BLOCK_BYTES = 32;

const textEncoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available');
  return s;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('not a hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** A new server seed: 32 bytes from crypto.getRandomValues, as 64 lower-case hex characters. */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** A fresh default client seed for a player who has not chosen one (16 hex characters). */
export function newClientSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** True for a server seed as newServerSeed makes them (64 lower-case hex characters). */
export function isValidServerSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && /^[0-9a-f]{64}$/.test(seed);
}

/**
 * A client seed is 1..64 visible ASCII characters (0x21 '!' .. 0x7E '~'): no spaces or other
 * whitespace, no non-ASCII, so every tool hashes the same bytes. A colon is allowed: the
 * message's last two fields are always the nonce and the cursor, so it stays unambiguous.
 */
export function isValidClientSeed(seed: unknown): seed is string {
  return (
    typeof seed === 'string' &&
    seed.length >= 1 &&
    seed.length <= CLIENT_SEED_MAX_LENGTH &&
    /^[\x21-\x7e]+$/.test(seed)
  );
}

/** A nonce is a non-negative safe integer (0 for the first round of a server seed). */
export function isValidNonce(nonce: unknown): nonce is number {
  return typeof nonce === 'number' && Number.isSafeInteger(nonce) && nonce >= 0;
}

function checkInputs(serverSeed: string, clientSeed: string, nonce: number): void {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) throw new Error('bad server seed');
  if (!isValidClientSeed(clientSeed)) throw new Error('bad client seed');
  if (!isValidNonce(nonce)) throw new Error('bad nonce');
}

/** The HMAC message of one block: `${clientSeed}:${nonce}:${cursor}`. */
export function blockMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** SHA-256 of the text (UTF-8) as lower-case hex: the commitment of a server seed. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', textEncoder.encode(text));
  return toHex(new Uint8Array(digest));
}

async function importKey(serverSeed: string): Promise<CryptoKey> {
  return subtle().importKey(
    'raw',
    textEncoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

async function blocksWebCrypto(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  blocks: number,
): Promise<Uint8Array> {
  const key = await importKey(serverSeed);
  const parts = await Promise.all(
    Array.from({ length: blocks }, (_, cursor) =>
      subtle().sign('HMAC', key, textEncoder.encode(blockMessage(clientSeed, nonce, cursor))),
    ),
  );
  const out = new Uint8Array(blocks * BLOCK_BYTES);
  parts.forEach((p, i) => out.set(new Uint8Array(p), i * BLOCK_BYTES));
  return out;
}

/**
 * The first `count` bytes of a round's stream: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)
 * for cursor 0, 1, 2, ... concatenated and cut to `count` bytes.
 */
export async function roundBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<Uint8Array> {
  checkInputs(serverSeed, clientSeed, nonce);
  if (!Number.isSafeInteger(count) || count < 0) throw new Error('bad byte count');
  const blocks = Math.ceil(count / BLOCK_BYTES);
  return (await blocksWebCrypto(serverSeed, clientSeed, nonce, blocks)).slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Synchronous SHA-256 / HMAC-SHA256 (FIPS 180-4, RFC 2104): the continuation of a RoundRng past
// its prefetched blocks, and a fast path for simulations. Same bytes as WebCrypto.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of bytes, synchronously. */
export function sha256Sync(data: Uint8Array): Uint8Array {
  const bitLen = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 0x100000000));
  view.setUint32(padded.length - 4, bitLen >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let a = h[0]!;
    let b = h[1]!;
    let c = h[2]!;
    let d = h[3]!;
    let e = h[4]!;
    let f = h[5]!;
    let g = h[6]!;
    let hh = h[7]!;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + K[i]! + w[i]!) >>> 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
    h[4] = (h[4]! + e) >>> 0;
    h[5] = (h[5]! + f) >>> 0;
    h[6] = (h[6]! + g) >>> 0;
    h[7] = (h[7]! + hh) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}

/** HMAC-SHA256(key, message), synchronously. */
export function hmacSha256Sync(key: Uint8Array, message: Uint8Array): Uint8Array {
  let k = key.length > 64 ? sha256Sync(key) : key;
  const block = new Uint8Array(64);
  block.set(k);
  k = block;
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = k[i]! ^ 0x36;
    outer[i] = k[i]! ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256Sync(inner), 64);
  return sha256Sync(outer);
}

/** A function giving the 32-byte block of a cursor. */
export type BlockSource = (cursor: number) => Uint8Array;

/** The round's blocks computed synchronously (pure JavaScript HMAC-SHA256). */
export function syncBlockSource(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): BlockSource {
  checkInputs(serverSeed, clientSeed, nonce);
  const key = textEncoder.encode(serverSeed);
  return (cursor) =>
    hmacSha256Sync(key, textEncoder.encode(blockMessage(clientSeed, nonce, cursor)));
}

// ---------------------------------------------------------------------------------------------

/** Draws from a round's byte stream, in order. */
export class RoundRng {
  private buffer: Uint8Array;
  /** Bytes of `buffer` holding stream bytes (the rest is room to grow). */
  private filled: number;
  private position = 0;

  /**
   * @param prefix the first bytes of the stream (a whole number of blocks if `more` is given)
   * @param more   gives further blocks by cursor; without it the rng throws when `prefix` runs out
   */
  constructor(
    prefix: Uint8Array,
    private readonly more?: BlockSource,
  ) {
    this.buffer = prefix;
    this.filled = prefix.length;
  }

  /** An rng over fixed bytes (tests, replaying recorded bytes). */
  static fromBytes(bytes: Uint8Array): RoundRng {
    return new RoundRng(bytes);
  }

  /** An rng over the blocks a source gives (e.g. node:crypto createHmac in a benchmark). */
  static fromBlocks(source: BlockSource): RoundRng {
    return new RoundRng(new Uint8Array(0), source);
  }

  /** How many bytes have been read so far. */
  get bytesUsed(): number {
    return this.position;
  }

  private ensure(n: number): void {
    while (this.position + n > this.filled) {
      if (!this.more) throw new Error('round bytes exhausted');
      const block = this.more(this.filled / BLOCK_BYTES);
      if (this.filled + block.length > this.buffer.length) {
        const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.filled + block.length));
        grown.set(this.buffer.subarray(0, this.filled));
        this.buffer = grown;
      }
      this.buffer.set(block, this.filled);
      this.filled += block.length;
    }
  }

  /** The next 4 bytes as a big-endian unsigned 32-bit integer. */
  uint32(): number {
    this.ensure(4);
    const b = this.buffer;
    const p = this.position;
    this.position += 4;
    return ((b[p]! << 24) | (b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!) >>> 0;
  }

  /** A float in [0, 1): uint32() / 2^32. */
  float(): number {
    return this.uint32() / 0x100000000;
  }

  /**
   * An unbiased integer in [0, n) for 1 <= n <= 2^32: x = uint32(); if x < 2^32 - (2^32 mod n)
   * answer x mod n, else draw again (rejection sampling).
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new Error('bad range');
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /**
   * Fisher-Yates: a shuffled copy. For i = length-1 down to 1: j = int(i + 1), swap a[i] and a[j].
   */
  shuffle<T>(items: readonly T[]): T[] {
    const a = items.slice();
    for (let i = a.length - 1; i >= 1; i--) {
      const j = this.int(i + 1);
      const t = a[i]!;
      a[i] = a[j]!;
      a[j] = t;
    }
    return a;
  }
}

/**
 * The rng of a round: `prefetchBytes` (rounded up to whole blocks) come from WebCrypto, any
 * further block from the synchronous HMAC. Engines document how many bytes a round usually
 * reads (e.g. SLOT_ROUND_BYTES) so the prefetch covers it.
 */
export async function createRoundRng(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  prefetchBytes = 64,
): Promise<RoundRng> {
  checkInputs(serverSeed, clientSeed, nonce);
  const blocks = Math.max(1, Math.ceil(prefetchBytes / BLOCK_BYTES));
  const prefix = await blocksWebCrypto(serverSeed, clientSeed, nonce, blocks);
  return new RoundRng(prefix, syncBlockSource(serverSeed, clientSeed, nonce));
}

/** The rng of a round computed entirely synchronously (simulations; same bytes). */
export function syncRoundRng(serverSeed: string, clientSeed: string, nonce: number): RoundRng {
  return RoundRng.fromBlocks(syncBlockSource(serverSeed, clientSeed, nonce));
}
