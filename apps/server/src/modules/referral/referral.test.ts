// Invite friends through HTTP: the member's code, the friends they brought with each status
// (registered, deposited, qualified by the live referral promotion), masked names; only their own.
// Deposits go the real way: a sandbox deposit credited by the gateway's signed delivery.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { deliver, gatewayEvent, sandboxDeposit } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

/** A member whose masked name (first two characters, then ***) is `prefix***`, unique here. */
const memberNamed = (prefix: string, referrerId?: number) =>
  makeMoneyMember(t, {
    username: `${prefix}${randomBytes(5).toString('hex')}`,
    ...(referrerId === undefined ? {} : { referrerId }),
  });

async function deposit(m: MoneyMember, amount: string) {
  const { reference } = await sandboxDeposit(t, m, amount);
  const done = await deliver(t, gatewayEvent({ reference, amount }));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

type Friend = { username: string; status: string; rewarded: boolean };
async function summary(m: MoneyMember) {
  const res = await t.call({ method: 'GET', url: '/wps/referral', token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const value = res.body.value as {
    referralCode: string;
    reward: { amount: string; minDeposit: string } | null;
    friends: Friend[];
    counts: { registered: number; deposited: number; qualified: number };
  };
  const friend = (prefix: string) => value.friends.find((f) => f.username === `${prefix}***`);
  return { ...value, friend };
}

async function setPromotionState(id: number, state: string) {
  const res = await t.call({
    method: 'POST',
    url: `/ops/api/promotions/${id}/state`,
    token: admin,
    payload: { state },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('GET /wps/referral', () => {
  it("lists the member's friends with their status: without a referral promotion, none qualifies", async () => {
    const me = await memberNamed('me');
    const other = await memberNamed('ot');
    await memberNamed('rg', me.id);
    const deposited = await memberNamed('dp', me.id);
    await memberNamed('xx', other.id);
    await deposit(deposited, '50000');
    const res = await summary(me);
    expect(res.referralCode).toBe(me.referralCode);
    expect(res.reward).toBeNull();
    // Only the member's own friends, masked.
    expect(res.friends.map((f) => f.username)).toEqual(['dp***', 'rg***']);
    expect(res.friend('rg')).toMatchObject({ status: 'registered', rewarded: false });
    // However much a friend deposits, qualified needs a live referral promotion.
    expect(res.friend('dp')).toMatchObject({ status: 'deposited', rewarded: false });
    expect(res.counts).toEqual({ registered: 2, deposited: 1, qualified: 0 });
    expect((await t.call({ method: 'GET', url: '/wps/referral' })).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/wps/referral?page=0', token: me.token })).status,
    ).toBe(400);
  });

  it("qualifies a friend whose deposits reach the live promotion's minimum, and shows the reward paid once claimed", async () => {
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/promotions',
      token: admin,
      payload: {
        texts: { EN: { title: 'Invite a friend', body: 'Rules', image: null } },
        rules: { type: 'referral', amount: '3000', minDeposit: '10000' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const promotionId = created.body.value.id as number;
    await setPromotionState(promotionId, 'active');
    try {
      const me = await memberNamed('me');
      await memberNamed('rg', me.id);
      const below = await memberNamed('bl', me.id);
      const qualified = await memberNamed('qf', me.id);

      await deposit(below, '6000');
      await deposit(qualified, '6000');
      let res = await summary(me);
      expect(res.reward).toEqual({ amount: '3000', minDeposit: '10000' });
      expect(res.friend('qf')!.status).toBe('deposited');

      // 6,000 + 4,000 reaches the minimum of 10,000 exactly.
      await deposit(qualified, '4000');
      res = await summary(me);
      expect(res.friend('rg')).toMatchObject({ status: 'registered', rewarded: false });
      expect(res.friend('bl')).toMatchObject({ status: 'deposited', rewarded: false });
      expect(res.friend('qf')).toMatchObject({ status: 'qualified', rewarded: false });
      expect(res.counts).toEqual({ registered: 3, deposited: 2, qualified: 1 });

      // The referrer claims: paid for the qualified friend only, and the list says so.
      const claim = await t.call({
        method: 'POST',
        url: '/wps/promotions/claim',
        token: me.token,
        payload: { promotionId },
      });
      expect(claim.status, JSON.stringify(claim.body)).toBe(200);
      expect(claim.body.value).toMatchObject({ status: 'claimed', amount: '3000', claims: 1 });
      res = await summary(me);
      expect(res.friend('qf')).toMatchObject({ status: 'qualified', rewarded: true });
      expect(res.friend('bl')).toMatchObject({ status: 'deposited', rewarded: false });
    } finally {
      // The promotion would qualify the other test's friends too.
      await setPromotionState(promotionId, 'paused');
    }
  });
});
