// Betting record (/wps/member/bet-records) and profit and loss (/wps/member/profit-loss): the
// caller's game rounds by whole days in the site's time zone (Asia/Yangon, UTC+6:30), filtered by
// game type, vendor, state and real/trial play, paged by 15; sums per game type and vendor.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { gameVendors } from '../../db/schema/content';
import { gameRounds, games } from '../../db/schema/games';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { updateMember } from '../member/member.queries';

let t: TestApp;
const vendorIds = new Map<string, number>();
/** Games made here (the catalogue's demo games may or may not be seeded). */
let slotGame: number;
let fishGame: number;
let liveGame: number;

async function vendorId(type: TGameType, code: string): Promise<number> {
  const key = `${type}:${code}`;
  if (!vendorIds.has(key)) {
    const [row] = await t.deps.db
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(and(eq(gameVendors.gameType, type), eq(gameVendors.vassalage, code)));
    vendorIds.set(key, row!.id);
  }
  return vendorIds.get(key)!;
}

async function makeGame(type: TGameType, vendor: string, en: string, my?: string) {
  const code = `T_${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await t.deps.db
    .insert(games)
    .values({
      vendorId: await vendorId(type, vendor),
      gameType: type,
      gameCode: code,
      names: my ? { EN: en, MY: my } : { EN: en },
      searchText: en.toLowerCase(),
      art: `/images/games/${code}.svg`,
    })
    .returning({ id: games.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  slotGame = await makeGame('RNG', 'ROYALSLOTS', 'Dragon Gold', 'နဂါးရွှေ');
  fishGame = await makeGame('FISH', 'DRAGONFISH', 'Ocean King');
  liveGame = await makeGame('LIVE', 'PEARLCASINO', 'Baccarat A');
});
afterAll(() => t.close());

let refs = 0;
interface RoundSpec {
  type?: TGameType;
  vendor?: string;
  gameId?: number | null;
  at: string;
  bet?: bigint;
  win?: bigint;
  refund?: bigint;
  state?: 'open' | 'ended';
  isTrial?: boolean;
  ref?: string;
}

async function round(member: { id: number }, r: RoundSpec): Promise<number> {
  const state = r.state ?? 'ended';
  const [row] = await t.deps.db
    .insert(gameRounds)
    .values({
      vendorId: await vendorId(r.type ?? 'RNG', r.vendor ?? 'ROYALSLOTS'),
      memberId: member.id,
      gameId: r.gameId === undefined ? slotGame : r.gameId,
      roundRef: r.ref ?? `R-${++refs}-${randomBytes(3).toString('hex')}`,
      state,
      isTrial: r.isTrial ?? false,
      currency: r.isTrial ? 'PLAY' : 'MMK',
      betTotal: r.bet ?? 1000n,
      winTotal: r.win ?? 0n,
      refundTotal: r.refund ?? 0n,
      startedAt: new Date(r.at),
      endedAt: state === 'ended' ? new Date(r.at) : null,
    })
    .returning({ id: gameRounds.id });
  return row!.id;
}

const get = (url: string, token: string | undefined, query: Record<string, string | number>) =>
  t.call({
    method: 'GET',
    url,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const bets = (token: string | undefined, query: Record<string, string | number>) =>
  get('/wps/member/bet-records', token, query);
const profit = (token: string | undefined, query: Record<string, string | number>) =>
  get('/wps/member/profit-loss', token, query);

const MARCH = { startDate: '2024-03-01', endDate: '2024-03-31' };

/** A month of play over three types, a trial round and an open round. */
async function memberWithRounds(): Promise<MoneyMember> {
  const m = await makeMoneyMember(t);
  await round(m, { at: '2024-03-02T05:00:00Z', bet: 2000n, win: 5000n, ref: `SLOT-1-${m.id}` });
  await round(m, { at: '2024-03-03T05:00:00Z', bet: 3000n, win: 0n, refund: 1000n });
  await round(m, {
    type: 'FISH',
    vendor: 'DRAGONFISH',
    gameId: fishGame,
    at: '2024-03-04T05:00:00Z',
    bet: 500n,
    win: 200n,
  });
  await round(m, {
    type: 'LIVE',
    vendor: 'PEARLCASINO',
    gameId: liveGame,
    at: '2024-03-05T05:00:00Z',
    bet: 10_000n,
    win: 0n,
    state: 'open',
  });
  await round(m, { at: '2024-03-06T05:00:00Z', bet: 7000n, win: 9000n, isTrial: true });
  return m;
}

describe('GET /wps/member/bet-records', () => {
  it("lists the member's real rounds newest first, with names, bets net of rollbacks and totals", async () => {
    const m = await memberWithRounds();
    const res = await bets(m.token, MARCH);
    expect(res.status).toBe(200);
    const { list, total, totalPages, totals, timeZone } = res.body.value;
    expect([total, totalPages, timeZone]).toEqual([4, 1, 'Asia/Yangon']);
    expect(
      list.map((r: Record<string, unknown>) => [
        r.gameName,
        r.vendor,
        r.gameType,
        r.bet,
        r.win,
        r.net,
        r.state,
      ]),
    ).toEqual([
      ['Baccarat A', 'PEARLCASINO', 'LIVE', '10000', '0', '-10000', 'open'],
      ['Ocean King', 'DRAGONFISH', 'FISH', '500', '200', '-300', 'ended'],
      ['Dragon Gold', 'ROYALSLOTS', 'RNG', '2000', '0', '-2000', 'ended'],
      ['Dragon Gold', 'ROYALSLOTS', 'RNG', '2000', '5000', '3000', 'ended'],
    ]);
    const first = list.at(-1);
    expect(first).toMatchObject({
      roundRef: `SLOT-1-${m.id}`,
      vendorName: 'Royal Slots',
      time: '2024-03-02T05:00:00.000Z',
      endedAt: '2024-03-02T05:00:00.000Z',
      currency: 'MMK',
    });
    expect(typeof first.id).toBe('number');
    expect(list[0].endedAt).toBeNull();
    expect(totals).toEqual({ rounds: 4, bet: '14500', win: '5200', net: '-9300' });
  });

  it('names games in the asked language, EN where the game has none, null without a game', async () => {
    const m = await makeMoneyMember(t);
    await round(m, { at: '2024-03-02T05:00:00Z' });
    await round(m, {
      type: 'FISH',
      vendor: 'DRAGONFISH',
      gameId: fishGame,
      at: '2024-03-03T05:00:00Z',
    });
    await round(m, { at: '2024-03-04T05:00:00Z', gameId: null });
    const names = async (language: string) =>
      (await bets(m.token, { ...MARCH, language })).body.value.list.map(
        (r: { gameName: string | null; gameCode: string | null }) => r.gameName,
      );
    expect(await names('MY')).toEqual([null, 'Ocean King', 'နဂါးရွှေ']);
    expect(await names('EN')).toEqual([null, 'Ocean King', 'Dragon Gold']);
  });

  it('shows trial rounds only when asked for play=trial, never mixed with real ones', async () => {
    const m = await memberWithRounds();
    const res = await bets(m.token, { ...MARCH, play: 'trial' });
    expect(res.body.value.list.map((r: { bet: string; currency: string }) => r.currency)).toEqual([
      'PLAY',
    ]);
    expect(res.body.value.totals).toEqual({ rounds: 1, bet: '7000', win: '9000', net: '2000' });
  });

  it("counts whole days in the site's time zone by the round's start", async () => {
    const m = await makeMoneyMember(t);
    await round(m, { at: '2024-03-09T17:29:00Z', ref: 'D9-2359' }); // 23:59 on 9 March in Yangon
    await round(m, { at: '2024-03-09T17:30:00Z', ref: 'D10-0000' }); // 00:00 on 10 March
    await round(m, { at: '2024-03-10T17:29:59Z', ref: 'D10-2359' }); // 23:59:59 on 10 March
    await round(m, { at: '2024-03-10T17:30:00Z', ref: 'D11-0000' }); // 00:00 on 11 March
    const refsOf = async (startDate: string, endDate: string) =>
      (await bets(m.token, { startDate, endDate })).body.value.list.map(
        (r: { roundRef: string }) => r.roundRef,
      );
    expect(await refsOf('2024-03-10', '2024-03-10')).toEqual(['D10-2359', 'D10-0000']);
    expect(await refsOf('2024-03-09', '2024-03-09')).toEqual(['D9-2359']);
    expect(await refsOf('2024-03-11', '2024-03-11')).toEqual(['D11-0000']);
    expect(await refsOf('2024-03-09', '2024-03-11')).toHaveLength(4);
    expect(await refsOf('2024-03-12', '2024-06-09')).toEqual([]);
  });

  it('filters by game type, vendor and state', async () => {
    const m = await memberWithRounds();
    await round(m, { vendor: 'GOLDENREELS', at: '2024-03-07T05:00:00Z', bet: 100n });
    const listOf = async (query: Record<string, string>) => {
      const res = await bets(m.token, { ...MARCH, ...query });
      expect(res.status).toBe(200);
      return res.body.value;
    };
    const rng = await listOf({ gameType: 'RNG' });
    expect(rng.list.map((r: { vendor: string }) => r.vendor)).toEqual([
      'GOLDENREELS',
      'ROYALSLOTS',
      'ROYALSLOTS',
    ]);
    expect(rng.totals).toEqual({ rounds: 3, bet: '4100', win: '5000', net: '900' });
    const royal = await listOf({ vendor: 'ROYALSLOTS' });
    expect(royal.total).toBe(2);
    expect((await listOf({ gameType: 'RNG', vendor: 'GOLDENREELS' })).total).toBe(1);
    expect((await listOf({ gameType: 'FISH', vendor: 'DRAGONFISH' })).total).toBe(1);
    const open = await listOf({ state: 'open' });
    expect(open.list.map((r: { gameType: string }) => r.gameType)).toEqual(['LIVE']);
    expect((await listOf({ state: 'ended' })).total).toBe(4);
    expect((await listOf({ gameType: 'SPORTS' })).totals).toEqual({
      rounds: 0,
      bet: '0',
      win: '0',
      net: '0',
    });
  });

  it('pages by 15 by default, totals over every page', async () => {
    const m = await makeMoneyMember(t);
    for (let i = 1; i <= 32; i++) {
      await round(m, {
        at: `2024-03-01T${String(i % 24).padStart(2, '0')}:${String(i).padStart(2, '0')}:00Z`,
        bet: BigInt(i),
        ref: `P-${i}`,
      });
    }
    const page = async (query: Record<string, number> = {}) =>
      (await bets(m.token, { startDate: '2024-03-01', endDate: '2024-03-02', ...query })).body
        .value;
    const first = await page();
    expect(first).toMatchObject({ total: 32, totalPages: 3 });
    expect(first.list).toHaveLength(15);
    expect(first.totals.bet).toBe(String((32 * 33) / 2));
    const all = (await page({ pageSize: 100 })).list.map((r: { roundRef: string }) => r.roundRef);
    expect(all).toHaveLength(32);
    const pages = [
      ...first.list,
      ...(await page({ pageNo: 2 })).list,
      ...(await page({ pageNo: 3 })).list,
    ].map((r: { roundRef: string }) => r.roundRef);
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(32);
    expect(await page({ pageNo: 4 })).toMatchObject({ list: [], total: 32, totalPages: 3 });
  });

  it("never shows another member's rounds", async () => {
    const m = await memberWithRounds();
    const other = await memberWithRounds();
    await round(other, { at: '2024-03-10T05:00:00Z', ref: 'NOT-YOURS', bet: 999_999n });
    const mine = (await bets(m.token, { ...MARCH, pageSize: 100 })).body.value;
    expect(mine.total).toBe(4);
    expect(JSON.stringify(mine)).not.toContain('NOT-YOURS');
    const owners = await t.deps.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(eq(gameRounds.memberId, m.id));
    for (const r of mine.list) expect(owners.map((o) => o.id)).toContain(r.id);
    const res = await bets(m.token, { ...MARCH, memberId: other.id });
    expect([res.status, res.body.code, res.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'query.memberId',
    ]);
  });

  it.each([
    [{}, 'query.startDate'],
    [{ startDate: '2024-03-01' }, 'query.endDate'],
    [{ ...MARCH, gameType: 'CASINO' }, 'query.gameType'],
    [{ ...MARCH, state: 'settled' }, 'query.state'],
    [{ ...MARCH, play: 'demo' }, 'query.play'],
    [{ ...MARCH, vendor: 'NOSUCHVENDOR' }, 'query.vendor'],
    [{ ...MARCH, vendor: 'ROYALSLOTS', gameType: 'FISH' }, 'query.vendor'],
    [{ ...MARCH, vendor: 'a b' }, 'query.vendor'],
    [{ ...MARCH, language: 'FR' }, 'query.language'],
    [{ startDate: '2024-02-30', endDate: '2024-03-01' }, 'query.startDate'],
    [{ startDate: '2024-03-11', endDate: '2024-03-10' }, 'query.startDate'],
    [{ startDate: '2024-01-01', endDate: '2024-03-31' }, 'query.endDate'],
    [{ ...MARCH, pageSize: 101 }, 'query.pageSize'],
    [{ ...MARCH, pageNo: 0 }, 'query.pageNo'],
  ])('refuses %o (400)', async (query, field) => {
    const m = await makeMoneyMember(t);
    const res = await bets(m.token, query as Record<string, string>);
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
  });

  it('takes a range of exactly 90 days', async () => {
    const m = await makeMoneyMember(t);
    // 1 January to 30 March 2024 (a leap year): 90 days.
    const res = await bets(m.token, { startDate: '2024-01-01', endDate: '2024-03-30' });
    expect(res.status).toBe(200);
  });

  it('needs a live, enabled member session', async () => {
    expect((await bets(undefined, MARCH)).body.code).toBe('NOT_LOGGED_IN');
    expect((await bets(await t.opsToken(), MARCH)).body.code).toBe('NOT_A_MEMBER');
    const disabled = await makeMoneyMember(t);
    await updateMember(t.deps.db, disabled.id, { status: 'disabled' });
    expect((await bets(disabled.token, MARCH)).status).toBe(403);
  });
});

describe('GET /wps/member/profit-loss', () => {
  it('sums real rounds per game type and vendor: bets, valid bets (ended rounds), wins, net', async () => {
    const m = await memberWithRounds();
    await round(m, { vendor: 'GOLDENREELS', at: '2024-03-07T05:00:00Z', bet: 100n, win: 50n });
    await round(m, { at: '2024-04-07T05:00:00Z', bet: 77_777n }); // out of range
    const res = await profit(m.token, MARCH);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      timeZone: 'Asia/Yangon',
      types: [
        {
          gameType: 'RNG',
          rounds: 3,
          bet: '4100',
          validBet: '4100',
          win: '5050',
          net: '950',
          vendors: [
            {
              vendor: 'ROYALSLOTS',
              vendorName: 'Royal Slots',
              rounds: 2,
              bet: '4000',
              validBet: '4000',
              win: '5000',
              net: '1000',
            },
            {
              vendor: 'GOLDENREELS',
              vendorName: 'Golden Reels',
              rounds: 1,
              bet: '100',
              validBet: '100',
              win: '50',
              net: '-50',
            },
          ],
        },
        {
          gameType: 'LIVE',
          rounds: 1,
          bet: '10000',
          validBet: '0',
          win: '0',
          net: '-10000',
          vendors: [
            {
              vendor: 'PEARLCASINO',
              vendorName: 'Pearl Casino',
              rounds: 1,
              bet: '10000',
              validBet: '0',
              win: '0',
              net: '-10000',
            },
          ],
        },
        {
          gameType: 'FISH',
          rounds: 1,
          bet: '500',
          validBet: '500',
          win: '200',
          net: '-300',
          vendors: [
            {
              vendor: 'DRAGONFISH',
              vendorName: 'Dragon Fish',
              rounds: 1,
              bet: '500',
              validBet: '500',
              win: '200',
              net: '-300',
            },
          ],
        },
      ],
      total: { rounds: 5, bet: '14600', validBet: '4600', win: '5250', net: '-9350' },
    });
  });

  it('filters by type and vendor, keeps trial play apart, and never counts another member', async () => {
    const m = await memberWithRounds();
    const other = await memberWithRounds();
    await round(other, { at: '2024-03-10T05:00:00Z', bet: 999_999n });
    const rng = (await profit(m.token, { ...MARCH, gameType: 'RNG' })).body.value;
    expect(rng.types.map((x: { gameType: string }) => x.gameType)).toEqual(['RNG']);
    expect(rng.total).toMatchObject({ rounds: 2, bet: '4000', win: '5000', net: '1000' });
    const fish = (await profit(m.token, { ...MARCH, vendor: 'DRAGONFISH' })).body.value;
    expect(fish.total).toMatchObject({ rounds: 1, bet: '500' });
    const trial = (await profit(m.token, { ...MARCH, play: 'trial' })).body.value;
    expect(trial.total).toEqual({
      rounds: 1,
      bet: '7000',
      validBet: '7000',
      win: '9000',
      net: '2000',
    });
    const empty = (await profit(m.token, { startDate: '2024-05-01', endDate: '2024-05-02' })).body
      .value;
    expect(empty).toEqual({
      types: [],
      total: { rounds: 0, bet: '0', validBet: '0', win: '0', net: '0' },
      timeZone: 'Asia/Yangon',
    });
  });

  it("takes whole days in the site's time zone", async () => {
    const m = await makeMoneyMember(t);
    await round(m, { at: '2024-03-09T17:29:00Z', bet: 1n }); // 9 March in Yangon
    await round(m, { at: '2024-03-09T17:30:00Z', bet: 10n }); // 10 March
    const total = async (startDate: string, endDate: string) =>
      (await profit(m.token, { startDate, endDate })).body.value.total.bet;
    expect(await total('2024-03-10', '2024-03-10')).toBe('10');
    expect(await total('2024-03-09', '2024-03-09')).toBe('1');
  });

  it.each([
    [{ startDate: '2024-03-11', endDate: '2024-03-10' }, 'query.startDate'],
    [{ startDate: '2024-01-01', endDate: '2024-04-01' }, 'query.endDate'],
    [{ ...MARCH, gameType: 'rng' }, 'query.gameType'],
    [{ ...MARCH, vendor: 'NOSUCHVENDOR' }, 'query.vendor'],
    [{ ...MARCH, pageNo: 1 }, 'query.pageNo'],
  ])('refuses %o (400)', async (query, field) => {
    const m = await makeMoneyMember(t);
    const res = await profit(m.token, query as Record<string, string>);
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
  });

  it('needs a member session', async () => {
    expect((await profit(undefined, MARCH)).body.code).toBe('NOT_LOGGED_IN');
  });
});
