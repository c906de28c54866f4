// A PvP table round's verification facts (GET /wps/house/pvp/rounds/:roundId), public like the
// house's other rounds: nothing of a round not yet over, every fact of a finished one (the hash
// published before the deal, the revealed seed, each seat's seed, the cards and the results),
// and never who sat at a seat; bad numbers, unknown rounds and rounds called off are refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLabel, newShoe } from '@wps/games/cards';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import { PVP_ROUND_BYTES, openTable, playTable, tableSeedText, turnOf } from '@wps/games/pvp';
import { pvpRooms, pvpTableRounds } from '../../../db/schema/games';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { houseCall, houseGame, player, type HouseGameFixture, type Player } from './house-test-kit';
import { advanceDueRooms } from './pvp-table';
import { LOOKUPS_PER_MINUTE } from './lookup-limit';

let t: TestApp;
let cards: HouseGameFixture;
let rooms = 0;

beforeAll(async () => {
  t = await createTestApp();
  cards = await houseGame(t, {
    vassalage: 'SHWECARDS',
    gameCode: 'HT_SHAN_T',
    engine: 'pvp',
    minBet: 10n,
  });
});
afterAll(async () => {
  await t.close();
});

async function newRoom(): Promise<number> {
  const [room] = await t.deps.db
    .insert(pvpRooms)
    .values({
      gameId: cards.gameId,
      names: { EN: `Verify room ${++rooms}` },
      minBet: 10n,
      maxBet: 1_000n,
      seats: 4,
      sort: rooms,
    })
    .returning({ id: pvpRooms.id });
  return room!.id;
}

const verify = (id: string | number) =>
  t.call({ method: 'GET', url: `/wps/house/pvp/rounds/${id}` });
const table = (p: Player, roomId: number) =>
  t.call({ method: 'GET', url: `/wps/house/pvp/table?token=${p.launch}&roomId=${roomId}` });

async function openRoundId(roomId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: pvpTableRounds.id })
    .from(pvpTableRounds)
    .where(and(eq(pvpTableRounds.roomId, roomId), eq(pvpTableRounds.state, 'betting')));
  return row!.id;
}

/**
 * Fixes the round's server seed (players only ever see its hash before the deal) and finds the
 * two seats' client seeds under which seat 1 has a decision to make, so the round is still
 * being played after the deal.
 */
async function seedsWithATurn(roundId: number): Promise<[string, string]> {
  const serverSeed = 'b'.repeat(64);
  await t.deps.db
    .update(pvpTableRounds)
    .set({ serverSeed, serverSeedHash: await sha256Hex(serverSeed) })
    .where(eq(pvpTableRounds.id, roundId));
  for (let i = 0; ; i++) {
    const seeds = [
      { seatNo: 1, clientSeed: `seed-of-a-${i}` },
      { seatNo: 2, clientSeed: `seed-of-b-${i}` },
    ];
    const clientSeed = await sha256Hex(tableSeedText(seeds));
    const rng = await createRoundRng(serverSeed, clientSeed, 0, PVP_ROUND_BYTES);
    if (turnOf(openTable(rng.shuffle(newShoe(1)), [1, 2])) === 1) {
      return [seeds[0]!.clientSeed, seeds[1]!.clientSeed];
    }
  }
}

/** Two members sit and stake; the round is dealt (and may wait for their decisions). */
async function dealtRound() {
  const roomId = await newRoom();
  const a = await player(t, cards, 5_000n);
  const b = await player(t, cards, 5_000n);
  await houseCall(t, '/wps/house/pvp/sit', { token: a.launch, roomId, seatNo: 1 });
  await houseCall(t, '/wps/house/pvp/sit', { token: b.launch, roomId, seatNo: 2 });
  await table(a, roomId);
  const roundId = await openRoundId(roomId);
  const seeds = await seedsWithATurn(roundId);
  for (const [i, p] of [a, b].entries()) {
    const staked = await houseCall(t, '/wps/house/pvp/bet', {
      token: p.launch,
      roomId,
      stake: '100',
      clientSeed: seeds[i],
    });
    expect(staked.status).toBe(200);
  }
  return { roomId, roundId, a, b, seeds };
}

/** Plays a dealt round to its end: each seat stands on its turn. */
async function finish(roomId: number, players: Player[]) {
  for (;;) {
    const round = (await table(players[0]!, roomId)).body.value.round;
    if (!round || round.state !== 'playing') return;
    const who = players[round.turnSeat - 1]!;
    const acted = await houseCall(t, '/wps/house/pvp/act', {
      token: who.launch,
      roomId,
      seatNo: round.turnSeat,
      action: 'stand',
    });
    expect(acted.status).toBe(200);
  }
}

describe('a table round for the verify page', () => {
  it('reveals nothing before the round is over, then every fact, to anyone, naming nobody', async () => {
    const { roomId, roundId, a, b, seeds } = await dealtRound();
    const [row] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, roundId));
    // Dealt, seat 1 to decide: nothing of it is revealed yet.
    expect(row!.state).toBe('playing');
    const early = await verify(roundId);
    expect({ status: early.status, code: early.body.code }).toEqual({
      status: 409,
      code: 'ROUND_NOT_OVER',
    });
    expect(early.body.value).toBeUndefined();
    expect(JSON.stringify(early.body)).not.toContain(row!.serverSeed);
    await finish(roomId, [a, b]);

    // No session, no launch token: another member or a visitor reads the same facts.
    const res = await verify(roundId);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v).toMatchObject({
      roundId,
      roomName: `Verify room ${rooms}`,
      state: 'settled',
      serverSeedHash: row!.serverSeedHash,
      serverSeed: row!.serverSeed,
      clientSeeds: [
        { seatNo: 1, clientSeed: seeds[0] },
        { seatNo: 2, clientSeed: seeds[1] },
      ],
    });
    expect(v.gameName).toBeTruthy();
    // The facts are the ones the seated players saw at the table.
    const atTable = (await table(b, roomId)).body.value;
    const last = atTable.last;
    expect(last.roundId).toBe(roundId);
    // The table lists the round among its last ones, for the verify page.
    expect(atTable.recentRounds).toEqual([{ roundId, settledAt: expect.any(String) }]);
    expect(v.banker.cards).toEqual(last.banker.cards);
    expect(v.seats.map((s: { cards: string[]; win: string }) => [s.cards, s.win])).toEqual(
      last.seats.map((s: { cards: string[]; win: string }) => [s.cards, s.win]),
    );
    // And they recompute: seed to hash, seats' seeds to the client seed, the deck to the cards.
    expect(await sha256Hex(v.serverSeed)).toBe(v.serverSeedHash);
    expect(v.clientSeed).toBe(await sha256Hex(tableSeedText(v.clientSeeds)));
    const rng = await createRoundRng(v.serverSeed, v.clientSeed, 0, PVP_ROUND_BYTES);
    const actions = Object.fromEntries(
      v.seats
        .filter((s: { action: string | null }) => s.action)
        .map((s: { seatNo: number; action: string }) => [s.seatNo, s.action]),
    );
    const replay = playTable(rng.shuffle(newShoe(1)), [1, 2], actions);
    expect(replay.banker.cards.map(cardLabel)).toEqual(v.banker.cards);
    expect(replay.seats.map((s) => [s.cards.map(cardLabel), s.outcome])).toEqual(
      v.seats.map((s: { cards: string[]; outcome: string }) => [s.cards, s.outcome]),
    );
    // Seat numbers only: neither player's name nor id is in the answer.
    const text = JSON.stringify(res.body);
    for (const p of [a, b]) {
      expect(text).not.toContain(p.username);
      expect(text).not.toMatch(new RegExp(`"memberId"|"username"|P${p.id}-`));
    }
  });

  it('refuses bad numbers, unknown rounds and a round called off before the deal', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', '2147483648']) {
      const res = await verify(bad);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({
        bad,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    const unknown = await verify(2_000_000_000);
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });

    // A round still taking stakes: nothing revealed.
    const roomId = await newRoom();
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    await houseCall(t, '/wps/house/pvp/sit', { token: a.launch, roomId, seatNo: 1 });
    await houseCall(t, '/wps/house/pvp/sit', { token: b.launch, roomId, seatNo: 2 });
    await table(a, roomId);
    const roundId = await openRoundId(roomId);
    const betting = await verify(roundId);
    expect({ status: betting.status, code: betting.body.code }).toEqual({
      status: 409,
      code: 'ROUND_NOT_OVER',
    });
    expect(betting.body.value).toBeUndefined();

    // Called off (too few seated at the deal): nothing was dealt, nothing to check.
    await houseCall(t, '/wps/house/pvp/leave', { token: b.launch });
    const [row] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, roundId));
    await advanceDueRooms(
      { db: t.deps.db, send: t.deps.vendorSend },
      new Date(row!.dealAt.getTime() + 1),
    );
    const [after] = await t.deps.db
      .select({ state: pvpTableRounds.state })
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, roundId));
    expect(after!.state).toBe('void');
    const voided = await verify(roundId);
    expect({ status: voided.status, code: voided.body.code }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('the public round look-ups', () => {
  it(`answer ${LOOKUPS_PER_MINUTE} a minute per address, then 429 with the wait; another address goes on`, async () => {
    const lookup = (url: string, remoteAddress: string) =>
      t.call({ method: 'GET', url, remoteAddress });
    const urls = ['/wps/house/pvp/rounds/999999', '/wps/house/rounds/999999'];
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) {
      expect((await lookup(urls[i % 2]!, '198.51.100.77')).status).toBe(404);
    }
    for (const url of urls) {
      const refused = await lookup(url, '198.51.100.77');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.headers['retry-after']).toBe('60');
    }
    expect((await lookup(urls[0]!, '198.51.100.78')).status).toBe(404);
  });
});
