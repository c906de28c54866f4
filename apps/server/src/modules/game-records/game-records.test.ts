// Betting record (/wps/member/bet-records) and profit and loss (/wps/member/profit-loss): the
// caller's game rounds by whole days in the site's time zone (Asia/Yangon, UTC+6:30), filtered by
// game type, vendor, state and real/trial play, paged by 15; sums per game type and vendor. The
// site's own lottery bets are listed and summed with the rounds, as rounds of their lottery's game.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { gameVendors } from '../../db/schema/content';
import { gameRounds, games } from '../../db/schema/games';
import { lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema/lottery';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cashOf, makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { updateMember } from '../member/member.queries';
import { createApiLottery, insertDraw } from '../lottery/api-test-kit';
import { cancelDraw, settleDraw } from '../lottery/lottery-draws';
import { forceDrawn } from '../lottery/draws-test-kit';

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
  sea4d = await makeLottery('LOTT', 'Test 4D');
  fast = await makeLottery('ELOTT', 'Test Fast 1');
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

interface Lottery {
  id: number;
  gameCode: string;
  vendor: string;
  vendorName: string;
}
let sea4d: Lottery;
let fast: Lottery;

/** A lottery of the first vendor of `type` (a lottery_games row for a catalogue game made here). */
async function makeLottery(type: 'LOTT' | 'ELOTT', name: string): Promise<Lottery> {
  const [vendor] = await t.deps.db
    .select({ vassalage: gameVendors.vassalage, displayName: gameVendors.displayName })
    .from(gameVendors)
    .where(eq(gameVendors.gameType, type))
    .orderBy(gameVendors.id)
    .limit(1);
  const gameId = await makeGame(type, vendor!.vassalage, name);
  const [game] = await t.deps.db
    .select({ gameCode: games.gameCode })
    .from(games)
    .where(eq(games.id, gameId));
  const [row] = await t.deps.db
    .insert(lotteryGames)
    .values({
      gameId,
      menuTag: type === 'LOTT' ? '4D' : 'FAST',
      prizeMode: type === 'LOTT' ? 'Lott' : 'Elott',
      layout: type === 'LOTT' ? 'sea4d' : 'fast5',
      timeZone: 'Asia/Kuala_Lumpur',
      drawDays: [1, 2, 3, 4, 5, 6, 7],
      drawTime: '19:00',
      lockSeconds: 300,
    })
    .returning({ id: lotteryGames.id });
  return {
    id: row!.id,
    gameCode: game!.gameCode,
    vendor: vendor!.vassalage,
    vendorName: vendor!.displayName,
  };
}

interface LotteryBetSpec {
  lottery?: Lottery;
  at: string;
  stake?: bigint;
  payout?: bigint;
  state?: 'open' | 'won' | 'lost' | 'void';
  settledAt?: string;
}

/** A bet on a draw of its own (numero = the bet's day and a counter), as placed at `at`. */
async function lotteryBet(member: { id: number }, b: LotteryBetSpec) {
  const lottery = b.lottery ?? sea4d;
  const numero = `${b.at.slice(0, 10).replaceAll('-', '')}-${++refs}`;
  const seed = randomBytes(32).toString('hex');
  const state = b.state ?? 'lost';
  const [draw] = await t.deps.db
    .insert(lotteryDraws)
    .values({
      lotteryId: lottery.id,
      numero,
      drawAt: new Date(Date.parse(b.at) + 3_600_000),
      lockAt: new Date(Date.parse(b.at) + 3_000_000),
      serverSeed: seed,
      serverSeedHash: `hash-${seed}`,
      clientSeed: `${lottery.gameCode}:${numero}`,
      state: state === 'open' ? 'open' : state === 'void' ? 'cancelled' : 'settled',
    })
    .returning({ id: lotteryDraws.id });
  const [bet] = await t.deps.db
    .insert(lotteryBets)
    .values({
      drawId: draw!.id,
      lotteryId: lottery.id,
      memberId: member.id,
      clientKey: `k-${refs}-${randomBytes(3).toString('hex')}`,
      playType: '4D_BIG',
      selection: '0427',
      currency: 'MMK',
      stake: b.stake ?? 1000n,
      odds: { first: 2_500_000 },
      payout: b.payout ?? 0n,
      state,
      createdAt: new Date(b.at),
      settledAt: b.settledAt ? new Date(b.settledAt) : null,
    })
    .returning({ id: lotteryBets.id });
  return { id: bet!.id, ref: `${numero}#${bet!.id}` };
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

describe('lottery bets in the betting record and profit and loss', () => {
  /** A slot round, then lottery bets won, lost, open, refunded (void) and a fast one. */
  async function memberWithLotteryBets() {
    const m = await makeMoneyMember(t);
    await round(m, { at: '2024-03-02T05:00:00Z', bet: 2000n, win: 5000n, ref: `SLOT-${m.id}` });
    const settledAt = '2024-03-06T12:00:00Z';
    const won = await lotteryBet(m, {
      at: '2024-03-03T05:00:00Z',
      payout: 2_500_000n,
      state: 'won',
      settledAt: '2024-03-03T11:05:00Z',
    });
    const lost = await lotteryBet(m, { at: '2024-03-04T05:00:00Z', stake: 300n, settledAt });
    const open = await lotteryBet(m, { at: '2024-03-05T05:00:00Z', stake: 700n, state: 'open' });
    const refunded = await lotteryBet(m, {
      at: '2024-03-06T05:00:00Z',
      stake: 400n,
      state: 'void',
      settledAt,
    });
    // No settledAt recorded: it ended at its draw (an hour after the bet here).
    const quick = await lotteryBet(m, {
      lottery: fast,
      at: '2024-03-07T05:00:00Z',
      stake: 50n,
      payout: 97n,
      state: 'won',
    });
    return { m, won, lost, open, refunded, quick };
  }

  it('lists each bet as a round of its lottery: ref numero#bet, stake, payout, refund, state', async () => {
    const { m, won, lost, open, refunded, quick } = await memberWithLotteryBets();
    const res = await bets(m.token, MARCH);
    expect(res.status).toBe(200);
    const { list, total, totals } = res.body.value;
    expect(total).toBe(6);
    expect(
      list.map((r: Record<string, unknown>) => [
        r.roundRef,
        r.gameName,
        r.vendor,
        r.gameType,
        r.bet,
        r.win,
        r.net,
        r.state,
        r.endedAt,
      ]),
    ).toEqual([
      [
        quick.ref,
        'Test Fast 1',
        fast.vendor,
        'ELOTT',
        '50',
        '97',
        '47',
        'ended',
        '2024-03-07T06:00:00.000Z',
      ],
      [
        refunded.ref,
        'Test 4D',
        sea4d.vendor,
        'LOTT',
        '0',
        '0',
        '0',
        'ended',
        '2024-03-06T12:00:00.000Z',
      ],
      [open.ref, 'Test 4D', sea4d.vendor, 'LOTT', '700', '0', '-700', 'open', null],
      [
        lost.ref,
        'Test 4D',
        sea4d.vendor,
        'LOTT',
        '300',
        '0',
        '-300',
        'ended',
        '2024-03-06T12:00:00.000Z',
      ],
      [
        won.ref,
        'Test 4D',
        sea4d.vendor,
        'LOTT',
        '1000',
        '2500000',
        '2499000',
        'ended',
        '2024-03-03T11:05:00.000Z',
      ],
      [
        `SLOT-${m.id}`,
        'Dragon Gold',
        'ROYALSLOTS',
        'RNG',
        '2000',
        '5000',
        '3000',
        'ended',
        '2024-03-02T05:00:00.000Z',
      ],
    ]);
    expect(list[4]).toMatchObject({
      id: won.id,
      gameCode: sea4d.gameCode,
      vendorName: sea4d.vendorName,
      currency: 'MMK',
      time: '2024-03-03T05:00:00.000Z',
    });
    expect(totals).toEqual({ rounds: 6, bet: '4050', win: '2505097', net: '2501047' });
  });

  it('filters them by game type, vendor, state and day like rounds; never trial, never another member', async () => {
    const { m, won, lost, open, refunded, quick } = await memberWithLotteryBets();
    const other = await makeMoneyMember(t);
    await lotteryBet(other, { at: '2024-03-05T06:00:00Z', stake: 999_999n });
    const listOf = async (query: Record<string, string>) => {
      const res = await bets(m.token, { ...MARCH, ...query });
      expect(res.status).toBe(200);
      const { list, totals } = res.body.value;
      return { refs: list.map((r: { roundRef: string }) => r.roundRef), totals };
    };
    const lott = await listOf({ gameType: 'LOTT' });
    expect(lott.refs).toEqual([refunded.ref, open.ref, lost.ref, won.ref]);
    expect(lott.totals).toEqual({ rounds: 4, bet: '2000', win: '2500000', net: '2498000' });
    expect((await listOf({ gameType: 'ELOTT' })).refs).toEqual([quick.ref]);
    expect((await listOf({ gameType: 'LOTT', vendor: sea4d.vendor })).refs).toHaveLength(4);
    expect((await listOf({ gameType: 'ELOTT', vendor: fast.vendor })).refs).toEqual([quick.ref]);
    expect((await listOf({ state: 'open' })).refs).toEqual([open.ref]);
    expect((await listOf({ state: 'ended' })).refs).toHaveLength(5);
    const days = await listOf({ startDate: '2024-03-04', endDate: '2024-03-05' });
    expect(days.refs).toEqual([open.ref, lost.ref]);
    expect((await listOf({ play: 'trial' })).totals.rounds).toBe(0);
  });

  it('sums them per lottery vendor in profit and loss: valid bets are the settled ones', async () => {
    const { m } = await memberWithLotteryBets();
    const res = await profit(m.token, MARCH);
    expect(res.status).toBe(200);
    const { types, total } = res.body.value;
    const typeOf = (gameType: string) =>
      types.find((x: { gameType: string }) => x.gameType === gameType);
    expect(typeOf('LOTT')).toEqual({
      gameType: 'LOTT',
      rounds: 4,
      bet: '2000',
      validBet: '1300',
      win: '2500000',
      net: '2498000',
      vendors: [
        {
          vendor: sea4d.vendor,
          vendorName: sea4d.vendorName,
          rounds: 4,
          bet: '2000',
          validBet: '1300',
          win: '2500000',
          net: '2498000',
        },
      ],
    });
    expect(typeOf('ELOTT')).toMatchObject({ rounds: 1, bet: '50', validBet: '50', win: '97' });
    expect(total).toEqual({
      rounds: 6,
      bet: '4050',
      validBet: '3350',
      win: '2505097',
      net: '2501047',
    });
    const lott = (await profit(m.token, { ...MARCH, gameType: 'LOTT' })).body.value;
    expect(lott.total).toMatchObject({ rounds: 4, bet: '2000' });
  });

  it('shows bets placed through the lottery call as the draw job settles or refunds them', async () => {
    const lottery = await createApiLottery(t, {
      layout: 'fast5',
      prizeMode: 'Elott',
      menuTag: 'FAST',
    });
    const winning = await insertDraw(t, lottery, { numero: '20261121-0001', inMinutes: 30 });
    const cancelled = await insertDraw(t, lottery, { numero: '20261121-0002', inMinutes: 40 });
    const m = await makeMoneyMember(t, { cash: 10_000n });
    const place = async (drawId: number, selection: string, stake: string) => {
      const res = await t.call({
        method: 'POST',
        url: '/lgw/bets',
        token: m.token,
        payload: {
          gameId: lottery.lotteryId,
          drawId,
          lines: [{ clientKey: `gr-${drawId}-${selection}`, playType: '2D', selection, stake }],
        },
      });
      expect(res.status).toBe(200);
      return res.body.value.bets[0].betId as number;
    };
    const won = await place(winning.id, '42', '200');
    const lost = await place(winning.id, '17', '300');
    const refunded = await place(cancelled.id, '42', '400');
    // Today and its neighbours in the site's zone, whatever the hour.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { startDate: day(-1), endDate: day(1) };
    const record = async () => {
      const { list, totals } = (await bets(m.token, range)).body.value;
      return {
        rows: Object.fromEntries(
          list.map((r: Record<string, string>) => [r.roundRef, [r.bet, r.win, r.state]]),
        ),
        totals,
      };
    };
    expect((await record()).rows).toEqual({
      [`20261121-0001#${won}`]: ['200', '0', 'open'],
      [`20261121-0001#${lost}`]: ['300', '0', 'open'],
      [`20261121-0002#${refunded}`]: ['400', '0', 'open'],
    });

    await forceDrawn(t.deps.db, winning.id, { first: ['31642'] });
    await settleDraw(t.deps.db, winning.id);
    expect(await cancelDraw(t.deps.db, cancelled.id)).toBe(1);
    const after = await record();
    // 2D pays 97x per hit (odds 97000 thousandths): 200 x 97 = 19400.
    expect(after.rows).toEqual({
      [`20261121-0001#${won}`]: ['200', '19400', 'ended'],
      [`20261121-0001#${lost}`]: ['300', '0', 'ended'],
      [`20261121-0002#${refunded}`]: ['0', '0', 'ended'],
    });
    expect(after.totals).toEqual({ rounds: 3, bet: '500', win: '19400', net: '18900' });
    expect(await cashOf(t, m.id)).toBe(10_000n - 500n + 19_400n);
  });
});
