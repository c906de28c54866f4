// The built-in fishing game and PvP card rooms through their game client's calls: shots and
// shots move money through the vendor API, rooms and seats (one per member, SEAT_TAKEN), bad
// input refused with nothing moved, and rounds recomputed from the revealed seed. The PvP
// table's rounds: pvp-table.test.ts.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoundRng } from '@wps/games/fair';
import { FISH_KINDS, shoot } from '@wps/games/fish';
import { pvpRooms as pvpRoomsTable, pvpSeats } from '../../../db/schema/games';
import { cashOf } from '../../../../test/money-members';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  expectLedgerOk,
  houseCall,
  houseGame,
  launchFor,
  ledgerCount,
  player,
  type HouseGameFixture,
} from './house-test-kit';

let t: TestApp;
let fish: HouseGameFixture;
let cards: HouseGameFixture;
let slot: HouseGameFixture;
let roomIds: number[];

const key = () => `k-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  fish = await houseGame(t, {
    vassalage: 'DRAGONFISH',
    gameCode: 'HT_FISH',
    engine: 'fish',
    minBet: 5n,
  });
  cards = await houseGame(t, {
    vassalage: 'SHWECARDS',
    gameCode: 'HT_SHAN',
    engine: 'pvp',
    minBet: 10n,
  });
  slot = await houseGame(t, {
    vassalage: 'ROYALSLOTS',
    gameCode: 'HT_SLOT2',
    engine: 'slot',
    minBet: 10n,
    lines: 9,
  });
  const rooms = await t.deps.db
    .insert(pvpRoomsTable)
    .values([
      {
        gameId: cards.gameId,
        names: { EN: 'Low room', MY: 'အနိမ့်' },
        minBet: 10n,
        maxBet: 1_000n,
        seats: 3,
        sort: 1,
      },
      {
        gameId: cards.gameId,
        names: { EN: 'High room' },
        minBet: 1_000n,
        maxBet: 100_000n,
        seats: 6,
        sort: 2,
      },
    ])
    .returning({ id: pvpRoomsTable.id });
  roomIds = rooms.map((r) => r.id);
});
afterAll(() => t.close());

describe('POST /wps/house/fish/shoot', () => {
  it('shoots one kind: stake debited, a hit pays stake x multiplier, replay answers the same', async () => {
    const p = await player(t, fish, 10_000n);
    const session = await houseCall(t, '/wps/house/session', { token: p.launch });
    expect(session.body.value.game).toMatchObject({ engine: 'fish', minBet: '5', maxBet: '5000' });
    expect(session.body.value.game.fish).toHaveLength(FISH_KINDS.length);
    expect(session.body.value.game.rtp).toBeCloseTo(0.96, 3);

    let expected = 10_000n;
    const shots = [];
    for (let i = 0; i < 20; i++) {
      const body = { token: p.launch, stake: '50', target: 'clownfish', clientKey: key() };
      const res = await houseCall(t, '/wps/house/fish/shoot', body);
      expect(res.status).toBe(200);
      const v = res.body.value;
      expect(v).toMatchObject({ target: 'clownfish', nonce: i, bet: '50', multiplier: 2 });
      expect(v.win).toBe(v.hit ? '100' : '0');
      expected += -50n + BigInt(v.win);
      expect(v.balance).toBe(String(expected));
      shots.push({ body, value: v });
    }
    expect(await cashOf(t, p.id)).toBe(expected);
    // A 2x fish is caught about half the time: twenty shots all alike would be a broken draw.
    expect(new Set(shots.map((s) => s.value.hit)).size).toBe(2);

    const before = await ledgerCount(t);
    const again = await houseCall(t, '/wps/house/fish/shoot', shots[3]!.body);
    // The same round; the balance is the player's balance now, as the vendor API answers a replay.
    expect({ ...again.body.value, balance: null }).toEqual({ ...shots[3]!.value, balance: null });
    expect(again.body.value.balance).toBe(String(expected));
    expect(await ledgerCount(t)).toBe(before);
    await expectLedgerOk(t);

    // Rotate and recompute every shot with the engine.
    const rotated = await houseCall(t, '/wps/house/seed/rotate', { token: p.launch });
    const { serverSeed, clientSeed } = rotated.body.value.revealed;
    for (const s of shots) {
      const verify = await t.call({ method: 'GET', url: `/wps/house/rounds/${s.value.roundId}` });
      expect(verify.body.value).toMatchObject({ engine: 'fish', serverSeed, nonce: s.value.nonce });
      const rng = await createRoundRng(serverSeed, clientSeed, s.value.nonce);
      const r = shoot(rng, 50n, 'clownfish');
      expect(r.hit).toBe(s.value.hit);
      expect(r.win.toString()).toBe(s.value.win);
      expect(verify.body.value.outcome).toMatchObject({ hit: r.hit, draw: r.draw });
    }
  });

  it('refuses bad input with 4xx and moves nothing', async () => {
    const p = await player(t, fish, 10_000n);
    const base = { token: p.launch, stake: '50', target: 'shark', clientKey: key() };
    const before = await ledgerCount(t);
    const cases: Array<[object, number, string]> = [
      [{ stake: '0' }, 400, 'VALIDATION_FAILED'],
      [{ stake: '-1' }, 400, 'VALIDATION_FAILED'],
      [{ stake: '0.5' }, 400, 'VALIDATION_FAILED'],
      [{ stake: '4' }, 400, 'BET_OUT_OF_RANGE'],
      [{ stake: '5001' }, 400, 'BET_OUT_OF_RANGE'],
      [{ target: 'nemo' }, 400, 'VALIDATION_FAILED'],
      [{ target: 'Shark!' }, 400, 'VALIDATION_FAILED'],
      [{ token: randomBytes(32).toString('base64url') }, 401, 'LAUNCH_TOKEN_INVALID'],
    ];
    for (const [patch, status, code] of cases) {
      const res = await houseCall(t, '/wps/house/fish/shoot', { ...base, ...patch });
      expect({ patch, status: res.status, code: res.body.code }).toEqual({ patch, status, code });
    }
    // A slot's launch cannot shoot fish.
    const other = await launchFor(t, p.id, slot);
    const wrong = await houseCall(t, '/wps/house/fish/shoot', { ...base, token: other });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('GAME_UNAVAILABLE');
    expect(await ledgerCount(t)).toBe(before);
    expect(await cashOf(t, p.id)).toBe(10_000n);
  });

  it('refuses a shot above the balance with INSUFFICIENT_FUNDS', async () => {
    const p = await player(t, fish, 20n);
    const res = await houseCall(t, '/wps/house/fish/shoot', {
      token: p.launch,
      stake: '50',
      target: 'whale',
      clientKey: key(),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await cashOf(t, p.id)).toBe(20n);
  });
});

describe('PvP rooms, seats and hands', () => {
  it("lists the game's rooms, seats one member per seat and shows the others masked", async () => {
    const a = await player(t, cards, 10_000n);
    const b = await player(t, cards, 10_000n);
    const rooms = await t.call({
      method: 'GET',
      url: `/wps/house/pvp/rooms?token=${a.launch}&language=MY`,
    });
    expect(rooms.status).toBe(200);
    expect(rooms.body.value.rooms.map((r: { roomId: number }) => r.roomId)).toEqual(roomIds);
    expect(rooms.body.value.rooms[0]).toMatchObject({
      name: 'အနိမ့်',
      minBet: '10',
      maxBet: '1000',
      seats: 3,
      taken: [],
    });
    expect(rooms.body.value.mySeat).toBeNull();

    const sat = await houseCall(t, '/wps/house/pvp/sit', {
      token: a.launch,
      roomId: roomIds[0],
      seatNo: 2,
    });
    expect(sat.status).toBe(200);
    expect(sat.body.value.mySeat).toEqual({ roomId: roomIds[0], seatNo: 2 });
    expect(sat.body.value.rooms[0].taken).toEqual([
      { seatNo: 2, username: a.username, isMe: true, isBot: false },
    ]);

    const taken = await houseCall(t, '/wps/house/pvp/sit', {
      token: b.launch,
      roomId: roomIds[0],
      seatNo: 2,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SEAT_TAKEN');

    const other = await houseCall(t, '/wps/house/pvp/sit', {
      token: b.launch,
      roomId: roomIds[0],
      seatNo: 3,
    });
    expect(other.status).toBe(200);
    expect(other.body.value.rooms[0].taken).toEqual([
      { seatNo: 2, username: `${a.username.slice(0, 2)}***`, isMe: false, isBot: false },
      { seatNo: 3, username: b.username, isMe: true, isBot: false },
    ]);

    // Moving to another room gives up the first seat: one seat per member.
    const moved = await houseCall(t, '/wps/house/pvp/sit', {
      token: b.launch,
      roomId: roomIds[1],
      seatNo: 1,
    });
    expect(moved.body.value.mySeat).toEqual({ roomId: roomIds[1], seatNo: 1 });
    expect(moved.body.value.rooms[0].taken.map((s: { seatNo: number }) => s.seatNo)).toEqual([2]);
    const seatsOfB = await t.deps.db.select().from(pvpSeats).where(eq(pvpSeats.memberId, b.id));
    expect(seatsOfB).toHaveLength(1);

    // A seat not seen for a while is free again.
    await t.deps.db
      .update(pvpSeats)
      .set({ seenAt: sql`now() - interval '10 minutes'` })
      .where(eq(pvpSeats.memberId, a.id));
    const free = await houseCall(t, '/wps/house/pvp/sit', {
      token: b.launch,
      roomId: roomIds[0],
      seatNo: 2,
    });
    expect(free.status).toBe(200);
    expect(free.body.value.mySeat).toEqual({ roomId: roomIds[0], seatNo: 2 });

    const left = await houseCall(t, '/wps/house/pvp/leave', { token: b.launch });
    expect(left.body.value.mySeat).toBeNull();
    expect(await t.deps.db.select().from(pvpSeats).where(eq(pvpSeats.memberId, b.id))).toEqual([]);

    for (const [body, status, code] of [
      [{ roomId: 999_999, seatNo: 1 }, 404, 'NOT_FOUND'],
      [{ roomId: roomIds[0], seatNo: 4 }, 400, 'VALIDATION_FAILED'],
      [{ roomId: roomIds[0], seatNo: 0 }, 400, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await houseCall(t, '/wps/house/pvp/sit', { token: b.launch, ...body });
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    }
  });

  it('refuses the rooms of a game that is not PvP', async () => {
    const p = await player(t, fish, 0n);
    const res = await t.call({ method: 'GET', url: `/wps/house/pvp/rooms?token=${p.launch}` });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('GAME_UNAVAILABLE');
  });
});
