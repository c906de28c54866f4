import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundRng } from './fair.ts';
import {
  LOTTERY_LAYOUTS,
  LOTTERY_LAYOUT_NAMES,
  LOTTERY_PLAY_TYPES,
  distinctPermutations,
  drawFromSeed,
  drawFromSeedSync,
  drawNumbers,
  headlineNumber,
  hitsOf,
  isValidSelection,
  lotteryRtp,
  numbersPerDraw,
  payoutOf,
  playTypeOf,
  type DrawNumbers,
  type LotteryLayout,
  type PlayTypeDef,
} from './lottery.ts';
import { nodeRoundRng } from '../test/node-rng.ts';

const SEED = 'a'.repeat(64);

function def(layout: LotteryLayout, playType: string): PlayTypeDef {
  const d = playTypeOf(layout, playType);
  if (!d) throw new Error(`${layout} has no ${playType}`);
  return d;
}

/** Every string of `digits` digits, in order. */
const allSelections = (digits: number) =>
  Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

describe('layouts', () => {
  it('have the planned tiers, counts and digits', () => {
    const shape = (layout: LotteryLayout) =>
      LOTTERY_LAYOUTS[layout].map((t) => `${t.tier}:${t.count}x${t.digits}`).join(' ');
    expect(shape('sea4d')).toBe('first:1x4 second:1x4 third:1x4 special:10x4 consolation:10x4');
    expect(shape('vnNorth')).toBe(
      'special:1x5 first:1x5 second:2x5 third:6x5 fourth:4x4 fifth:6x4 sixth:3x3 seventh:4x2',
    );
    expect(shape('vnSouth')).toBe(
      'special:1x6 first:1x5 second:1x5 third:2x5 fourth:7x5 fifth:1x4 sixth:3x4 seventh:1x3 eighth:1x2',
    );
    expect(shape('fast5')).toBe('first:1x5');
    expect(LOTTERY_LAYOUT_NAMES.map(numbersPerDraw)).toEqual([23, 27, 18, 1]);
  });

  it('offer the planned play types', () => {
    const names = (layout: LotteryLayout) => LOTTERY_PLAY_TYPES[layout].map((d) => d.playType);
    expect(names('sea4d')).toEqual(['4D_BIG', '4D_SMALL', '4D_BOX', '3D', '3D_BOX', '2D']);
    expect(names('vnNorth')).toEqual(['LO', 'DE', 'HEAD', 'TAIL', '3D']);
    expect(names('vnSouth')).toEqual(['LO', 'DE', 'HEAD', 'TAIL', '3D']);
    expect(names('fast5')).toEqual(['2D', '3D', 'HEAD', 'TAIL', 'BIG', 'SMALL', 'ODD', 'EVEN']);
    expect(playTypeOf('sea4d', 'LO')).toBeUndefined();
    expect(playTypeOf('fast5', 'big')).toBeUndefined();
  });

  it('give every play type integer odds and limits 0 < min <= max', () => {
    for (const layout of LOTTERY_LAYOUT_NAMES) {
      for (const d of LOTTERY_PLAY_TYPES[layout]) {
        expect(Object.keys(d.defaultOdds).length).toBeGreaterThan(0);
        for (const o of Object.values(d.defaultOdds))
          expect(Number.isSafeInteger(o) && o > 0).toBe(true);
        expect(d.defaultMinStake).toBeGreaterThan(0n);
        expect(d.defaultMaxStake).toBeGreaterThanOrEqual(d.defaultMinStake);
        expect(d.playType).toMatch(/^[A-Z0-9_]{1,20}$/); // the contracts' ZPlayType
      }
    }
  });
});

describe('drawing', () => {
  it('is a pure function of the seeds (sync, async and node:crypto agree)', async () => {
    for (const layout of LOTTERY_LAYOUT_NAMES) {
      const sync = drawFromSeedSync(layout, SEED, 'G:20261121');
      expect(drawFromSeedSync(layout, SEED, 'G:20261121')).toEqual(sync);
      expect(await drawFromSeed(layout, SEED, 'G:20261121')).toEqual(sync);
      expect(drawNumbers(layout, nodeRoundRng(SEED, 'G:20261121', 0))).toEqual(sync);
      expect(drawFromSeedSync(layout, SEED, 'G:20261122')).not.toEqual(sync);
    }
  });

  it('gives the pinned numbers for a known seed', () => {
    // Computed once with this engine; a change here breaks every published draw's verification.
    expect(drawFromSeedSync('sea4d', SEED, 'G:20261121')).toEqual({
      first: ['3405'],
      second: ['0841'],
      third: ['4468'],
      special: ['4577', '5979', '9854', '4253', '5043', '0724', '0186', '3876', '8892', '8610'],
      consolation: ['9709', '8628', '3351', '2345', '1454', '0515', '5959', '2952', '7502', '7835'],
    });
    expect(drawFromSeedSync('fast5', SEED, 'G:20261121-0001')).toEqual({ first: ['23210'] });
  });

  it('reads one int(10^digits) per number in tier order, zero-padded', () => {
    // uint32 values 7, 10^6 + 42 and 123: the fast5 draw takes the first only.
    const bytes = new Uint8Array(12);
    const view = new DataView(bytes.buffer);
    [7, 1_000_042, 123].forEach((v, i) => view.setUint32(i * 4, v));
    expect(drawNumbers('fast5', RoundRng.fromBytes(bytes))).toEqual({ first: ['00007'] });
    const rng = RoundRng.fromBytes(new Uint8Array(numbersPerDraw('vnSouth') * 4));
    const zeros = drawNumbers('vnSouth', rng);
    expect(zeros.special).toEqual(['000000']);
    expect(zeros.eighth).toEqual(['00']);
    expect(rng.bytesUsed).toBe(18 * 4);
  });

  it('has every tier with its count of numbers of exactly its digits (at most 6)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOTTERY_LAYOUT_NAMES),
        fc.string({ minLength: 1, maxLength: 20 }),
        (layout, tail) => {
          const numbers = drawNumbers(
            layout,
            nodeRoundRng(SEED, `x${tail.replace(/[^!-~]/g, '')}`, 0),
          );
          expect(Object.keys(numbers)).toEqual(LOTTERY_LAYOUTS[layout].map((t) => t.tier));
          for (const t of LOTTERY_LAYOUTS[layout]) {
            expect(t.digits).toBeLessThanOrEqual(6);
            expect(numbers[t.tier]).toHaveLength(t.count);
            for (const n of numbers[t.tier]!) expect(n).toMatch(new RegExp(`^[0-9]{${t.digits}}$`));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('draws uniform digits (chi-square of the last digit over 2,000 sea4d draws)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 2000; i++) {
      const numbers = drawNumbers('sea4d', nodeRoundRng(SEED, `u:${i}`, 0));
      for (const list of Object.values(numbers))
        for (const n of list) counts[Number(n.slice(-1))]!++;
    }
    const expected = (2000 * 23) / 10;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });

  it('headlines the first tier’s first number', () => {
    expect(headlineNumber('vnNorth', { special: ['12345'], first: ['00000'] })).toBe('12345');
    expect(headlineNumber('sea4d', {})).toBe('');
  });
});

describe('selections', () => {
  it('need exactly the play type’s digits, and are empty for digitless types', () => {
    for (const layout of LOTTERY_LAYOUT_NAMES) {
      for (const d of LOTTERY_PLAY_TYPES[layout]) {
        const good = '1234567'.slice(0, d.digits);
        expect(isValidSelection(d, good)).toBe(true);
        expect(isValidSelection(d, `${good}1`)).toBe(false);
        if (d.digits === 0) continue;
        expect(isValidSelection(d, '')).toBe(false);
        expect(isValidSelection(d, good.slice(1))).toBe(false);
        expect(isValidSelection(d, '0'.repeat(d.digits))).toBe(true);
        for (const bad of ['a', ' ', '-', '.', '١', '１']) {
          expect(isValidSelection(d, bad + good.slice(1))).toBe(false);
        }
      }
    }
    expect(isValidSelection(def('fast5', 'BIG'), '')).toBe(true);
    expect(isValidSelection(def('fast5', 'BIG'), 'BIG')).toBe(false);
    expect(isValidSelection(def('sea4d', '4D_BIG'), 1234 as unknown as string)).toBe(false);
  });

  it('count the distinct orders of a box pick', () => {
    const orders = ['1234', '1123', '1122', '1112', '1111', '123', '112', '111'].map(
      distinctPermutations,
    );
    expect(orders).toEqual([24, 12, 6, 4, 1, 6, 3, 1]);
  });
});

// One hand-made draw per layout and, for every play type, picks that hit and miss.
const DRAWS: Record<LotteryLayout, DrawNumbers> = {
  sea4d: {
    first: ['1234'],
    second: ['5678'],
    third: ['9012'],
    special: ['4321', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
    consolation: ['1234', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '2100', '3412'],
  },
  vnNorth: {
    special: ['12345'],
    first: ['00045'],
    second: ['11111', '22245'],
    third: ['33333', '44444', '55555', '66666', '77777', '88888'],
    fourth: ['1245', '0000', '0001', '0002'],
    fifth: ['1111', '2222', '3333', '4444', '5555', '6666'],
    sixth: ['145', '999', '998'],
    seventh: ['45', '10', '20', '30'],
  },
  vnSouth: {
    special: ['123456'],
    first: ['00056'],
    second: ['99999'],
    third: ['11111', '22222'],
    fourth: ['33333', '44444', '55555', '66666', '77777', '88888', '00000'],
    fifth: ['1256'],
    sixth: ['0101', '0202', '0303'],
    seventh: ['956'],
    eighth: ['56'],
  },
  fast5: { first: ['98765'] }, // digit sum 35: BIG and ODD
};

/** [layout, play type, selection, hits (non-zero keys), payout of a 1.00 stake (100n)]. */
const SETTLEMENTS: [LotteryLayout, string, string, Record<string, number>, bigint][] = [
  ['sea4d', '4D_BIG', '1234', { first: 1, consolation: 1 }, 256_000n], // 2,500x + 60x
  ['sea4d', '4D_BIG', '5678', { second: 1 }, 100_000n],
  ['sea4d', '4D_BIG', '9012', { third: 1 }, 50_000n],
  ['sea4d', '4D_BIG', '9999', { special: 1 }, 18_000n],
  ['sea4d', '4D_BIG', '4312', {}, 0n], // order matters
  ['sea4d', '4D_SMALL', '1234', { first: 1 }, 350_000n], // the consolation hit is not read
  ['sea4d', '4D_SMALL', '5678', { second: 1 }, 200_000n],
  ['sea4d', '4D_SMALL', '9012', { third: 1 }, 100_000n],
  ['sea4d', '4D_SMALL', '9999', {}, 0n],
  // 1234 has 24 orders: 1234 (first), 4321 (special), 1234 and 3412 (consolation).
  // (2,500 + 180 + 2 x 60) / 24 = 116.666x -> floor
  ['sea4d', '4D_BOX', '4123', { first: 1, special: 1, consolation: 2 }, 11_666n],
  ['sea4d', '4D_BOX', '1111', { special: 1 }, 18_000n], // 1 order: the straight odds
  ['sea4d', '4D_BOX', '0012', { consolation: 1 }, 500n], // 12 orders: 60x / 12
  ['sea4d', '4D_BOX', '1235', {}, 0n],
  ['sea4d', '3D', '234', { hit: 1 }, 64_000n],
  ['sea4d', '3D', '123', {}, 0n],
  ['sea4d', '3D_BOX', '342', { hit: 1 }, 10_666n], // 640x / 6
  ['sea4d', '3D_BOX', '233', {}, 0n],
  ['sea4d', '2D', '34', { hit: 1 }, 6_400n],
  ['sea4d', '2D', '12', {}, 0n], // only the first prize is read
  // LO: one hit per prize ending in the pick, whatever the prize's length.
  ['vnNorth', 'LO', '45', { hit: 6 }, 2_100n], // special, first, second, fourth, sixth, seventh
  ['vnNorth', 'LO', '99', { hit: 1 }, 350n],
  ['vnNorth', 'LO', '77', { hit: 1 }, 350n],
  ['vnNorth', 'LO', '56', {}, 0n],
  ['vnNorth', 'DE', '45', { hit: 1 }, 9_500n],
  ['vnNorth', 'DE', '34', {}, 0n],
  ['vnNorth', 'HEAD', '4', { hit: 1 }, 950n], // tens digit of 12345
  ['vnNorth', 'HEAD', '1', {}, 0n],
  ['vnNorth', 'TAIL', '5', { hit: 1 }, 950n],
  ['vnNorth', 'TAIL', '4', {}, 0n],
  ['vnNorth', '3D', '345', { hit: 1 }, 90_000n],
  ['vnNorth', '3D', '245', {}, 0n], // 1245 is the fourth prize, not read
  ['vnSouth', 'LO', '56', { hit: 5 }, 2_650n], // special, first, fifth, seventh, eighth
  ['vnSouth', 'LO', '03', { hit: 1 }, 530n],
  ['vnSouth', 'LO', '57', {}, 0n],
  ['vnSouth', 'DE', '56', { hit: 1 }, 9_500n],
  ['vnSouth', 'DE', '65', {}, 0n],
  ['vnSouth', 'HEAD', '5', { hit: 1 }, 950n],
  ['vnSouth', 'HEAD', '6', {}, 0n],
  ['vnSouth', 'TAIL', '6', { hit: 1 }, 950n],
  ['vnSouth', 'TAIL', '5', {}, 0n],
  ['vnSouth', '3D', '456', { hit: 1 }, 90_000n],
  ['vnSouth', '3D', '956', {}, 0n],
  ['fast5', '2D', '65', { hit: 1 }, 9_700n],
  ['fast5', '2D', '98', {}, 0n],
  ['fast5', '3D', '765', { hit: 1 }, 97_000n],
  ['fast5', '3D', '987', {}, 0n],
  ['fast5', 'HEAD', '9', { hit: 1 }, 970n], // first digit
  ['fast5', 'HEAD', '5', {}, 0n],
  ['fast5', 'TAIL', '5', { hit: 1 }, 970n],
  ['fast5', 'TAIL', '9', {}, 0n],
  ['fast5', 'BIG', '', { hit: 1 }, 195n],
  ['fast5', 'SMALL', '', {}, 0n],
  ['fast5', 'ODD', '', { hit: 1 }, 195n],
  ['fast5', 'EVEN', '', {}, 0n],
];

describe('settlement', () => {
  it.each(SETTLEMENTS)('%s %s %j', (layout, playType, selection, hits, payout) => {
    const d = def(layout, playType);
    const zeros = Object.fromEntries(Object.keys(d.defaultOdds).map((k) => [k, 0]));
    expect(hitsOf(layout, d, selection, DRAWS[layout])).toEqual({ ...zeros, ...hits });
    expect(payoutOf(layout, d, selection, DRAWS[layout], d.defaultOdds, 100n)).toBe(payout);
  });

  it('covers every play type, and a win and a loss of every digit type', () => {
    for (const layout of LOTTERY_LAYOUT_NAMES) {
      for (const d of LOTTERY_PLAY_TYPES[layout]) {
        const payouts = SETTLEMENTS.filter(([l, p]) => l === layout && p === d.playType).map(
          (row) => row[4],
        );
        expect(payouts.length, `${layout} ${d.playType}`).toBeGreaterThan(0);
        if (d.digits === 0) continue; // both outcomes: the BIG / SMALL / ODD / EVEN test below
        expect(payouts.some((p) => p > 0n) && payouts.includes(0n), `${layout} ${d.playType}`).toBe(
          true,
        );
      }
    }
  });

  it('splits BIG / SMALL at a digit sum of 23 and ODD / EVEN by its parity', () => {
    const bet = (playType: string, first: string) =>
      payoutOf('fast5', def('fast5', playType), '', { first: [first] }, { hit: 1950 }, 1000n);
    expect(['99500', '99400', '00000', '99999'].map((n) => bet('BIG', n))).toEqual([
      1950n,
      0n,
      0n,
      1950n,
    ]);
    expect(['99500', '99400', '00000', '99999'].map((n) => bet('SMALL', n))).toEqual([
      0n,
      1950n,
      1950n,
      0n,
    ]);
    expect(['99500', '99400', '00000', '00001'].map((n) => bet('ODD', n))).toEqual([
      1950n,
      0n,
      0n,
      1950n,
    ]);
    expect(['99500', '99400', '00000', '00001'].map((n) => bet('EVEN', n))).toEqual([
      0n,
      1950n,
      1950n,
      0n,
    ]);
  });

  it('pays by the odds recorded on the bet, floored to minor units', () => {
    const big = def('fast5', 'BIG');
    const draw = DRAWS.fast5;
    expect(payoutOf('fast5', big, '', draw, { hit: 2000 }, 100n)).toBe(200n);
    expect(payoutOf('fast5', big, '', draw, { hit: 1950 }, 1n)).toBe(1n); // 1.95 -> 1
    expect(payoutOf('fast5', big, '', draw, { hit: 1950 }, 0n)).toBe(0n);
    expect(payoutOf('fast5', big, '', draw, {}, 100n)).toBe(0n); // a key without odds pays 0
    const huge = 10n ** 15n;
    expect(
      payoutOf(
        'sea4d',
        def('sea4d', '4D_BIG'),
        '1234',
        DRAWS.sea4d,
        def('sea4d', '4D_BIG').defaultOdds,
        huge,
      ),
    ).toBe(huge * 2560n);
    const onlyFirst = { first: 2_500_000 };
    expect(payoutOf('sea4d', def('sea4d', '4D_BIG'), '1234', DRAWS.sea4d, onlyFirst, 100n)).toBe(
      250_000n,
    );
  });

  it('refuses a bad selection, a bad play type, bad odds and a negative stake', () => {
    const lo = def('vnNorth', 'LO');
    expect(() => hitsOf('vnNorth', lo, '4', DRAWS.vnNorth)).toThrow(/selection/);
    expect(() => hitsOf('vnNorth', def('sea4d', '4D_BIG'), '1234', DRAWS.vnNorth)).toThrow(
      /play type/,
    );
    expect(() => payoutOf('vnNorth', lo, '45', DRAWS.vnNorth, { hit: 1.5 }, 100n)).toThrow(/odds/);
    expect(() => payoutOf('vnNorth', lo, '45', DRAWS.vnNorth, { hit: -1 }, 100n)).toThrow(/odds/);
    expect(() => payoutOf('vnNorth', lo, '45', DRAWS.vnNorth, lo.defaultOdds, -1n)).toThrow(
      /stake/,
    );
  });
});

describe('return to player', () => {
  const EXPECTED: Record<LotteryLayout, Record<string, number>> = {
    sea4d: {
      '4D_BIG': 0.64,
      '4D_SMALL': 0.65,
      '4D_BOX': 0.64,
      '3D': 0.64,
      '3D_BOX': 0.64,
      '2D': 0.64,
    },
    vnNorth: { LO: 0.945, DE: 0.95, HEAD: 0.95, TAIL: 0.95, '3D': 0.9 },
    vnSouth: { LO: 0.954, DE: 0.95, HEAD: 0.95, TAIL: 0.95, '3D': 0.9 },
    fast5: {
      '2D': 0.97,
      '3D': 0.97,
      HEAD: 0.97,
      TAIL: 0.97,
      BIG: 0.975,
      SMALL: 0.975,
      ODD: 0.975,
      EVEN: 0.975,
    },
  };

  it('is the documented figure for every default, 60-65 % for 4D and 90-97.5 % for the rest', () => {
    for (const layout of LOTTERY_LAYOUT_NAMES) {
      for (const d of LOTTERY_PLAY_TYPES[layout]) {
        const rtp = lotteryRtp(layout, d, d.defaultOdds);
        expect(rtp, `${layout} ${d.playType}`).toBe(EXPECTED[layout][d.playType]);
        if (layout === 'sea4d') expect(rtp >= 0.6 && rtp <= 0.65).toBe(true);
        else expect(rtp >= 0.9 && rtp <= 0.975).toBe(true);
      }
    }
  });

  it('scales with the odds given', () => {
    const lo = def('vnSouth', 'LO');
    expect(lotteryRtp('vnSouth', lo, { hit: 5000 })).toBe(0.9);
    expect(lotteryRtp('sea4d', def('sea4d', '4D_BIG'), { first: 2_500_000 })).toBe(0.25);
  });

  // Averaged over every pick, any draw returns exactly the RTP of a digit type: each number
  // read is hit by exactly one straight pick (or by the k orders of a box pick, each paid 1/k).
  // The stake is a multiple of 1,000 x 24 so no payout is floored.
  it('equals the mean payout over all picks of any draw, for every digit type', () => {
    const stake = 24_000n;
    for (const layout of LOTTERY_LAYOUT_NAMES) {
      const numbers = drawFromSeedSync(layout, SEED, `all:${layout}`);
      for (const d of LOTTERY_PLAY_TYPES[layout].filter((p) => p.digits > 0)) {
        const picks = allSelections(d.digits);
        let paid = 0n;
        for (const pick of picks) paid += payoutOf(layout, d, pick, numbers, d.defaultOdds, stake);
        const mean = Number(paid) / Number(stake * BigInt(picks.length));
        expect(mean, `${layout} ${d.playType}`).toBeCloseTo(
          lotteryRtp(layout, d, d.defaultOdds),
          12,
        );
      }
    }
  });

  it('equals the mean payout over every possible fast5 draw, for the digit-sum types', () => {
    for (const playType of ['BIG', 'SMALL', 'ODD', 'EVEN']) {
      const d = def('fast5', playType);
      let paid = 0n;
      for (const n of allSelections(5))
        paid += payoutOf('fast5', d, '', { first: [n] }, d.defaultOdds, 1000n);
      expect(Number(paid) / 1e8).toBe(lotteryRtp('fast5', d, d.defaultOdds));
    }
  }, 30_000);

  // Simulated play at small scale: a fixed pick over seeded draws lands within 5 standard
  // errors (of the sample) of the exact RTP. High-odds types need many draws for a tight
  // bound, so they are simulated with the all-picks mean above; here the low-odds ones.
  it('is what simulated draws return, within 5 standard errors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (salt) => {
        const cases: [LotteryLayout, string, string][] = [
          ['vnNorth', 'LO', '07'],
          ['vnSouth', 'LO', '88'],
          ['vnNorth', 'HEAD', '3'],
          ['vnSouth', 'TAIL', '0'],
          ['fast5', 'HEAD', '1'],
          ['fast5', 'BIG', ''],
          ['fast5', 'ODD', ''],
        ];
        for (const [layout, playType, pick] of cases) {
          const d = def(layout, playType);
          const n = 2500;
          let sum = 0;
          let sumSq = 0;
          for (let i = 0; i < n; i++) {
            const numbers = drawNumbers(layout, nodeRoundRng(SEED, `sim:${salt}:${i}`, 0));
            const x = Number(payoutOf(layout, d, pick, numbers, d.defaultOdds, 1000n)) / 1000;
            sum += x;
            sumSq += x * x;
          }
          const mean = sum / n;
          const se = Math.sqrt((sumSq / n - mean * mean) / n);
          expect(
            Math.abs(mean - lotteryRtp(layout, d, d.defaultOdds)),
            `${layout} ${playType}`,
          ).toBeLessThan(5 * se);
        }
      }),
      { numRuns: 2 },
    );
  }, 60_000);
});
