// The points mall through HTTP: earning from settled bets (operator rules by game type) and from
// credited deposits, the balance, redeeming a bonus credit and goods with the payment password, the operator's approve
// and reject (points and stock back), converting to cash, the records and redeem history, bad
// input on every call (4xx, nothing moves), who may call; ledger:check after all.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf, balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { byKeys, expectListPages, expectPageBoundsRefused } from '../../../test/ops-list-pages';
import { createOperatorToken } from '../../../test/operators';
import { makeMoneyMember, TEST_PAYMENT_PASSWORD } from '../../../test/money-members';
import { deliver, gatewayEvent, sandboxDeposit } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

let t: TestApp;
let v: TestVendor;
let admin: string;
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;

export const SETTINGS = {
  enabled: true,
  deposit: { points: 1, per: '10000' },
  // 1 point per 100 minor units of valid bet ('*'); slots twice that.
  earnRules: [
    { gameType: '*', points: 1, per: '100' },
    { gameType: 'RNG', points: 2, per: '100' },
  ],
  convertPoints: 100,
  convertAmount: '1000',
  convertMin: 10,
};

beforeAll(async () => {
  t = await createTestApp({ poolSize: 24 });
  v = await setUpVendor(t, 'ROYALSLOTS');
  admin = await t.opsToken();
  const put = await t.call({
    method: 'PUT',
    url: '/ops/api/points/settings',
    token: admin,
    payload: { ...SETTINGS, earnRules: [SETTINGS.earnRules[0]] },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

async function createReward(payload: object) {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/points/rewards',
    token: admin,
    payload,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { id: number; stock: number | null };
}

async function player(cash = 100_000n) {
  const m = await makeMoneyMember(t, { cash });
  return { ...m, launch: await launchToken(t, m.token, v.gameCode) };
}
type P = Awaited<ReturnType<typeof player>>;

/**
 * A settled losing round of `stake`: its valid bet earns points. On the file's slots vendor unless
 * `on` names another vendor and the member's launch token for its game.
 */
async function playRound(p: P, stake: bigint, on = { vendor: v, launch: p.launch }) {
  const roundId = id('r');
  const debit = await on.vendor.client.debit({
    token: on.launch,
    playerId: p.id,
    txId: id('b'),
    roundId,
    gameCode: on.vendor.gameCode,
    amount: stake,
  });
  expect(debit.code).toBe('OK');
  const credit = await on.vendor.client.credit({
    playerId: p.id,
    txId: id('w'),
    roundId,
    gameCode: on.vendor.gameCode,
    amount: 0n,
  });
  expect(credit.code).toBe('OK');
}

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const postAs = (url: string, token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url, token, payload });
const pointsOf = async (p: { token: string }) =>
  (await get('/wps/relay/MCS2_getPointBalance', p.token)).body.value.points as string;

describe('earning', () => {
  it('credits whole points from settled valid bets at the catch-all rule, keeping the fraction', async () => {
    const p = await player();
    expect(await pointsOf(p)).toBe('0');
    await playRound(p, 1_050n); // 10.5 points at 1 per 100
    const balance = (await get('/wps/relay/MCS2_getPointBalance', p.token)).body.value;
    expect(balance).toEqual({ points: '10', pendingMicro: '500000' });
    await playRound(p, 50n); // the half point completes the eleventh
    expect(await pointsOf(p)).toBe('11');
    // Reading twice credits nothing twice.
    expect(await pointsOf(p)).toBe('11');
    expect((await balances(t.deps.db, p.id)).player_points).toBe(11n);
  });

  it('applies the rule of each game type, and the catch-all rule to a type without one', async () => {
    const live = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'seamless' });
    const fish = await setUpVendor(t, 'DRAGONFISH', { walletMode: 'seamless' });
    const rules = [
      { gameType: '*', points: 1, per: '100' },
      { gameType: 'LIVE', points: 5, per: '100' },
      { gameType: 'RNG', points: 2, per: '100' },
    ];
    const put = await t.call({
      method: 'PUT',
      url: '/ops/api/points/settings',
      token: admin,
      payload: { ...SETTINGS, earnRules: rules },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    try {
      expect((await get('/wps/relay/MCS2_getPointConfig')).body.value.earnRules).toEqual(rules);
      const p = await player();
      const on = async (vendor: TestVendor) => ({
        vendor,
        launch: await launchToken(t, p.token, vendor.gameCode),
      });
      await playRound(p, 1_000n); // RNG (Royal Slots): 2 per 100
      expect(await pointsOf(p)).toBe('20');
      await playRound(p, 1_000n, await on(live)); // LIVE: 5 per 100
      expect(await pointsOf(p)).toBe('70');
      await playRound(p, 1_000n, await on(fish)); // FISH has no rule of its own: '*', 1 per 100
      expect(await pointsOf(p)).toBe('80');
      expect((await balances(t.deps.db, p.id)).player_points).toBe(80n);
    } finally {
      const back = await t.call({
        method: 'PUT',
        url: '/ops/api/points/settings',
        token: admin,
        payload: { ...SETTINGS, earnRules: [SETTINGS.earnRules[0]] },
      });
      expect(back.status).toBe(200);
    }
  });

  it('credits the deposit rule on a credited deposit, once however often the gateway tells it', async () => {
    const p = await player(0n);
    // 1 point per 10,000 paid: 25,000 is 2.5 points.
    const { reference } = await sandboxDeposit(t, p, '25000');
    expect(await pointsOf(p)).toBe('0'); // asked for, not yet paid
    const event = gatewayEvent({ reference, amount: '25000' });
    const done = await deliver(t, event);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await get('/wps/relay/MCS2_getPointBalance', p.token)).body.value).toEqual({
      points: '2',
      pendingMicro: '500000',
    });
    // The same delivery again, and another delivery of the same completed deposit: nothing more.
    expect((await deliver(t, event)).status).toBe(200);
    expect((await deliver(t, gatewayEvent({ reference, amount: '25000' }))).status).toBe(200);
    expect((await get('/wps/relay/MCS2_getPointBalance', p.token)).body.value).toEqual({
      points: '2',
      pendingMicro: '500000',
    });
    // A second deposit's half point completes the third.
    const second = await sandboxDeposit(t, p, '5000');
    expect(
      (await deliver(t, gatewayEvent({ reference: second.reference, amount: '5000' }))).status,
    ).toBe(200);
    expect(await pointsOf(p)).toBe('3');
    expect((await balances(t.deps.db, p.id)).player_points).toBe(3n);
    const records = await get('/wps/relay/ODSFE2_MemTransDet/points', p.token);
    expect(
      records.body.value.list.map((r: { type: string; points: string }) => [r.type, r.points]),
    ).toEqual([
      ['points_earn', '1'],
      ['points_earn', '2'],
    ]);
  });

  it('earns nothing while the mall is closed', async () => {
    const p = await player();
    await t.call({
      method: 'PUT',
      url: '/ops/api/points/settings',
      token: admin,
      payload: { ...SETTINGS, enabled: false },
    });
    await playRound(p, 10_000n);
    await t.call({
      method: 'PUT',
      url: '/ops/api/points/settings',
      token: admin,
      payload: { ...SETTINGS, earnRules: [SETTINGS.earnRules[0]] },
    });
    expect(await pointsOf(p)).toBe('0');
  });

  it('shows the earning rules and conversion to everyone', async () => {
    const res = await get('/wps/relay/MCS2_getPointConfig');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      enabled: true,
      convertPoints: 100,
      convertAmount: '1000',
      earnRules: [{ gameType: '*', points: 1, per: '100' }],
    });
  });
});

describe('redeeming', () => {
  it('redeems a bonus credit with the payment password, and answers a replay with the same', async () => {
    const p = await player();
    await playRound(p, 10_000n); // 100 points
    const reward = await createReward({
      kind: 'bonus',
      names: { EN: 'Bonus 5', MY: 'ဘောနပ်စ် 5' },
      points: 60,
      bonusAmount: '500',
      wageringMultiple: 100,
      stock: null,
    });
    const listed = await get('/wps/relay/MCS2_getPointReward?language=MY');
    expect(listed.body.value.list.find((r: { id: number }) => r.id === reward.id)).toMatchObject({
      name: 'ဘောနပ်စ် 5',
      points: 60,
      kind: 'bonus',
    });
    const key = id('redeem');
    const wrong = await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
      idempotencyKey: key,
      rewardId: reward.id,
      paymentPassword: '000000',
    });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await pointsOf(p)).toBe('100');
    const ok = await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
      idempotencyKey: key,
      rewardId: reward.id,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value.redemption).toMatchObject({
      status: 'approved',
      points: 60,
      amount: '500',
    });
    expect(ok.body.value.points).toBe('40');
    expect((await balances(t.deps.db, p.id)).player_bonus).toBe(500n);
    const again = await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
      idempotencyKey: key,
      rewardId: reward.id,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(again.body.value.redemption.id).toBe(ok.body.value.redemption.id);
    expect(await pointsOf(p)).toBe('40');
    const history = await get('/wps/relay/MCS2_getRedeemPointList', p.token);
    expect(history.body.value.total).toBe(1);
    expect(history.body.value.list[0]).toMatchObject({ name: 'Bonus 5', status: 'approved' });
    const records = await get('/wps/relay/ODSFE2_MemTransDet/points', p.token);
    expect(
      records.body.value.list.map((r: { type: string; points: string }) => [r.type, r.points]),
    ).toEqual([
      ['points_redeem', '-60'],
      ['points_earn', '100'],
    ]);
    expect(records.body.value.list[0]).toMatchObject({
      status: 'approved',
      quantity: 1,
      amount: '500',
    });
  });

  it('holds goods for the operator: approve keeps the points, reject returns points and stock', async () => {
    const p = await player();
    await playRound(p, 10_000n); // 100 points
    const goods = await createReward({
      kind: 'goods',
      names: { EN: 'Cap' },
      points: 30,
      stock: 2,
    });
    const shipping = { name: 'Aung Aung', phone: '+95 9123456', address: '1 Main Road, Yangon' };
    const redeem = (key: string, quantity = 1) =>
      postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
        idempotencyKey: key,
        rewardId: goods.id,
        quantity,
        shipping,
        paymentPassword: TEST_PAYMENT_PASSWORD,
      });
    const noShipping = await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
      idempotencyKey: id('k'),
      rewardId: goods.id,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(noShipping.body.code).toBe('VALIDATION_FAILED');
    const first = await redeem(id('k'));
    expect(first.body.value.redemption.status).toBe('process');
    const second = await redeem(id('k'));
    expect(second.body.value.points).toBe('40');
    expect((await redeem(id('k'))).body.code).toBe('OUT_OF_STOCK');
    const reject = await postAs(
      `/ops/api/points/redemptions/${first.body.value.redemption.id}/review`,
      admin,
      { decision: 'rejected', remark: 'No address found' },
    );
    expect(reject.body.value).toMatchObject({ status: 'rejected', remark: 'No address found' });
    expect(await pointsOf(p)).toBe('70');
    const approve = await postAs(
      `/ops/api/points/redemptions/${second.body.value.redemption.id}/review`,
      admin,
      { decision: 'approved' },
    );
    expect(approve.body.value.status).toBe('approved');
    const twice = await postAs(
      `/ops/api/points/redemptions/${first.body.value.redemption.id}/review`,
      admin,
      { decision: 'approved' },
    );
    expect(twice.body.code).toBe('INVALID_STATE');
    // Each decision leaves one audit row naming the member and the decision; the refused second
    // decision leaves none (audit-writes.test.ts lists this route as proven here).
    const reviewRows = async (redemption: number) =>
      (
        (await t.deps.db.execute(
          sql`SELECT actor_kind, member_id, detail->>'decision' AS decision FROM audit_log
              WHERE action = 'points.redemption.review'
                AND subject = ${`points-redemption:${redemption}`}`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    expect(await reviewRows(first.body.value.redemption.id)).toEqual([
      { actor_kind: 'operator', member_id: p.id, decision: 'rejected' },
    ]);
    expect(await reviewRows(second.body.value.redemption.id)).toEqual([
      { actor_kind: 'operator', member_id: p.id, decision: 'approved' },
    ]);
    const rewards = await get('/ops/api/points/rewards?pageSize=100', admin);
    expect(rewards.body.value.items.find((r: { id: number }) => r.id === goods.id)).toMatchObject({
      stock: 1,
      redeemed: 1,
    });
    const pending = await get('/ops/api/points/redemptions?status=process', admin);
    expect(pending.status).toBe(200);
    expect(await pointsOf(p)).toBe('70');
    const short = await redeem(id('k'), 3);
    expect(short.body.code).toBe('OUT_OF_STOCK');
  });

  it('refuses a redemption the points do not cover, moving nothing', async () => {
    const p = await player();
    await playRound(p, 1_000n); // 10 points
    const reward = await createReward({
      kind: 'goods',
      names: { EN: 'Mug' },
      points: 11,
      stock: 5,
    });
    const res = await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
      idempotencyKey: id('k'),
      rewardId: reward.id,
      shipping: { name: 'A', phone: '0912345678', address: 'Somewhere' },
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUFFICIENT_POINTS');
    expect(await pointsOf(p)).toBe('10');
    expect(
      (await get('/ops/api/points/rewards?pageSize=100', admin)).body.value.items.find(
        (r: { id: number }) => r.id === reward.id,
      ).stock,
    ).toBe(5);
  });
});

describe('the records and redeem history by day', () => {
  it("takes startDate and endDate as whole days in the site's time zone (Asia/Yangon, UTC+6:30)", async () => {
    const p = await player();
    await playRound(p, 10_000n); // 100 points
    const reward = await createReward({
      kind: 'bonus',
      names: { EN: 'Bonus 1' },
      points: 10,
      bonusAmount: '100',
      stock: null,
    });
    const redeemed = await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
      idempotencyKey: id('k'),
      rewardId: reward.id,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    const account = await accountOf(t.deps.db, 'player_points', p.id);
    // The earning at 23:59 on 9 March in Yangon, the redemption at 00:15 on 11 March.
    const setTime = (kind: string, at: string) =>
      t.deps.db.execute(sql`
        UPDATE ledger_transactions SET created_at = ${at}::timestamptz
         WHERE kind = ${kind} AND id IN (
           SELECT transaction_id FROM ledger_entries WHERE account_id = ${account!.id})`);
    await setTime('points_earn', '2024-03-09T17:29:00Z');
    await setTime('points_redeem', '2024-03-10T17:45:00Z');
    await t.deps.db.execute(sql`
      UPDATE point_redemptions SET created_at = '2024-03-10T17:45:00Z'
       WHERE id = ${redeemed.body.value.redemption.id}`);

    const records = async (range: string) => {
      const res = await get(`/wps/relay/ODSFE2_MemTransDet/points?${range}`, p.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const types = res.body.value.list.map((r: { type: string }) => r.type);
      expect(res.body.value.total).toBe(types.length);
      return types;
    };
    expect(await records('startDate=2024-03-09&endDate=2024-03-09')).toEqual(['points_earn']);
    expect(await records('startDate=2024-03-10&endDate=2024-03-10')).toEqual([]);
    expect(await records('startDate=2024-03-11&endDate=2024-03-11')).toEqual(['points_redeem']);
    expect(await records('startDate=2024-03-10')).toEqual(['points_redeem']);
    expect(await records('endDate=2024-03-10')).toEqual(['points_earn']);
    expect(await records('')).toEqual(['points_redeem', 'points_earn']);

    const history = async (range: string) =>
      (await get(`/wps/relay/MCS2_getRedeemPointList?${range}`, p.token)).body.value.total;
    expect(await history('startDate=2024-03-11&endDate=2024-03-11')).toBe(1);
    expect(await history('startDate=2024-03-09&endDate=2024-03-10')).toBe(0);
    expect(await history('')).toBe(1);

    for (const url of [
      '/wps/relay/ODSFE2_MemTransDet/points?startDate=2024-03-11&endDate=2024-03-10',
      '/wps/relay/MCS2_getRedeemPointList?startDate=2024-02-30',
    ]) {
      expect((await get(url, p.token)).status, url).toBe(400);
    }
  });
});

describe('converting', () => {
  it('converts points to cash at the rate, rounded down, once per key', async () => {
    const funded = await player();
    await playRound(funded, 5_000n); // 50 points
    const cashBefore = (await balances(t.deps.db, funded.id)).player_cash;
    const key = id('conv');
    const res = await postAs('/wps/relay/passwordCheck/MCS2_convertPoint', funded.token, {
      idempotencyKey: key,
      points: 25,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ points: '25', amount: '250' });
    const replay = await postAs('/wps/relay/passwordCheck/MCS2_convertPoint', funded.token, {
      idempotencyKey: key,
      points: 25,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(replay.body.value).toMatchObject({ points: '25', amount: '250' });
    expect((await balances(t.deps.db, funded.id)).player_cash).toBe(cashBefore + 250n);
    const other = await postAs('/wps/relay/passwordCheck/MCS2_convertPoint', funded.token, {
      idempotencyKey: key,
      points: 20,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(other.body.code).toBe('CONFLICT');
    const tooFew = await postAs('/wps/relay/passwordCheck/MCS2_convertPoint', funded.token, {
      idempotencyKey: id('conv'),
      points: 5,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(tooFew.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const tooMany = await postAs('/wps/relay/passwordCheck/MCS2_convertPoint', funded.token, {
      idempotencyKey: id('conv'),
      points: 26,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(tooMany.body.code).toBe('INSUFFICIENT_POINTS');
    expect(await pointsOf(funded)).toBe('25');
  });
});

describe('bad input and who may call', () => {
  it('counts only new redemptions against the 20 a minute, and every call against 120', async () => {
    const p = await player();
    await playRound(p, 2_000n); // 20 points: 4 redemptions of 5
    const reward = await createReward({
      kind: 'bonus',
      names: { EN: 'L' },
      points: 5,
      bonusAmount: '10',
      stock: null,
    });
    const redeem = (key: string) =>
      postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', p.token, {
        idempotencyKey: key,
        rewardId: reward.id,
        paymentPassword: TEST_PAYMENT_PASSWORD,
      });
    const firstKey = id('k');
    const first = await redeem(firstKey);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Thirty replays of the first key are answered the first redemption, not counted as new.
    for (let i = 0; i < 30; i++) expect((await redeem(firstKey)).body).toEqual(first.body);
    // 19 more new requests make 20 in the minute (past 4 the points run out: 409, not 429).
    for (let i = 0; i < 19; i++) expect((await redeem(id('n'))).status).not.toBe(429);
    const balance = () => get('/wps/relay/MCS2_getPointBalance', p.token);
    const before = (await balance()).body.value;
    // The 21st new request is refused and moves nothing.
    expect((await redeem(id('n'))).status).toBe(429);
    expect((await balance()).body.value).toEqual(before);
    // 51 calls so far: replays go on being answered up to 120 calls in the minute, then every
    // call is refused before it reaches the key's lock, a replay too.
    for (let i = 51; i < 120; i++) expect((await redeem(firstKey)).status).toBe(200);
    expect((await redeem(firstKey)).status).toBe(429);
  });

  it('answers bad input on every call with a 4xx and moves nothing', async () => {
    const p = await player();
    await playRound(p, 2_000n); // 20 points
    const reward = await createReward({
      kind: 'bonus',
      names: { EN: 'B' },
      points: 5,
      bonusAmount: '10',
      stock: null,
    });
    const redeemUrl = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
    const convertUrl = '/wps/relay/passwordCheck/MCS2_convertPoint';
    const good = {
      idempotencyKey: id('k'),
      rewardId: reward.id,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const bad: Array<[string, object]> = [
      [redeemUrl, { ...good, rewardId: 0 }],
      [redeemUrl, { ...good, rewardId: 'x' }],
      [redeemUrl, { ...good, rewardId: 999_999 }],
      [redeemUrl, { ...good, quantity: 0 }],
      [redeemUrl, { ...good, quantity: 1.5 }],
      [redeemUrl, { ...good, idempotencyKey: 'short' }],
      [redeemUrl, { ...good, paymentPassword: '12' }],
      [redeemUrl, { ...good, extra: 1 }],
      [redeemUrl, { ...good, shipping: { name: '', phone: 'x', address: '' } }],
      [convertUrl, { idempotencyKey: id('k'), points: -1, paymentPassword: TEST_PAYMENT_PASSWORD }],
      [
        convertUrl,
        { idempotencyKey: id('k'), points: '10', paymentPassword: TEST_PAYMENT_PASSWORD },
      ],
      [convertUrl, { idempotencyKey: id('k'), points: 10, paymentPassword: 'abcdef' }],
      [convertUrl, { idempotencyKey: id('k'), points: 10 }],
    ];
    for (const [url, payload] of bad) {
      const res = await postAs(url, p.token, payload);
      expect(res.status, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }
    for (const url of [
      '/wps/relay/MCS2_getRedeemPointList?pageNo=0',
      '/wps/relay/MCS2_getRedeemPointList?pageSize=1000',
      '/wps/relay/ODSFE2_MemTransDet/points?pageNo=x',
      '/wps/relay/MCS2_getPointReward?language=XX',
      '/ops/api/points/redemptions?status=lost',
    ]) {
      const res = await get(url, url.startsWith('/ops') ? admin : p.token);
      expect(res.status, url).toBe(400);
    }
    const badSettings: object[] = [
      { ...SETTINGS, earnRules: [{ gameType: 'NOPE', points: 1, per: '100' }] },
      { ...SETTINGS, earnRules: [{ gameType: '*', points: 1, per: '0' }] },
      { ...SETTINGS, earnRules: [SETTINGS.earnRules[0], SETTINGS.earnRules[0]] },
      { ...SETTINGS, deposit: { points: 1, per: '10000000000' } },
      { ...SETTINGS, convertMin: 0 },
    ];
    for (const payload of badSettings) {
      const res = await t.call({
        method: 'PUT',
        url: '/ops/api/points/settings',
        token: admin,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [
      { kind: 'bonus', names: { EN: 'x' }, points: 1, bonusAmount: '0', stock: null },
      { kind: 'goods', names: { EN: 'x' }, points: 1, stock: null },
      { kind: 'goods', names: { MY: 'x' }, points: 1, stock: 1 },
      { kind: 'goods', names: { EN: 'x' }, points: 0, stock: 1 },
      { kind: 'goods', names: { EN: 'x' }, points: 1, stock: -1 },
      {
        kind: 'goods',
        names: { EN: 'x' },
        points: 1,
        stock: 1,
        image: 'https://evil.example/x.png',
      },
    ]) {
      const res = await postAs('/ops/api/points/rewards', admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const review = await postAs('/ops/api/points/redemptions/1/review', admin, {
      decision: 'maybe',
    });
    expect(review.status).toBe(400);
    const missing = await postAs('/ops/api/points/redemptions/99999999/review', admin, {
      decision: 'approved',
    });
    expect(missing.status).toBe(404);
    // Nothing moved.
    expect(await pointsOf(p)).toBe('20');
    expect((await get('/wps/relay/MCS2_getRedeemPointList', p.token)).body.value.total).toBe(0);
    expect((await get('/ops/api/points/settings', admin)).body.value.earnRules).toEqual([
      SETTINGS.earnRules[0],
    ]);
  });

  it('lets only members at the member calls and only operators (by role) at the console', async () => {
    const p = await player();
    for (const url of [
      '/wps/relay/MCS2_getPointBalance',
      '/wps/relay/MCS2_getRedeemPointList',
      '/wps/relay/ODSFE2_MemTransDet/points',
    ]) {
      expect((await get(url)).status, url).toBe(401);
    }
    expect(
      (
        await postAs('/wps/relay/passwordCheck/MCS2_redeemPointReward', undefined, {
          idempotencyKey: id('k'),
          rewardId: 1,
        })
      ).status,
    ).toBe(401);
    for (const url of [
      '/ops/api/points/settings',
      '/ops/api/points/rewards',
      '/ops/api/points/redemptions',
    ]) {
      expect((await get(url, p.token)).status, url).toBe(401);
      expect((await get(url)).status, url).toBe(401);
    }
    const content = await createOperatorToken(t, 'content');
    expect((await get('/ops/api/points/redemptions', content)).status).toBe(403);
    const support = await createOperatorToken(t, 'support');
    expect((await get('/ops/api/points/redemptions', support)).status).toBe(200);
    const put = await t.call({
      method: 'PUT',
      url: '/ops/api/points/settings',
      token: support,
      payload: SETTINGS,
    });
    expect(put.status).toBe(403);
  });
});

describe('operators: the catalogue, paged on the server', () => {
  type OpsReward = { id: number; sort: number };

  it('pages the catalogue in display order, inactive items too, with its total', async () => {
    for (const [sort, active] of [
      [40, true],
      [3, false],
      [40, true],
      [0, true],
    ] as const) {
      await createReward({
        kind: 'goods',
        names: { EN: id('Paged') },
        points: 5,
        stock: 1,
        sort,
        active,
      });
    }
    const all = await expectListPages<OpsReward & { active: boolean }>(
      t,
      '/ops/api/points/rewards',
      admin,
      byKeys(
        (r) => r.sort,
        (r) => r.id,
      ),
    );
    expect(all.some((r) => !r.active)).toBe(true);
  });

  it('refuses a page or size out of bounds with 400, changing nothing', async () => {
    await expectPageBoundsRefused(t, '/ops/api/points/rewards', admin);
  });
});
