// The in-browser check of a PvP round: a round as the server shows it checks out, and any change
// to its seeds or cards is caught.
import { describe, expect, it } from 'vitest';
import { checkRound, tableRoundProblems } from './check-round';
import { shownRound as playedRound, type ShownRound as Last } from './table-round-fixture';

/** Seats 2 and 5: seat 2 stands, seat 5 draws, when each has a decision. */
const shownRound = () =>
  playedRound({
    serverSeed: 'f'.repeat(64),
    clientSeeds: [
      { seatNo: 2, clientSeed: 'alice' },
      { seatNo: 5, clientSeed: 'bob' },
    ],
    decide: (seat) => (seat === 2 ? 'stand' : 'draw'),
    stake: 100n,
  });

describe('checkRound', () => {
  it('passes a round as shown and catches a changed seed, seat seed or card', async () => {
    const round = await shownRound();
    expect(await checkRound(round)).toBe('ok');
    expect(await checkRound({ ...round, serverSeed: 'e'.repeat(64) })).toBe('seed-mismatch');
    expect(
      await checkRound({
        ...round,
        clientSeeds: [{ seatNo: 2, clientSeed: 'mallory' }, round.clientSeeds[1]!],
      }),
    ).toBe('client-seed-mismatch');
    const seats = round.seats.map((s, i) => (i === 0 ? { ...s, cards: ['AS', 'AH'] } : s));
    expect(await checkRound({ ...round, seats })).toBe('cards-mismatch');
  });

  it('names each thing that does not check out', async () => {
    const round = await shownRound();
    expect(await tableRoundProblems(round)).toEqual([]);
    expect(await tableRoundProblems({ ...round, serverSeed: null })).toEqual([
      { kind: 'serverSeed' },
    ]);
    const [two, five] = round.seats as [Last['seats'][0], Last['seats'][0]];
    const otherOutcome = two.outcome === 'win' ? 'lose' : 'win';
    const tampered = {
      ...round,
      banker: { ...round.banker, cards: [...round.banker.cards].reverse() },
      seats: [
        { ...two, outcome: otherOutcome },
        { ...five, win: String(BigInt(five.win!) + 1n) },
      ],
    } as Last;
    expect(await tableRoundProblems(tampered)).toEqual([
      { kind: 'banker' },
      { kind: 'seatResult', seat: 2 },
      { kind: 'seatWin', seat: 5 },
    ]);
  });
});
