// One database poller per table per process: thirty streams watching one table cost one advance,
// one read of the table and one statement for their seats a tick, the same database statements
// as one stream; every watcher still gets its own view (its own seat marked, others masked);
// the poller stops with its last stream; the process cap refuses a stream beyond it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { pvpRooms as pvpRoomsTable } from '../../../db/schema/games';
import type { EventSink } from '../../../http/sse';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { houseCall, houseGame, player, type HouseGameFixture, type Player } from './house-test-kit';
import type { HouseDeps } from './play';
import { realPollWork, TablePollers, type PollWork } from './pvp-stream';

let t: TestApp;
let cards: HouseGameFixture;
let house: HouseDeps;
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
  cards = await houseGame(t, {
    vassalage: 'SHWECARDS',
    gameCode: 'HT_SHAN_POLL',
    engine: 'pvp',
    minBet: 10n,
  });
  house = { db: t.deps.db, send: t.deps.vendorSend };
});
afterAll(async () => {
  await t.close();
});

interface Sink extends EventSink {
  tables: { seated: { seatNo: number; isMe: boolean; username: string }[] }[];
}

function fakeSink(): Sink {
  const ends: (() => void)[] = [];
  const sink: Sink = {
    tables: [],
    isEnded: false,
    send(event, data) {
      if (event === 'table' && !sink.isEnded) sink.tables.push(data as Sink['tables'][0]);
    },
    end() {
      if (sink.isEnded) return;
      (sink as { isEnded: boolean }).isEnded = true;
      for (const fn of ends.splice(0)) fn();
    },
    onEnd(fn) {
      if (sink.isEnded) fn();
      else ends.push(fn);
    },
  };
  return sink;
}

function countingWork() {
  const calls = { advance: 0, load: 0, touch: 0 };
  const work: PollWork = {
    advance: (...a) => (calls.advance++, realPollWork.advance(...a)),
    load: (...a) => (calls.load++, realPollWork.load(...a)),
    touch: (...a) => (calls.touch++, realPollWork.touch(...a)),
  };
  return { calls, work };
}

/** Statements sent to the database outside transactions while `fn` runs. */
async function statements(fn: () => Promise<void>): Promise<number> {
  const client = (t.deps.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

async function seatedRoom(): Promise<{ roomId: number; a: Player; b: Player }> {
  const [room] = await t.deps.db
    .insert(pvpRoomsTable)
    .values({ gameId: cards.gameId, names: { EN: 'Poll room' }, minBet: 10n, maxBet: 1_000n })
    .returning({ id: pvpRoomsTable.id });
  const a = await player(t, cards, 1_000n);
  const b = await player(t, cards, 1_000n);
  for (const [p, seatNo] of [
    [a, 1],
    [b, 2],
  ] as const) {
    const sat = await houseCall(t, '/wps/house/pvp/sit', {
      token: p.launch,
      roomId: room!.id,
      seatNo,
    });
    expect(sat.status).toBe(200);
  }
  return { roomId: room!.id, a, b };
}

describe('the PvP table pollers', () => {
  it('read a table once a tick for all its streams, and give each its own view', async () => {
    const { roomId, a, b } = await seatedRoom();
    const { calls, work } = countingWork();
    const pollers = new TablePollers(house, log, { work, tickMs: 0 });

    // One stream: the database statements of one tick.
    const first = fakeSink();
    await pollers.watch({ token: 'tok-0', roomId, memberId: a.id }, first);
    const one = await statements(() => pollers.tickAll());
    expect(one).toBeGreaterThan(0);

    // Thirty streams (each member watching from many tabs and sessions): still one poller.
    const sinks = [first];
    for (let i = 1; i < 30; i++) {
      const sink = fakeSink();
      sinks.push(sink);
      await pollers.watch({ token: `tok-${i}`, roomId, memberId: i % 2 ? b.id : a.id }, sink);
    }
    expect(pollers.roomCount).toBe(1);
    expect(pollers.streamCount).toBe(30);
    const before = { ...calls };
    const thirty = await statements(() => pollers.tickAll());
    expect(thirty).toBe(one);
    expect(calls.advance - before.advance).toBe(1);
    expect(calls.load - before.load).toBe(1);
    // Joining read nothing more: the first stream's read, two ticks; the others got the last read.
    expect(calls.load).toBe(3);

    // Every stream got the table, as its own member sees it.
    sinks.forEach((sink, i) => {
      const last = sink.tables.at(-1)!;
      expect(last, `stream ${i}`).toBeDefined();
      const me = last.seated.find((s) => s.isMe)!;
      expect(me.seatNo).toBe(i % 2 ? 2 : 1);
      const other = last.seated.find((s) => !s.isMe)!;
      expect(other.username).toMatch(/\*\*\*$/);
    });

    // A change reaches every stream on the next tick, from that one read.
    const staked = await houseCall(t, '/wps/house/pvp/bet', {
      token: a.launch,
      roomId,
      stake: '10',
      clientSeed: 'poll-seed',
    });
    expect(staked.status).toBe(200);
    const counts = sinks.map((s) => s.tables.length);
    await pollers.tickAll();
    sinks.forEach((sink, i) => expect(sink.tables.length, `stream ${i}`).toBe(counts[i]! + 1));

    // The poller stops with its last stream.
    for (const sink of sinks) sink.end();
    expect(pollers.roomCount).toBe(0);
    expect(pollers.streamCount).toBe(0);
    const ticks = calls.load;
    await pollers.tickAll();
    expect(calls.load).toBe(ticks);
  });

  it('refuse a stream beyond the process cap and beyond 4 per launch token', async () => {
    const { roomId, a } = await seatedRoom();
    const pollers = new TablePollers(house, log, { maxStreams: 5, tickMs: 0 });
    const sinks = [fakeSink(), fakeSink(), fakeSink(), fakeSink()];
    for (const sink of sinks) await pollers.watch({ token: 'same', roomId, memberId: a.id }, sink);
    await expect(
      pollers.watch({ token: 'same', roomId, memberId: a.id }, fakeSink()),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await pollers.watch({ token: 'other', roomId, memberId: a.id }, fakeSink());
    await expect(
      pollers.watch({ token: 'third', roomId, memberId: a.id }, fakeSink()),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    sinks[0]!.end();
    await pollers.watch({ token: 'third', roomId, memberId: a.id }, fakeSink());
    expect(pollers.streamCount).toBe(5);
  });
});
