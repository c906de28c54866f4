// Redeeming under concurrency (PostgreSQL): 50 members redeem the last item in stock at once and
// exactly one gets it; one member's 20 redeems with 20 keys spend the points they have and no
// more. ledger:check after all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointRedemptions, pointRewards } from '../../db/schema/loyalty-points';
import { openAccount } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { post } from '../../ledger/post';
import {
  makeMoneyMember,
  TEST_PAYMENT_PASSWORD,
  type MoneyMember,
} from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;

async function givePoints(memberId: number, points: bigint) {
  const site = await openAccount(t.deps.db, 'points', null);
  const mine = await openAccount(t.deps.db, 'player_points', memberId);
  await post(t.deps.db, {
    key: `points:earn:${memberId}:test`,
    kind: 'points_earn',
    entries: [
      { account: site.id, amount: -points },
      { account: mine.id, amount: points },
    ],
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('points under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ poolSize: 24 });
    admin = await t.opsToken();
    const put = await t.call({
      method: 'PUT',
      url: '/ops/api/points/settings',
      token: admin,
      payload: {
        enabled: true,
        deposit: { points: 0, per: '100' },
        earnRules: [],
        convertPoints: 0,
        convertAmount: '0',
        convertMin: 1,
      },
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    await t?.close();
  });

  const redeem = (m: MoneyMember, rewardId: number, key: string) =>
    t.call({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      token: m.token,
      payload: {
        idempotencyKey: key,
        rewardId,
        shipping: { name: 'Ko Ko', phone: '0912345678', address: '2 Lake Road' },
        paymentPassword: TEST_PAYMENT_PASSWORD,
      },
    });

  it('gives the last item to exactly one of 50 members redeeming at once', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/points/rewards',
      token: admin,
      payload: { kind: 'goods', names: { EN: 'Last phone' }, points: 10, stock: 1 },
    });
    const rewardId = created.body.value.id as number;
    const players = await Promise.all(Array.from({ length: 50 }, () => makeMoneyMember(t)));
    for (const p of players) await givePoints(p.id, 10n);
    const results = await Promise.all(players.map((p, i) => redeem(p, rewardId, `last-item-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(results.filter((r) => r.body.code === 'OUT_OF_STOCK')).toHaveLength(49);
    const [reward] = await t.deps.db
      .select()
      .from(pointRewards)
      .where(eq(pointRewards.id, rewardId));
    expect(reward!.stock).toBe(0);
    const rows = await t.deps.db
      .select()
      .from(pointRedemptions)
      .where(eq(pointRedemptions.rewardId, rewardId));
    expect(rows).toHaveLength(1);
  });

  it("spends one member's points once under 20 concurrent redeems", async () => {
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/points/rewards',
      token: admin,
      payload: { kind: 'goods', names: { EN: 'Pen' }, points: 10, stock: 1000 },
    });
    const rewardId = created.body.value.id as number;
    const m = await makeMoneyMember(t);
    await givePoints(m.id, 35n);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(m, rewardId, `pen-${m.id}-${i}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 'INSUFFICIENT_POINTS')).toHaveLength(17);
    const balance = await t.call({
      method: 'GET',
      url: '/wps/relay/MCS2_getPointBalance',
      token: m.token,
    });
    expect(balance.body.value.points).toBe('5');
  });
});
