import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, handPoints, newShoe } from './cards.ts';
import { syncRoundRng } from './fair.ts';
import {
  BACCARAT_DECKS,
  baccaratCoup,
  baccaratOdds,
  baccaratPayout,
  bankerDraws,
  bankerDrawsOnPoints,
  dealBaccarat,
  type BaccaratWinner,
} from './baccarat.ts';
import { nodeRoundRng } from '../test/node-rng.ts';

const card = (label: string) =>
  SUITS.indexOf(label.slice(-1) as (typeof SUITS)[number]) * 13 +
  RANKS.indexOf(label.slice(0, -1) as (typeof RANKS)[number]);
/** Cards in deal order: P1, B1, P2, B2, then thirds. */
const coup = (...labels: string[]) => baccaratCoup(labels.map(card));

describe('third-card rules', () => {
  it('matches the standard banker tableau (rows: banker total, columns: player third 0..9)', () => {
    // D = draws, S = stands.
    const table: Record<number, string> = {
      0: 'DDDDDDDDDD',
      1: 'DDDDDDDDDD',
      2: 'DDDDDDDDDD',
      3: 'DDDDDDDDSD',
      4: 'SSDDDDDDSS',
      5: 'SSSSDDDDSS',
      6: 'SSSSSSDDSS',
      7: 'SSSSSSSSSS',
    };
    for (let total = 0; total <= 7; total++) {
      for (let x = 0; x <= 9; x++) {
        expect(bankerDrawsOnPoints(total, x) ? 'D' : 'S').toBe(table[total]![x]);
      }
    }
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, card('8H'))).toBe(false);
    expect(bankerDraws(3, card('KH'))).toBe(true);
  });

  it('stops on a natural', () => {
    const r = coup('4S', '2H', '5S', '3H', '9C', '9D');
    expect(r).toMatchObject({ playerPoints: 9, bankerPoints: 5, winner: 'player', natural: true });
    expect(r.playerNatural).toBe(true);
    expect(r.used).toBe(4);
    const b = coup('KS', '4H', '2S', '4D', '9C');
    expect(b).toMatchObject({ bankerNatural: true, winner: 'banker', used: 4 });
  });

  it('player stands on 6-7, banker then draws on 0-5', () => {
    const r = coup('3S', '2H', '4S', '3H', '2C', '9D');
    // player 7 stands; banker 5 draws 2C -> 7: tie.
    expect(r.player).toHaveLength(2);
    expect(r.banker.length).toBe(3);
    expect(r).toMatchObject({ playerPoints: 7, bankerPoints: 7, winner: 'tie', used: 5 });
  });

  it('player draws on 0-5, banker follows the tableau', () => {
    // player 2+3 = 5 draws 8 -> 3; banker 3 stands on a player 8: banker 3 vs 3: tie.
    const a = coup('2S', 'AH', '3S', '2H', '8C', '5D');
    expect(a.player).toHaveLength(3);
    expect(a.banker).toHaveLength(2);
    expect(a).toMatchObject({ playerPoints: 3, bankerPoints: 3, winner: 'tie', used: 5 });
    // player 0 draws 5 -> 5; banker 6 stands on a player 5: banker wins.
    const b = coup('KS', '3H', 'QS', '3D', '5C', '5D');
    expect(b).toMatchObject({ playerPoints: 5, bankerPoints: 6, winner: 'banker', used: 5 });
    // player 1 draws 6 -> 7; banker 6 draws on a player 6, gets 3 -> 9.
    const c = coup('AS', '3H', 'KS', '3D', '6C', '3C');
    expect(c).toMatchObject({ playerPoints: 7, bankerPoints: 9, winner: 'banker', used: 6 });
  });
});

describe('payouts', () => {
  it('player 1:1, banker 0.95:1 floored, tie 8:1, pushes on a tie', () => {
    expect(baccaratPayout('player', 'player', 100n)).toBe(200n);
    expect(baccaratPayout('banker', 'banker', 100n)).toBe(195n);
    expect(baccaratPayout('banker', 'banker', 10n)).toBe(19n);
    expect(baccaratPayout('tie', 'tie', 100n)).toBe(900n);
    expect(baccaratPayout('player', 'tie', 100n)).toBe(100n);
    expect(baccaratPayout('banker', 'tie', 100n)).toBe(100n);
    expect(baccaratPayout('player', 'banker', 100n)).toBe(0n);
    expect(baccaratPayout('tie', 'banker', 100n)).toBe(0n);
    expect(() => baccaratPayout('tie', 'tie', 0n)).toThrow(RangeError);
  });
});

describe('rounds', () => {
  it('properties: replayable, a permutation of 8 decks, hands from the top of the shoe', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const r = dealBaccarat(syncRoundRng('ab'.repeat(32), 'bac', nonce));
        expect(r.shoe).toHaveLength(52 * BACCARAT_DECKS);
        expect([...r.shoe].sort((a, b) => a - b)).toEqual(newShoe(8).sort((a, b) => a - b));
        expect(r.player.slice(0, 2)).toEqual([r.shoe[0], r.shoe[2]]);
        expect(r.banker.slice(0, 2)).toEqual([r.shoe[1], r.shoe[3]]);
        expect(r.used).toBe(r.player.length + r.banker.length);
        expect(r.playerPoints).toBe(handPoints(r.player));
      }),
      { numRuns: 30 },
    );
  });

  it('exact odds of a fresh 8-deck shoe are the published figures', () => {
    const o = baccaratOdds();
    const d = Number(o.denominator);
    expect(o.player + o.banker + o.tie).toBe(o.denominator);
    expect(Number(o.banker) / d).toBeCloseTo(0.458597, 6);
    expect(Number(o.player) / d).toBeCloseTo(0.446247, 6);
    expect(Number(o.tie) / d).toBeCloseTo(0.095156, 6);
    expect(o.rtp.banker).toBeCloseTo(0.98942, 5);
    expect(o.rtp.player).toBeCloseTo(0.98765, 5);
    expect(o.rtp.tie).toBeCloseTo(0.8564, 4);
  });

  it('a simulation with real round bytes lands within 5 sigma of each outcome', () => {
    const rounds = 2_500;
    const counts: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
    for (let nonce = 0; nonce < rounds; nonce++) {
      counts[dealBaccarat(nodeRoundRng('cd'.repeat(32), 'bac-sim', nonce)).winner]++;
    }
    const o = baccaratOdds();
    for (const w of ['player', 'banker', 'tie'] as const) {
      const p = Number(o[w]) / Number(o.denominator);
      const sd = Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs(counts[w] / rounds - p)).toBeLessThan(5 * sd);
    }
  });
});
