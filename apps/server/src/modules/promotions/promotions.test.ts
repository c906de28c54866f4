// The promotion engine through its API: operators create and publish each type, members see
// their status on each card and claim; bad input (a 141-character remark, a fourth image, a 6 MB
// image, a GIF renamed .png, closed, draft or foreign promotions) answers 4xx and changes nothing;
// every claim and refusal is audited; the rebate job pays once per (member, day).
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRaffle } from '@wps/games/raffle';
import { promotionTypes } from '@wps/contracts/promotions/fields';
import { bonuses } from '../../db/schema/bonus';
import { auditLog } from '../../db/schema/core';
import { ledgerTransactions } from '../../db/schema/ledger';
import { promotionClaims, promotions } from '../../db/schema/promotions';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { countRows } from '../../../test/db-rows';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import {
  deliver,
  gatewayEvent,
  jpegBytes,
  pngBytes,
  sandboxDeposit,
  uploadProof,
} from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { promotionKit } from './promotion-test-kit';
import { createOperatorToken } from '../../../test/operators';
import { settleRebateDay } from './rebate-settlement';
import { addDays, siteDay } from './promotions.service';

let t: TestApp;
let admin: string;
let support: string;
let mobileSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const texts = {
  EN: { title: 'Welcome', body: 'Rules', image: null },
  MY: { title: 'ကြိုဆို', body: 'x', image: null },
};

const { createPromotion, setState } = promotionKit(() => ({ t, admin }), texts);

const member = (o: Parameters<typeof makeMoneyMember>[1] = {}) => {
  mobileSeq += 1;
  return makeMoneyMember(t, {
    dialCode: '95',
    mobileNum: `9${String(Date.now()).slice(-6)}${mobileSeq}`,
    ...o,
  });
};
const claim = (m: MoneyMember, body: object) =>
  t.call({ method: 'POST', url: '/wps/promotions/claim', token: m.token, payload: body });
const apply = (m: MoneyMember, body: object) =>
  t.call({ method: 'POST', url: '/wps/promotions/apply', token: m.token, payload: body });
const cards = async (m?: MoneyMember, query = '') => {
  const res = await t.call({ method: 'GET', url: `/wps/promotions${query}`, token: m?.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.list as Array<{ id: number; status: string; unavailableReason: string }>;
};
const cardOf = async (m: MoneyMember | undefined, id: number) =>
  (await cards(m)).find((c) => c.id === id)!;

/** The money and rows a refused call must leave as they were. */
async function snapshot(memberId: number) {
  const [tx] = await t.deps.db.select({ n: count() }).from(ledgerTransactions);
  const [claims] = await t.deps.db
    .select({ n: count() })
    .from(promotionClaims)
    .where(eq(promotionClaims.memberId, memberId));
  return { ledger: tx!.n, claims: claims!.n, balances: await balances(t.deps.db, memberId) };
}

async function audits(memberId: number, action: string) {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, memberId), eq(auditLog.action, action)));
  return row!.n;
}

describe('Zalo number ID', () => {
  const setZalo = (m: MoneyMember, zaloId: unknown) =>
    t.call({ method: 'PUT', url: '/wps/member/zalo-id', token: m.token, payload: { zaloId } });

  it('a promotion that requires one answers ZALO_REQUIRED until the member sets it', async () => {
    const id = await createPromotion(
      { type: 'signup', amount: '3000', identities: ['mobile'] },
      { eligibility: { requiresZaloId: true } },
    );
    const m = await member();
    expect(await cardOf(m, id)).toMatchObject({
      status: 'join',
      unavailableReason: 'ZALO_REQUIRED',
    });
    const before = await snapshot(m.id);
    const refused = await claim(m, { promotionId: id });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ZALO_REQUIRED');
    expect(await snapshot(m.id)).toEqual(before);
    expect(await audits(m.id, 'promotion.refused')).toBeGreaterThanOrEqual(1);

    // Bad spellings are refused and change nothing; spaces and dashes people type are dropped.
    for (const bad of ['12345678', '1234567890123456', 'abc123456789', '+84 90x 123 4567', 5]) {
      const res = await setZalo(m, bad);
      expect(res.status, String(bad)).toBe(400);
    }
    const centre = await t.call({
      method: 'GET',
      url: '/wps/member/security-centre',
      token: m.token,
    });
    expect(centre.body.value.zaloId).toBeNull();
    const saved = await setZalo(m, '+84 90-123 4567');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.value.zaloId).toBe('+84901234567');
    const after = await t.call({
      method: 'GET',
      url: '/wps/member/security-centre',
      token: m.token,
    });
    expect(after.body.value.zaloId).toBe('+84901234567');
    expect(await audits(m.id, 'member.zaloId.set')).toBe(1);

    expect(await cardOf(m, id)).toMatchObject({ status: 'claim', unavailableReason: null });
    const paid = await claim(m, { promotionId: id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.value.amount).toBe('3000');
  });

  it('is limited per member and needs a session', async () => {
    const stranger = await t.call({
      method: 'PUT',
      url: '/wps/member/zalo-id',
      payload: { zaloId: '0901234567' },
    });
    expect(stranger.status).toBe(401);
    const m = await member();
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) codes.push((await setZalo(m, `09012345${10 + i}`)).status);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

describe('sign-up bonus', () => {
  it('pays once per member and per mobile number, with statuses join/claim -> claimed', async () => {
    const id = await createPromotion({ type: 'signup', amount: '5000', identities: ['mobile'] });
    const m = await member();
    expect(await cardOf(undefined, id)).toMatchObject({
      status: 'join',
      unavailableReason: 'NOT_LOGGED_IN',
    });
    expect(await cardOf(m, id)).toMatchObject({ status: 'claim', unavailableReason: null });
    const state = await t.call({ method: 'GET', url: '/wps/promotions/state', token: m.token });
    expect(state.body.value.availablePromoCount).toBeGreaterThanOrEqual(1);

    const res = await claim(m, { promotionId: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'claimed', amount: '5000' });
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(5000n);
    expect(await cardOf(m, id)).toMatchObject({ status: 'claimed' });
    expect(await audits(m.id, 'promotion.claim')).toBe(1);

    const before = await snapshot(m.id);
    const again = await claim(m, { promotionId: id });
    expect([again.status, again.body.code]).toEqual([409, 'PROMOTION_LIMIT_REACHED']);
    expect(await snapshot(m.id)).toEqual(before);
    expect(await audits(m.id, 'promotion.refused')).toBe(1);

    // The same person with a second account (same mobile, set after registration) gets none.
    const twin = await member();
    await t.deps.db.execute(
      sql`UPDATE members SET mobile_num = NULL, dial_code = NULL WHERE id = ${m.id}`,
    );
    await t.deps.db.execute(
      sql`UPDATE members SET dial_code = ${m.dialCode}, mobile_num = ${m.mobileNum} WHERE id = ${twin.id}`,
    );
    const twinClaim = await claim(twin, { promotionId: id });
    expect([twinClaim.status, twinClaim.body.code]).toEqual([409, 'PROMOTION_LIMIT_REACHED']);
    expect((await balances(t.deps.db, twin.id)).player_bonus).toBe(0n);
  });

  it('caps claims per address', async () => {
    const id = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { perAddress: 2 },
    );
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push((await claim(await member(), { promotionId: id })).status);
    expect(results).toEqual([200, 200, 409]);
  });
});

/** A claim sent from `ip` (the address the region filter and the address identity read). */
const claimFrom = (m: MoneyMember, body: object, ip: string) =>
  t.call({
    method: 'POST',
    url: '/wps/promotions/claim',
    token: m.token,
    payload: body,
    remoteAddress: ip,
  });
const cardFrom = async (m: MoneyMember, id: number, ip: string) => {
  const res = await t.call({
    method: 'GET',
    url: '/wps/promotions',
    token: m.token,
    remoteAddress: ip,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.value.list as Array<{ id: number }>).find((c) => c.id === id)!;
};
/** A completed sandbox deposit of `amount`; its reference. */
async function deposited(m: MoneyMember, amount: string) {
  const { reference } = await sandboxDeposit(t, m, amount);
  const done = await deliver(t, gatewayEvent({ reference, amount }));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return reference;
}
const MYANMAR_IP = '203.81.64.1';
const JAPAN_IP = '1.0.16.1';
let addressSeq = 0;
/** A client address no other test claims from (the address identity is kept for good). */
const freshIp = () => `10.77.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

describe('eligibility', () => {
  const agent = () => member();
  const cases: Array<{
    filter: string;
    eligibility: (agentId: number) => object;
    outside: (agentId: number) => Promise<[MoneyMember, string]>;
    inside: (agentId: number) => Promise<[MoneyMember, string]>;
  }> = [
    {
      filter: 'newMemberDays (registered 30 days ago, the promotion takes 7)',
      eligibility: () => ({ newMemberDays: 7 }),
      outside: async () => [
        await member({ createdAt: new Date(Date.now() - 30 * 86_400_000) }),
        freshIp(),
      ],
      inside: async () => [
        await member({ createdAt: new Date(Date.now() - 6 * 86_400_000) }),
        freshIp(),
      ],
    },
    {
      filter: 'agentIds (a member of another tree; one two levels under the agent)',
      eligibility: (agentId) => ({ agentIds: [agentId] }),
      outside: async () => [await member({ uplineId: (await agent()).id }), freshIp()],
      inside: async (agentId) => {
        const sub = await member({ uplineId: agentId });
        return [await member({ uplineId: sub.id }), freshIp()];
      },
    },
    {
      filter: 'regions (MM only: a Japanese address, then a Myanmar one)',
      eligibility: () => ({ regions: ['MM'] }),
      outside: async () => [await member(), JAPAN_IP],
      inside: async () => [await member(), MYANMAR_IP],
    },
    {
      filter: 'rankLevels (VIP 3 and 5: a member at rank 4, one at rank 5)',
      eligibility: () => ({ rankLevels: [3, 5] }),
      outside: async () => [await member({ rankLevel: 4 }), freshIp()],
      inside: async () => [await member({ rankLevel: 5 }), freshIp()],
    },
  ];

  it.each(cases)(
    '$filter: refuses the member outside with 403 and pays the one inside',
    async ({ eligibility, outside, inside }) => {
      const top = await agent();
      const id = await createPromotion(
        { type: 'signup', amount: '700', identities: [] },
        { eligibility: eligibility(top.id) },
      );
      const [out, outIp] = await outside(top.id);
      expect(await cardFrom(out, id, outIp)).toMatchObject({
        status: 'close',
        unavailableReason: 'PROMOTION_NOT_ELIGIBLE',
      });
      const before = await snapshot(out.id);
      const refused = await claimFrom(out, { promotionId: id }, outIp);
      expect([refused.status, refused.body.code]).toEqual([403, 'PROMOTION_NOT_ELIGIBLE']);
      expect(await snapshot(out.id)).toEqual(before);
      expect(await audits(out.id, 'promotion.refused')).toBe(1);

      const [ok, okIp] = await inside(top.id);
      expect(await cardFrom(ok, id, okIp)).toMatchObject({
        status: 'claim',
        unavailableReason: null,
      });
      const paid = await claimFrom(ok, { promotionId: id }, okIp);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.value).toMatchObject({ status: 'claimed', amount: '700' });
      expect((await balances(t.deps.db, ok.id)).player_bonus).toBe(700n);
    },
  );

  it('rankLevels: a rank the operator raises opens the promotion; the rank lets the member enter a raffle and apply', async () => {
    const ranks = { eligibility: { rankLevels: [3, 5] } };
    const signup = await createPromotion({ type: 'signup', amount: '800', identities: [] }, ranks);
    const raffle = await createPromotion(
      { type: 'raffle', prizes: ['100'], betPerTicket: '100' },
      ranks,
    );
    const application = await createPromotion({ type: 'application', amount: '100' }, ranks);
    const m = await member({ rankLevel: 2 });
    const before = await snapshot(m.id);
    const refused = await claim(m, { promotionId: signup });
    expect([refused.status, refused.body.code]).toEqual([403, 'PROMOTION_NOT_ELIGIBLE']);
    expect(await snapshot(m.id)).toEqual(before);

    const raised = await t.call({
      method: 'PUT',
      url: `/ops/api/members/${m.id}/labels`,
      token: admin,
      payload: { labels: [], rankLevel: 3 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.value.clubLabel).toMatchObject({ rankLevel: 3 });
    expect(await cardOf(m, signup)).toMatchObject({ status: 'claim', unavailableReason: null });
    const entered = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: m.token,
      payload: { promotionId: raffle },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect(entered.body.value.status).toBe('process');
    const applied = await apply(m, { promotionId: application, remark: 'VIP 3', proofIds: [] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.value.status).toBe('applying');
    const paid = await claim(m, { promotionId: signup });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.value).toMatchObject({ status: 'claimed', amount: '800' });
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(800n);
  });

  // Deposit rules are the deposit's: a deposit outside them earns nothing (NOTHING_TO_CLAIM).
  const depositPromotion = (eligibility: object) =>
    createPromotion(
      { type: 'deposit', percentBps: 1_000, cap: '10000', minDeposit: '1000', wageringMultiple: 0 },
      { eligibility },
    );

  it('channelCodes: a deposit through another channel earns nothing; one through it pays', async () => {
    const bankOnly = await depositPromotion({ channelCodes: ['kbz-bank'] });
    const sandboxOnly = await depositPromotion({ channelCodes: ['sandbox'] });
    const m = await member();
    const reference = await deposited(m, '10000');
    const before = await snapshot(m.id);
    const refused = await claim(m, { promotionId: bankOnly, depositReference: reference });
    expect([refused.status, refused.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    expect(await snapshot(m.id)).toEqual(before);
    const paid = await claim(m, { promotionId: sandboxOnly, depositReference: reference });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.value).toMatchObject({ status: 'claimed', amount: '1000' });
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(before.balances.player_cash + 1000n);
  });

  it('nthDeposit: a second deposit on a first-deposit promotion earns nothing; the first pays', async () => {
    const firstOnly = await depositPromotion({ nthDeposit: 1 });
    const m = await member();
    const first = await deposited(m, '10000');
    const second = await deposited(m, '20000');
    const before = await snapshot(m.id);
    const refused = await claim(m, { promotionId: firstOnly, depositReference: second });
    expect([refused.status, refused.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    expect(await snapshot(m.id)).toEqual(before);
    expect(await audits(m.id, 'promotion.refused')).toBe(1);
    const paid = await claim(m, { promotionId: firstOnly, depositReference: first });
    expect(paid.body.value, JSON.stringify(paid.body)).toMatchObject({ amount: '1000' });
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(before.balances.player_cash + 1000n);
  });
});

describe('limits', () => {
  const reload = (limits: object) =>
    createPromotion(
      { type: 'deposit', percentBps: 1_000, cap: '10000', minDeposit: '1000', wageringMultiple: 0 },
      limits,
    );

  it('perDay: a second claim the same day is refused, credits nothing, and the card says why', async () => {
    const id = await reload({ perDay: 1 });
    const m = await member();
    const [a, b] = [await deposited(m, '10000'), await deposited(m, '10000')];
    const first = await claim(m, { promotionId: id, depositReference: a });
    expect(first.body.value, JSON.stringify(first.body)).toMatchObject({ amount: '1000' });
    expect(await cardOf(m, id)).toMatchObject({ unavailableReason: 'PROMOTION_LIMIT_REACHED' });
    const before = await snapshot(m.id);
    const second = await claim(m, { promotionId: id, depositReference: b });
    expect([second.status, second.body.code]).toEqual([409, 'PROMOTION_LIMIT_REACHED']);
    expect(second.body.message).toContain('daily limit');
    expect(await snapshot(m.id)).toEqual(before);
    expect(await audits(m.id, 'promotion.refused')).toBe(1);
  });

  it('perMember: the claim past the cap is refused and changes nothing', async () => {
    const id = await reload({ perMember: 2 });
    const m = await member();
    const refs = [
      await deposited(m, '10000'),
      await deposited(m, '20000'),
      await deposited(m, '30000'),
    ];
    const cash = (await balances(t.deps.db, m.id)).player_cash;
    for (const [i, reference] of refs.slice(0, 2).entries()) {
      const ok = await claim(m, { promotionId: id, depositReference: reference });
      expect(ok.body.value, JSON.stringify(ok.body)).toMatchObject({ amount: `${i + 1}000` });
    }
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(cash + 3_000n);
    expect(await cardOf(m, id)).toMatchObject({
      status: 'claimed',
      unavailableReason: 'PROMOTION_LIMIT_REACHED',
    });
    const before = await snapshot(m.id);
    const third = await claim(m, { promotionId: id, depositReference: refs[2] });
    expect([third.status, third.body.code]).toEqual([409, 'PROMOTION_LIMIT_REACHED']);
    expect(await snapshot(m.id)).toEqual(before);
  });
});

describe('sign-up identities', () => {
  it('device: none is refused, a device pays once, a second member on it gets nothing', async () => {
    const id = await createPromotion({ type: 'signup', amount: '500', identities: ['device'] });
    const device = `dev-${Date.now()}-x`;
    const [m, twin] = [await member(), await member()];
    const before = await snapshot(m.id);
    const table: Array<[object, number, string]> = [
      [{ promotionId: id }, 403, 'PROMOTION_NOT_ELIGIBLE'],
      [{ promotionId: id, deviceId: 'short' }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: id, deviceId: 'bad device id' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of table) {
      const res = await claim(m, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await snapshot(m.id)).toEqual(before);
    const paid = await claim(m, { promotionId: id, deviceId: device });
    expect(paid.body.value, JSON.stringify(paid.body)).toMatchObject({
      status: 'claimed',
      amount: '500',
    });
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(500n);

    const twinBefore = await snapshot(twin.id);
    const again = await claim(twin, { promotionId: id, deviceId: device });
    expect([again.status, again.body.code]).toEqual([409, 'PROMOTION_LIMIT_REACHED']);
    expect(await snapshot(twin.id)).toEqual(twinBefore);
    expect(await audits(twin.id, 'promotion.refused')).toBe(1);
    // Another device is another person.
    const other = await claim(twin, { promotionId: id, deviceId: `${device}-2` });
    expect(other.body.value, JSON.stringify(other.body)).toMatchObject({ amount: '500' });
  });

  it('address: a second member claiming from the same address gets nothing', async () => {
    const id = await createPromotion({ type: 'signup', amount: '400', identities: ['address'] });
    const ip = freshIp();
    const [m, twin] = [await member(), await member()];
    const paid = await claimFrom(m, { promotionId: id }, ip);
    expect(paid.body.value, JSON.stringify(paid.body)).toMatchObject({ amount: '400' });
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(400n);
    const before = await snapshot(twin.id);
    const again = await claimFrom(twin, { promotionId: id }, ip);
    expect([again.status, again.body.code]).toEqual([409, 'PROMOTION_LIMIT_REACHED']);
    expect(await snapshot(twin.id)).toEqual(before);
    const elsewhere = await claimFrom(twin, { promotionId: id }, freshIp());
    expect(elsewhere.body.value, JSON.stringify(elsewhere.body)).toMatchObject({ amount: '400' });
  });
});

describe('claims that answer 4xx and change nothing', () => {
  it('closed, coming, paused, draft, unknown and other-type promotions', async () => {
    const m = await member();
    const ended = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { startsAt: '2024-01-01T00:00:00Z', endsAt: '2024-02-01T00:00:00Z' },
    );
    const coming = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { startsAt: '2099-01-01T00:00:00Z' },
    );
    const paused = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    await setState(paused, 'paused');
    const draft = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      {},
      false,
    );
    const raffle = await createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' });
    const over = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { budget: '50' },
    );
    const newOnly = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { eligibility: { rankLevels: [9] } },
    );
    expect(await cardOf(m, coming)).toMatchObject({ status: 'coming' });
    expect(await cardOf(m, ended)).toMatchObject({ status: 'close' });
    expect(await cardOf(m, paused)).toMatchObject({ status: 'close' });
    expect(await cardOf(m, newOnly)).toMatchObject({
      status: 'close',
      unavailableReason: 'PROMOTION_NOT_ELIGIBLE',
    });
    expect((await cards(m)).some((c) => c.id === draft)).toBe(false);
    const before = await snapshot(m.id);
    const table: Array<[object, number, string]> = [
      [{ promotionId: ended }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: coming }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: paused }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: draft }, 404, 'NOT_FOUND'],
      [{ promotionId: 999_999 }, 404, 'NOT_FOUND'],
      [{ promotionId: raffle }, 404, 'NOT_FOUND'],
      [{ promotionId: over }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: newOnly }, 403, 'PROMOTION_NOT_ELIGIBLE'],
      [{ promotionId: -1 }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: '1' }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: ended, extra: 1 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of table) {
      const res = await claim(m, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await snapshot(m.id)).toEqual(before);
    const noSession = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      payload: { promotionId: ended },
    });
    expect(noSession.status).toBe(401);
    const operator = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      token: admin,
      payload: { promotionId: ended },
    });
    expect(operator.status).toBe(403);
  });
  it('MCS2_claimRafflePromotion: closed, foreign-type, unknown and malformed entries', async () => {
    const m = await member();
    const raffle = (extra: object = {}, publish = true) =>
      createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' }, extra, publish);
    const ended = await raffle({
      startsAt: '2024-01-01T00:00:00Z',
      endsAt: '2024-02-01T00:00:00Z',
    });
    const coming = await raffle({ startsAt: '2099-01-01T00:00:00Z' });
    const paused = await raffle();
    await setState(paused, 'paused');
    const closedByOperator = await raffle();
    await setState(closedByOperator, 'ended');
    const draft = await raffle({}, false);
    const forRanks = await raffle({ eligibility: { rankLevels: [9] } });
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const checkin = await createPromotion({ type: 'checkin', rewards: ['10'] });
    const enter = (payload: unknown, token: string | null = m.token) =>
      t.call({
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        token: token ?? undefined,
        payload: payload as object,
      });
    const before = await snapshot(m.id);
    const table: Array<[unknown, number, string]> = [
      [{ promotionId: ended }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: coming }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: paused }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: closedByOperator }, 409, 'PROMOTION_CLOSED'],
      [{ promotionId: draft }, 404, 'NOT_FOUND'],
      [{ promotionId: signup }, 404, 'NOT_FOUND'],
      [{ promotionId: checkin }, 404, 'NOT_FOUND'],
      [{ promotionId: 999_999 }, 404, 'NOT_FOUND'],
      [{ promotionId: forRanks }, 403, 'PROMOTION_NOT_ELIGIBLE'],
      [{}, 400, 'VALIDATION_FAILED'],
      [{ promotionId: 0 }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: 1.5 }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: String(ended) }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: 2 ** 31 }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: ended, memberId: m.id }, 400, 'VALIDATION_FAILED'],
      [[ended], 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of table) {
      const res = await enter(body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await snapshot(m.id)).toEqual(before);
    expect(await audits(m.id, 'promotion.refused')).toBe(9);
    expect((await enter({ promotionId: ended }, null)).status).toBe(401);
    expect((await enter({ promotionId: ended }, admin)).status).toBe(403);
    // The other type's claim call does not take a raffle either.
    const viaClaim = await claim(m, { promotionId: coming });
    expect([viaClaim.status, viaClaim.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await snapshot(m.id)).toEqual(before);
  });

  it('/wps/promotions/apply: closed application promotions and other types', async () => {
    const m = await member();
    const application = (extra: object = {}) =>
      createPromotion({ type: 'application', amount: '300' }, extra);
    const ended = await application({
      startsAt: '2024-01-01T00:00:00Z',
      endsAt: '2024-02-01T00:00:00Z',
    });
    const paused = await application();
    await setState(paused, 'paused');
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const raffle = await createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' });
    const before = await snapshot(m.id);
    const table: Array<[number, number, string]> = [
      [ended, 409, 'PROMOTION_CLOSED'],
      [paused, 409, 'PROMOTION_CLOSED'],
      [signup, 404, 'NOT_FOUND'],
      [raffle, 404, 'NOT_FOUND'],
      [999_999, 404, 'NOT_FOUND'],
    ];
    for (const [promotionId, status, code] of table) {
      const res = await apply(m, { promotionId, remark: 'please', proofIds: [] });
      expect([res.status, res.body.code], String(promotionId)).toEqual([status, code]);
    }
    expect(await snapshot(m.id)).toEqual(before);
    expect(await audits(m.id, 'promotion.refused')).toBe(table.length);
  });
});

describe('application promotions', () => {
  it("refuses a 141-character remark, a fourth image, a 6 MB image, a GIF named .png and others' images", async () => {
    const id = await createPromotion(
      { type: 'application', amount: '3000', needsImage: true },
      { perMember: 1 },
    );
    const m = await member();
    const other = await member();
    const proof = async (who = m) =>
      (await uploadProof(t, who.token, pngBytes(500))).body.value.proofId as number;
    const ids = [await proof(), await proof(), await proof(), await proof()];
    const foreign = await proof(other);
    // The image rules are the proof upload's: 6 MB and a GIF with a .png type are refused there.
    const big = await uploadProof(t, m.token, pngBytes(6 * 1024 * 1024));
    expect(big.status).toBe(413);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]);
    const gifAsPng = await uploadProof(t, m.token, gif, 'image/png');
    expect([gifAsPng.status, gifAsPng.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const gifType = await uploadProof(t, m.token, gif, 'image/gif');
    expect(gifType.status).toBe(415);

    const before = await snapshot(m.id);
    const table: Array<[object, number, string]> = [
      [{ promotionId: id, remark: 'x'.repeat(141), proofIds: [ids[0]] }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: id, remark: 'ok', proofIds: ids }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: id, remark: 'ok', proofIds: [ids[0], ids[0]] }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: id, remark: 'ok', proofIds: [foreign] }, 404, 'NOT_FOUND'],
      [{ promotionId: id, remark: 'ok', proofIds: [] }, 400, 'VALIDATION_FAILED'],
      [{ promotionId: id, remark: 'bad\u0000', proofIds: [ids[0]] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of table) {
      const res = await apply(m, body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 80)).toEqual([
        status,
        code,
      ]);
    }
    expect(await snapshot(m.id)).toEqual(before);

    // 140 characters and three images are fine; the operator approves once and it pays.
    const ok = await apply(m, {
      promotionId: id,
      remark: 'y'.repeat(140),
      proofIds: ids.slice(0, 3),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value.status).toBe('applying');
    expect(await cardOf(m, id)).toMatchObject({ status: 'applying' });
    const list = await t.call({
      method: 'GET',
      url: `/ops/api/promotions/${id}/applications`,
      token: support,
    });
    const application = list.body.value.list.find((a: { memberId: number }) => a.memberId === m.id);
    expect(application).toMatchObject({ status: 'applying', proofIds: ids.slice(0, 3) });
    // The operator sees the images.
    const image = await t.call({
      method: 'GET',
      url: `/wps/payment/proofs/${ids[0]}`,
      token: support,
    });
    expect(image.status).toBe(200);
    const review = (decision: string) =>
      t.call({
        method: 'POST',
        url: `/ops/api/promotion-applications/${application.id}/review`,
        token: support,
        payload: { decision },
      });
    const [a, b] = await Promise.all([review('approve'), review('approve')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await review('reject')).body.code).toBe('PROMOTION_STATUS_INVALID');
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(3000n);
    expect(await cardOf(m, id)).toMatchObject({ status: 'issued' });

    // Members cannot review; a rejected application shows rejected.
    const m2 = await member();
    const p2 = await proof(m2);
    const res2 = await apply(m2, { promotionId: id, remark: '', proofIds: [p2] });
    expect(res2.status).toBe(200);
    const list2 = await t.call({
      method: 'GET',
      url: `/ops/api/promotions/${id}/applications?status=applying`,
      token: support,
    });
    const app2 = list2.body.value.list.find((x: { memberId: number }) => x.memberId === m2.id);
    const byMember = await t.call({
      method: 'POST',
      url: `/ops/api/promotion-applications/${app2.id}/review`,
      token: m2.token,
      payload: { decision: 'approve' },
    });
    expect([401, 403]).toContain(byMember.status);
    const rejected = await t.call({
      method: 'POST',
      url: `/ops/api/promotion-applications/${app2.id}/review`,
      token: support,
      payload: { decision: 'reject', note: 'blurry' },
    });
    expect(rejected.body.value.status).toBe('rejected');
    expect(await cardOf(m2, id)).toMatchObject({ status: 'rejected' });
    expect(jpegBytes).toBeDefined();
  });
});

describe('deposit bonus', () => {
  it('pays a first-deposit bonus chosen before depositing when the deposit completes', async () => {
    const id = await createPromotion(
      {
        type: 'deposit',
        percentBps: 10_000,
        cap: '20000',
        minDeposit: '5000',
        choose: 'before',
        wageringMultiple: 5,
      },
      { eligibility: { nthDeposit: 1 }, perMember: 1 },
    );
    const m = await member();
    const chose = await claim(m, { promotionId: id });
    expect(chose.body.value?.status, JSON.stringify(chose.body)).toBe('process');
    expect(await cardOf(m, id)).toMatchObject({ status: 'process' });
    const { reference } = await sandboxDeposit(t, m, '15000');
    const done = await deliver(t, gatewayEvent({ reference, amount: '15000' }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(15000n);
    expect(await cardOf(m, id)).toMatchObject({ status: 'issued' });
    // The console's report: the bonus's wagering (x5 of 15,000), the budget used, the day.
    const report = await t.call({
      method: 'GET',
      url: `/ops/api/promotions/${id}/report`,
      token: support,
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.value).toMatchObject({
      claims: 1,
      cost: '15000',
      budget: null,
      spent: '15000',
      wagering: {
        bonuses: 1,
        required: '75000',
        wagered: '0',
        active: 1,
        released: 0,
        forfeited: 0,
      },
      days: [{ day: siteDay(), claims: 1, cost: '15000' }],
    });
  });

  it('counts the wagering on the bonus plus the deposit when the promotion says so', async () => {
    const id = await createPromotion({
      type: 'deposit',
      percentBps: 5_000,
      cap: '20000',
      minDeposit: '5000',
      choose: 'after',
      wageringMultiple: 3,
      wageringBase: 'bonusPlusDeposit',
    });
    const m = await member();
    const { reference } = await sandboxDeposit(t, m, '10000');
    await deliver(t, gatewayEvent({ reference, amount: '10000' }));
    const ok = await claim(m, { promotionId: id, depositReference: reference });
    expect(ok.body.value).toMatchObject({ status: 'claimed', amount: '5000' });
    // x3 of (5,000 bonus + 10,000 deposit), not of the bonus alone (15,000).
    const [bonus] = await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
    expect(bonus).toMatchObject({ amount: 5000n, wageringRequired: 45000n });
  });

  it('claims a reload bonus on a named deposit once, and refuses deposits below the minimum', async () => {
    const id = await createPromotion({
      type: 'deposit',
      percentBps: 2_000,
      cap: '1000',
      minDeposit: '5000',
      choose: 'after',
    });
    const m = await member();
    const small = await sandboxDeposit(t, m, '4000');
    await deliver(t, gatewayEvent({ reference: small.reference, amount: '4000' }));
    const big = await sandboxDeposit(t, m, '8000');
    await deliver(t, gatewayEvent({ reference: big.reference, amount: '8000' }));
    const refused = await claim(m, { promotionId: id, depositReference: small.reference });
    expect([refused.status, refused.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    const other = await member();
    const foreign = await claim(other, { promotionId: id, depositReference: big.reference });
    expect([foreign.status, foreign.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    const ok = await claim(m, { promotionId: id, depositReference: big.reference });
    expect(ok.body.value).toMatchObject({ status: 'claimed', amount: '1000' });
    const twice = await claim(m, { promotionId: id, depositReference: big.reference });
    expect(twice.status).toBe(409);
  });
});

describe('daily check-in', () => {
  it('signs once a day and pays the streak day', async () => {
    const id = await createPromotion({ type: 'checkin', rewards: ['10', '20', '30'] });
    const m = await member();
    // Yesterday signed as day 2 of a streak.
    await t.deps.db.insert(promotionClaims).values({
      promotionId: id,
      memberId: m.id,
      period: addDays(siteDay(), -1),
      status: 'signed',
      day: addDays(siteDay(), -1),
      detail: { streak: 2 },
    });
    const res = await claim(m, { promotionId: id });
    expect(res.body.value).toMatchObject({ status: 'signed', amount: '30' });
    expect(await cardOf(m, id)).toMatchObject({ status: 'signed' });
    expect((await claim(m, { promotionId: id })).status).toBe(409);
  });
});

async function bet(memberId: number, day: string, gameType: string, validBet: bigint) {
  await t.deps.db
    .execute(sql`INSERT INTO activity_daily (member_id, day, game_type, vendor_id, bet_amount, valid_bet)
    VALUES (${memberId}, ${day}::date, ${gameType}, 1, ${validBet.toString()}::bigint, ${validBet.toString()}::bigint)`);
}

describe('rebate', () => {
  it("manual: shows each game type's calculation and pays each unclaimed day once", async () => {
    const id = await createPromotion({
      type: 'rebate',
      rates: { RNG: 100, LIVE: 50 },
      payout: 'manual',
    });
    const m = await member();
    const yesterday = addDays(siteDay(), -1);
    await bet(m.id, yesterday, 'RNG', 100_000n);
    await bet(m.id, yesterday, 'LIVE', 20_000n);
    await bet(m.id, addDays(siteDay(), -2), 'RNG', 10_000n);
    await bet(m.id, siteDay(), 'RNG', 10_000n); // today is not claimable yet
    const page = await t.call({
      method: 'GET',
      url: '/wps/promotions/manual-rebate',
      token: m.token,
    });
    const mine = page.body.value.list.find((x: { promotionId: number }) => x.promotionId === id);
    expect(mine.total).toBe('1200');
    expect(mine.days.find((d: { day: string }) => d.day === yesterday).lines).toEqual([
      { gameType: 'RNG', validBet: '100000', rateBps: 100, rebate: '1000' },
      { gameType: 'LIVE', validBet: '20000', rateBps: 50, rebate: '100' },
    ]);
    const center = await t.call({
      method: 'GET',
      url: '/wps/promotions/reward-center',
      token: m.token,
    });
    expect(center.body.value.list.map((c: { id: number }) => c.id)).toContain(id);
    const res = await claim(m, { promotionId: id });
    expect(res.body.value).toMatchObject({ status: 'claimed', amount: '1200', claims: 2 });
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(1200n);
    expect((await claim(m, { promotionId: id })).body.code).toBe('NOTHING_TO_CLAIM');
  });

  it('auto: a budget that cannot pay the batch pays none of it and writes its claims closed', async () => {
    const id = await createPromotion(
      { type: 'rebate', rates: { RNG: 100 }, payout: 'auto' },
      { budget: '1000' },
    );
    const a = await member();
    const b = await member();
    const day = addDays(siteDay(), -6); // a day no other test bets on
    await bet(a.id, day, 'RNG', 50_000n); // 500
    await bet(b.id, day, 'RNG', 70_000n); // 700: 1,200 in all, over the 1,000
    const settled = await settleRebateDay(t.deps.db, id, day);
    expect(settled).toMatchObject({ paid: 0, total: 0n, overBudget: 2 });
    expect((await balances(t.deps.db, a.id)).player_cash).toBe(0n);
    expect((await balances(t.deps.db, b.id)).player_cash).toBe(0n);
    const claims = await t.deps.db
      .select({
        status: promotionClaims.status,
        note: promotionClaims.reviewNote,
        tx: promotionClaims.ledgerTransactionId,
      })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, id));
    expect(claims).toEqual([
      { status: 'close', note: 'budget', tx: null },
      { status: 'close', note: 'budget', tx: null },
    ]);
    const [promotion] = await t.deps.db
      .select({ spent: promotions.spent })
      .from(promotions)
      .where(eq(promotions.id, id));
    expect(promotion!.spent).toBe(0n);
    // Run again: the closed claims stand, nothing is paid or written twice.
    expect(await settleRebateDay(t.deps.db, id, day)).toMatchObject({ paid: 0, overBudget: 0 });
  });

  it('auto: the job pays each member once per day, however often it runs', async () => {
    const id = await createPromotion({ type: 'rebate', rates: { RNG: 100 }, payout: 'auto' });
    const a = await member();
    const b = await member();
    const day = addDays(siteDay(), -5); // a day no other test bets on
    await bet(a.id, day, 'RNG', 50_000n);
    await bet(b.id, day, 'RNG', 70_000n);
    await bet(b.id, day, 'FISH', 70_000n);
    const first = await settleRebateDay(t.deps.db, id, day);
    expect(first).toMatchObject({ paid: 2, total: 1200n });
    const again = await settleRebateDay(t.deps.db, id, day);
    expect(again).toMatchObject({ paid: 0, total: 0n });
    expect((await balances(t.deps.db, a.id)).player_cash).toBe(500n);
    expect((await balances(t.deps.db, b.id)).player_cash).toBe(700n);
    const [keys] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `promo:${id}:%`));
    expect(keys!.n).toBe(1); // one ledger transaction per batch, each claim pointing at it
    const paidClaims = await t.deps.db
      .select({ tx: promotionClaims.ledgerTransactionId })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, id));
    expect(paidClaims.map((c) => c.tx !== null)).toEqual([true, true]);
    // Turnover generated: what the claimants bet from the day they were paid on.
    await bet(a.id, siteDay(), 'LIVE', 30_000n);
    const report = await t.call({
      method: 'GET',
      url: `/ops/api/promotions/${id}/report`,
      token: support,
    });
    expect(report.body.value).toMatchObject({
      claims: 2,
      cost: '1200',
      turnover: '30000',
      conversion: 1,
    });
  });
});

describe('raffle', () => {
  it('enters by MCS2_claimRafflePromotion and draws verifiably with the committed seed', async () => {
    const id = await createPromotion({
      type: 'raffle',
      prizes: ['7000', '3000'],
      betPerTicket: '1000',
    });
    const before = await t.call({ method: 'GET', url: `/wps/promotions/${id}/raffle-draw` });
    expect(before.body.value).toMatchObject({ drawn: false, serverSeed: null });
    const seedHash = before.body.value.seedHash as string;
    const players = [await member(), await member(), await member()];
    for (const [i, p] of players.entries()) {
      await t.deps.db
        .execute(sql`INSERT INTO activity_hourly (member_id, hour_start, game_type, vendor_id, valid_bet)
        VALUES (${p.id}, date_trunc('hour', now()), 'RNG', 1, ${(1000 * (i + 1)).toString()}::bigint)`);
      const res = await t.call({
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        token: p.token,
        payload: { promotionId: id },
      });
      expect(res.body.value, JSON.stringify(res.body)).toMatchObject({
        status: 'process',
        tickets: i + 1,
        seedHash,
      });
    }
    const twice = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: players[0]!.token,
      payload: { promotionId: id },
    });
    expect(twice.status).toBe(409);
    const early = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/draw`,
      token: admin,
    });
    expect(early.status).toBe(409);
    // The draw is a money action: it leaves one audit row, by the operator who drew, and a
    // refused draw leaves none (audit-writes.test.ts lists this route as proven here).
    const drawRows = () =>
      t.deps.db
        .select({ actorKind: auditLog.actorKind, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'promotion.draw'), eq(auditLog.subject, `promotion:${id}`)));
    expect(await drawRows()).toEqual([]);
    await setState(id, 'ended');
    const drawn = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/draw`,
      token: admin,
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: admin });
    expect(await drawRows()).toEqual([{ actorKind: 'operator', actorId: me.body.value.id }]);
    // A player's check: the seed matches its hash, and the draw recomputes from the ticket list.
    const check = (await t.call({ method: 'GET', url: `/wps/promotions/${id}/raffle-draw` })).body
      .value;
    expect(createHash('sha256').update(check.serverSeed).digest('hex')).toBe(seedHash);
    const entries = check.ticketList.split('\n').map((l: string) => {
      const [memberId, tickets] = l.split(':').map(Number);
      return { memberId: memberId!, tickets: tickets! };
    });
    expect(drawRaffle(check.serverSeed, entries, 2).winners).toEqual(check.winners);
    expect(check.winners).toHaveLength(2);
    const prizes = [7000n, 3000n];
    for (const [i, w] of check.winners.entries()) {
      // Prizes are cash (docs/decisions.md): a winner holding a bonus cannot fail the draw.
      expect((await balances(t.deps.db, w)).player_cash).toBe(prizes[i]);
    }
    expect(
      (await t.call({ method: 'POST', url: `/ops/api/promotions/${id}/draw`, token: admin }))
        .status,
    ).toBe(409);
    expect(await drawRows()).toHaveLength(1);
  });
});

describe('operators', () => {
  it('only admins create and change promotions; bad rules are 400', async () => {
    const body = { texts, rules: { type: 'signup', amount: '1' } };
    const bySupport = await t.call({
      method: 'POST',
      url: '/ops/api/promotions',
      token: support,
      payload: body,
    });
    expect(bySupport.status).toBe(403);
    const m = await member();
    const byMember = await t.call({
      method: 'POST',
      url: '/ops/api/promotions',
      token: m.token,
      payload: body,
    });
    expect([401, 403]).toContain(byMember.status);
    const bad: object[] = [
      { texts: { MY: texts.MY }, rules: body.rules },
      { texts, rules: { type: 'signup', amount: '-1' } },
      { texts, rules: { type: 'deposit', percentBps: 5000, cap: '1', minDeposit: 'x' } },
      { texts, rules: { type: 'nope' } },
      { ...body, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
    ];
    for (const payload of bad) {
      const res = await t.call({
        method: 'POST',
        url: '/ops/api/promotions',
        token: admin,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const id = await createPromotion(body.rules, {}, false);
    const edit = await t.call({
      method: 'PUT',
      url: `/ops/api/promotions/${id}`,
      token: admin,
      payload: { texts, rules: { type: 'checkin', rewards: ['1'] } },
    });
    expect(edit.status).toBe(400);
    await setState(id, 'ended');
    const back = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/state`,
      token: admin,
      payload: { state: 'active' },
    });
    expect(back.status).toBe(409);
  });

  it('pages the promotions and filters them by type and state on the server', async () => {
    const made = [
      await createPromotion({ type: 'application', amount: '10' }, {}, false),
      await createPromotion({ type: 'application', amount: '20' }, {}, false),
      await createPromotion({ type: 'application', amount: '30' }, {}, false),
    ];
    const page = (query: string) =>
      t.call({ method: 'GET', url: `/ops/api/promotions?${query}`, token: support });
    const first = await page('type=application&state=draft&pageSize=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { list, total, totalPages } = first.body.value;
    expect(list.map((p: { id: number }) => p.id)).toEqual([made[2], made[1]]);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(totalPages).toBe(Math.ceil(total / 2));
    const second = await page('type=application&state=draft&pageSize=2&pageNo=2');
    expect(second.body.value.list[0].id).toBe(made[0]);
    for (const bad of ['type=nope', 'pageSize=0', 'pageNo=0', 'state=gone', 'extra=1']) {
      expect((await page(bad)).status, bad).toBe(400);
    }
    const byMember = await t.call({
      method: 'GET',
      url: '/ops/api/promotions',
      token: (await member()).token,
    });
    expect([401, 403]).toContain(byMember.status);
  });
});

describe('texts per language and the type filter', () => {
  const myTexts = {
    EN: { title: 'Lucky Monday', body: 'EN rules', image: '/images/promotions/monday-en.png' },
    MY: { title: 'ကံကောင်းသောတနင်္လာ', body: 'MY rules', image: '/images/promotions/monday-my.png' },
  };
  type Card = { id: number; type: string; title: string; body: string; image: string | null };
  const list = async (query: string, m?: MoneyMember) =>
    (await cards(m, query)) as unknown as Card[];
  const detail = (id: number | string, query = '') =>
    t.call({ method: 'GET', url: `/wps/promotions/${id}${query}` });
  const en = { title: 'Lucky Monday', body: 'EN rules', image: '/images/promotions/monday-en.png' };
  const my = {
    title: 'ကံကောင်းသောတနင်္လာ',
    body: 'MY rules',
    image: '/images/promotions/monday-my.png',
  };

  it("MY gets the MY text; a language the promotion has none for (TH, CN) gets EN's; EN is the default", async () => {
    const id = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { texts: myTexts },
    );
    const m = await member();
    for (const [query, want] of [
      ['?language=MY', my],
      ['?language=EN', en],
      ['?language=TH', en],
      ['?language=CN', en],
      ['', en],
    ] as const) {
      for (const who of [undefined, m]) {
        const card = (await list(query, who)).find((c) => c.id === id);
        expect(card, `${query} ${who ? 'member' : 'visitor'}`).toMatchObject(want);
      }
      const res = await detail(id, query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.value.card, query).toMatchObject({ id, ...want });
    }
    // A language the site does not have is refused, not served in EN.
    for (const query of ['?language=XX', '?language=my', '?language=']) {
      expect((await t.call({ method: 'GET', url: `/wps/promotions${query}` })).status, query).toBe(
        400,
      );
      expect((await detail(id, query)).status, query).toBe(400);
    }
    // An edit of the MY text shows at once; with its MY text removed, MY falls back to EN.
    const edited = await t.call({
      method: 'PUT',
      url: `/ops/api/promotions/${id}`,
      token: admin,
      payload: { texts: { EN: myTexts.EN }, rules: { type: 'signup', amount: '100' } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await list('?language=MY')).find((c) => c.id === id)).toMatchObject(en);
    expect((await detail(id, '?language=MY')).body.value.card).toMatchObject(en);
  });

  it('the type filter answers only promotions of that type, each one the unfiltered list has', async () => {
    const made: Partial<Record<string, number>> = {
      raffle: await createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' }),
      checkin: await createPromotion({ type: 'checkin', rewards: ['10'] }),
      signup: await createPromotion({ type: 'signup', amount: '100', identities: [] }),
    };
    const m = await member();
    const all = await list('', m);
    for (const type of promotionTypes) {
      const only = await list(`?type=${type}&language=MY`, m);
      expect(
        only.every((c) => c.type === type),
        type,
      ).toBe(true);
      expect(only.map((c) => c.id)).toEqual(all.filter((c) => c.type === type).map((c) => c.id));
      if (made[type]) expect(only.map((c) => c.id)).toContain(made[type]);
    }
    // No test here makes a referral promotion: its filter answers none, not everything.
    expect(await list('?type=referral', m)).toEqual([]);
    for (const query of ['?type=nope', '?type=RAFFLE', '?type=', '?type=raffle&type=signup']) {
      const res = await t.call({ method: 'GET', url: `/wps/promotions${query}`, token: m.token });
      expect([res.status, res.body.code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

/** Every row an operator's or reader's refused call could change. */
async function rowsOf(promotionIds: number[]) {
  return {
    ledger: await countRows(t, ledgerTransactions),
    bonuses: await countRows(t, bonuses),
    audit: await countRows(t, auditLog),
    promotions: await t.deps.db
      .select()
      .from(promotions)
      .where(inArray(promotions.id, promotionIds))
      .orderBy(asc(promotions.id)),
    claims: await t.deps.db
      .select()
      .from(promotionClaims)
      .where(inArray(promotionClaims.promotionId, promotionIds))
      .orderBy(asc(promotionClaims.id)),
  };
}

async function claimIdOf(memberId: number, promotionId: number) {
  const [row] = await t.deps.db
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(
      and(eq(promotionClaims.memberId, memberId), eq(promotionClaims.promotionId, promotionId)),
    );
  return row!.id;
}

/** Bets `validBet` for the member this hour (raffle tickets count the window's valid bet). */
async function betThisHour(memberId: number, validBet: number) {
  await t.deps.db
    .execute(sql`INSERT INTO activity_hourly (member_id, hour_start, game_type, vendor_id, valid_bet)
    VALUES (${memberId}, date_trunc('hour', now()), 'RNG', 1, ${String(validBet)}::bigint)`);
}

/** Path ids no id parameter takes: words, signs, zero, fractions, spaces, full-width digits. */
const malformedIds = [
  'abc',
  '-1',
  '0',
  '01',
  '1.5',
  '1e3',
  '0x1F',
  '%201',
  '1%20',
  encodeURIComponent('１２'),
  '2147483648',
];

describe('operator and reader calls that answer 4xx and change nothing', () => {
  it('reviewing an application: bad decisions, malformed and unknown ids, a claim of another type', async () => {
    const appPromotion = await createPromotion({ type: 'application', amount: '250' });
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const [m, other] = [await member(), await member()];
    expect((await apply(m, { promotionId: appPromotion, remark: 'hi', proofIds: [] })).status).toBe(
      200,
    );
    expect((await claim(other, { promotionId: signup })).status).toBe(200);
    const application = await claimIdOf(m.id, appPromotion);
    const signupClaim = await claimIdOf(other.id, signup);
    const review = (id: number | string, payload: unknown, token: string | null = support) =>
      t.call({
        method: 'POST',
        url: `/ops/api/promotion-applications/${id}/review`,
        token: token ?? undefined,
        payload: payload as object,
      });
    const before = await rowsOf([appPromotion, signup]);
    const table: Array<[number | string, unknown, number, string]> = [
      [application, { decision: 'maybe' }, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'APPROVE' }, 400, 'VALIDATION_FAILED'],
      [application, { decision: true }, 400, 'VALIDATION_FAILED'],
      [application, {}, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'approve', amount: '-5' }, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'approve', amount: '0' }, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'approve', amount: '1.5' }, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'approve', amount: 250 }, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'reject', note: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
      [application, { decision: 'approve', status: 'issued' }, 400, 'VALIDATION_FAILED'],
      [999_999_999, { decision: 'approve' }, 404, 'NOT_FOUND'],
      [signupClaim, { decision: 'approve' }, 404, 'NOT_FOUND'],
      [signupClaim, { decision: 'reject' }, 404, 'NOT_FOUND'],
      ...malformedIds.map((id): [string, unknown, number, string] => [
        id,
        { decision: 'approve' },
        400,
        'VALIDATION_FAILED',
      ]),
    ];
    for (const [id, payload, status, code] of table) {
      const res = await review(id, payload);
      expect([res.status, res.body.code], `${id} ${JSON.stringify(payload)}`).toEqual([
        status,
        code,
      ]);
    }
    // A member is no operator; without a session nobody is.
    expect([401, 403]).toContain(
      (await review(application, { decision: 'approve' }, m.token)).status,
    );
    expect((await review(application, { decision: 'approve' }, null)).status).toBe(401);
    expect(await rowsOf([appPromotion, signup])).toEqual(before);

    // The application was still waiting: its review goes through once.
    const ok = await review(application, { decision: 'approve' });
    expect(ok.body.value, JSON.stringify(ok.body)).toEqual({ status: 'issued', amount: '250' });
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(250n);
  });

  it('pausing and resuming: bad states, malformed and unknown ids, moves its state does not allow', async () => {
    const id = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const ended = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    await setState(ended, 'ended');
    const m = await member();
    const change = (target: number | string, payload: unknown, token: string | null = admin) =>
      t.call({
        method: 'POST',
        url: `/ops/api/promotions/${target}/state`,
        token: token ?? undefined,
        payload: payload as object,
      });
    const before = await rowsOf([id, ended]);
    const table: Array<[number | string, unknown, number, string]> = [
      [id, { state: 'pause' }, 400, 'VALIDATION_FAILED'],
      [id, { state: 'PAUSED' }, 400, 'VALIDATION_FAILED'],
      [id, { state: null }, 400, 'VALIDATION_FAILED'],
      [id, {}, 400, 'VALIDATION_FAILED'],
      [id, { state: 'paused', reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [id, ['paused'], 400, 'VALIDATION_FAILED'],
      [id, { state: 'active' }, 409, 'CONFLICT'],
      [id, { state: 'draft' }, 409, 'CONFLICT'],
      [ended, { state: 'paused' }, 409, 'CONFLICT'],
      [ended, { state: 'active' }, 409, 'CONFLICT'],
      [999_999_999, { state: 'paused' }, 404, 'NOT_FOUND'],
      ...malformedIds.map((bad): [string, unknown, number, string] => [
        bad,
        { state: 'paused' },
        400,
        'VALIDATION_FAILED',
      ]),
    ];
    for (const [target, payload, status, code] of table) {
      const res = await change(target, payload);
      expect([res.status, res.body.code], `${target} ${JSON.stringify(payload)}`).toEqual([
        status,
        code,
      ]);
    }
    // Support reads and reviews but does not pause; a member is no operator.
    expect((await change(id, { state: 'paused' }, support)).status).toBe(403);
    expect([401, 403]).toContain((await change(id, { state: 'paused' }, m.token)).status);
    expect((await change(id, { state: 'paused' }, null)).status).toBe(401);
    expect(await rowsOf([id, ended])).toEqual(before);
    expect(await cardOf(m, id)).toMatchObject({ status: 'claim' });

    // The moves it allows: paused closes the card, resumed opens it again.
    await setState(id, 'paused');
    expect(await cardOf(m, id)).toMatchObject({ status: 'close' });
    expect((await change(id, { state: 'paused' })).body.code).toBe('CONFLICT');
    await setState(id, 'active');
    expect(await cardOf(m, id)).toMatchObject({ status: 'claim' });
  });

  it('drawing a raffle: another type, malformed and unknown ids, still open, and a second draw', async () => {
    const raffle = await createPromotion({ type: 'raffle', prizes: ['400'], betPerTicket: '100' });
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const application = await createPromotion({ type: 'application', amount: '100' });
    const m = await member();
    await betThisHour(m.id, 300);
    const entered = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: m.token,
      payload: { promotionId: raffle },
    });
    expect(entered.body.value, JSON.stringify(entered.body)).toMatchObject({ tickets: 3 });
    const draw = (target: number | string, token: string | null = admin) =>
      t.call({
        method: 'POST',
        url: `/ops/api/promotions/${target}/draw`,
        token: token ?? undefined,
      });
    const ids = [raffle, signup, application];
    const before = await rowsOf(ids);
    const table: Array<[number | string, number, string]> = [
      [signup, 404, 'NOT_FOUND'],
      [application, 404, 'NOT_FOUND'],
      [999_999_999, 404, 'NOT_FOUND'],
      [raffle, 409, 'CONFLICT'], // still open: it is ended first
      ...malformedIds.map((bad): [string, number, string] => [bad, 400, 'VALIDATION_FAILED']),
    ];
    for (const [target, status, code] of table) {
      const res = await draw(target);
      expect([res.status, res.body.code], String(target)).toEqual([status, code]);
    }
    expect((await draw(raffle, support)).status).toBe(403);
    expect([401, 403]).toContain((await draw(raffle, m.token)).status);
    expect((await draw(raffle, null)).status).toBe(401);
    expect(await rowsOf(ids)).toEqual(before);

    await setState(raffle, 'ended');
    const first = await draw(raffle);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value.winners).toEqual([m.id]);
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(400n);
    const drawn = await rowsOf(ids);
    const second = await draw(raffle);
    expect([second.status, second.body.code]).toEqual([409, 'CONFLICT']);
    expect(await rowsOf(ids)).toEqual(drawn);
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(400n);
  });

  it('/wps/promotions/:id (promoDetail): malformed ids 400; unknown, draft and ended ones 404', async () => {
    const shown = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const draft = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      {},
      false,
    );
    const ended = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    await setState(ended, 'ended');
    const m = await member();
    const detail = (id: number | string, token?: string, query = '') =>
      t.call({ method: 'GET', url: `/wps/promotions/${id}${query}`, token });
    const ok = await detail(shown, m.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({ card: { id: shown, status: 'claim' }, canAct: true });
    const fullWidth = encodeURIComponent(
      String(shown).replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d))),
    );
    const before = await rowsOf([shown, draft, ended]);
    const table: Array<[number | string, number, string]> = [
      ...malformedIds.map((bad): [string, number, string] => [bad, 400, 'VALIDATION_FAILED']),
      [fullWidth, 400, 'VALIDATION_FAILED'],
      [`%20${shown}`, 400, 'VALIDATION_FAILED'],
      [`${shown}%20`, 400, 'VALIDATION_FAILED'],
      [`-${shown}`, 400, 'VALIDATION_FAILED'],
      [999_999_999, 404, 'NOT_FOUND'],
      [draft, 404, 'NOT_FOUND'],
      [ended, 404, 'NOT_FOUND'],
    ];
    for (const token of [undefined, m.token]) {
      for (const [id, status, code] of table) {
        const res = await detail(id, token);
        expect([res.status, res.body.code], `${id} ${token ? 'member' : 'visitor'}`).toEqual([
          status,
          code,
        ]);
      }
    }
    for (const query of ['?language=XX', '?extra=1']) {
      expect((await detail(shown, m.token, query)).status, query).toBe(400);
    }
    expect(await rowsOf([shown, draft, ended])).toEqual(before);
  });

  it('the raffle-draw check: malformed ids 400; unknown, draft and other-type ids 404', async () => {
    const raffle = await createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' });
    const draft = await createPromotion(
      { type: 'raffle', prizes: ['100'], betPerTicket: '100' },
      {},
      false,
    );
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const check = (id: number | string) =>
      t.call({ method: 'GET', url: `/wps/promotions/${id}/raffle-draw` });
    const ok = await check(raffle);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({ drawn: false, serverSeed: null, winners: [] });
    const before = await rowsOf([raffle, draft, signup]);
    const table: Array<[number | string, number, string]> = [
      ...malformedIds.map((bad): [string, number, string] => [bad, 400, 'VALIDATION_FAILED']),
      [999_999_999, 404, 'NOT_FOUND'],
      [draft, 404, 'NOT_FOUND'],
      [signup, 404, 'NOT_FOUND'],
    ];
    for (const [id, status, code] of table) {
      const res = await check(id);
      expect([res.status, res.body.code], String(id)).toEqual([status, code]);
      // Nothing secret leaks with a refusal.
      expect(JSON.stringify(res.body)).not.toMatch(/[0-9a-f]{64}/);
    }
    expect(await rowsOf([raffle, draft, signup])).toEqual(before);
  });
});

describe('raffles and applications beside a bonus the member holds', () => {
  const enter = (m: { token: string }, promotionId: number) =>
    t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: m.token,
      payload: { promotionId },
    });
  const draw = (id: number) =>
    t.call({ method: 'POST', url: `/ops/api/promotions/${id}/draw`, token: admin });
  const holdBonus = async (m: MoneyMember) => {
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    expect((await claim(m, { promotionId: signup })).status).toBe(200);
  };

  it('a paused or draft raffle is not drawn; a drawn one takes no entry and is not reopened', async () => {
    const paused = await createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' });
    const m = await member();
    await betThisHour(m.id, 500);
    expect((await enter(m, paused)).status).toBe(200);
    await setState(paused, 'paused');
    const refused = await draw(paused);
    expect([refused.status, refused.body.code]).toEqual([409, 'CONFLICT']);
    const draft = await createPromotion(
      { type: 'raffle', prizes: ['100'], betPerTicket: '100' },
      {},
      false,
    );
    expect((await draw(draft)).status).toBe(409);

    await setState(paused, 'ended');
    expect((await draw(paused)).status).toBe(200);
    for (const state of ['active', 'paused']) {
      const res = await t.call({
        method: 'POST',
        url: `/ops/api/promotions/${paused}/state`,
        token: admin,
        payload: { state },
      });
      expect([res.status, res.body.code], state).toEqual([409, 'CONFLICT']);
    }
    const late = await member();
    const entered = await enter(late, paused);
    expect([entered.status, entered.body.code]).toEqual([409, 'PROMOTION_CLOSED']);
  });

  it('a winner holding a bonus does not stop the draw: every prize is paid, in cash', async () => {
    const raffle = await createPromotion({
      type: 'raffle',
      prizes: ['100', '50'],
      betPerTicket: '100',
    });
    const [a, b] = [await member(), await member()];
    for (const m of [a, b]) {
      await betThisHour(m.id, 500);
      expect((await enter(m, raffle)).status).toBe(200);
    }
    await holdBonus(a);
    await setState(raffle, 'ended');
    const drawn = await draw(raffle);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const paid = await Promise.all(
      [a, b].map(async (m) => (await balances(t.deps.db, m.id)).player_cash),
    );
    expect(paid.sort((x, y) => (x < y ? -1 : 1))).toEqual([50n, 100n]);
    expect((await balances(t.deps.db, a.id)).player_bonus).toBe(100n); // the sign-up bonus only
  });

  it('an application while a bonus is held: its card says why, and applying is refused', async () => {
    const application = await createPromotion({ type: 'application', amount: '100' });
    const m = await member();
    await holdBonus(m);
    expect(await cardOf(m, application)).toMatchObject({ unavailableReason: 'BONUS_ACTIVE' });
    const before = await snapshot(m.id);
    const res = await apply(m, { promotionId: application, remark: 'please', proofIds: [] });
    expect([res.status, res.body.code]).toEqual([409, 'BONUS_ACTIVE']);
    expect(await snapshot(m.id)).toEqual(before);
  });
});
