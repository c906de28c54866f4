// The demo promotions' step (seed step 21): six live promotions in Burmese and English, each with
// its picture, shown to a visitor and to a member who just registered with what each waits for;
// and nothing paid until a player asks: a fresh member has no bonus and no claim, a deposit pays
// the first-deposit bonus only to the member who chose it. A site whose first operator must enrol
// in two-factor still starts, with none. Run on the tests' image (which leaves this step out), as
// a first start runs it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses } from '../db/schema/bonus';
import { promotionClaims } from '../db/schema/promotions';
import { balances } from '../ledger/accounts';
import { checkLedger } from '../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../test/money-members';
import { deliver, gatewayEvent, sandboxDeposit } from '../../test/payments-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from './demo';
import { promotionsSeed } from './promotions';

let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemoData(t.deps, [promotionsSeed]);
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

interface Card {
  id: number;
  type: string;
  title: string;
  body: string;
  image: string | null;
  status: string;
  unavailableReason: string | null;
}

async function cards(language: 'EN' | 'MY', token?: string): Promise<Card[]> {
  const res = await t.call({ method: 'GET', url: '/wps/promotions', query: { language }, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.list;
}

const statuses = (list: Card[]) =>
  Object.fromEntries(list.map((c) => [c.type, [c.status, c.unavailableReason]]));

let mobileSeq = 0;
const member = (): Promise<MoneyMember> =>
  makeMoneyMember(t, { dialCode: '95', mobileNum: `96${String(++mobileSeq).padStart(8, '0')}` });

const claim = (m: MoneyMember, body: object) =>
  t.call({ method: 'POST', url: '/wps/promotions/claim', token: m.token, payload: body });

/** A member as the site makes one: registered through the API, signed in by it. */
async function registerFresh(): Promise<{ id: number; token: string }> {
  const res = await t.call({
    method: 'POST',
    url: '/wps/member/register',
    payload: {
      username: `fresh${process.pid % 1000}x${++mobileSeq}`,
      password: 'secret123',
      confirmPassword: 'secret123',
      domain: 'www.royalwin.example',
      registerUrl: 'https://www.royalwin.example/register',
      registerMethod: 'WEB',
      termsAccepted: true,
      login: true,
    },
    remoteAddress: '10.21.0.1',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = res.body.value.session.token as string;
  const info = await t.call({ method: 'GET', url: '/wps/member/info', token });
  return { id: info.body.value.id as number, token };
}

describe('demo promotions (seed step 21)', () => {
  it('runs in a few seconds', () => {
    console.log(`demo promotions step: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(20);
  });

  it('shows a visitor six live promotions in English and Burmese, each with its picture', async () => {
    const en = await cards('EN');
    const my = await cards('MY');
    expect(en.map((c) => c.type)).toEqual([
      'deposit',
      'rebate',
      'checkin',
      'signup',
      'raffle',
      'application',
    ]);
    expect(en.map((c) => c.title)).toContain('First deposit bonus: 100% up to 300,000 Ks');
    expect(en.map((c) => c.title)).toContain('Weekly slots cashback: 5%');
    expect(my.map((c) => c.id)).toEqual(en.map((c) => c.id));
    const burmese = /[\u1000-\u109f]/;
    for (const [i, card] of my.entries()) {
      expect(card.title).toMatch(burmese);
      expect(card.body).toMatch(burmese);
      expect(card.title).not.toBe(en[i]!.title);
      expect(en[i]!.body).not.toMatch(burmese);
      expect(en[i]!.body.length).toBeGreaterThan(100);
      // One picture per promotion, served by the site as an uploaded image is.
      expect(card.image).toMatch(/^\/wps\/content\/images\/\d+\.png$/);
      expect(en[i]!.image).toBe(card.image);
      const image = await t.call({ method: 'GET', url: card.image! });
      expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    }
    // Open to everyone, but a visitor is asked to log in first.
    for (const card of en) {
      expect([card.status, card.unavailableReason]).toEqual(['join', 'NOT_LOGGED_IN']);
    }
  });

  it('keeps the rules the announcements give', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/ops/api/promotions',
      query: { pageSize: '50' },
      token: await t.opsToken(),
    });
    const list = res.body.value.list as Array<{ type: string; rules: object; state: string }>;
    expect(list.every((p) => p.state === 'active')).toBe(true);
    const rulesOf = (type: string) => list.find((p) => p.type === type)!.rules;
    // 1 Ks is 100 minor units.
    expect(rulesOf('deposit')).toEqual({
      type: 'deposit',
      percentBps: 10_000,
      cap: '30000000',
      minDeposit: '1000000',
      choose: 'before',
      wageringMultiple: 10,
      wageringBase: 'bonusPlusDeposit',
    });
    expect(rulesOf('rebate')).toEqual({
      type: 'rebate',
      rates: { RNG: 500 },
      payout: 'manual',
      minPayout: '10000',
      maxPayout: '50000000',
    });
  });

  it('shows a member who just registered what each one waits for, and pays nothing by itself', async () => {
    const fresh = await registerFresh();
    expect(statuses(await cards('EN', fresh.token))).toEqual({
      deposit: ['join', null],
      rebate: ['join', 'NOTHING_TO_CLAIM'],
      checkin: ['join', null],
      signup: ['claim', null],
      raffle: ['join', null],
      application: ['join', null],
    });
    expect(statuses(await cards('MY', fresh.token))).toEqual(
      statuses(await cards('EN', fresh.token)),
    );
    const list = await t.call({ method: 'GET', url: '/wps/member/bonuses', token: fresh.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.value.items).toEqual([]);
    const balance = await t.call({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      token: fresh.token,
    });
    expect(balance.body.value).toMatchObject({ balance: '0', bonus: '0', locked: '0' });
    const claims = await t.deps.db
      .select()
      .from(promotionClaims)
      .where(eq(promotionClaims.memberId, fresh.id));
    expect(claims).toEqual([]);
  });

  it('pays the first-deposit bonus only to the member who chose it, with its wagering', async () => {
    const id = (await cards('EN')).find((c) => c.type === 'deposit')!.id;
    const chooser = await member();
    const other = await member();
    const chose = await claim(chooser, { promotionId: id });
    expect(chose.body.value?.status, JSON.stringify(chose.body)).toBe('process');
    for (const m of [chooser, other]) {
      const { reference } = await sandboxDeposit(t, m, '2000000');
      const done = await deliver(t, gatewayEvent({ reference, amount: '2000000' }));
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    // 20,000 Ks deposited: 20,000 Ks of bonus, to wager 10 x (20,000 + 20,000) Ks.
    const [bonus] = await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, chooser.id));
    expect(bonus).toMatchObject({ amount: 2_000_000n, wageringRequired: 40_000_000n });
    expect(await balances(t.deps.db, other.id)).toMatchObject({
      player_cash: 2_000_000n,
      player_bonus: 0n,
    });
    expect(await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, other.id))).toEqual(
      [],
    );
  });

  it('gives the welcome bonus when claimed, and then asks for one bonus at a time', async () => {
    const m = await member();
    const cardsOf = async () => statuses(await cards('EN', m.token));
    const signup = (await cards('EN')).find((c) => c.type === 'signup')!.id;
    const ok = await claim(m, { promotionId: signup });
    expect(ok.body.value, JSON.stringify(ok.body)).toMatchObject({
      status: 'claimed',
      amount: '300000',
    });
    const [bonus] = await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
    expect(bonus).toMatchObject({ amount: 300_000n, wageringRequired: 1_500_000n });
    expect(await cardsOf()).toMatchObject({
      signup: ['claimed', 'PROMOTION_LIMIT_REACHED'],
      checkin: ['join', 'BONUS_ACTIVE'],
    });
  });

  it('adds none to a database that has promotions already', async () => {
    const before = (await cards('EN')).length;
    await promotionsSeed.run(t.deps);
    expect(await cards('EN')).toHaveLength(before);
  });

  it('makes none, and lets the site start, when the first operator must enrol in two-factor', async () => {
    const strict = await createTestApp({ env: { OPS_REQUIRE_2FA: 'on' } });
    try {
      await seedDemoData(strict.deps, [promotionsSeed]);
      const res = await strict.call({ method: 'GET', url: '/wps/promotions' });
      expect(res.body.value.list).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
