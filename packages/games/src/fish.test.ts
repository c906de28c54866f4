import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundRng, syncRoundRng } from './fair.ts';
import { nodeRoundRng } from '../test/node-rng.ts';
import {
  FISH_DRAW_RANGE,
  FISH_KINDS,
  fishKind,
  fishRtp,
  fishRtpOverall,
  fishScene,
  shoot,
} from './fish.ts';

const u32 = (...xs: number[]) => {
  const b = new Uint8Array(xs.length * 4);
  const v = new DataView(b.buffer);
  xs.forEach((x, i) => v.setUint32(i * 4, x));
  return b;
};

describe('fish', () => {
  it('has integer thresholds giving exactly 96% for every kind', () => {
    for (const k of FISH_KINDS) {
      expect(Number.isInteger(k.threshold)).toBe(true);
      expect(k.threshold * k.multiplier).toBe(960_000);
      expect(fishRtp(k)).toBe(0.96);
      expect(k.multiplier).toBeGreaterThanOrEqual(2);
      expect(k.multiplier).toBeLessThanOrEqual(100);
    }
    expect(fishRtpOverall()).toBeCloseTo(0.96, 12);
    expect(fishKind('shark')!.threshold).toBe(32_000);
  });

  it('pays exactly the stated 96% over every one of the 1,000,000 draws, for every kind', () => {
    // int(1,000,000) is unbiased (fair.ts rejects the uneven top of the uint32 range), so each
    // draw value is equally likely: playing every value once through the engine gives the exact
    // distribution of a shot and its exact return, summed in integers.
    let draw = 0;
    const rng = { int: () => draw } as unknown as RoundRng;
    const stated = 0.96; // docs/provably-fair.md section 6 and the session's rtp
    expect(fishRtpOverall()).toBeCloseTo(stated, 12);
    for (const k of FISH_KINDS) {
      let caught = 0;
      let paid = 0n;
      for (draw = 0; draw < FISH_DRAW_RANGE; draw++) {
        const r = shoot(rng, 1n, k);
        if (r.hit) caught++;
        paid += r.win;
      }
      // The catch chance is threshold / 1,000,000 and a catch pays the multiplier: nothing else.
      expect(caught).toBe(k.threshold);
      expect(paid).toBe(BigInt(k.threshold * k.multiplier));
      // Exactly 960,000 / 1,000,000 of what was staked comes back.
      expect(paid * 1_000_000n).toBe(BigInt(stated * 1_000_000) * BigInt(FISH_DRAW_RANGE));
      expect(Number(paid) / FISH_DRAW_RANGE).toBe(stated);
    }
  });

  it('makes bigger fish rarer: a higher multiplier is caught less often and spawns less', () => {
    for (let i = 1; i < FISH_KINDS.length; i++) {
      const [smaller, bigger] = [FISH_KINDS[i - 1]!, FISH_KINDS[i]!];
      expect(bigger.multiplier).toBeGreaterThan(smaller.multiplier);
      expect(bigger.threshold).toBeLessThan(smaller.threshold);
      expect(bigger.spawnWeight).toBeLessThanOrEqual(smaller.spawnWeight);
    }
    expect(FISH_KINDS.at(-1)!.spawnWeight).toBeLessThan(FISH_KINDS[0]!.spawnWeight);
  });

  it('hits exactly when the draw is below the threshold', () => {
    const shark = fishKind('shark')!;
    const at = (draw: number) => shoot(RoundRng.fromBytes(u32(draw)), 7n, 'shark');
    expect(at(shark.threshold - 1)).toEqual({
      target: 'shark',
      hit: true,
      multiplier: 30,
      draw: shark.threshold - 1,
      win: 210n,
    });
    expect(at(shark.threshold).hit).toBe(false);
    expect(at(shark.threshold).win).toBe(0n);
    // The draw is int(1,000,000): uint32 mod 10^6 below the rejection limit.
    expect(at(FISH_DRAW_RANGE + 5).draw).toBe(5);
    // At or above 2^32 - (2^32 mod 10^6) the draw is rejected and the next 4 bytes are used.
    const limit = 2 ** 32 - (2 ** 32 % FISH_DRAW_RANGE);
    expect(shoot(RoundRng.fromBytes(u32(limit, 3)), 1n, shark).draw).toBe(3);
  });

  it('refuses unknown targets and bad stakes', () => {
    const rng = () => RoundRng.fromBytes(u32(1));
    expect(() => shoot(rng(), 1n, 'nemo')).toThrow(RangeError);
    expect(() => shoot(rng(), 0n, 'shark')).toThrow(RangeError);
    expect(() => shoot(rng(), -5n, 'shark')).toThrow(RangeError);
  });

  it('properties: win is 0 or stake x multiplier, replayable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FISH_KINDS),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.nat(),
        (k, stake, nonce) => {
          const a = shoot(syncRoundRng('ef'.repeat(32), 'fish', nonce), stake, k.id);
          expect(shoot(syncRoundRng('ef'.repeat(32), 'fish', nonce), stake, k.id)).toEqual(a);
          expect(a.win).toBe(a.hit ? stake * BigInt(k.multiplier) : 0n);
          expect(a.hit).toBe(a.draw < k.threshold);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a simulation with real round bytes lands within 5 sigma of 96% for each kind', () => {
    const shots = 12_000;
    for (const k of FISH_KINDS) {
      let hits = 0;
      for (let nonce = 0; nonce < shots; nonce++) {
        if (shoot(nodeRoundRng('12'.repeat(32), k.id, nonce), 1n, k).hit) hits++;
      }
      const p = k.threshold / FISH_DRAW_RANGE;
      const mean = (hits / shots) * k.multiplier;
      const sd = (k.multiplier * Math.sqrt(p * (1 - p))) / Math.sqrt(shots);
      expect(Math.abs(mean - fishRtp(k))).toBeLessThan(5 * sd);
    }
  });

  it('generates a scene of known kinds in range', () => {
    const scene = fishScene(syncRoundRng('ab'.repeat(32), 'scene', 0), 20);
    expect(scene).toHaveLength(20);
    for (const f of scene) {
      expect(fishKind(f.kind)).toBeDefined();
      expect(f.lane).toBeGreaterThanOrEqual(0);
      expect(f.lane).toBeLessThan(8);
      expect([1, -1]).toContain(f.direction);
      expect(f.speed).toBeGreaterThanOrEqual(1);
      expect(f.speed).toBeLessThanOrEqual(3);
    }
    // Kind = first whose running weight total exceeds int(total): draw 0 -> clownfish,
    // draw 30 -> angelfish (clownfish weight 30).
    const s = fishScene(RoundRng.fromBytes(u32(0, 0, 0, 0, 30, 1, 1, 2)), 2);
    expect(s).toEqual([
      { kind: 'clownfish', lane: 0, direction: 1, speed: 1 },
      { kind: 'angelfish', lane: 1, direction: -1, speed: 3 },
    ]);
  });
});
