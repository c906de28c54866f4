// The PvP table through its game client's calls: two members at one table stake, decide in turn
// and are settled through the vendor API; the round verifies from its revealed seed and every
// seat's client seed; bad input (sitting twice, sitting without money, staking twice, acting out
// of turn or at another's seat) is refused with nothing moved; the timers are deadline columns
// the job honours; many members sitting at once never exceed the seats; two settle attempts
// settle once. (Run with TEST_DATABASE_URL too: there the concurrent calls really run side by side.)
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLabel, newShoe } from '@wps/games/cards';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import { openTable, playTable, pvpPayout, tableSeedText, turnOf } from '@wps/games/pvp';
import { PVP_ROUND_BYTES } from '@wps/games/pvp';
import { gameRounds, pvpSeats, pvpTableBets, pvpTableRounds } from '../../../db/schema/games';
import { ledgerTransactions } from '../../../db/schema/ledger';
import { cashOf } from '../../../../test/money-members';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  expectLedgerOk,
  houseCall,
  houseGame,
  ledgerCount,
  newPvpRoom,
  player,
  pvpCalls,
  type HouseGameFixture,
  type Player,
} from './house-test-kit';
import { localVendorClient } from '../vendor-client';
import {
  advanceDueRooms,
  payRound,
  PVP_MIN_PLAYERS,
  refundOrphanStakes,
  tableRoundRef,
} from './pvp-table';

let t: TestApp;
let cards: HouseGameFixture;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 16 });
  cards = await houseGame(t, {
    vassalage: 'SHWECARDS',
    gameCode: 'HT_SHAN_T',
    engine: 'pvp',
    minBet: 10n,
  });
});
afterAll(async () => {
  await expectLedgerOk(t);
  await t.close();
});

const newRoom = (seats = 4) => newPvpRoom(t, cards, seats);
const { sit, bet, table } = pvpCalls(() => t);
const actAt = (p: Player, roomId: number, seatNo: number, action: 'draw' | 'stand') =>
  houseCall(t, '/wps/house/pvp/act', { token: p.launch, roomId, seatNo, action });

async function openRound(roomId: number) {
  const [row] = await t.deps.db
    .select()
    .from(pvpTableRounds)
    .where(and(eq(pvpTableRounds.roomId, roomId), eq(pvpTableRounds.state, 'betting')));
  return row!;
}

/**
 * Fixes the round's server seed (the test knows it; players only ever see its hash before the
 * deal) and finds client seeds for seats 1 and 2 under which both seats must decide, so the
 * turn checks below always have a turn to test.
 */
async function riggedSeeds(roundId: number): Promise<[string, string]> {
  const serverSeed = 'a'.repeat(64);
  await t.deps.db
    .update(pvpTableRounds)
    .set({ serverSeed, serverSeedHash: await sha256Hex(serverSeed) })
    .where(eq(pvpTableRounds.id, roundId));
  for (let i = 0; ; i++) {
    const seeds = [
      { seatNo: 1, clientSeed: `x${i}` },
      { seatNo: 2, clientSeed: `y${i}` },
    ];
    const rng = await createRoundRng(
      serverSeed,
      await sha256Hex(tableSeedText(seeds)),
      0,
      PVP_ROUND_BYTES,
    );
    const opened = openTable(rng.shuffle(newShoe(1)), [1, 2]);
    const both = opened.seats.every((s) => turnOf({ ...opened, seats: [s] }) === s.seatNo);
    if (turnOf(opened) === 1 && both) return [`x${i}`, `y${i}`];
  }
}

describe('a round at the PvP table', () => {
  it('two members stake, decide in turn, see each other, are settled once and can verify', async () => {
    const roomId = await newRoom();
    const a = await player(t, cards, 10_000n);
    const b = await player(t, cards, 10_000n);
    expect((await sit(a, roomId, 1)).status).toBe(200);
    // One player: no round yet.
    expect((await table(a, roomId)).body.value.round).toBeNull();
    expect((await sit(b, roomId, 2)).status).toBe(200);

    const opened = (await table(a, roomId)).body.value;
    expect(opened.round).toMatchObject({ state: 'betting', serverSeed: null, clientSeeds: [] });
    expect(opened.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.seated.map((s: { seatNo: number; isMe: boolean }) => [s.seatNo, s.isMe])).toEqual(
      [
        [1, true],
        [2, false],
      ],
    );
    const round = await openRound(roomId);
    const [seedA, seedB] = await riggedSeeds(round.id);
    const hash = (await table(a, roomId)).body.value.round.serverSeedHash;

    // Acting before the deal: nobody's turn.
    expect((await actAt(a, roomId, 1, 'stand')).body.code).toBe('NOT_YOUR_TURN');

    const staked = await bet(a, roomId, '100', seedA);
    expect(staked.status).toBe(200);
    expect(staked.body.value.round.state).toBe('betting');
    expect(await cashOf(t, a.id)).toBe(9_900n);
    // B sees A's stake live, A's cards are nobody's yet.
    const seenByB = (await table(b, roomId)).body.value;
    expect(seenByB.seated[0]).toMatchObject({ seatNo: 1, stake: '100', isMe: false });
    expect(seenByB.seated[0].username).toBe(`${a.username.slice(0, 2)}***`);

    // Everyone seated has staked: the deal does not wait for the countdown.
    const dealt = await bet(b, roomId, '200', seedB);
    expect(dealt.status).toBe(200);
    const playing = dealt.body.value;
    expect(playing.round).toMatchObject({ state: 'playing', turnSeat: 1, serverSeed: null });
    expect(playing.round.serverSeedHash).toBe(hash);
    // B sees its own two cards and only the count of A's.
    const [seatA, seatB] = playing.seated;
    expect(seatA).toMatchObject({ seatNo: 1, cards: [], cardCount: 2, points: null });
    expect(seatB.cards).toHaveLength(2);
    expect(seatB.isMe).toBe(true);

    // Out of turn, and at another's seat: refused, nothing moves.
    const before = await ledgerCount(t);
    const outOfTurn = await actAt(b, roomId, 2, 'draw');
    expect({ status: outOfTurn.status, code: outOfTurn.body.code }).toEqual({
      status: 409,
      code: 'NOT_YOUR_TURN',
    });
    const othersSeat = await actAt(b, roomId, 1, 'draw');
    expect({ status: othersSeat.status, code: othersSeat.body.code }).toEqual({
      status: 403,
      code: 'NOT_YOUR_SEAT',
    });
    const badAction = await houseCall(t, '/wps/house/pvp/act', {
      token: a.launch,
      roomId,
      seatNo: 1,
      action: 'double',
    });
    expect(badAction.status).toBe(400);
    expect(await ledgerCount(t)).toBe(before);
    expect((await table(a, roomId)).body.value.round.turnSeat).toBe(1);

    const afterA = await actAt(a, roomId, 1, 'draw');
    expect(afterA.status).toBe(200);
    expect(afterA.body.value.round.turnSeat).toBe(2);
    expect(afterA.body.value.seated[0].cards).toHaveLength(3);
    const done = await actAt(b, roomId, 2, 'stand');
    expect(done.status).toBe(200);
    const view = done.body.value;
    expect(view.round).toBeNull();
    const last = view.last;
    expect(last.state).toBe('settled');

    // Both see both hands and results.
    const seenByA = (await table(a, roomId)).body.value.last;
    for (const v of [last, seenByA]) {
      expect(v.seats.map((s: { seatNo: number }) => s.seatNo)).toEqual([1, 2]);
      for (const s of v.seats) expect(s.cards.length).toBeGreaterThanOrEqual(2);
      expect(v.banker.cards.length).toBeGreaterThanOrEqual(2);
    }

    // Settled through the ledger: each balance is start - stake + win.
    const winA = BigInt(last.seats[0].win);
    const winB = BigInt(last.seats[1].win);
    expect(winA).toBe(pvpPayout(last.seats[0].outcome, 100n));
    expect(winB).toBe(pvpPayout(last.seats[1].outcome, 200n));
    expect(await cashOf(t, a.id)).toBe(10_000n - 100n + winA);
    expect(await cashOf(t, b.id)).toBe(10_000n - 200n + winB);
    await expectLedgerOk(t);

    // Any seated player can check the round: the revealed seed matches the hash published
    // before the deal, the client seed mixes both seats' seeds, and the replay gives the hands.
    expect(await sha256Hex(last.serverSeed)).toBe(hash);
    expect(last.clientSeeds).toEqual([
      { seatNo: 1, clientSeed: seedA },
      { seatNo: 2, clientSeed: seedB },
    ]);
    expect(last.clientSeed).toBe(await sha256Hex(tableSeedText(last.clientSeeds)));
    const rng = await createRoundRng(last.serverSeed, last.clientSeed, 0, PVP_ROUND_BYTES);
    const replay = playTable(rng.shuffle(newShoe(1)), [1, 2], { 1: 'draw', 2: 'stand' });
    expect(replay.banker.cards.map(cardLabel)).toEqual(last.banker.cards);
    expect(replay.seats.map((s) => [s.cards.map(cardLabel), s.outcome])).toEqual(
      last.seats.map((s: { cards: string[]; outcome: string }) => [s.cards, s.outcome]),
    );

    // Paying again moves nothing.
    const txs = await ledgerCount(t);
    await payRound({ db: t.deps.db, send: t.deps.vendorSend }, last.roundId);
    expect(await ledgerCount(t)).toBe(txs);

    // The next round opens for the two still seated.
    expect((await table(a, roomId)).body.value.round.state).toBe('betting');
  });

  it('refuses bad input with nothing moved', async () => {
    const roomId = await newRoom(3);
    const otherRoom = await newRoom(3);
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    const broke = await player(t, cards, 5n);

    const noMoney = await sit(broke, roomId, 3);
    expect({ status: noMoney.status, code: noMoney.body.code }).toEqual({
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await t.deps.db.select().from(pvpSeats).where(eq(pvpSeats.memberId, broke.id))).toEqual(
      [],
    );

    const notSeated = await bet(a, roomId, '100');
    expect(notSeated.body.code).toBe('INVALID_STATE');
    await sit(a, roomId, 1);
    await sit(b, roomId, 2);
    const before = await ledgerCount(t);
    for (const [stake, status, code] of [
      ['9', 400, 'BET_OUT_OF_RANGE'],
      ['1001', 400, 'BET_OUT_OF_RANGE'],
      ['0', 400, 'VALIDATION_FAILED'],
      ['abc', 400, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await bet(a, roomId, stake);
      expect({ stake, status: res.status, code: res.body.code }).toEqual({ stake, status, code });
    }
    const badSeed = await bet(a, roomId, '100', 'has space');
    expect(badSeed.status).toBe(400);
    const tooMuch = await houseCall(t, '/wps/house/pvp/bet', {
      token: broke.launch,
      roomId,
      stake: '100',
      clientSeed: 'c',
    });
    expect(tooMuch.body.code).toBe('INVALID_STATE');
    const otherGame = await table(a, 999_999);
    expect(otherGame.status).toBe(404);
    expect(await ledgerCount(t)).toBe(before);

    expect((await bet(a, roomId, '100')).status).toBe(200);
    // Staking twice in one round.
    const twice = await bet(a, roomId, '100');
    expect({ status: twice.status, code: twice.body.code }).toEqual({
      status: 409,
      code: 'INVALID_STATE',
    });
    // Sitting again (elsewhere) while the stake is in play, or on a seat someone plays at.
    const sitTwice = await sit(a, otherRoom, 1);
    expect({ status: sitTwice.status, code: sitTwice.body.code }).toEqual({
      status: 409,
      code: 'INVALID_STATE',
    });
    const takenSeat = await sit(b, roomId, 1);
    expect(takenSeat.body.code).toBe('SEAT_TAKEN');
    expect(await cashOf(t, a.id)).toBe(4_900n);
    expect(await cashOf(t, b.id)).toBe(5_000n);

    // The countdown ends: too late to stake.
    await t.deps.db
      .update(pvpTableRounds)
      .set({ dealAt: new Date(Date.now() - 60_000) })
      .where(eq(pvpTableRounds.roomId, roomId));
    const late = await houseCall(t, '/wps/house/pvp/bet', {
      token: b.launch,
      roomId,
      stake: '100',
      clientSeed: 'late',
    });
    // Only one stake and two seated: the countdown starts again, so B may still stake...
    expect(late.status).toBe(200);
    // ...and then it is dealt (and over at once when a Shan decided it).
    const [lateRound] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.roomId, roomId));
    expect(lateRound!.state).toMatch(/playing|settled/);
    expect(lateRound!.clientSeed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the table clock', () => {
  it('plays the house rule for a seat that does not decide, and the job deals and pays unwatched', async () => {
    const roomId = await newRoom();
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    await sit(a, roomId, 1);
    await sit(b, roomId, 2);
    const round = await openRound(roomId);
    const [seedA, seedB] = await riggedSeeds(round.id);
    await bet(a, roomId, '50', seedA);
    // A second stake at a table of two deals at once; to test the countdown, a third sits first.
    const c = await player(t, cards, 5_000n);
    await sit(c, roomId, 3);
    await bet(b, roomId, '50', seedB);
    const waiting = (await table(a, roomId)).body.value.round;
    expect(waiting.state).toBe('betting');

    // Nobody calls: the job deals once the deadline (a column) has passed, as after a restart.
    const house = { db: t.deps.db, send: t.deps.vendorSend };
    await advanceDueRooms(house, new Date(Date.now() - 1000));
    expect((await openRound(roomId)).state).toBe('betting');
    await advanceDueRooms(house, new Date(new Date(waiting.dealAt).getTime() + 1));
    const [dealt] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, round.id));
    expect(dealt).toMatchObject({ state: 'playing', turnSeat: 1 });

    // A leaves (drops); its turn runs out: the house rule decides for it, then for B.
    await houseCall(t, '/wps/house/pvp/leave', { token: a.launch });
    await advanceDueRooms(house, new Date(dealt!.turnDeadline!.getTime() + 1));
    const mid = (await table(b, roomId)).body.value;
    expect(mid.round.turnSeat).toBe(2);
    expect(mid.seated[0]).toMatchObject({ seatNo: 1, isAuto: true });
    await advanceDueRooms(house, new Date(Date.now() + 60_000));
    const last = (await table(b, roomId)).body.value.last;
    expect(last.roundId).toBe(round.id);
    expect(last.seats.map((s: { isAuto: boolean }) => s.isAuto)).toEqual([true, true]);
    const rng = await createRoundRng(last.serverSeed, last.clientSeed, 0, PVP_ROUND_BYTES);
    const replay = playTable(rng.shuffle(newShoe(1)), [1, 2]);
    expect(replay.seats.map((s) => s.cards.map(cardLabel))).toEqual(
      last.seats.map((s: { cards: string[] }) => s.cards),
    );
    expect(await cashOf(t, a.id)).toBe(5_000n - 50n + BigInt(last.seats[0].win));
  });

  it('a countdown with too few stakes and too few players is void: the stake goes back', async () => {
    const roomId = await newRoom();
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    await sit(a, roomId, 1);
    await sit(b, roomId, 2);
    await bet(a, roomId, '70');
    expect(await cashOf(t, a.id)).toBe(4_930n);
    await houseCall(t, '/wps/house/pvp/leave', { token: b.launch });
    const round = await openRound(roomId);
    expect(PVP_MIN_PLAYERS).toBe(2);
    await advanceDueRooms(
      { db: t.deps.db, send: t.deps.vendorSend },
      new Date(round.dealAt.getTime() + 1),
    );
    const [after] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, round.id));
    expect(after!.state).toBe('void');
    expect(await cashOf(t, a.id)).toBe(5_000n);
    await expectLedgerOk(t);
  });
});

describe('a stake whose request died', () => {
  it('is given back by the job once it can no longer become a stake', async () => {
    const roomId = await newRoom();
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    await sit(a, roomId, 1);
    await sit(b, roomId, 2);
    const round = await openRound(roomId);
    // The debit went through the vendor API, then the request died before the stake row.
    const ref = tableRoundRef(a.id, round.id);
    const client = await localVendorClient({ db: t.deps.db, send: t.deps.vendorSend }, 'SHWECARDS');
    const debit = await client.debit({
      token: a.launch,
      playerId: a.id,
      txId: `${ref}:bet`,
      roundId: ref,
      gameCode: cards.gameCode,
      amount: 300n,
    });
    expect(debit.code).toBe('OK');
    expect(await cashOf(t, a.id)).toBe(4_700n);
    const house = { db: t.deps.db, send: t.deps.vendorSend };
    // Too young: it might still be written.
    expect(await refundOrphanStakes(house)).toBe(0);
    await t.deps.db
      .update(gameRounds)
      .set({ startedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(gameRounds.roundRef, ref));
    expect(await refundOrphanStakes(house)).toBe(1);
    expect(await cashOf(t, a.id)).toBe(5_000n);
    expect(await refundOrphanStakes(house)).toBe(0);
    // A stake with its row is nobody's orphan, however old.
    await bet(b, roomId, '100');
    await t.deps.db
      .update(gameRounds)
      .set({ startedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(gameRounds.roundRef, tableRoundRef(b.id, round.id)));
    expect(await refundOrphanStakes(house)).toBe(0);
    expect(await cashOf(t, b.id)).toBe(4_900n);
    await expectLedgerOk(t);
  });
});

describe('concurrency', () => {
  it('many members sitting at once never exceed the seats, one member per seat', async () => {
    const roomId = await newRoom(4);
    const players = await Promise.all(Array.from({ length: 12 }, () => player(t, cards, 1_000n)));
    const answers = await Promise.all(players.map((p, i) => sit(p, roomId, (i % 4) + 1)));
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(4);
    for (const a of answers) if (a.status !== 200) expect(a.body.code).toBe('SEAT_TAKEN');
    const seats = await t.deps.db.select().from(pvpSeats).where(eq(pvpSeats.roomId, roomId));
    expect(seats).toHaveLength(4);
    expect(new Set(seats.map((s) => s.seatNo)).size).toBe(4);
    // And only one round opened, whoever opened it.
    const rounds = await t.deps.db
      .select({ n: count() })
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.roomId, roomId));
    expect(rounds[0]!.n).toBe(1);
  });

  it('two settle attempts at once settle once', async () => {
    const roomId = await newRoom();
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    await sit(a, roomId, 1);
    await sit(b, roomId, 2);
    await bet(a, roomId, '100');
    await bet(b, roomId, '100');
    const house = { db: t.deps.db, send: t.deps.vendorSend };
    // Both decide by the clock (each turn its own deadline), in two processes' stead at once.
    for (const minutes of [2, 4, 6]) {
      const later = new Date(Date.now() + minutes * 60_000);
      await Promise.all([advanceDueRooms(house, later), advanceDueRooms(house, later)]);
    }
    const [round] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.roomId, roomId));
    expect(round!.state).toBe('settled');
    await Promise.all([payRound(house, round!.id), payRound(house, round!.id)]);
    const bets = await t.deps.db
      .select()
      .from(pvpTableBets)
      .where(eq(pvpTableBets.roundId, round!.id));
    for (const [p, bet] of [
      [a, bets[0]!],
      [b, bets[1]!],
    ] as const) {
      expect(await cashOf(t, p.id)).toBe(5_000n - 100n + bet.win!);
      const wins = await t.deps.db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `vendor:%:${bet.roundRef}:win`));
      // A losing seat's credit of 0 moves nothing; a win is one transaction.
      expect(wins[0]!.n).toBe(bet.win! > 0n ? 1 : 0);
    }
    await expectLedgerOk(t);
  });
});
