// Every call that takes an idempotency key, fired 50 times at once with one key and one body:
// 50 identical answers (status and body) and one effect (Stripe's rule: a copy in flight waits
// for the first and is answered the first's answer, never 409). The same key with another body
// is still CONFLICT. Meant for PostgreSQL (TEST_DATABASE_URL), where the copies really run side
// by side; on PGlite they queue on its one connection and must answer the same. Every call whose
// contract takes an idempotencyKey or clientKey is here: a new keyed call belongs in this file.
import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { agentContracts } from '../src/db/schema/agent-contracts';
import { bonuses } from '../src/db/schema/bonus';
import { gameVendors } from '../src/db/schema/content';
import { games, simBets } from '../src/db/schema/games';
import { ledgerTransactions } from '../src/db/schema/ledger';
import { pointRedemptions, pointRewards } from '../src/db/schema/loyalty-points';
import { deposits } from '../src/db/schema/payments';
import { balances, openAccount } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check';
import { post } from '../src/ledger/post';
import { writeContractFlags } from '../src/modules/contract-flags/contract-flags.queries';
import { createApiLottery, insertDraw, updatePlayType } from '../src/modules/lottery/api-test-kit';
import { setUpVendor, type TestVendor } from '../src/modules/vendor-wallet/test-kit';
import { launched, simEvent, simGame } from '../src/providers/game-vendors/sim/test-helpers';
import {
  createPlayer,
  requestBody as withdrawalBody,
} from '../src/modules/withdrawals/withdrawal-test-kit';
import {
  cashOf,
  countTransactions,
  makeMoneyMember,
  newKey,
  TEST_PAYMENT_PASSWORD,
} from './money-members';
import { channelId, makePayMember, proofIdOf } from './payments-kit';
import { createTestApp, type TestApp } from './test-app';

const N = 50;
let t: TestApp;
let live: TestVendor;

beforeAll(async () => {
  // A pool smaller than the copies in flight: they queue for connections and still race.
  t = await createTestApp({ poolSize: 16 });
  live = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'transfer' });
});
afterAll(async () => {
  expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t.close();
});

/** N copies of one request at once: every answer the same as the first, which succeeded. */
async function storm(url: string, token: string, body: object) {
  const answers = await Promise.all(
    Array.from({ length: N }, () => t.call({ method: 'POST', url, token, payload: body })),
  );
  expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBe(200);
  // Each distinct answer with how many got it, so a failure shows what the others were told.
  const seen = new Map<string, number>();
  for (const a of answers) {
    const answer = `${a.status} ${JSON.stringify(a.body)}`;
    seen.set(answer, (seen.get(answer) ?? 0) + 1);
  }
  expect(Object.fromEntries(seen)).toEqual({
    [`${answers[0]!.status} ${JSON.stringify(answers[0]!.body)}`]: N,
  });
  return answers[0]!;
}

/** The same key with another body: CONFLICT, as before. */
async function expectConflict(
  url: string,
  token: string,
  body: object,
  field = 'body.idempotencyKey',
) {
  const res = await t.call({ method: 'POST', url, token, payload: body });
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'CONFLICT', field });
}

/** A member with cash and a launch token of the vendor's built-in `engine` game, as launched. */
async function launchHouseGame(vassalage: string, engine: 'slot' | 'fish', cash: bigint) {
  const [game] = await t.deps.db
    .select({ gameCode: games.gameCode, minBet: games.minBet, lines: games.lines })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.vassalage, vassalage), eq(games.engine, engine)))
    .limit(1);
  const m = await makeMoneyMember(t, { cash });
  const launched = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    token: m.token,
    payload: { gameCode: game!.gameCode },
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.value.url, 'http://x').searchParams.get('token')!;
  return { m, token, game: game! };
}

/** The member's bets with the built-in vendor (one ledger transaction per round's debit). */
async function houseBetsOf(memberId: number) {
  const [bets] = await t.deps.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `vendor:%:H${memberId}-%:bet`));
  return bets!.n;
}

/** The points mall open, converting 100 points to 1,000 minor units. */
async function openPointsMall() {
  const res = await t.call({
    method: 'PUT',
    url: '/ops/api/points/settings',
    token: await t.opsToken(),
    payload: {
      enabled: true,
      deposit: { points: 0, per: '100' },
      earnRules: [],
      convertPoints: 100,
      convertAmount: '1000',
      convertMin: 1,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Points credited to the member from the site's points account. */
async function givePoints(memberId: number, points: bigint) {
  const site = await openAccount(t.deps.db, 'points', null);
  const mine = await openAccount(t.deps.db, 'player_points', memberId);
  await post(t.deps.db, {
    key: `points:earn:${memberId}:keyed-test`,
    kind: 'points_earn',
    entries: [
      { account: site.id, amount: -points },
      { account: mine.id, amount: points },
    ],
  });
}

const depositsOf = async (memberId: number) =>
  (await t.deps.db.select({ n: count() }).from(deposits).where(eq(deposits.memberId, memberId)))[0]!
    .n;

describe(`${N} identical keyed calls at once`, () => {
  it('a bank deposit with its proof: one deposit', async () => {
    const m = await makePayMember(t);
    const body = {
      idempotencyKey: newKey('dep'),
      channelId: await channelId(t, 'kbz-bank'),
      amount: '250000',
      proofIds: [await proofIdOf(t, m.token)],
    };
    await storm('/wps/payment/deposits', m.token, body);
    expect(await depositsOf(m.id)).toBe(1);
    await expectConflict('/wps/payment/deposits', m.token, { ...body, amount: '250001' });
  });

  it('a gateway deposit: one deposit, one pay link', async () => {
    const m = await makePayMember(t);
    const body = {
      idempotencyKey: newKey('gw'),
      channelId: await channelId(t, 'sandbox'),
      amount: '150000',
    };
    await storm('/wps/payment/deposits', m.token, body);
    expect(await depositsOf(m.id)).toBe(1);
    await expectConflict('/wps/payment/deposits', m.token, { ...body, amount: '150001' });
  });

  it('a withdrawal: one hold', async () => {
    const p = await createPlayer(t, { cash: 10_000_000n });
    const body = withdrawalBody(p, '50000');
    await storm('/wps/payment/withdrawals', p.token, body);
    expect(await countTransactions(t, `withdrawal:${p.id}:`)).toBe(1);
    await expectConflict('/wps/payment/withdrawals', p.token, { ...body, amount: '50001' });
  });

  it('transfers to the upline and to a downline: one posting each', async () => {
    const agent = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent, cash: 100_000n });
    const player = await makeMoneyMember(t, { uplineId: agent.id, cash: 100_000n });
    const up = {
      idempotencyKey: newKey('up'),
      amount: '3000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    await storm('/wps/member/transfer/upline', player.token, up);
    expect(await countTransactions(t, `xfer:${player.id}:`)).toBe(1);
    await expectConflict('/wps/member/transfer/upline', player.token, { ...up, amount: '3001' });

    const down = { ...up, idempotencyKey: newKey('down'), username: player.username };
    await storm('/wps/member/transfer/downline', agent.token, down);
    expect(await countTransactions(t, `xfer:${agent.id}:`)).toBe(1);
    await expectConflict('/wps/member/transfer/downline', agent.token, { ...down, amount: '1' });
  });

  it('a game-wallet transfer: one posting', async () => {
    const m = await makeMoneyMember(t, { cash: 100_000n });
    const body = {
      idempotencyKey: newKey('wt'),
      vendor: 'LOTUSLIVE',
      direction: 'IN',
      amount: '7000',
    };
    await storm('/wps/relay/GCS_walletTransfer', m.token, body);
    expect(await countTransactions(t, `wt:${m.id}:`)).toBe(1);
    await expectConflict('/wps/relay/GCS_walletTransfer', m.token, { ...body, amount: '7001' });
  });

  it('a lottery slip (keys per line): one bet and one debit per line', async () => {
    const lottery = await createApiLottery(t, {
      layout: 'sea4d',
      prizeMode: 'Lott',
      menuTag: '4D',
    });
    await updatePlayType(t, lottery, '4D_BIG', { minStake: 100n, maxStake: 50_000n });
    const draw = await insertDraw(t, lottery, { numero: '20261127', inMinutes: 60 });
    const m = await makeMoneyMember(t, { cash: 100_000n });
    const lines = [0, 1].map((i) => ({
      clientKey: `slip-${i}-${randomBytes(6).toString('hex')}`,
      playType: '4D_BIG',
      selection: '1234',
      stake: '500',
    }));
    await storm('/lgw/bets', m.token, { gameId: lottery.lotteryId, drawId: draw.id, lines });
    const [debits] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'lottery:bet:%'));
    expect(debits!.n).toBe(2);
  });

  it('a built-in slot spin (keyed by clientKey): one round', async () => {
    const { m, token, game } = await launchHouseGame('ROYALSLOTS', 'slot', 1_000_000n);
    const body = {
      token,
      stake: game.minBet.toString(),
      lines: game.lines,
      clientKey: `spin-${randomBytes(6).toString('hex')}`,
    };
    await storm('/wps/house/slot/spin', '', body);
    expect(await houseBetsOf(m.id)).toBe(1);
  });

  it('a built-in fishing shot (keyed by clientKey): one round, the stake taken once', async () => {
    const { m, token, game } = await launchHouseGame('DRAGONFISH', 'fish', 1_000_000n);
    const body = {
      token,
      stake: game.minBet.toString(),
      target: 'clownfish',
      clientKey: `shot-${randomBytes(6).toString('hex')}`,
    };
    const shot = await storm('/wps/house/fish/shoot', '', body);
    expect(await houseBetsOf(m.id)).toBe(1);
    expect(await cashOf(t, m.id)).toBe(1_000_000n - game.minBet + BigInt(shot.body.value.win));
    await expectConflict(
      '/wps/house/fish/shoot',
      '',
      { ...body, stake: (game.minBet + 1n).toString() },
      'body.clientKey',
    );
  });

  it('a simulated vendor bet (keyed by clientKey): one bet, one debit', async () => {
    const sports = await simGame(t, 'GOLDENGOAL', 'SPORTS', '/play/sports');
    const { member, token } = await launched(t, sports, 10_000n);
    const event = await simEvent(t, sports.vendorId);
    const body = {
      token,
      gameCode: sports.gameCode,
      eventId: event.id,
      selection: 'home',
      stake: '1500',
      clientKey: randomBytes(8).toString('hex'),
    };
    const placed = await storm('/wps/sim/bet', '', body);
    expect(placed.body.value.balance).toBe('8500');
    const rows = await t.deps.db.select().from(simBets).where(eq(simBets.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(await cashOf(t, member.id)).toBe(8_500n);
    await expectConflict('/wps/sim/bet', '', { ...body, stake: '1501' }, 'body.clientKey');
  });

  it('a points redemption: one redemption, the points spent and the bonus granted once', async () => {
    await openPointsMall();
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/points/rewards',
      token: await t.opsToken(),
      payload: {
        kind: 'bonus',
        names: { EN: 'Keyed bonus' },
        points: 30,
        bonusAmount: '500',
        stock: 100,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rewardId = created.body.value.id as number;
    const m = await makeMoneyMember(t);
    await givePoints(m.id, 100n);
    const body = {
      idempotencyKey: newKey('redeem'),
      rewardId,
      quantity: 2,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const url = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
    const first = await storm(url, m.token, body);
    expect(first.body.value.points).toBe('40');
    const rows = await t.deps.db
      .select()
      .from(pointRedemptions)
      .where(eq(pointRedemptions.memberId, m.id));
    expect(rows).toHaveLength(1);
    const [reward] = await t.deps.db
      .select({ stock: pointRewards.stock })
      .from(pointRewards)
      .where(eq(pointRewards.id, rewardId));
    expect(reward!.stock).toBe(98);
    const granted = await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
    expect(granted.map((b) => b.amount)).toEqual([1_000n]);
    await expectConflict(url, m.token, { ...body, quantity: 1 });
  });

  it('a points conversion: the points and the cash moved once', async () => {
    await openPointsMall();
    const m = await makeMoneyMember(t);
    await givePoints(m.id, 1_000n);
    const body = {
      idempotencyKey: newKey('convert'),
      points: 300,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const url = '/wps/relay/passwordCheck/MCS2_convertPoint';
    const first = await storm(url, m.token, body);
    expect(first.body.value).toEqual({ points: '700', amount: '3000', cash: '3000' });
    expect(await countTransactions(t, `points:convert:${m.id}:`)).toBe(1);
    expect(await countTransactions(t, `points:convert-cash:${m.id}:`)).toBe(1);
    expect(await balances(t.deps.db, m.id)).toMatchObject({ player_cash: 3_000n });
    await expectConflict(url, m.token, { ...body, points: 301 });
  });

  it("an agent's contract offer: one new version", async () => {
    await writeContractFlags(
      t.deps.db,
      {
        dailysalreqtype: true,
        divtypereq: true,
        contracthoursalreqtype: true,
        realtimesalreqtype: false,
      },
      1,
    );
    const top = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent });
    const sub = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent, uplineId: top.id });
    const own = await t.call({
      method: 'POST',
      url: '/ops/api/agent-contracts',
      token: await t.opsToken(),
      payload: {
        username: top.username,
        kind: 'daily_salary',
        periodType: 'D',
        tiers: [{ rateBp: 200 }],
      },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const body = {
      idempotencyKey: newKey('offer'),
      username: sub.username,
      kind: 'daily_salary',
      periodType: 'D',
      tiers: [{ rateBp: 100 }],
    };
    const offered = await storm('/wps/agent/contracts/offer', top.token, body);
    expect(offered.body.value).toMatchObject({ state: 'pending', version: 1 });
    const rows = await t.deps.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.agentId, sub.id));
    expect(rows.map((r) => r.state)).toEqual(['pending']);
    await expectConflict('/wps/agent/contracts/offer', top.token, {
      ...body,
      tiers: [{ rateBp: 150 }],
    });
  });

  it("an agent's commission collect: the wallet moved to main once", async () => {
    const agent = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent });
    const house = await openAccount(t.deps.db, 'house', null);
    const commission = await openAccount(t.deps.db, 'agent_commission', agent.id);
    await post(t.deps.db, {
      key: `test-commission:${agent.id}`,
      kind: 'adjustment',
      entries: [
        { account: house.id, amount: -700n },
        { account: commission.id, amount: 700n },
      ],
    });
    const collected = await storm('/wps/agent/commission/collect', agent.token, {
      idempotencyKey: newKey('collect'),
    });
    expect(collected.body.value).toEqual({ moved: '700' });
    expect(await countTransactions(t, `agent-collect:${agent.id}:`)).toBe(1);
    expect(await balances(t.deps.db, agent.id)).toMatchObject({
      player_cash: 700n,
      agent_commission: 0n,
    });
  });

  it("leaving an own-wallet vendor's game: its game wallet back once", async () => {
    const m = await makeMoneyMember(t, { cash: 9_000n });
    const launch = await t.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      token: m.token,
      payload: { gameCode: live.gameCode },
    });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect(await cashOf(t, m.id)).toBe(0n);
    const left = await storm('/wps/relay/GCS_gameWalletLeave', m.token, {
      idempotencyKey: newKey('leave'),
      vendor: 'LOTUSLIVE',
    });
    expect(left.body.value).toEqual({ returned: '9000', mainBalance: '9000' });
    expect(await countTransactions(t, `auto:${m.id}:leave:`)).toBe(1);
    expect(await cashOf(t, m.id)).toBe(9_000n);
  });
});
