// The verify page's arithmetic against the engines' own output: what the house records for a
// round (the same JSON the server's fish and PvP rounds write) and a lottery draw's numbers must
// check out, and any change to them must not.
import { describe, expect, it } from 'vitest';
import { cardLabel } from '@wps/games/cards';
import { createRoundRng } from '@wps/games/fair';
import { FISH_ROUND_BYTES, shoot } from '@wps/games/fish';
import { drawFromSeed } from '@wps/games/lottery';
import { deal, PVP_ROUND_BYTES, pvpPayout } from '@wps/games/pvp';
import { compareDrawNumbers, compareOutcomes, recompute, verifyDraw } from './recompute';
import { DRAW_SEED, drawnDraw } from './test-draw';

const seeds = {
  serverSeed: '9c2e4f1a6b7d8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081',
  clientSeed: 'abc',
  nonce: 0,
};

describe('recompute', () => {
  it('reproduces fish shots, hit or miss, for every nonce tried', async () => {
    for (let nonce = 0; nonce < 12; nonce++) {
      const rng = await createRoundRng(seeds.serverSeed, seeds.clientSeed, nonce, FISH_ROUND_BYTES);
      const r = shoot(rng, 50n, 'shark');
      const recorded = {
        target: r.target,
        hit: r.hit,
        draw: r.draw,
        multiplier: r.multiplier,
        multiplierPercent: r.multiplier * 100,
        win: r.win.toString(),
        serverSeedHash: 'x',
      };
      const computed = await recompute(
        'fish',
        { stake: '50', target: 'shark' },
        { ...seeds, nonce },
      );
      expect(compareOutcomes(computed, recorded)).toEqual({ compared: 6, differences: [] });
      const flipped = { ...recorded, hit: !r.hit };
      expect(compareOutcomes(computed, flipped).differences).toEqual(['hit']);
    }
  });

  it('reproduces a PvP deal: both hands, the result and the payout', async () => {
    const rng = await createRoundRng(seeds.serverSeed, seeds.clientSeed, 3, PVP_ROUND_BYTES);
    const r = deal(rng, 1);
    const hand = (h: { cards: number[]; points: number; shan: boolean }) => ({
      cards: h.cards.map(cardLabel),
      points: h.points,
      shan: h.shan,
    });
    const recorded = {
      hands: { player: hand(r.seats[0]!), banker: hand(r.banker) },
      result: r.seats[0]!.outcome,
      win: pvpPayout(r.seats[0]!.outcome, 200n).toString(),
    };
    const computed = await recompute(
      'pvp',
      { stake: '200', roomId: 1, seats: 1 },
      { ...seeds, nonce: 3 },
    );
    expect(compareOutcomes(computed, recorded).differences).toEqual([]);
    const swapped = structuredClone(recorded);
    swapped.hands.banker.cards[0] = swapped.hands.banker.cards[0] === 'AS' ? 'KD' : 'AS';
    expect(compareOutcomes(computed, swapped).differences).toEqual(['hands.banker.cards[0]']);
  });

  it('gives another outcome for another nonce', async () => {
    const a = await recompute('pvp', { stake: '200' }, { ...seeds, nonce: 1 });
    const b = await recompute('pvp', { stake: '200' }, { ...seeds, nonce: 2 });
    expect(compareOutcomes(a, b).differences.length).toBeGreaterThan(0);
  });

  it('counts a missing array or object as a difference, not as nothing compared', () => {
    expect(compareOutcomes({ reels: [['A']] }, { reels: 'A' }).differences).toEqual(['reels']);
    expect(compareOutcomes({ hands: { player: {} } }, { hands: null }).differences).toEqual([
      'hands',
    ]);
    expect(compareOutcomes({ a: 1 }, { b: 1 })).toEqual({ compared: 0, differences: [] });
  });

  it('refuses a bet the engine cannot have played', async () => {
    await expect(
      recompute('slot', { stake: '5', lines: 20, variant: 'nope' }, seeds),
    ).rejects.toThrow();
    await expect(recompute('fish', { stake: '-5', target: 'shark' }, seeds)).rejects.toThrow();
  });
});

describe('verifyDraw', () => {
  it("verifies a draw whose numbers are the engine's from its revealed seed", async () => {
    const draw = await drawnDraw();
    const verdict = await verifyDraw(draw);
    expect(verdict).toEqual({ kind: 'verified', computed: draw.numbers });
    // Every tier of the layout, each number zero-padded to 4 digits.
    expect(Object.keys(draw.numbers!)).toEqual([
      'first',
      'second',
      'third',
      'special',
      'consolation',
    ]);
    expect(Object.values(draw.numbers!).flat()).toHaveLength(23);
    for (const n of Object.values(draw.numbers!).flat()) expect(n).toMatch(/^[0-9]{4}$/);
  });

  it('names each recorded number that is not the drawn one', async () => {
    const draw = await drawnDraw();
    const numbers = structuredClone(draw.numbers!);
    numbers.special![3] = numbers.special![3] === '0000' ? '0001' : '0000';
    const verdict = await verifyDraw({ ...draw, numbers });
    expect(verdict).toMatchObject({
      kind: 'mismatch',
      hashMatches: true,
      clientSeedMatches: true,
      differences: ['special[3]'],
    });
  });

  it('refuses a seed that is not the committed one, or another client seed', async () => {
    const draw = await drawnDraw();
    expect(await verifyDraw({ ...draw, serverSeedHash: 'f'.repeat(64) })).toMatchObject({
      kind: 'mismatch',
      hashMatches: false,
      differences: [],
    });
    // Numbers drawn from a client seed the server chose: they match it, but it is not the fixed one.
    const clientSeed = 'LUCKY4D:20261121b';
    const numbers = await drawFromSeed('sea4d', DRAW_SEED, clientSeed);
    expect(await verifyDraw({ ...draw, clientSeed, numbers })).toMatchObject({
      kind: 'mismatch',
      hashMatches: true,
      clientSeedMatches: false,
    });
  });

  it('waits for an open draw and says a cancelled one has nothing to check', async () => {
    const draw = await drawnDraw();
    expect(await verifyDraw({ ...draw, state: 'open', serverSeed: null, numbers: null })).toEqual({
      kind: 'notRevealed',
    });
    expect(await verifyDraw({ ...draw, state: 'cancelled', numbers: {} })).toEqual({
      kind: 'cancelled',
    });
  });

  it('counts a missing or extra tier as a difference', () => {
    expect(compareDrawNumbers({ first: ['1'], second: ['2'] }, { first: ['1'] })).toEqual([
      'second',
    ]);
    expect(compareDrawNumbers({ first: ['1'] }, { first: ['1'], bonus: ['9'] })).toEqual(['bonus']);
    expect(compareDrawNumbers({ first: ['1', '2'] }, { first: ['1'] })).toEqual(['first']);
  });
});
