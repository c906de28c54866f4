// The PvP table's event stream over real HTTP, with two server processes on one database (as
// behind a load balancer): a player watching through one sees, live, the other player's seat and
// stake made through the other process, then the deal; and a bad token or another game's room is
// refused before any stream opens, as is a fifth stream of one game session.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { pvpRooms as pvpRoomsTable } from '../../../db/schema/games';
import { houseCall, houseGame, player, type HouseGameFixture } from './house-test-kit';

interface Table {
  seated: { seatNo: number; isMe: boolean; stake: string | null; cardCount: number }[];
  round: { state: string; serverSeedHash: string } | null;
  last: { roundId: number } | null;
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let one: TestApp;
let two: TestApp;
let cards: HouseGameFixture;
let roomId: number;

beforeAll(async () => {
  database = await openTestDatabase({ image: 'seeded' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  one = (await buildApp(config, database)) as unknown as TestApp;
  two = (await buildApp(config, database)) as unknown as TestApp;
  await two.app.listen({ port: 0, host: '127.0.0.1' });
  await one.app.ready();
  one.call = (options) =>
    one.app.inject(options as never).then((res) => ({
      status: res.statusCode,
      body: res.json(),
      headers: res.headers,
    }));
  cards = await houseGame(one, {
    vassalage: 'SHWECARDS',
    gameCode: 'HT_SHAN_S',
    engine: 'pvp',
    minBet: 10n,
  });
  const [room] = await one.deps.db
    .insert(pvpRoomsTable)
    .values({ gameId: cards.gameId, names: { EN: 'Stream room' }, minBet: 10n, maxBet: 1_000n })
    .returning({ id: pvpRoomsTable.id });
  roomId = room!.id;
});
afterAll(async () => {
  await Promise.all([one.app.close(), two.app.close()]);
  await database.close();
});

/** Reads the table stream of process two; `next` waits for an event matching `test`. */
async function watch(query: string) {
  const { port } = two.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/wps/house/pvp/table/stream?${query}`, {
    signal: abort.signal,
  });
  const tables: Table[] = [];
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: table') && data) tables.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    res,
    async next(test: (t: Table) => boolean, ms = 8000): Promise<Table> {
      const until = Date.now() + ms;
      for (;;) {
        const found = tables.find(test);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such table in ${JSON.stringify(tables)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

describe('GET /wps/house/pvp/table/stream', () => {
  it('refuses a bad token or another game’s room before streaming', async () => {
    const bad = await watch(`token=${'x'.repeat(43)}&roomId=${roomId}`);
    expect(bad.res.status).toBe(401);
    expect((await bad.res.json()).code).toBe('LAUNCH_TOKEN_INVALID');
    const p = await player(one, cards, 1_000n);
    const missing = await watch(`token=${p.launch}&roomId=999999`);
    expect(missing.res.status).toBe(404);
    const malformed = await watch(`token=${p.launch}&roomId=abc`);
    expect(malformed.res.status).toBe(400);
    // A few tabs of one game session may watch; more are refused until one closes.
    const tabs = await Promise.all(
      Array.from({ length: 4 }, () => watch(`token=${p.launch}&roomId=${roomId}`)),
    );
    expect(tabs.map((tab) => tab.res.status)).toEqual([200, 200, 200, 200]);
    const fifth = await watch(`token=${p.launch}&roomId=${roomId}`);
    expect(fifth.res.status).toBe(429);
    await tabs[0]!.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await watch(`token=${p.launch}&roomId=${roomId}`);
    expect(again.res.status).toBe(200);
    await Promise.all([...tabs.slice(1), again].map((tab) => tab.close()));
  });

  it('shows, through one process, what the other player does through the other', async () => {
    const a = await player(one, cards, 5_000n);
    const b = await player(one, cards, 5_000n);
    await houseCall(one, '/wps/house/pvp/sit', { token: a.launch, roomId, seatNo: 1 });
    const stream = await watch(`token=${a.launch}&roomId=${roomId}`);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const alone = await stream.next(() => true);
    expect(alone.seated).toEqual([expect.objectContaining({ seatNo: 1, isMe: true })]);
    expect(alone.round).toBeNull();

    // B sits and stakes through process one; A's stream on process two sees it.
    await houseCall(one, '/wps/house/pvp/sit', { token: b.launch, roomId, seatNo: 2 });
    const opened = await stream.next((t) => t.seated.length === 2 && t.round?.state === 'betting');
    expect(opened.seated[1]).toMatchObject({ seatNo: 2, isMe: false, stake: null });
    await houseCall(one, '/wps/house/pvp/bet', {
      token: b.launch,
      roomId,
      stake: '50',
      clientSeed: 'b-seed',
    });
    await stream.next((t) => t.seated[1]?.stake === '50');
    await houseCall(one, '/wps/house/pvp/bet', {
      token: a.launch,
      roomId,
      stake: '60',
      clientSeed: 'a-seed',
    });
    // Dealt: the round moves on (or is over at once on a Shan), and A's stream shows it.
    const dealt = await stream.next((t) => t.round?.state === 'playing' || t.last !== null);
    if (dealt.round?.state === 'playing') {
      expect(dealt.seated.map((s) => s.cardCount)).toEqual([2, 2]);
      expect(dealt.round.serverSeedHash).toBe(opened.round!.serverSeedHash);
    }
    await stream.close();
  });
});
