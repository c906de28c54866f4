import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundRng, syncRoundRng } from './fair.ts';
import { nodeRoundRng } from '../test/node-rng.ts';
import {
  JACKPOT_ONE_IN,
  MAX_PAYLINES,
  PAYLINES,
  SLOT_VARIANTS,
  buildStrip,
  classicSlot,
  evaluateLine,
  jackpotHit,
  slotRtp,
  slotRtpDetail,
  slotVariant,
  slotVariantFor,
  fnv1a32,
  spin,
  type SlotDefinition,
} from './slot.ts';

/** Bytes that make the rng answer these uint32 values in order. */
function u32(...xs: number[]): Uint8Array {
  const b = new Uint8Array(xs.length * 4);
  const v = new DataView(b.buffer);
  xs.forEach((x, i) => v.setUint32(i * 4, x));
  return b;
}

const forced = (stops: number[], jackpotDraw = 1) => RoundRng.fromBytes(u32(...stops, jackpotDraw));

describe('paylines', () => {
  it('has 50 distinct lines over rows 0..2, the first 20 the classic set', () => {
    expect(PAYLINES).toHaveLength(MAX_PAYLINES);
    expect(MAX_PAYLINES).toBe(50);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(50);
    for (const l of PAYLINES) {
      expect(l).toHaveLength(5);
      for (const r of l) expect([0, 1, 2]).toContain(r);
    }
    expect(classicSlot.lines).toHaveLength(20);
    expect(PAYLINES[0]).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('evaluateLine', () => {
  const ev = (...s: string[]) => evaluateLine(classicSlot, s);
  it('pays left to right runs of a symbol', () => {
    expect(ev('SEVEN', 'SEVEN', 'SEVEN', 'LEMON', 'SEVEN')).toEqual({
      symbol: 'SEVEN',
      count: 3,
      multiplier: 40,
    });
    expect(ev('CHERRY', 'CHERRY', 'BAR', 'BAR', 'BAR')).toEqual({
      symbol: 'CHERRY',
      count: 2,
      multiplier: 2,
    });
    expect(ev('LEMON', 'BAR', 'BAR', 'BAR', 'BAR')).toBeNull();
    expect(ev('BAR', 'BAR', 'LEMON', 'BAR', 'BAR')).toBeNull();
  });
  it('lets the wild substitute anywhere in the run', () => {
    expect(ev('SEVEN', 'WILD', 'SEVEN', 'WILD', 'LEMON')).toEqual({
      symbol: 'SEVEN',
      count: 4,
      multiplier: 150,
    });
    expect(ev('WILD', 'WILD', 'BAR', 'BAR', 'BAR')).toEqual({
      symbol: 'BAR',
      count: 5,
      multiplier: 300,
    });
  });
  it('pays the wild run itself when that is larger', () => {
    // WILD x3 pays 50; CHERRY x4 (with the wilds) pays 15.
    expect(ev('WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON')).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: 50,
    });
    expect(ev('WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual({
      symbol: 'WILD',
      count: 5,
      multiplier: 1000,
    });
  });
  it('never substitutes the scatter', () => {
    expect(ev('WILD', 'WILD', 'SCATTER', 'SCATTER', 'SCATTER')).toBeNull();
    expect(ev('SCATTER', 'SCATTER', 'SCATTER', 'WILD', 'WILD')).toBeNull();
    expect(ev('SEVEN', 'WILD', 'SCATTER', 'SEVEN', 'SEVEN')).toBeNull();
  });
});

describe('spin', () => {
  it('shows strip[(stop + row) mod length] and pays the lines played', () => {
    const def = classicSlot;
    const stops = [0, 5, 10, 37, 43];
    const res = spin(def, forced(stops), 3n, 20);
    expect(res.stops).toEqual(stops);
    res.grid.forEach((col, reel) => {
      const strip = def.reels[reel]!;
      col.forEach((s, row) => expect(s).toBe(strip[(stops[reel]! + row) % strip.length]));
    });
    let expected = 0n;
    for (let i = 0; i < 20; i++) {
      const hit = evaluateLine(
        def,
        def.lines[i]!.map((row, reel) => res.grid[reel]![row]!),
      );
      if (hit) expected += 3n * BigInt(hit.multiplier);
    }
    expect(res.win - res.scatterWin).toBe(expected);
    expect(res.stake).toBe(60n);
  });

  it('pays the scatter on the total stake wherever it lands', () => {
    const def = classicSlot;
    // Put the first scatter of each reel on row (reel % 3).
    const stops = def.reels.map((strip, reel) => {
      const at = strip.indexOf('SCATTER');
      return (at - (reel % 3) + strip.length) % strip.length;
    });
    const res = spin(def, forced(stops), 2n, 7);
    expect(res.scatterCount).toBeGreaterThanOrEqual(5);
    expect(res.scatterWin).toBe(2n * 7n * BigInt(def.scatter!.pays[res.scatterCount] ?? 0));
    expect(res.scatterWin).toBeGreaterThan(0n);
  });

  it('finds a five-wild line and pays only the first `lines` lines', () => {
    const def = classicSlot;
    const stops = def.reels.map(
      (strip) => (strip.indexOf('WILD') - 1 + strip.length) % strip.length,
    );
    const one = spin(def, forced(stops), 1n, 1);
    expect(one.lineWins[0]).toEqual({
      line: 1,
      symbol: 'WILD',
      count: 5,
      multiplier: 1000,
      win: 1000n,
    });
    const all = spin(def, forced(stops), 1n, 20);
    expect(all.lineWins.every((w) => w.line >= 1 && w.line <= 20)).toBe(true);
    expect(all.win).toBeGreaterThan(one.win);
  });

  it('draws the jackpot after the five stops with the documented chance', () => {
    expect(spin(classicSlot, forced([0, 0, 0, 0, 0], 0), 1n, 1).jackpot).toBe(true);
    expect(spin(classicSlot, forced([0, 0, 0, 0, 0], JACKPOT_ONE_IN), 1n, 1).jackpot).toBe(true);
    expect(spin(classicSlot, forced([0, 0, 0, 0, 0], 1), 1n, 1).jackpot).toBe(false);
    expect(jackpotHit(RoundRng.fromBytes(u32(7)))).toBe(false);
  });

  it('refuses a bad stake or line count', () => {
    expect(() => spin(classicSlot, forced([0, 0, 0, 0, 0]), 0n, 20)).toThrow(RangeError);
    expect(() => spin(classicSlot, forced([0, 0, 0, 0, 0]), 1n, 0)).toThrow(RangeError);
    expect(() => spin(classicSlot, forced([0, 0, 0, 0, 0]), 1n, 21)).toThrow(RangeError);
    expect(() => spin(classicSlot, forced([0, 0, 0, 0, 0]), 1n, 2.5)).toThrow(RangeError);
  });

  it('properties: wins never negative, grid from the strips, replayable, nonces differ', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLOT_VARIANTS),
        fc.stringMatching(/^[\x21-\x7e]{1,64}$/),
        fc.nat({ max: 1_000_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 20 }),
        (def, clientSeed, nonce, stake, lines) => {
          const seed = 'ab'.repeat(32);
          const a = spin(def, syncRoundRng(seed, clientSeed, nonce), stake, lines);
          const b = spin(def, syncRoundRng(seed, clientSeed, nonce), stake, lines);
          expect(b).toEqual(a);
          expect(a.win).toBeGreaterThanOrEqual(0n);
          expect(a.win).toBe(a.lineWins.reduce((s, w) => s + w.win, 0n) + a.scatterWin);
          for (const w of a.lineWins) expect(w.win % stake).toBe(0n);
          a.grid.forEach((col, r) =>
            col.forEach((s, row) =>
              expect(s).toBe(def.reels[r]![(a.stops[r]! + row) % def.reels[r]!.length]),
            ),
          );
          const next = syncRoundRng(seed, clientSeed, nonce + 1);
          const here = syncRoundRng(seed, clientSeed, nonce);
          expect([next.uint32(), next.uint32()]).not.toEqual([here.uint32(), here.uint32()]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('exact RTP', () => {
  it('equals the sum over every stop combination of a small machine, played through spin()', () => {
    const counts = (w: number, s: number, a: number, b: number) =>
      buildStrip([
        ['W', w],
        ['S', s],
        ['A', a],
        ['B', b],
      ]);
    const def: SlotDefinition = {
      id: 'tiny',
      name: 'tiny',
      rows: 3,
      reels: [
        counts(1, 1, 2, 3),
        counts(1, 1, 3, 2),
        counts(2, 1, 2, 2),
        counts(1, 0, 3, 3),
        counts(1, 1, 2, 4),
      ],
      lines: PAYLINES.slice(0, 9),
      paytable: { W: [0, 0, 20, 50, 200], A: [0, 1, 5, 10, 40], B: [0, 0, 3, 8, 20] },
      wild: 'W',
      scatter: { symbol: 'S', pays: { 2: 1, 3: 4, 4: 25 } },
    };
    const lens = def.reels.map((r) => r.length);
    let total = 0n;
    let rounds = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        total += spin(def, forced(stops), 1n, 9).win;
        rounds++;
        return;
      }
      for (let s = 0; s < lens[reel]!; s++) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    const d = slotRtpDetail(def);
    // total / (rounds * 9) === numerator / denominator, exactly.
    expect(d.denominator).toBe(rounds);
    expect(total * d.denominator).toBe(d.numerator * rounds * 9n);
    expect(d.rtp).toBeCloseTo(d.lineRtp + d.scatterRtp, 12);
  });

  it('every variant returns 94..97%, with its own paytable', () => {
    const rtps = SLOT_VARIANTS.map(slotRtp);
    for (const r of rtps) {
      expect(r).toBeGreaterThanOrEqual(0.94);
      expect(r).toBeLessThanOrEqual(0.97);
    }
    expect(new Set(rtps).size).toBe(SLOT_VARIANTS.length);
    expect(rtps.map((r) => r.toFixed(5))).toEqual(['0.95996', '0.94485', '0.96855', '0.95398']);
  });

  it('a simulation with real round bytes lands within 5 sigma of it, for every variant', () => {
    const rounds = 25_000;
    for (const def of SLOT_VARIANTS) {
      let sum = 0;
      let sumSq = 0;
      for (let nonce = 0; nonce < rounds; nonce++) {
        const x = Number(spin(def, nodeRoundRng('cd'.repeat(32), 'sim', nonce), 1n, 20).win) / 20;
        sum += x;
        sumSq += x * x;
      }
      const mean = sum / rounds;
      const sd = Math.sqrt((sumSq / rounds - mean * mean) / rounds);
      expect(Math.abs(mean - slotRtp(def))).toBeLessThan(5 * sd);
    }
  });
});

describe('slotVariantFor', () => {
  it('is deterministic per game code, spreads games over the variants and takes the lines', () => {
    expect(slotVariantFor('RS001').id).toBe(slotVariantFor('RS001').id);
    const ids = new Set(Array.from({ length: 40 }, (_, i) => slotVariantFor(`G${i}`).id));
    expect(ids.size).toBe(SLOT_VARIANTS.length);
    expect(slotVariantFor('RS001', 50).lines).toHaveLength(50);
    expect(slotVariantFor('RS001', 9).lines).toEqual(PAYLINES.slice(0, 9));
    expect(slotVariantFor('RS001', 999).lines).toHaveLength(50);
    expect(slotVariantFor('RS001', 0).lines).toHaveLength(1);
  });
});

describe('slotVariant', () => {
  it('finds a recorded variant by id with the lines the round was played with', () => {
    expect(slotVariant('lucky7')!.name).toBe('Lucky Sevens');
    expect(slotVariant('lucky7')!.lines).toHaveLength(20);
    expect(slotVariant('dragon', 40)!.lines).toEqual(PAYLINES.slice(0, 40));
    expect(slotVariant('nope')).toBeUndefined();
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
  });
});
