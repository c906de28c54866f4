// The game catalogue's calls against the seeded demo catalogue: filters and paging, favourites,
// recent plays, the winners board from real rounds, the jackpot, PvP rooms, operators' edits.
import { and, count, eq, gt, inArray, lte, ne, or, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../../db/schema/content';
import {
  gameFavourites,
  gamePlays,
  gameRounds,
  games,
  pvpRooms,
  pvpSeats,
} from '../../db/schema/games';
import { auditRows, countRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMember } from '../auth/test-helpers';
import { startMemberSession } from '../member/member-session';
import { maskUsername } from './games.service';

let t: TestApp;
let admin: string;
let support: string;
let player: { id: number; token: string; username: string };

async function newPlayer(username?: string) {
  const member = await makeMember(t, username ? { username } : {});
  const { token } = await startMemberSession(t.deps, member, {
    ip: '203.0.113.9',
    userAgent: null,
  });
  return { id: member.id, token, username: member.username };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
  player = await newPlayer();
});
afterAll(() => t.close());

interface Item {
  nodeId: number;
  gameCode: string;
  vassalage: string;
  vendorName: string;
  gameType: string;
  name: string;
  classify: string | null;
  minBet: string;
  lines: number;
  art: string;
  isHot: boolean;
  trial: boolean;
  isFavourite: boolean;
}

async function list(query: string, token?: string) {
  const res = await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { games: Item[]; totalPages: number; total: number };
}

/** Active, non-bingo RNG games of active vendors, counted straight from the table. */
async function countRng(extra?: ReturnType<typeof and>) {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(games.gameType, 'RNG'),
        eq(games.isActive, true),
        eq(gameVendors.isActive, true),
        or(isNull(games.classify), ne(games.classify, 'BINGO')),
        extra,
      ),
    );
  return row!.n;
}

async function gameByCode(code: string) {
  const [row] = await t.deps.db.select().from(games).where(eq(games.gameCode, code));
  return row!;
}

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages the active games of a type in display order, 15 a page by default', async () => {
    const total = await countRng();
    const first = await list('clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1');
    expect(first.games).toHaveLength(15);
    expect(first.total).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 15));
    const second = await list('gameType=RNG&pageNo=2');
    const both = await list('gameType=RNG&pageNo=1&pageSize=30');
    expect([...first.games, ...second.games].map((g) => g.nodeId)).toEqual(
      both.games.map((g) => g.nodeId),
    );
    // sort, then id
    const rows = await t.deps.db
      .select({ id: games.id, sort: games.sort })
      .from(games)
      .where(
        inArray(
          games.id,
          both.games.map((g) => g.nodeId),
        ),
      );
    const sortOf = new Map(rows.map((r) => [r.id, r.sort]));
    const keys = both.games.map((g) => [sortOf.get(g.nodeId)!, g.nodeId] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(total - (first.totalPages - 1) * 15);
    expect((await list(`gameType=RNG&pageNo=${first.totalPages + 1}`)).games).toEqual([]);
  });

  it('answers every item with the lobby’s fields, in the asked language with EN behind it', async () => {
    const { games: en } = await list('gameType=RNG&vassalage=ROYALSLOTS&pageSize=1&language=EN');
    const row = await gameByCode(en[0]!.gameCode);
    expect(en[0]).toEqual({
      nodeId: row.id,
      gameCode: row.gameCode,
      vassalage: 'ROYALSLOTS',
      vendorName: 'Royal Slots',
      gameType: 'RNG',
      name: row.names.EN,
      classify: row.classify,
      minBet: row.minBet.toString(),
      lines: row.lines,
      art: `/images/games/${row.gameCode}.svg`,
      isHot: row.isHot,
      trial: row.trialEnabled,
      isFavourite: false,
    });
    const [my] = (await list('gameType=RNG&vassalage=ROYALSLOTS&pageSize=1&language=MY')).games;
    expect(my!.name).toBe(row.names.MY);
    expect(my!.name).toMatch(/[\u1000-\u109f]/);
    const [cn] = (await list('gameType=RNG&vassalage=ROYALSLOTS&pageSize=1&language=CN')).games;
    expect(cn!.name).toBe(row.names.EN);
  });

  it('filters by vendor, class, minimum bet (stakes the player can afford) and lines', async () => {
    const royal = await list('gameType=RNG&vassalage=ROYALSLOTS&pageSize=100');
    expect(royal.games.length).toBeGreaterThan(5);
    expect(royal.games.every((g) => g.vassalage === 'ROYALSLOTS')).toBe(true);
    // A vendor of another type lists nothing under RNG.
    expect((await list('gameType=RNG&vassalage=DRAGONFISH')).total).toBe(0);

    const scratch = await list('gameType=RNG&gameClassify=SCRATCH&pageSize=100');
    expect(scratch.total).toBeGreaterThan(0);
    expect(scratch.games.every((g) => g.classify === 'SCRATCH')).toBe(true);

    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.total).toBe(await countRng(lte(games.minBet, 5n)));
    expect(cheap.games.every((g) => BigInt(g.minBet) <= 5n)).toBe(true);
    expect(new Set(cheap.games.map((g) => g.minBet))).toEqual(new Set(['1', '5']));
    expect((await list('gameType=RNG&minBet=0.75')).total).toBe(await countRng());

    const wide = await list('gameType=RNG&minLineNum=40&pageSize=100');
    expect(wide.total).toBe(await countRng(gt(games.lines, 39)));
    expect(wide.games.every((g) => g.lines >= 40)).toBe(true);

    const combined = await list('gameType=RNG&vassalage=GOLDENREELS&gameClassify=SLOTS&minBet=0.1');
    expect(
      combined.games.every(
        (g) => g.vassalage === 'GOLDENREELS' && g.classify === 'SLOTS' && BigInt(g.minBet) <= 10n,
      ),
    ).toBe(true);
  });

  it('searches names case-insensitively in any language, LIKE characters taken literally', async () => {
    const golden = await list('gameType=RNG&gameName=GoLdEn&pageSize=100&language=EN');
    expect(golden.total).toBeGreaterThan(3);
    expect(golden.games.every((g) => g.name.toLowerCase().includes('golden'))).toBe(true);
    const burmese = await list(`gameType=RNG&gameName=${encodeURIComponent('ရွှေ')}&language=MY`);
    expect(burmese.total).toBeGreaterThan(0);
    expect(burmese.games.every((g) => g.name.includes('ရွှေ'))).toBe(true);
    expect((await list('gameType=RNG&gameName=%25')).total).toBe(0);
    expect((await list('gameType=RNG&gameName=_')).total).toBe(0);
    expect((await list('gameType=RNG&gameName=')).total).toBe(await countRng());
  });

  it('shows bingo only on the TY-language site', async () => {
    expect((await list('gameType=RNG&gameClassify=BINGO&language=EN')).total).toBe(0);
    expect((await list('gameType=RNG&gameClassify=BINGO')).total).toBe(0);
    const ty = await list('gameType=RNG&gameClassify=BINGO&language=TY&pageSize=100');
    expect(ty.total).toBeGreaterThan(0);
    expect(ty.games.every((g) => g.classify === 'BINGO')).toBe(true);
    const all = await list('gameType=RNG&language=EN&pageSize=100');
    expect(all.total).toBe(await countRng());
    expect((await list('gameType=RNG&language=TY')).total).toBe(all.total + ty.total);
  });

  it('leaves out inactive games and the games of inactive vendors', async () => {
    const before = await list('gameType=FISH&pageSize=100');
    const hidden = before.games[0]!;
    await t.deps.db.update(games).set({ isActive: false }).where(eq(games.id, hidden.nodeId));
    const [vendor] = await t.deps.db
      .update(gameVendors)
      .set({ isActive: false })
      .where(and(eq(gameVendors.gameType, 'FISH'), eq(gameVendors.vassalage, 'SHARKBAY')))
      .returning();
    try {
      const after = await list('gameType=FISH&pageSize=100');
      expect(after.games.some((g) => g.nodeId === hidden.nodeId)).toBe(false);
      expect(after.games.some((g) => g.vassalage === 'SHARKBAY')).toBe(false);
      const sharkBay = before.games.filter((g) => g.vassalage === 'SHARKBAY').length;
      expect(sharkBay).toBeGreaterThan(0);
      expect(after.total).toBe(before.total - 1 - sharkBay);
    } finally {
      await t.deps.db.update(games).set({ isActive: true }).where(eq(games.id, hidden.nodeId));
      await t.deps.db
        .update(gameVendors)
        .set({ isActive: true })
        .where(eq(gameVendors.id, vendor!.id));
    }
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      'gameType=RNG&pageSize=0',
      'gameType=RNG&pageSize=1000',
      'gameType=RNG&pageNo=0',
      'gameType=SLOTS',
      '',
      'gameType=RNG&gameClassify=POKER',
      'gameType=RNG&minBet=0.02',
      `gameType=RNG&gameName=${'x'.repeat(1000)}`,
      `gameType=RNG&vassalage=${'A'.repeat(500)}`,
      'gameType=RNG&clientType=2',
      'gameType=RNG&language=XX',
      'gameType=RNG&unknown=1',
    ]) {
      const res = await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('lists the hot games, of one vendor when asked', async () => {
    const url =
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=site&isPlatform=2&platform=html5-desktop';
    const all = await t.call({ method: 'GET', url });
    expect(all.status).toBe(200);
    const hot = all.body.value as Item[];
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.isHot, true), eq(games.isActive, true), ne(games.classify, 'BINGO')));
    const [unclassed] = await t.deps.db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.isHot, true), eq(games.isActive, true), isNull(games.classify)));
    expect(hot.length).toBe(row!.n + unclassed!.n);
    expect(hot.every((g) => g.isHot)).toBe(true);
    expect(new Set(hot.map((g) => g.gameType)).size).toBeGreaterThan(3);

    const one = await t.call({ method: 'GET', url: `${url}&gameType=RNG&vassalage=ROYALSLOTS` });
    const royal = one.body.value as Item[];
    expect(royal.length).toBeGreaterThan(0);
    expect(royal.every((g) => g.isHot && g.vassalage === 'ROYALSLOTS')).toBe(true);
    const bad = await t.call({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=3' });
    expect(bad.status).toBe(400);
  });
});

describe('favourites', () => {
  const toggle = (payload: object, token?: string) =>
    t.call({ method: 'POST', url: '/wps/relay/MCSFE_getFavoriteGames', payload, token });
  const favourites = async (token: string, query = '') => {
    const res = await t.call({
      method: 'GET',
      url: `/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&${query}`,
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value as { content: Item[]; totalPages: number; total: number };
  };

  it('needs a logged-in member', async () => {
    const [game] = (await list('gameType=RNG&pageSize=1')).games;
    const res = await toggle({ nodeId: game!.nodeId });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
    const listed = await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList' });
    expect(listed.body.code).toBe('NOT_LOGGED_IN');
    const ops = await toggle({ nodeId: game!.nodeId }, support);
    expect(ops.status).toBe(403);
    expect(await countRows(t, gameFavourites)).toBe(0);
  });

  it('toggles by nodeId: added, listed newest first, starred in the lists, then removed', async () => {
    const member = await newPlayer();
    const rng = (await list('gameType=RNG&pageSize=3')).games;
    const [fish] = (await list('gameType=FISH&pageSize=1')).games;
    for (const g of [rng[0]!, rng[1]!, fish!]) {
      const res = await toggle(
        { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
        member.token,
      );
      expect(res.body.value).toEqual({ nodeId: g.nodeId, isFavourite: true });
    }
    const mine = await favourites(member.token, 'gameType=RNG&pageNo=1&pageSize=1');
    expect(mine.total).toBe(2);
    expect(mine.totalPages).toBe(2);
    expect(mine.content.map((g) => g.nodeId)).toEqual([rng[1]!.nodeId]);
    expect(mine.content[0]!.isFavourite).toBe(true);
    expect((await favourites(member.token)).total).toBe(3);
    // The lobby list stars them for this member only.
    const starred = (await list('gameType=RNG&pageSize=3', member.token)).games;
    expect(starred.map((g) => g.isFavourite)).toEqual([true, true, false]);
    expect((await list('gameType=RNG&pageSize=3', player.token)).games[0]!.isFavourite).toBe(false);

    const off = await toggle({ nodeId: rng[0]!.nodeId }, member.token);
    expect(off.body.value).toEqual({ nodeId: rng[0]!.nodeId, isFavourite: false });
    expect((await favourites(member.token, 'gameType=RNG')).content.map((g) => g.nodeId)).toEqual([
      rng[1]!.nodeId,
    ]);
  });

  it('refuses unknown games, a wrong vendor and bad input, changing nothing', async () => {
    const member = await newPlayer();
    const [game] = (await list('gameType=RNG&pageSize=1')).games;
    const cases: Array<[object, number]> = [
      [{ nodeId: 999_999 }, 404],
      [{ nodeId: game!.nodeId, vendor: 'DRAGONFISH' }, 400],
      [{ nodeId: game!.nodeId, gameType: 'FISH' }, 400],
      [{ nodeId: 0 }, 400],
      [{ nodeId: 99_999_999_999 }, 400],
      [{ nodeId: 'x'.repeat(10_000) }, 400],
      [{ nodeId: game!.nodeId, extra: 1 }, 400],
      [{}, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await toggle(payload, member.token);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(status);
    }
    expect((await favourites(member.token)).total).toBe(0);
    for (const query of ['pageSize=0', 'pageSize=1000', 'gameType=SLOTS', 'token=abc']) {
      const res = await t.call({
        method: 'GET',
        url: `/wps/relay/MCSFE_getFavoriteGamesList?${query}`,
        token: member.token,
      });
      expect(res.status, query).toBe(400);
    }
  });

  it('adds no favourite of an inactive game but lets one be removed', async () => {
    const member = await newPlayer();
    const [game] = (await list('gameType=PVP&pageSize=1')).games;
    await toggle({ nodeId: game!.nodeId }, member.token);
    await t.deps.db.update(games).set({ isActive: false }).where(eq(games.id, game!.nodeId));
    try {
      expect((await favourites(member.token)).total).toBe(0);
      const off = await toggle({ nodeId: game!.nodeId }, member.token);
      expect(off.body.value.isFavourite).toBe(false);
      const on = await toggle({ nodeId: game!.nodeId }, member.token);
      expect(on.status).toBe(409);
      expect(on.body.code).toBe('GAME_UNAVAILABLE');
    } finally {
      await t.deps.db.update(games).set({ isActive: true }).where(eq(games.id, game!.nodeId));
    }
    expect((await favourites(member.token)).total).toBe(0);
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it('lists the member’s launched games, last played first, paged', async () => {
    const member = await newPlayer();
    const picked = (await list('gameType=RNG&pageSize=4')).games;
    const base = Date.now() - 60_000;
    // Launched in the order 2, 0, 3, 1 (later = bigger time).
    const order = [2, 0, 3, 1];
    await t.deps.db.insert(gamePlays).values(
      order.map((k, i) => ({
        memberId: member.id,
        gameId: picked[k]!.nodeId,
        lastPlayedAt: new Date(base + i * 1000),
      })),
    );
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?clientType=3&language=EN&pageNo=1&pageSize=3',
      token: member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(4);
    expect(res.body.value.totalPages).toBe(2);
    expect(res.body.value.list.map((g: Item) => g.nodeId)).toEqual(
      [1, 3, 0].map((k) => picked[k]!.nodeId),
    );
    expect(res.body.value.list[0].lastPlayedAt).toBe(new Date(base + 3000).toISOString());
    const fish = await t.call({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?gameType=FISH',
      token: member.token,
    });
    expect(fish.body.value.total).toBe(0);
    const anonymous = await t.call({ method: 'GET', url: '/wps/relay/GCS_recentGame' });
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('ranks the biggest wins of ended real rounds of the last 7 days, usernames masked', async () => {
    const winner = await newPlayer('rankwinner01');
    const slot = await gameByCode('ROYALSLOTS_GOLDEN_FORTUNE');
    const [live] = await t.deps.db.select().from(games).where(eq(games.gameType, 'LIVE')).limit(1);
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    let ref = 0;
    const round = (
      game: typeof slot,
      winTotal: bigint,
      endedHoursAgo: number,
      extra: Partial<typeof gameRounds.$inferInsert> = {},
    ) => ({
      vendorId: game.vendorId,
      memberId: winner.id,
      gameId: game.id,
      roundRef: `rank-${(ref += 1)}`,
      state: 'ended' as const,
      currency: 'MMK',
      betTotal: 100n,
      winTotal,
      startedAt: hoursAgo(endedHoursAgo + 0.01),
      endedAt: hoursAgo(endedHoursAgo),
      ...extra,
    });
    await t.deps.db.insert(gameRounds).values([
      round(slot, 5_000n, 5),
      round(slot, 90_000n, 30),
      round(live!, 5_000n, 1), // ties with the first: the later one first
      round(slot, 70_000n, 2),
      round(slot, 999_999n, 2, { isTrial: true, currency: 'PLAY' }),
      round(slot, 888_888n, 2, { state: 'open', endedAt: null }),
      round(slot, 0n, 2),
      round(slot, 777_777n, 8 * 24),
    ]);
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=MY&limitNum=50',
    });
    expect(res.status).toBe(200);
    const vos = res.body.value.items.map((i: { vo: Record<string, string> }) => i.vo);
    expect(vos.map((v: Record<string, string>) => v.winAmount)).toEqual([
      '90000',
      '70000',
      '5000',
      '5000',
    ]);
    expect(vos[2].gameType).toBe('LIVE');
    expect(vos[0]).toEqual({
      username: 'ra****01',
      gameCode: slot.gameCode,
      gameName: slot.names.MY,
      gameType: 'RNG',
      vassalage: 'ROYALSLOTS',
      winAmount: '90000',
      currency: 'MMK',
      time: hoursAgo(30).toISOString(),
    });
    const limited = await t.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?limitNum=1',
    });
    expect(limited.body.value.items).toHaveLength(1);
    const onlyLive = await t.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=LIVE',
    });
    expect(
      onlyLive.body.value.items.map((i: { vo: { gameType: string } }) => i.vo.gameType),
    ).toEqual(['LIVE']);
    for (const q of ['limitNum=0', 'limitNum=51', 'gameCategory=NOPE']) {
      const bad = await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${q}` });
      expect(bad.status, q).toBe(400);
    }
  });

  it('masks usernames', () => {
    expect(maskUsername('player01')).toBe('pl****01');
    expect(maskUsername('abcd')).toBe('a****');
    expect(maskUsername('abcde')).toBe('ab****de');
  });
});

describe('GET /wps/relay/VIS_getJackpot', () => {
  it('answers the jackpot account’s balance: the seeded opening pool', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/relay/VIS_getJackpot' });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ amount: '500000000', currency: 'MMK' });
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists the PvP rooms with the seats seen in the last two minutes', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/wps/relay/GLS2_roomList' });
    expect(anonymous.status).toBe(401);
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/GLS2_roomList',
      token: player.token,
    });
    expect(res.status).toBe(200);
    const rooms = res.body.value as Array<Record<string, never>>;
    expect(rooms.length).toBe(await countRows(t, pvpRooms));
    expect(rooms.every((r) => r.seats === 6 && r.seatsTaken === 0)).toBe(true);

    const shan = await gameByCode('SHWECARDS_SHAN_KOE_MEE');
    const [room] = await t.deps.db
      .select()
      .from(pvpRooms)
      .where(eq(pvpRooms.gameId, shan.id))
      .limit(1);
    const others = [await newPlayer(), await newPlayer(), await newPlayer()];
    await t.deps.db.insert(pvpSeats).values([
      { roomId: room!.id, seatNo: 1, memberId: others[0]!.id },
      { roomId: room!.id, seatNo: 2, memberId: others[1]!.id },
      {
        roomId: room!.id,
        seatNo: 3,
        memberId: others[2]!.id,
        seenAt: new Date(Date.now() - 3 * 60_000),
      },
    ]);
    const one = await t.call({
      method: 'GET',
      url: '/wps/relay/GLS2_roomList?gameCode=SHWECARDS_SHAN_KOE_MEE&language=MY',
      token: player.token,
    });
    const shanRooms = one.body.value as Array<Record<string, unknown>>;
    expect(shanRooms.length).toBeGreaterThanOrEqual(4);
    expect(
      shanRooms.every((r) => r.gameCode === 'SHWECARDS_SHAN_KOE_MEE' && r.nodeId === shan.id),
    ).toBe(true);
    const seated = shanRooms.find((r) => r.roomId === room!.id)!;
    expect(seated).toMatchObject({ seats: 6, seatsTaken: 2, minBet: room!.minBet.toString() });
    expect(seated.name).toBe(room!.names.MY);
    // Each room names its game (in the language asked) and vendor: the lobby groups by game.
    expect(seated).toMatchObject({ gameName: shan.names.MY ?? shan.names.EN, vendor: 'SHWECARDS' });
    const bad = await t.call({
      method: 'GET',
      url: `/wps/relay/GLS2_roomList?gameCode=${'x'.repeat(200)}`,
      token: player.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe('operators’ games', () => {
  it('lets any operator list and filter, with paging', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/ops/api/games?gameType=FISH&name=golden&pageSize=5',
      token: support,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.items.length).toBeGreaterThan(0);
    expect(
      res.body.value.items.every(
        (g: { gameType: string; names: { EN: string } }) =>
          g.gameType === 'FISH' && g.names.EN.toLowerCase().includes('golden'),
      ),
    ).toBe(true);
    const anonymous = await t.call({ method: 'GET', url: '/ops/api/games' });
    expect(anonymous.status).toBe(401);
    const member = await t.call({ method: 'GET', url: '/ops/api/games', token: player.token });
    expect(member.status).toBe(401);
  });

  it('lets only an admin change a game, audited; names change what search finds', async () => {
    const game = await gameByCode('GOLDENREELS_GOLDEN_GEMS');
    const url = `/ops/api/games/${game.id}`;
    const refused = await t.call({
      method: 'PATCH',
      url,
      token: support,
      payload: { isHot: true },
    });
    expect(refused.status).toBe(403);
    for (const payload of [
      {},
      { minBet: '0' },
      { lines: -1 },
      { names: { MY: 'x' } },
      { gameType: 'FISH' },
    ]) {
      const bad = await t.call({ method: 'PATCH', url, token: admin, payload });
      expect(bad.status, JSON.stringify(payload)).toBe(400);
    }
    expect(await gameByCode(game.gameCode)).toEqual(game);

    const res = await t.call({
      method: 'PATCH',
      url,
      token: admin,
      payload: {
        names: { EN: 'Zebra Gems', MY: 'မြင်းကျား ကျောက်မျက်' },
        minBet: '75',
        isHot: true,
        sort: 1,
        trialEnabled: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ id: game.id, minBet: '75', isHot: true, sort: 1 });
    const found = await list('gameType=RNG&gameName=zebra');
    expect(found.games.map((g) => g.nodeId)).toEqual([game.id]);
    const audit = (await auditRows(t, 'games.game.update')).filter(
      (a) => a.subject === `game:${game.gameCode}`,
    );
    expect(audit).toHaveLength(1);
    const missing = await t.call({
      method: 'PATCH',
      url: '/ops/api/games/999999',
      token: admin,
      payload: { isHot: true },
    });
    expect(missing.status).toBe(404);
  });

  it('lets an admin add a game to a vendor, of the vendor’s type', async () => {
    const [vendor] = await t.deps.db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.gameType, 'LIVE'), eq(gameVendors.vassalage, 'ORCHIDLIVE')));
    const payload = {
      vendorId: vendor!.id,
      gameCode: 'ORCHIDLIVE_FAN_TAN',
      names: { EN: 'Orchid Live Fan Tan', MY: 'Orchid Live ဖန်တန်' },
      minBet: '1000',
    };
    const before = await countRows(t, games);
    expect(
      (await t.call({ method: 'POST', url: '/ops/api/games', token: support, payload })).status,
    ).toBe(403);
    const withClass = await t.call({
      method: 'POST',
      url: '/ops/api/games',
      token: admin,
      payload: { ...payload, classify: 'SLOTS' },
    });
    expect(withClass.status).toBe(400);
    expect(await countRows(t, games)).toBe(before);

    const res = await t.call({ method: 'POST', url: '/ops/api/games', token: admin, payload });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({
      gameType: 'LIVE',
      vassalage: 'ORCHIDLIVE',
      art: '/images/games/ORCHIDLIVE_FAN_TAN.svg',
      classify: null,
      engine: null,
      isActive: true,
    });
    const again = await t.call({ method: 'POST', url: '/ops/api/games', token: admin, payload });
    expect(again.status).toBe(409);
    expect(await countRows(t, games)).toBe(before + 1);
    expect(await auditRows(t, 'games.game.create')).toHaveLength(1);
    const listed = await list('gameType=LIVE&vassalage=ORCHIDLIVE&gameName=fan%20tan');
    expect(listed.games.map((g) => g.gameCode)).toEqual(['ORCHIDLIVE_FAN_TAN']);
  });
});
