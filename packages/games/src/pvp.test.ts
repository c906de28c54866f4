import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, cardLabel, cardPoints, handPoints, newShoe } from './cards.ts';
import { syncRoundRng } from './fair.ts';
import {
  act,
  deal,
  dealFromDeck,
  finishTable,
  openTable,
  playTable,
  pvpOdds,
  pvpPayout,
  pvpRtp,
  tableSeedText,
  turnOf,
  type PvpOutcome,
} from './pvp.ts';
import { nodeRoundRng } from '../test/node-rng.ts';

/** '9S' -> card number. */
function card(label: string): number {
  const suit = SUITS.indexOf(label.slice(-1) as (typeof SUITS)[number]);
  const rank = RANKS.indexOf(label.slice(0, -1) as (typeof RANKS)[number]);
  if (suit < 0 || rank < 0) throw new Error(label);
  return suit * 13 + rank;
}

/** A deck starting with these cards, the rest in order. */
function deckStarting(...labels: string[]): number[] {
  const top = labels.map(card);
  return [...top, ...newShoe(1).filter((c) => !top.includes(c))];
}

describe('cards', () => {
  it('numbers, labels and points', () => {
    expect(cardLabel(0)).toBe('AS');
    expect(cardLabel(9)).toBe('10S');
    expect(cardLabel(13 + 12)).toBe('KH');
    expect(cardLabel(51)).toBe('KC');
    expect(card('7D')).toBe(2 * 13 + 6);
    expect(
      [card('AS'), card('9H'), card('10D'), card('JC'), card('QS'), card('KH')].map(cardPoints),
    ).toEqual([1, 9, 0, 0, 0, 0]);
    expect(handPoints([card('7S'), card('8S')])).toBe(5);
    expect(handPoints([card('KS'), card('QS'), card('JS')])).toBe(0);
  });
});

describe('Shan Koe Mee rules', () => {
  // Deal order for 2 seats: s1, s2, banker, s1, s2, banker, then third cards s1, s2, banker.
  it('a banker Shan stops all draws; only a better Shan beats it', () => {
    const d = dealFromDeck(deckStarting('9S', '2S', '4H', 'KH', '3S', '4D', '5C', '5D', '5H'), 2);
    expect(d.banker).toEqual({ cards: [card('4H'), card('4D')], points: 8, shan: true });
    expect(d.seats[0]).toMatchObject({ points: 9, shan: true, outcome: 'win' });
    expect(d.seats[1]).toMatchObject({
      cards: [card('2S'), card('3S')],
      points: 5,
      outcome: 'lose',
    });
    const tie = dealFromDeck(deckStarting('8S', '4H', 'KH', '4D'), 1);
    expect(tie.seats[0]!.outcome).toBe('tie');
  });

  it('seats draw at 4 or less in seat order, then the banker at 5 or less', () => {
    const d = dealFromDeck(deckStarting('2S', '5S', '3C', '2H', 'JH', '2C', '4D', '4C', 'KD'), 2);
    expect(d.seats[0]!.cards.map(cardLabel)).toEqual(['2S', '2H', '4D']);
    expect(d.seats[0]!.points).toBe(8);
    expect(d.seats[0]!.shan).toBe(false); // three cards are never Shan
    expect(d.seats[1]!.cards.map(cardLabel)).toEqual(['5S', 'JH']); // 5 stands
    expect(d.banker.cards.map(cardLabel)).toEqual(['3C', '2C', '4C']); // 5 draws -> 9
    expect(d.seats.map((s) => s.outcome)).toEqual(['lose', 'lose']);
    const stands = dealFromDeck(deckStarting('3S', '4C', 'AS', '2C', 'KD'), 1);
    expect(stands.banker.cards.map(cardLabel)).toEqual(['4C', '2C']); // 6 stands
    expect(stands.seats[0]!.cards.map(cardLabel)).toEqual(['3S', 'AS', 'KD']); // 4 draws
    expect(stands.seats[0]!.outcome).toBe('lose'); // 4 < 6
  });

  it('a seat Shan wins against a banker without Shan even if the banker draws to 9', () => {
    const d = dealFromDeck(deckStarting('8S', '3S', '2H', 'KS', '3C', '3H', '4D', '7D'), 2);
    expect(d.seats[0]).toMatchObject({ points: 8, shan: true, outcome: 'win' });
    expect(d.seats[1]!.cards).toHaveLength(2); // 6 stands
    expect(d.banker.cards.map(cardLabel)).toEqual(['2H', '3H', '4D']);
    expect(d.banker.points).toBe(9);
    expect(d.seats[1]!.outcome).toBe('lose');
  });

  it('pays 1:1 less 5% commission (floored), returns the stake on a tie', () => {
    expect(pvpPayout('win', 100n)).toBe(195n);
    expect(pvpPayout('win', 10n)).toBe(19n);
    expect(pvpPayout('tie', 10n)).toBe(10n);
    expect(pvpPayout('lose', 10n)).toBe(0n);
    expect(() => pvpPayout('win', 0n)).toThrow(RangeError);
    expect(() => dealFromDeck(newShoe(1), 9)).toThrow(RangeError);
    expect(() => deal(syncRoundRng('ab'.repeat(32), 'x', 0), 0)).toThrow(RangeError);
  });

  it('properties: distinct cards, correct points, replayable', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 8 }), (nonce, seats) => {
        const d = deal(syncRoundRng('ab'.repeat(32), 'pvp', nonce), seats);
        expect(deal(syncRoundRng('ab'.repeat(32), 'pvp', nonce), seats)).toEqual(d);
        const all = [...d.banker.cards, ...d.seats.flatMap((s) => s.cards)];
        expect(new Set(all).size).toBe(all.length);
        expect([...d.deck].sort((a, b) => a - b)).toEqual(newShoe(1));
        for (const h of [d.banker, ...d.seats]) expect(h.points).toBe(handPoints(h.cards));
        for (const s of d.seats) expect(pvpPayout(s.outcome, 20n)).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 100 },
    );
  });
});

describe('PvP RTP', () => {
  it('is exact: outcome numerators sum to the denominator; house rules give 97.672%', () => {
    const o = pvpOdds();
    expect(o.win + o.tie + o.lose).toBe(o.denominator);
    expect(pvpRtp()).toBeCloseTo(0.97672, 5);
    expect(pvpRtp()).toBeCloseTo(
      Number(o.win * 195n + o.tie * 100n) / Number(o.denominator * 100n),
      14,
    );
  });

  it('a simulation with real round bytes and several seats lands within 5 sigma', () => {
    const rounds = 8_000;
    const seats = 4;
    const values: Record<PvpOutcome, number> = { win: 1.95, tie: 1, lose: 0 };
    // Seats of one round share the banker's hand, so the independent samples are the rounds:
    // x = the mean return of the round's seats; its sample variance gives the bound.
    let sum = 0;
    let sumSq = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const d = deal(nodeRoundRng('cd'.repeat(32), 'pvp-sim', nonce), seats);
      const x = d.seats.reduce((t, s) => t + values[s.outcome], 0) / seats;
      sum += x;
      sumSq += x * x;
    }
    const mean = sum / rounds;
    const sd = Math.sqrt((sumSq / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - pvpRtp())).toBeLessThan(5 * sd);
  });
});

describe('the table game (players decide)', () => {
  it('with every seat on the house rule deals what dealFromDeck deals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, n) => {
          const rng = syncRoundRng(String(seed), 'c', 0);
          const deck = rng.shuffle(newShoe(1));
          const seatNos = Array.from({ length: n }, (_, i) => i * 2 + 1);
          const table = playTable(deck, seatNos);
          const plain = dealFromDeck(deck, n);
          expect(table.banker).toEqual(plain.banker);
          expect(table.seats.map(({ seatNo: _s, ...h }) => h)).toEqual(plain.seats);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes decisions in seat order, one card per draw, and refuses a seat out of turn', () => {
    // seat 2: 2+1 = 3, seat 5: 4+1 = 5, banker: 3+3 = 6 (stands).
    const deck = deckStarting('2S', '4S', '3S', 'AH', 'AD', '3H', '9C', '8C');
    let table = openTable(deck, [5, 2]);
    expect(table.seats.map((s) => s.seatNo)).toEqual([2, 5]);
    expect(turnOf(table)).toBe(2);
    expect(() => act(deck, table, 5, 'draw')).toThrow(RangeError);
    table = act(deck, table, 2, 'stand');
    expect(turnOf(table)).toBe(5);
    table = act(deck, table, 5, 'draw');
    expect(table.seats[1]!.cards).toEqual([card('4S'), card('AD'), card('9C')]);
    expect(turnOf(table)).toBeNull();
    const result = finishTable(deck, table);
    expect(result.banker.points).toBe(6);
    expect(result.seats.map((s) => [s.seatNo, s.points, s.outcome])).toEqual([
      [2, 3, 'lose'],
      [5, 4, 'lose'],
    ]);
    // Replaying with the recorded decisions gives the same.
    expect(playTable(deck, [2, 5], { 2: 'stand', 5: 'draw' })).toEqual(result);
  });

  it('a banker Shan leaves nobody a decision', () => {
    const deck = deckStarting('2S', '4S', '3S', 'AH', 'AD', '5H');
    const table = openTable(deck, [1, 2]);
    expect(turnOf(table)).toBeNull();
    expect(finishTable(deck, table).seats.every((s) => s.outcome === 'lose')).toBe(true);
  });

  it('the table seed text lists seats in order', () => {
    expect(
      tableSeedText([
        { seatNo: 3, clientSeed: 'b' },
        { seatNo: 1, clientSeed: 'a' },
      ]),
    ).toBe('1:a,3:b');
  });
});
