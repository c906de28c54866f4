// The operators' lottery calls: any operator reads lotteries and draws; only an admin changes a
// play type (odds per tier of that play type, limits in order) or cancels an open draw, which
// refunds every bet through the ledger; refused input changes nothing; changes are audited.
import { LOTTERY_PLAY_TYPES, playTypeOf } from '@wps/games/lottery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryBets, lotteryDraws, lotteryPlayTypes } from '../../db/schema/lottery';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { auditRows } from '../../../test/db-rows';
import { expectValidationRefused } from '../../../test/expect-refused';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDrawsUntil } from '../lottery/lottery-draws';
import {
  createLottery,
  createMembers,
  drawsOf,
  placeBets,
  type TestLottery,
} from '../lottery/draws-test-kit';

let t: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t.close());

interface OpsLottery {
  gameId: number;
  gameCode: string;
  layout: string;
  playTypes: Array<{ playType: string; odds: Record<string, number>; minStake: string }>;
}

async function lotteries(token = support): Promise<OpsLottery[]> {
  const res = await t.call({ method: 'GET', url: '/ops/api/lotteries', token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

async function playTypeRow(lotteryId: number, playType: string) {
  const [row] = await t.deps.db
    .select()
    .from(lotteryPlayTypes)
    .where(and(eq(lotteryPlayTypes.lotteryId, lotteryId), eq(lotteryPlayTypes.playType, playType)));
  return row;
}

describe('operators’ lotteries', () => {
  it('lists every seeded lottery with its play types to any operator, not to others', async () => {
    const list = await lotteries();
    const lucky = list.find((l) => l.gameCode === 'LUCKYDRAW_LUCKY_4D')!;
    expect(lucky).toMatchObject({ layout: 'sea4d', menuTag: '4D', drawTime: '19:00' });
    // In the engine's order, odds keys top prize first (jsonb alone would sort them).
    expect(lucky.playTypes.map((p) => p.playType)).toEqual(
      LOTTERY_PLAY_TYPES.sea4d.map((d) => d.playType),
    );
    expect(Object.keys(lucky.playTypes[0]!.odds)).toEqual([
      'first',
      'second',
      'third',
      'special',
      'consolation',
    ]);
    expect(lucky.playTypes.find((p) => p.playType === '4D_BIG')!.odds.first).toBe(2_500_000);
    expect((await t.call({ method: 'GET', url: '/ops/api/lotteries' })).status).toBe(401);
  });

  it('lets only an admin set odds and limits, by the play type’s own tiers, audited', async () => {
    const lucky = (await lotteries()).find((l) => l.gameCode === 'LUCKYDRAW_LUCKY_4D')!;
    const url = `/ops/api/lotteries/${lucky.gameId}/play-types`;
    const odds = { ...playTypeOf('sea4d', '4D_SMALL')!.defaultOdds, first: 3_000_000 };
    const good = {
      playType: '4D_SMALL',
      odds,
      minStake: '200',
      maxStake: '9000',
      isEnabled: false,
    };
    const before = await playTypeRow(lucky.gameId, '4D_SMALL');

    const refused = await t.call({ method: 'PUT', url, token: support, payload: good });
    expect(refused.status).toBe(403);
    const bad: Array<[unknown, string]> = [
      [{ ...good, playType: 'DE' }, 'body.playType'],
      [{ ...good, playType: '4d small' }, 'body.playType'],
      [{ ...good, odds: { first: 1, second: 1 } }, 'body.odds'],
      [{ ...good, odds: { ...odds, special: 1 } }, 'body.odds'],
      [{ ...good, odds: { ...odds, first: -1 } }, 'body.odds'],
      [{ ...good, odds: { ...odds, first: 1.5 } }, 'body.odds'],
      [{ ...good, minStake: '0' }, 'body.minStake'],
      [{ ...good, minStake: '10.5' }, 'body.minStake'],
      [{ ...good, minStake: '9001' }, 'body.maxStake'],
      [{ ...good, isEnabled: 'yes' }, 'body.isEnabled'],
      [{ ...good, extra: 1 }, 'body'],
    ];
    for (const [payload, field] of bad) {
      await expectValidationRefused(t, { method: 'PUT', url, token: admin, payload }, field);
    }
    const missing = await t.call({
      method: 'PUT',
      url: '/ops/api/lotteries/999999/play-types',
      token: admin,
      payload: good,
    });
    expect(missing.status).toBe(404);
    expect(await playTypeRow(lucky.gameId, '4D_SMALL')).toEqual(before);
    expect(await auditRows(t, 'lottery.play-type')).toHaveLength(0);

    const res = await t.call({ method: 'PUT', url, token: admin, payload: good });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await playTypeRow(lucky.gameId, '4D_SMALL'))!;
    expect(after).toMatchObject({ odds, minStake: 200n, maxStake: 9000n, isEnabled: false });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    const audit = await auditRows(t, 'lottery.play-type.update');
    expect(audit.map((a) => a.subject)).toEqual(['lottery:LUCKYDRAW_LUCKY_4D:4D_SMALL']);
  });
});

describe('operators’ draws', () => {
  let lottery: TestLottery;
  let member: number;

  beforeAll(async () => {
    lottery = await createLottery(t.deps.db, 'sea4d');
    const now = new Date();
    await createDrawsUntil(
      t.deps.db,
      lottery.lotteryId,
      new Date(now.getTime() + 3 * 86_400_000),
      now,
    );
    member = (await createMembers(t.deps.db, 1, 10_000n))[0]!;
  });

  it('lists a lottery’s draws newest first, with bets, stakes and payouts', async () => {
    const draws = await drawsOf(t.deps.db, lottery.lotteryId);
    const first = draws[0]!;
    await placeBets(t.deps.db, lottery, first.id, [
      { memberId: member, playType: '4D_BIG', selection: '1234', stake: 300n },
      { memberId: member, playType: '2D', selection: '34', stake: 200n },
    ]);
    const page = async (query: string) => {
      const res = await t.call({
        method: 'GET',
        url: `/ops/api/lottery-draws?gameId=${lottery.lotteryId}&${query}`,
        token: support,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value as { items: Array<Record<string, unknown>>; totalPages: number };
    };
    const all = await page('pageSize=100');
    expect(all.items.map((d) => d.drawId)).toEqual(draws.map((d) => d.id).reverse());
    expect(all.items.at(-1)).toMatchObject({
      drawId: first.id,
      state: 'open',
      numero: first.numero,
      lockAt: first.lockAt.toISOString(),
      numbers: {},
      openNumber: '',
      bets: 2,
      staked: '500',
      paid: '0',
    });
    expect(all.items[0]).toMatchObject({ bets: 0, staked: '0', paid: '0' });
    const last = await page(`pageSize=1&pageNo=${draws.length}`);
    expect(last.totalPages).toBe(draws.length);
    expect(last.items.map((d) => d.drawId)).toEqual([first.id]);

    const seeded = (await lotteries()).find((l) => l.gameCode === 'QUICKDRAW_QUICK_DRAW_1_MINUTE')!;
    const history = await t.call({
      method: 'GET',
      url: `/ops/api/lottery-draws?gameId=${seeded.gameId}`,
      token: support,
    });
    // Newest first: the coming draws (made as the app got ready), then the seeded history.
    const items = history.body.value.items as Array<Record<string, any>>;
    const open = items.filter((d) => d.state === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(items.slice(0, open.length)).toEqual(open);
    const drawn = items[open.length]!;
    expect(drawn.state).toBe('settled');
    expect(drawn.openNumber).toMatch(/^[0-9]{5}$/);
    expect(drawn.numbers.first).toEqual([drawn.openNumber]);

    for (const url of [
      '/ops/api/lottery-draws',
      '/ops/api/lottery-draws?gameId=abc',
      `/ops/api/lottery-draws?gameId=${lottery.lotteryId}&pageSize=500`,
    ]) {
      expect((await t.call({ method: 'GET', url, token: support })).status, url).toBe(400);
    }
    const none = await t.call({
      method: 'GET',
      url: '/ops/api/lottery-draws?gameId=999999',
      token: support,
    });
    expect(none.status).toBe(404);
  });

  it('lets only an admin cancel an open draw: every bet refunded once, audited', async () => {
    const [first] = await drawsOf(t.deps.db, lottery.lotteryId);
    const url = `/ops/api/lottery-draws/${first!.id}/cancel`;
    expect((await balances(t.deps.db, member)).player_cash).toBe(9_500n);

    expect((await t.call({ method: 'POST', url, token: support })).status).toBe(403);
    const events: number[] = [];
    const stop = t.deps.balanceEvents.subscribe(member, () => events.push(member));
    const res = await t.call({ method: 'POST', url, token: admin });
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toEqual({ refunded: 2 });
    // The refunded member's header is told once.
    expect(events).toEqual([member]);
    expect((await balances(t.deps.db, member)).player_cash).toBe(10_000n);
    const bets = await t.deps.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.drawId, first!.id));
    expect(bets.map((b) => b.state)).toEqual(['void', 'void']);

    const again = await t.call({ method: 'POST', url, token: admin });
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await balances(t.deps.db, member)).player_cash).toBe(10_000n);
    const [settled] = await t.deps.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.state, 'settled'))
      .limit(1);
    const drawnOne = await t.call({
      method: 'POST',
      url: `/ops/api/lottery-draws/${settled!.id}/cancel`,
      token: admin,
    });
    expect([drawnOne.status, drawnOne.body.code]).toEqual([409, 'INVALID_STATE']);
    const missing = await t.call({
      method: 'POST',
      url: '/ops/api/lottery-draws/99999999/cancel',
      token: admin,
    });
    expect(missing.status).toBe(404);

    const audit = await auditRows(t, 'lottery.draw.cancel');
    expect(audit.map((a) => a.subject)).toEqual([`lottery-draw:${first!.id}`]);
    expect(audit[0]!.detail).toMatchObject({ refunded: 2, numero: first!.numero });
    expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  });
});
