// The lottery read calls: menus grouped by tag with each lottery's current draw and its times,
// names by language, the Vietnamese menus, recent and popular lotteries, result lists, near
// draws, a draw's proof (the seed only once it no longer decides anything), play types; and
// every call's refusals of bad input.
import { randomBytes } from 'node:crypto';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import {
  getDraw,
  getGameMenus,
  getLotteryBets,
  getNearNumeros,
  getOpenedNumero,
  getPlayTypes,
  getPopular,
  getVnOpenedNumeros,
  getVnRecentMenu,
} from '@wps/contracts/lottery/lottery-calls';
import { LOTTERY_LAYOUTS, LOTTERY_PLAY_TYPES, drawFromSeedSync } from '@wps/games/lottery';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createApiLottery,
  hideOtherLotteries,
  insertDraw,
  sha256,
  updatePlayType,
  type ApiTestLottery,
} from './api-test-kit';

let t: TestApp;
/** 4D, sort 1, MY name. */
let lucky: ApiTestLottery;
/** NORTH (ZY), sort 2, hot. */
let north: ApiTestLottery;
/** FAST, sort 3: no draw to come, so no menu shows it. */
let idle: ApiTestLottery;
/** 4D, sort 4, EN name only. */
let grand: ApiTestLottery;
let member: MoneyMember;

type Draw = Awaited<ReturnType<typeof insertDraw>>;
const luckyDraws: Record<string, Draw> = {};
const northDraws: Record<string, Draw> = {};
const grandDraws: Record<string, Draw> = {};

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });

/** The site's wall clock, computed here without the server's code. */
function siteClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const placeBet = (lottery: ApiTestLottery, drawId: number, selection = '1234') =>
  t.call({
    method: 'POST',
    url: '/lgw/bets',
    token: member.token,
    payload: {
      gameId: lottery.lotteryId,
      drawId,
      lines: [
        {
          clientKey: `read-${randomBytes(6).toString('hex')}`,
          playType: '4D_BIG',
          selection,
          stake: '100',
        },
      ],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  lucky = await createApiLottery(t, {
    layout: 'sea4d',
    prizeMode: 'Lott',
    menuTag: '4D',
    sort: 1,
    names: { EN: 'Lucky Test 4D', MY: 'Lucky MY 4D' },
    drawDays: [1, 4, 7],
  });
  north = await createApiLottery(t, {
    layout: 'vnNorth',
    prizeMode: 'ZY',
    menuTag: 'NORTH',
    sort: 2,
    isHot: true,
  });
  idle = await createApiLottery(t, {
    layout: 'fast5',
    prizeMode: 'Elott',
    menuTag: 'FAST',
    sort: 3,
  });
  grand = await createApiLottery(t, {
    layout: 'sea4d',
    prizeMode: 'Lott',
    menuTag: '4D',
    sort: 4,
    names: { EN: 'Grand Test 4D' },
  });
  await hideOtherLotteries(t, [lucky.lotteryId, north.lotteryId, idle.lotteryId, grand.lotteryId]);

  luckyDraws.settled = await insertDraw(t, lucky, {
    numero: '20261101',
    inMinutes: -3000,
    state: 'settled',
  });
  luckyDraws.cancelled = await insertDraw(t, lucky, {
    numero: '20261102',
    inMinutes: -2000,
    state: 'cancelled',
  });
  luckyDraws.drawn = await insertDraw(t, lucky, {
    numero: '20261103',
    inMinutes: -1000,
    state: 'drawn',
  });
  // Due but not drawn yet (the job runs late): neither a result nor the current draw.
  luckyDraws.due = await insertDraw(t, lucky, { numero: '20261104', inMinutes: -1 });
  luckyDraws.current = await insertDraw(t, lucky, { numero: '20261105', inMinutes: 60 });
  luckyDraws.next = await insertDraw(t, lucky, { numero: '20261106', inMinutes: 60 * 24 });
  luckyDraws.after = await insertDraw(t, lucky, { numero: '20261107', inMinutes: 60 * 48 });
  luckyDraws.later = await insertDraw(t, lucky, { numero: '20261108', inMinutes: 60 * 72 });
  luckyDraws.last = await insertDraw(t, lucky, { numero: '20261109', inMinutes: 60 * 96 });
  northDraws.older = await insertDraw(t, north, {
    numero: '20261101',
    inMinutes: -2000,
    state: 'settled',
  });
  northDraws.cancelled = await insertDraw(t, north, {
    numero: '20261102',
    inMinutes: -1500,
    state: 'cancelled',
  });
  northDraws.newer = await insertDraw(t, north, {
    numero: '20261103',
    inMinutes: -1000,
    state: 'drawn',
  });
  northDraws.current = await insertDraw(t, north, { numero: '20261104', inMinutes: 30 });
  // Grand's current draw is past its lock: the menus show it (lockTime 0) until it draws.
  grandDraws.locked = await insertDraw(t, grand, {
    numero: '20261105',
    inMinutes: 5,
    lockMinutes: 10,
  });
  grandDraws.open = await insertDraw(t, grand, { numero: '20261106', inMinutes: 120 });
  member = await makeMoneyMember(t, { cash: 100_000n });
});
afterAll(async () => {
  await t.close();
});

describe('/lgw/games/game_menus', () => {
  it('groups the offered lotteries with a draw to come by tag, in sort order, with the current draw', async () => {
    const before = Date.now();
    const res = await get('/lgw/games/game_menus?language=MY&device=WEB');
    expect(res.status).toBe(200);
    const menus = getGameMenus.value.parse(res.body.value);
    expect(menus.map((m) => m.tag)).toEqual(['4D', 'NORTH']);
    expect(menus[0]!.gameMenus.map((g) => g.gameId)).toEqual([lucky.lotteryId, grand.lotteryId]);
    const item = menus[0]!.gameMenus[0]!;
    const draw = luckyDraws.current!;
    expect(item).toMatchObject({
      gameCode: lucky.gameCode,
      vendor: lucky.vassalage,
      gameType: 'LOTT',
      gameMenuTag: '4D',
      remark: 'Lucky MY 4D',
      prizeMode: 'Lott',
      layout: 'sea4d',
      isHot: false,
      numero: '20261105',
      drawId: draw.id,
      drawDayOfWeek: '1,4,7',
      winningTime: draw.drawAt.toISOString(),
      fewinTime: siteClock(draw.drawAt, t.deps.config.SITE_TIME_ZONE),
      serverSeedHash: draw.serverSeedHash,
    });
    const elapsed = Math.ceil((Date.now() - before) / 1000);
    expect(item.remainTime).toBeLessThanOrEqual(3600);
    expect(item.remainTime).toBeGreaterThanOrEqual(3599 - elapsed);
    expect(item.lockTime).toBe(item.remainTime - 60);
    // An EN-only name answers in EN; a draw past its lock but not drawn has lockTime 0.
    const grandItem = menus[0]!.gameMenus[1]!;
    expect(grandItem.remark).toBe('Grand Test 4D');
    expect(grandItem.numero).toBe('20261105');
    expect(grandItem.lockTime).toBe(0);
    expect(grandItem.remainTime).toBeLessThanOrEqual(300);
    expect(grandItem.remainTime).toBeGreaterThan(0);
  });

  it('filters by prize mode; an unknown prize mode, device or extra field is refused', async () => {
    const zy = getGameMenus.value.parse(
      (await get('/lgw/games/game_menus?prizeMode=ZY')).body.value,
    );
    expect(zy.map((m) => m.tag)).toEqual(['NORTH']);
    expect(zy[0]!.gameMenus[0]).toMatchObject({ gameId: north.lotteryId, isHot: true });
    for (const query of ['prizeMode=XX', 'device=APP', 'language=XX', 'foo=1']) {
      const res = await get(`/lgw/games/game_menus?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('/lgw/vn/games/game_menu', () => {
  it('lists prize mode ZY by default, another when asked', async () => {
    const zy = (await get('/lgw/vn/games/game_menu?device=WEB')).body.value;
    expect(zy.map((m: { tag: string }) => m.tag)).toEqual(['NORTH']);
    const lott = (await get('/lgw/vn/games/game_menu?prizeMode=Lott')).body.value;
    expect(lott.map((m: { tag: string }) => m.tag)).toEqual(['4D']);
    expect((await get('/lgw/vn/games/game_menu?prizeMode=zy')).status).toBe(400);
  });
});

describe('/lgw/vn/games/game_menu/recent', () => {
  it("lists the member's lotteries, last bet first, at most recentCount; members only", async () => {
    const m = await makeMoneyMember(t, { cash: 10_000n });
    const url = '/lgw/vn/games/game_menu/recent?prizeMode=Lott&device=WEB';
    expect(getVnRecentMenu.value.parse((await get(url, m.token)).body.value)).toEqual([]);
    const bet = (lottery: ApiTestLottery, drawId: number) =>
      t.call({
        method: 'POST',
        url: '/lgw/bets',
        token: m.token,
        payload: {
          gameId: lottery.lotteryId,
          drawId,
          lines: [
            {
              clientKey: `recent-${randomBytes(6).toString('hex')}`,
              playType: '2D',
              selection: '12',
              stake: '100',
            },
          ],
        },
      });
    expect((await bet(lucky, luckyDraws.current!.id)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await bet(grand, grandDraws.open!.id)).status).toBe(200);
    const recent = getVnRecentMenu.value.parse((await get(url, m.token)).body.value);
    expect(recent.map((g) => g.gameId)).toEqual([grand.lotteryId, lucky.lotteryId]);
    expect(recent[1]!.numero).toBe('20261105');
    const one = (await get(`${url}&recentCount=1`, m.token)).body.value;
    expect(one.map((g: { gameId: number }) => g.gameId)).toEqual([grand.lotteryId]);
    // Another prize mode's menu has none of them.
    expect((await get('/lgw/vn/games/game_menu/recent?prizeMode=ZY', m.token)).body.value).toEqual(
      [],
    );
    expect((await get(url)).status).toBe(401);
    for (const count of ['0', '101', '1.5', 'x']) {
      const res = await get(`${url}&recentCount=${count}`, m.token);
      expect(res.status, count).toBe(400);
    }
  });
});

describe('/lgw/games/popular', () => {
  it('answers hot lotteries first, then by bets of the last 7 days, with the latest result', async () => {
    // Grand gets more bets than Lucky.
    for (const selection of ['1111', '2222', '3333']) {
      expect((await placeBet(grand, grandDraws.open!.id, selection)).status).toBe(200);
    }
    const res = await get('/lgw/games/popular?count=20&device=WEB&language=EN');
    expect(res.status).toBe(200);
    const popular = getPopular.value.parse(res.body.value);
    expect(popular.map((p) => p.game.gameId)).toEqual([
      north.lotteryId,
      grand.lotteryId,
      lucky.lotteryId,
    ]);
    const northLatest = popular[0]!.latest!;
    expect(northLatest).toMatchObject({
      drawId: northDraws.newer!.id,
      state: 'drawn',
      numero: '20261103',
      layout: 'vnNorth',
    });
    // Tiers in the layout's order, the headline the first tier's first number.
    const tiers = LOTTERY_LAYOUTS.vnNorth.map((tier) => tier.tier);
    expect(Object.keys(northLatest.numbers)).toEqual(tiers);
    expect(northLatest.numbers).toEqual(northDraws.newer!.numbers);
    expect(northLatest.openNumber).toBe(northDraws.newer!.numbers!.special![0]);
    expect(popular[1]!.latest).toBeNull();
    expect(popular[2]!.latest!.drawId).toBe(luckyDraws.drawn!.id);
    const two = (await get('/lgw/games/popular?count=2&prizeMode=Lott')).body.value;
    expect(two.map((p: { game: { gameId: number } }) => p.game.gameId)).toEqual([
      grand.lotteryId,
      lucky.lotteryId,
    ]);
    for (const count of ['0', '21', '-1', 'abc', '2.5']) {
      expect((await get(`/lgw/games/popular?count=${count}`)).status, count).toBe(400);
    }
  });
});

describe('/lgw/vn/numeros/opened/game', () => {
  it('lists the Vietnamese results newest first, no cancelled draw, at most count', async () => {
    const all = getVnOpenedNumeros.value.parse(
      (await get('/lgw/vn/numeros/opened/game?count=100')).body.value,
    );
    expect(all.map((d) => d.drawId)).toEqual([northDraws.newer!.id, northDraws.older!.id]);
    expect(all[1]).toMatchObject({
      state: 'settled',
      gameCode: north.gameCode,
      gameId: north.lotteryId,
    });
    const one = (await get('/lgw/vn/numeros/opened/game?count=1')).body.value;
    expect(one).toHaveLength(1);
    for (const count of ['0', '101', 'x']) {
      expect((await get(`/lgw/vn/numeros/opened/game?count=${count}`)).status, count).toBe(400);
    }
  });
});

describe('/lgw/games/opened/numero and /lotto/lgw/games/opened/numero', () => {
  it("lists a lottery's drawn and cancelled draws newest first; the lotto one for members", async () => {
    const url = `/lgw/games/opened/numero?gameId=${lucky.lotteryId}&count=10`;
    const list = getOpenedNumero.value.parse((await get(url)).body.value);
    expect(list.map((d) => [d.numero, d.state])).toEqual([
      ['20261103', 'drawn'],
      ['20261102', 'cancelled'],
      ['20261101', 'settled'],
    ]);
    expect(list[1]).toMatchObject({ numbers: {}, openNumber: '' });
    expect(list[0]!.openNumber).toBe(luckyDraws.drawn!.numbers!.first![0]);
    expect(Object.keys(list[0]!.numbers)).toEqual(LOTTERY_LAYOUTS.sea4d.map((tier) => tier.tier));
    const two = (await get(`/lgw/games/opened/numero?gameId=${lucky.lotteryId}&count=2`)).body;
    expect(two.value).toHaveLength(2);
    const lottoUrl = `/lotto/lgw/games/opened/numero?gameId=${lucky.lotteryId}`;
    expect((await get(lottoUrl)).status).toBe(401);
    const lotto = await get(lottoUrl, member.token);
    expect(lotto.body.value).toEqual((await get(url)).body.value);
  });

  it('refuses malformed ids and counts (400) and an unknown lottery (404)', async () => {
    for (const base of ['/lgw/games/opened/numero', '/lotto/lgw/games/opened/numero']) {
      for (const query of [
        '',
        'gameId=abc',
        'gameId=0',
        'gameId=-3',
        'gameId=1.5',
        'gameId=99999999999',
        `gameId=${lucky.lotteryId}&count=101`,
        `gameId=${lucky.lotteryId}&count=0`,
      ]) {
        const res = await get(`${base}?${query}`, member.token);
        expect(res.status, `${base}?${query}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      const unknown = await get(`${base}?gameId=999999`, member.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', field: 'query.gameId' });
    }
  });
});

describe('/lgw/numeros/near', () => {
  it('answers the last drawn draw, the one taking bets and the next three', async () => {
    const res = await get(`/lgw/numeros/near?gameId=${lucky.lotteryId}&language=MY`);
    const near = getNearNumeros.value.parse(res.body.value);
    expect(near.previous).toMatchObject({ drawId: luckyDraws.drawn!.id, remark: 'Lucky MY 4D' });
    expect(near.current).toMatchObject({
      drawId: luckyDraws.current!.id,
      numero: '20261105',
      serverSeedHash: luckyDraws.current!.serverSeedHash,
      lockAt: luckyDraws.current!.lockAt.toISOString(),
    });
    expect(near.current!.lockTime).toBe(near.current!.remainTime - 60);
    expect(near.upcoming.map((d) => d.numero)).toEqual(['20261106', '20261107', '20261108']);
  });

  it('answers nulls for a lottery without draws; refuses bad and unknown ids', async () => {
    const near = (await get(`/lgw/numeros/near?gameId=${idle.lotteryId}`)).body.value;
    expect(near).toEqual({ previous: null, current: null, upcoming: [] });
    expect((await get('/lgw/numeros/near?gameId=x')).status).toBe(400);
    expect((await get('/lgw/numeros/near')).status).toBe(400);
    expect((await get('/lgw/numeros/near?gameId=999999')).status).toBe(404);
  });
});

describe('/lgw/draw', () => {
  it('keeps an open draw’s seed secret and shows its hash', async () => {
    const draw = luckyDraws.current!;
    const detail = getDraw.value.parse((await get(`/lgw/draw?drawId=${draw.id}`)).body.value);
    expect(detail).toMatchObject({
      drawId: draw.id,
      gameId: lucky.lotteryId,
      state: 'open',
      serverSeedHash: draw.serverSeedHash,
      serverSeed: null,
      numbers: null,
      clientSeed: `${lucky.gameCode}:20261105`,
      nonce: 0,
      timeZone: 'Asia/Yangon',
    });
    expect(JSON.stringify(detail)).not.toContain(draw.serverSeed);
    const due = (await get(`/lgw/draw?drawId=${luckyDraws.due!.id}`)).body.value;
    expect(due.serverSeed).toBeNull();
  });

  it('reveals a drawn draw’s seed: its hash is the committed one and it gives the numbers', async () => {
    const draw = luckyDraws.drawn!;
    const res = await get(`/lgw/draw?gameId=${lucky.lotteryId}&numero=20261103`);
    const detail = getDraw.value.parse(res.body.value);
    expect(detail.drawId).toBe(draw.id);
    expect(sha256(detail.serverSeed!)).toBe(detail.serverSeedHash);
    expect(detail.numbers).toEqual(
      drawFromSeedSync('sea4d', detail.serverSeed!, detail.clientSeed),
    );
    const settled = (await get(`/lgw/draw?drawId=${luckyDraws.settled!.id}`)).body.value;
    expect(sha256(settled.serverSeed)).toBe(settled.serverSeedHash);
  });

  it('reveals a cancelled draw’s seed, with no numbers', async () => {
    const draw = luckyDraws.cancelled!;
    const detail = (await get(`/lgw/draw?drawId=${draw.id}`)).body.value;
    expect(detail).toMatchObject({
      state: 'cancelled',
      serverSeed: draw.serverSeed,
      numbers: null,
    });
  });

  it('refuses malformed queries (400) and unknown draws (404)', async () => {
    for (const query of [
      '',
      'drawId=abc',
      'drawId=0',
      'drawId=-1',
      `gameId=${lucky.lotteryId}`,
      `gameId=${lucky.lotteryId}&numero=abc`,
      `drawId=1&gameId=${lucky.lotteryId}&numero=20261103`,
    ]) {
      const res = await get(`/lgw/draw?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await get('/lgw/draw?drawId=99999999')).body).toMatchObject({
      code: 'NOT_FOUND',
      field: 'query.drawId',
    });
    const wrongLottery = await get(`/lgw/draw?gameId=${north.lotteryId}&numero=20261109`);
    expect(wrongLottery.status).toBe(404);
  });
});

describe('/lgw/games/play_types', () => {
  it("answers the lottery's enabled play types in the engine's order with digits, box, odds, limits", async () => {
    await updatePlayType(t, grand, '4D_SMALL', { isEnabled: false });
    await updatePlayType(t, grand, '2D', {
      minStake: 500n,
      maxStake: 7_000n,
      odds: { first: 42_000 },
    });
    const types = getPlayTypes.value.parse(
      (await get(`/lgw/games/play_types?gameId=${grand.lotteryId}`)).body.value,
    );
    const expected = LOTTERY_PLAY_TYPES.sea4d.filter((def) => def.playType !== '4D_SMALL');
    expect(types.map((p) => p.playType)).toEqual(expected.map((def) => def.playType));
    for (const [i, def] of expected.entries()) {
      expect(types[i]).toMatchObject({ digits: def.digits, isBox: def.isBox });
    }
    expect(types.find((p) => p.playType === '2D')).toEqual({
      playType: '2D',
      digits: 2,
      isBox: false,
      odds: { first: 42_000 },
      minStake: '500',
      maxStake: '7000',
    });
    const fast = (await get(`/lgw/games/play_types?gameId=${idle.lotteryId}`)).body.value;
    expect(fast.find((p: { playType: string }) => p.playType === 'BIG')).toMatchObject({
      digits: 0,
    });
  });

  it('refuses bad and unknown ids', async () => {
    for (const query of ['', 'gameId=x', 'gameId=0', 'gameId=1&extra=1']) {
      expect((await get(`/lgw/games/play_types?${query}`)).status, query).toBe(400);
    }
    expect((await get('/lgw/games/play_types?gameId=999999')).status).toBe(404);
  });
});

describe('/lgw/bets (list)', () => {
  it("pages the member's bets 15 at a time, newest first; by lottery and state", async () => {
    const m = await makeMoneyMember(t, { cash: 100_000n });
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        clientKey: `page-${randomBytes(6).toString('hex')}`,
        playType: '2D',
        selection: String(i).padStart(2, '0'),
        stake: '100',
      }));
    const slip = (lottery: ApiTestLottery, drawId: number, n: number) =>
      t.call({
        method: 'POST',
        url: '/lgw/bets',
        token: m.token,
        payload: { gameId: lottery.lotteryId, drawId, lines: lines(n) },
      });
    expect((await slip(lucky, luckyDraws.current!.id, 10)).status).toBe(200);
    const later = await slip(lucky, luckyDraws.next!.id, 7);
    expect(later.status).toBe(200);
    const first = getLotteryBets.value.parse((await get('/lgw/bets', m.token)).body.value);
    expect(first.list).toHaveLength(15);
    expect(first.totalPages).toBe(2);
    const second = (await get('/lgw/bets?pageNo=2', m.token)).body.value;
    expect(second.list).toHaveLength(2);
    const ids = [...first.list, ...second.list].map((b) => b.betId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.list[0]).toMatchObject({
      numero: '20261106',
      gameCode: lucky.gameCode,
      state: 'open',
      payout: '0',
    });
    const ofLottery = (await get(`/lgw/bets?gameId=${grand.lotteryId}`, m.token)).body.value;
    expect(ofLottery).toEqual({ list: [], totalPages: 0 });
    const won = (await get('/lgw/bets?state=won', m.token)).body.value;
    expect(won.list).toEqual([]);
    const open = (await get('/lgw/bets?state=open&pageSize=100', m.token)).body.value;
    expect(open.list).toHaveLength(17);
    // Only the member's own bets.
    const other = await makeMoneyMember(t);
    expect((await get('/lgw/bets', other.token)).body.value.list).toEqual([]);
  });

  it('refuses visitors and bad queries', async () => {
    expect((await get('/lgw/bets')).status).toBe(401);
    for (const query of ['pageNo=0', 'pageSize=101', 'state=lost2', 'gameId=x', 'pageNo=abc']) {
      expect((await get(`/lgw/bets?${query}`, member.token)).status, query).toBe(400);
    }
  });
});
