// Bots at the PvP tables (issue 16): only where an admin switched them on for the room (audited;
// others are refused), only while a member is seated, labelled "Bot" at every seat, never the
// only players of a dealt round, and holding no money: a round with bots moves exactly the
// member's stake and win through the ledger, and ledger:check holds.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PVP_DRAW_AT_OR_BELOW, pvpPayout } from '@wps/games/pvp';
import { auditLog } from '../../../db/schema/core';
import { pvpRooms as pvpRoomsTable, pvpTableBets, pvpTableRounds } from '../../../db/schema/games';
import { ledgerTransactions } from '../../../db/schema/ledger';
import { cashOf } from '../../../../test/money-members';
import { createOperatorToken } from '../../../../test/operators';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  expectLedgerOk,
  houseGame,
  ledgerCount,
  newPvpRoom,
  player,
  pvpCalls,
  type HouseGameFixture,
  type Player,
} from './house-test-kit';
import { advanceDueRooms, PVP_BET_WINDOW_MS, PVP_BOT_FILL, PVP_TURN_MS } from './pvp-table';

let t: TestApp;
let cards: HouseGameFixture;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  cards = await houseGame(t, {
    vassalage: 'SHWECARDS',
    gameCode: 'HT_SHAN_BOTS',
    engine: 'pvp',
    minBet: 10n,
  });
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
});
afterAll(async () => {
  await expectLedgerOk(t);
  await t.close();
});

const newRoom = (seats = 4) => newPvpRoom(t, cards, seats);
const calls = pvpCalls(() => t);
const { sit, leave } = calls;
const bet = (p: Player, roomId: number, stake: string) => calls.bet(p, roomId, stake, `s-${p.id}`);
const table = async (p: Player, roomId: number) => (await calls.table(p, roomId)).body.value;

const switchBots = (roomId: number, botsEnabled: unknown, token = admin) =>
  t.call({
    method: 'PUT',
    url: `/ops/api/pvp-rooms/${roomId}/bots`,
    token,
    payload: { botsEnabled },
  });
async function botBets(roomId: number) {
  return t.deps.db
    .select({ bet: pvpTableBets })
    .from(pvpTableBets)
    .innerJoin(pvpTableRounds, eq(pvpTableRounds.id, pvpTableBets.roundId))
    .where(and(eq(pvpTableRounds.roomId, roomId), eq(pvpTableBets.isBot, true)));
}

interface Seat {
  seatNo: number;
  username: string;
  isBot: boolean;
  isMe: boolean;
}

describe('the bots switch', () => {
  it('is an admin’s, audited, and refuses bad input', async () => {
    const roomId = await newRoom();
    expect((await switchBots(roomId, true, support)).status).toBe(403);
    expect((await switchBots(roomId, 'yes')).status).toBe(400);
    const unknown = await switchBots(2_000_000_000, true);
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const anonymous = await t.call({ method: 'GET', url: '/ops/api/pvp-rooms' });
    expect(anonymous.status).toBe(401);
    const [room] = await t.deps.db
      .select({ botsEnabled: pvpRoomsTable.botsEnabled })
      .from(pvpRoomsTable)
      .where(eq(pvpRoomsTable.id, roomId));
    expect(room!.botsEnabled).toBe(false);

    const on = await switchBots(roomId, true);
    expect(on.status).toBe(200);
    expect(on.body.value).toMatchObject({ id: roomId, botsEnabled: true });
    const listed = await t.call({ method: 'GET', url: '/ops/api/pvp-rooms', token: support });
    expect(listed.body.value.find((r: { id: number }) => r.id === roomId).botsEnabled).toBe(true);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'games.pvp-room.bots'), eq(auditLog.subject, `pvp-room:${roomId}`)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ botsEnabled: true });
  });
});

describe('bots at a table', () => {
  it('never sit where the switch is off: a lone member waits, and two play without bots', async () => {
    const roomId = await newRoom();
    const a = await player(t, cards, 5_000n);
    const b = await player(t, cards, 5_000n);
    await sit(a, roomId, 1);
    const alone = await table(a, roomId);
    expect(alone.botsEnabled).toBe(false);
    expect(alone.round).toBeNull();
    expect(alone.seated.map((s: Seat) => s.seatNo)).toEqual([1]);
    await sit(b, roomId, 2);
    const two = await table(a, roomId);
    expect(two.round.state).toBe('betting');
    expect(two.seated.every((s: Seat) => !s.isBot)).toBe(true);
    expect(await botBets(roomId)).toEqual([]);
    await leave(a);
    await leave(b);
  });

  it('fill empty seats beside one member when on, labelled Bot, and hold no money', async () => {
    const roomId = await newRoom(4);
    expect((await switchBots(roomId, true)).status).toBe(200);
    const a = await player(t, cards, 5_000n);
    const watcher = await player(t, cards, 5_000n);

    // Nobody seated: no round, no bots.
    expect((await table(watcher, roomId)).round).toBeNull();
    expect(await botBets(roomId)).toEqual([]);

    await sit(a, roomId, 1);
    const view = await table(a, roomId);
    expect(view.botsEnabled).toBe(true);
    expect(view.round.state).toBe('betting');
    // PVP_BOT_FILL players in all, from the last seat down, never the last free seat.
    const bots = view.seated.filter((s: Seat) => s.isBot);
    expect(bots.map((s: Seat) => s.seatNo)).toEqual([3, 4]);
    expect(bots.length).toBe(PVP_BOT_FILL - 1);
    for (const s of bots) expect(s).toMatchObject({ username: 'Bot', isMe: false, stake: '10' });
    expect(view.seated.find((s: Seat) => s.seatNo === 1)).toMatchObject({ isBot: false });

    // The rooms list in the game and the lobby's room cards say so too.
    const rooms = await t.call({ method: 'GET', url: `/wps/house/pvp/rooms?token=${a.launch}` });
    const room = rooms.body.value.rooms.find((r: { roomId: number }) => r.roomId === roomId);
    expect(room.botsEnabled).toBe(true);
    expect(room.taken.filter((s: Seat) => s.isBot).map((s: Seat) => s.seatNo)).toEqual([3, 4]);
    // A bot's seat is not free to a member while it plays.
    const taken = await sit(watcher, roomId, 4);
    expect(taken.body.code).toBe('SEAT_TAKEN');

    // Bots alone are never dealt: with no member's stake the countdown starts again.
    const round = view.round.roundId;
    await advanceDueRooms(
      { db: t.deps.db, send: t.deps.vendorSend },
      new Date(Date.now() + PVP_BET_WINDOW_MS + 1_000),
    );
    const [still] = await t.deps.db
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, round));
    expect(still!.state).toBe('betting');

    // The member stakes: everyone seated has staked, so the round is dealt; the bots play at once
    // by the house rule, the member's turn runs out, the round settles.
    const ledgerBefore = await ledgerCount(t);
    const staked = await bet(a, roomId, '100');
    expect(staked.status).toBe(200);
    // Dealt: the member's turn now (the bots before seat 1 have none), or over at once (Shan).
    const dealt = staked.body.value;
    if (dealt.round) expect(dealt.round).toMatchObject({ state: 'playing', turnSeat: 1 });
    else expect(dealt.last.roundId).toBe(round);
    await advanceDueRooms(
      { db: t.deps.db, send: t.deps.vendorSend },
      new Date(Date.now() + PVP_TURN_MS + 1_000),
    );
    const last = (await table(a, roomId)).last;
    expect(last.roundId).toBe(round);
    expect(last.state).toBe('settled');
    expect(last.seats.map((s: Seat) => [s.seatNo, s.isBot])).toEqual([
      [1, false],
      [3, true],
      [4, true],
    ]);
    for (const s of last.seats.filter((x: Seat) => x.isBot)) {
      expect(s.username).toBe('Bot');
      expect(s.isAuto).toBe(false);
    }

    // Only the member's money moved: the stake and the win, nothing for the bots.
    const win = BigInt(last.seats[0].win);
    expect(win).toBe(pvpPayout(last.seats[0].outcome, 100n));
    expect(await cashOf(t, a.id)).toBe(5_000n - 100n + win);
    const botTxs = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, '%BOT-%'));
    expect(botTxs).toEqual([]);
    expect(await ledgerCount(t)).toBeGreaterThan(ledgerBefore);
    await expectLedgerOk(t);

    // The round's check names the bots' seats as bots.
    const verify = await t.call({ method: 'GET', url: `/wps/house/pvp/rounds/${round}` });
    expect(verify.status).toBe(200);
    expect(verify.body.value.seats.map((s: Seat) => s.isBot)).toEqual([false, true, true]);
    // Each bot played its own turn by the house rule, however far the clock jumped: it drew at
    // PVP_DRAW_AT_OR_BELOW points or fewer and stood above. The only seats with no action are
    // those the rules ask nothing of: a Shan (two cards of 8 or 9 points), or any seat when the
    // banker has Shan (the round is then over when dealt).
    const shan = (h: { cards: string[]; points: number }) => h.cards.length === 2 && h.points >= 8;
    const bankerShan = shan(verify.body.value.banker);
    for (const s of verify.body.value.seats.filter((x: Seat) => x.isBot)) {
      if (bankerShan || shan(s)) expect(s.action).toBeNull();
      else if (s.action === 'stand') {
        expect(s.cards).toHaveLength(2);
        expect(s.points).toBeGreaterThan(PVP_DRAW_AT_OR_BELOW);
      } else {
        expect(s.action).toBe('draw');
        expect(s.cards).toHaveLength(3);
      }
    }

    // The member leaves: the next round is called off at its deal time and the bots go with it.
    await leave(a);
    await advanceDueRooms(
      { db: t.deps.db, send: t.deps.vendorSend },
      new Date(Date.now() + PVP_BET_WINDOW_MS + 1_000),
    );
    const rooms2 = await t.call({
      method: 'GET',
      url: `/wps/house/pvp/rooms?token=${watcher.launch}`,
    });
    const after = rooms2.body.value.rooms.find((r: { roomId: number }) => r.roomId === roomId);
    expect(after.taken).toEqual([]);
    await expectLedgerOk(t);
  });

  it('stop joining once the switch is turned off', async () => {
    const roomId = await newRoom(4);
    await switchBots(roomId, true);
    await switchBots(roomId, false);
    const a = await player(t, cards, 5_000n);
    await sit(a, roomId, 1);
    const view = await table(a, roomId);
    expect(view.botsEnabled).toBe(false);
    expect(view.round).toBeNull();
    expect(await botBets(roomId)).toEqual([]);
    await leave(a);
  });
});
