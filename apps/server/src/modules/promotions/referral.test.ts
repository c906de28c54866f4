// The referral reward through HTTP: the referral promotion pays the referrer once per friend, only
// when the friend's deposits reach the minimum; public state's availablePromo (REFERRAL.enabled)
// follows the promotion. Also /promoDetail's own part of the caller (signed days, streak).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { deliver, gatewayEvent, sandboxDeposit } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { promotionKit } from './promotion-test-kit';

let t: TestApp;
let admin: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const texts = { EN: { title: 'Invite a friend', body: 'Rules', image: null } };

const { createPromotion, setState } = promotionKit(() => ({ t, admin }), texts);
const member = (o: Parameters<typeof makeMoneyMember>[1] = {}) => {
  seq += 1;
  return makeMoneyMember(t, {
    dialCode: '95',
    mobileNum: `98${String(Date.now()).slice(-5)}${seq}`,
    ...o,
  });
};
const claim = (m: MoneyMember, promotionId: number) =>
  t.call({
    method: 'POST',
    url: '/wps/promotions/claim',
    token: m.token,
    payload: { promotionId },
  });
const state = async (m?: MoneyMember) => {
  const res = await t.call({ method: 'GET', url: '/wps/promotions/state', token: m?.token });
  expect(res.status).toBe(200);
  return res.body.value as { availablePromoCount: number; availablePromo: boolean };
};
const rewards = async (m: MoneyMember) => {
  const res = await t.call({ method: 'GET', url: '/wps/promotions/reward-center', token: m.token });
  expect(res.status).toBe(200);
  return res.body.value as { count: number; list: Array<{ id: number }> };
};
async function deposit(m: MoneyMember, amount: string) {
  const { reference } = await sandboxDeposit(t, m, amount);
  const done = await deliver(t, gatewayEvent({ reference, amount }));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

describe('referral reward', () => {
  it('pays the referrer once per friend, when the friend qualifies', async () => {
    const id = await createPromotion(
      { type: 'referral', amount: '3000', minDeposit: '10000' },
      {},
      false,
    );
    // Drafted: REFERRAL.enabled is off and the invite-friends entry hides.
    expect((await state()).availablePromo).toBe(false);
    await setState(id, 'active');
    expect((await state()).availablePromo).toBe(true);

    const referrer = await member();
    const friend = await member({ referrerId: referrer.id });
    const stranger = await member();

    // Nothing yet: the friend has not deposited.
    const early = await claim(referrer, id);
    expect([early.status, early.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    expect((await rewards(referrer)).list.map((c) => c.id)).not.toContain(id);

    // Below the minimum still nothing.
    await deposit(friend, '6000');
    expect((await claim(referrer, id)).body.code).toBe('NOTHING_TO_CLAIM');

    // Deposits reach the minimum (6000 + 5000): the reward is claimable, shown with its badge.
    await deposit(friend, '5000');
    const centre = await rewards(referrer);
    expect(centre.list.map((c) => c.id)).toContain(id);
    expect(centre.count).toBe(centre.list.length);
    const before = (await balances(t.deps.db, referrer.id)).player_bonus;
    const paid = await claim(referrer, id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.value).toMatchObject({ status: 'claimed', amount: '3000', claims: 1 });
    expect((await balances(t.deps.db, referrer.id)).player_bonus - before).toBe(3000n);
    // bonusDetails names the bonus by its promotion's title.
    const bonuses = await t.call({
      method: 'GET',
      url: '/wps/member/bonuses',
      token: referrer.token,
    });
    expect(bonuses.body.value.items[0]).toMatchObject({
      title: 'Invite a friend',
      amount: '3000',
      status: 'active',
    });

    // Once: a second claim, even after more deposits, pays nothing more.
    await deposit(friend, '20000');
    const again = await claim(referrer, id);
    expect([again.status, again.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    expect((await balances(t.deps.db, referrer.id)).player_bonus - before).toBe(3000n);
    expect((await rewards(referrer)).list.map((c) => c.id)).not.toContain(id);

    // The friend itself and a stranger have nobody to be paid for.
    expect((await claim(friend, id)).body.code).toBe('NOTHING_TO_CLAIM');
    expect((await claim(stranger, id)).body.code).toBe('NOTHING_TO_CLAIM');

    // Paused: REFERRAL.enabled is off again.
    await setState(id, 'paused');
    expect((await state(referrer)).availablePromo).toBe(false);
  });
});

describe('/promoDetail: the caller own part', () => {
  it('shows the signed days and the streak of a check-in, none to a visitor', async () => {
    const id = await createPromotion({ type: 'checkin', rewards: ['100', '200'] });
    const m = await member();
    const detail = (token?: string) =>
      t.call({ method: 'GET', url: `/wps/promotions/${id}?language=EN`, token });
    const visitor = await detail();
    expect(visitor.status).toBe(200);
    expect(visitor.body.value.mine).toBeNull();
    expect((await detail(m.token)).body.value.mine).toMatchObject({ signedDays: [], streak: 0 });
    const signed = await claim(m, id);
    expect(signed.body.value).toMatchObject({ status: 'signed', amount: '100' });
    const after = (await detail(m.token)).body.value;
    expect(after.card.status).toBe('signed');
    expect(after.mine.signedDays).toHaveLength(1);
    expect(after.mine.streak).toBe(1);
    expect(after.mine.claims[0]).toMatchObject({ status: 'signed', amount: '100' });

    // The check-in paid a bonus: another bonus waits for it (one active bonus at a time), and
    // its card says so instead of offering a claim that would be refused.
    const signup = await createPromotion({ type: 'signup', amount: '500', identities: ['mobile'] });
    const card = (
      await t.call({ method: 'GET', url: '/wps/promotions', token: m.token })
    ).body.value.list.find((c: { id: number }) => c.id === signup);
    expect(card).toMatchObject({ status: 'claim', unavailableReason: 'BONUS_ACTIVE' });
    const refused = await claim(m, signup);
    expect([refused.status, refused.body.code]).toEqual([409, 'BONUS_ACTIVE']);
    expect((await rewards(m)).list.map((c) => c.id)).not.toContain(signup);
  });
});
