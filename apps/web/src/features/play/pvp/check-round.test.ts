// The in-browser check of a PvP round: a round as the server shows it checks out, and any change
// to its seeds or cards is caught.
import { describe, expect, it } from 'vitest';
import type { TPvpTable } from '@wps/contracts/games/house-pvp-table';
import { cardLabel, newShoe } from '@wps/games/cards';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import {
  PVP_ROUND_BYTES,
  act,
  finishTable,
  openTable,
  pvpPayout,
  tableSeedText,
  turnOf,
} from '@wps/games/pvp';
import { checkRound, tableRoundProblems } from './check-round';

type Last = NonNullable<TPvpTable['last']>;

async function shownRound(): Promise<Last> {
  const serverSeed = 'f'.repeat(64);
  const clientSeeds = [
    { seatNo: 2, clientSeed: 'alice' },
    { seatNo: 5, clientSeed: 'bob' },
  ];
  const clientSeed = await sha256Hex(tableSeedText(clientSeeds));
  const rng = await createRoundRng(serverSeed, clientSeed, 0, PVP_ROUND_BYTES);
  // Played as the server plays it: seat 2 stands, seat 5 draws, when each has a decision.
  const deck = rng.shuffle(newShoe(1));
  let table = openTable(deck, [2, 5]);
  for (let seat = turnOf(table); seat !== null; seat = turnOf(table)) {
    table = act(deck, table, seat, seat === 2 ? 'stand' : 'draw');
  }
  const result = finishTable(deck, table);
  return {
    roundId: 7,
    state: 'settled',
    dealAt: new Date().toISOString(),
    turnSeat: null,
    turnDeadline: null,
    banker: { cards: result.banker.cards.map(cardLabel), points: result.banker.points },
    serverSeedHash: await sha256Hex(serverSeed),
    serverSeed,
    clientSeeds,
    clientSeed,
    seats: result.seats.map((s) => ({
      seatNo: s.seatNo,
      username: 'ab***',
      isMe: false,
      stake: '100',
      cards: s.cards.map(cardLabel),
      cardCount: s.cards.length,
      points: s.points,
      action: table.seats.find((t) => t.seatNo === s.seatNo)!.action,
      isAuto: false,
      outcome: s.outcome,
      win: pvpPayout(s.outcome, 100n).toString(),
    })),
  };
}

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
