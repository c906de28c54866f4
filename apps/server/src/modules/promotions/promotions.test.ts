// The promotion engine through its API: operators create and publish each type, members see
// their status on each card and claim; bad input (a 141-character remark, a fourth image, a 6 MB
// image, a GIF renamed .png, closed, draft or foreign promotions) answers 4xx and changes nothing;
// every claim and refusal is audited; the rebate job pays once per (member, day).
import { createHash } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRaffle } from '@wps/games/raffle';
import { auditLog } from '../../db/schema/core';
import { ledgerTransactions } from '../../db/schema/ledger';
import { promotionClaims } from '../../db/schema/promotions';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
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

async function createPromotion(rules: object, extra: object = {}, publish = true) {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/promotions',
    token: admin,
    payload: { texts, rules, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.value.id as number;
  if (publish) await setState(id, 'active');
  return id;
}
async function setState(id: number, state: string) {
  const res = await t.call({
    method: 'POST',
    url: `/ops/api/promotions/${id}/state`,
    token: admin,
    payload: { state },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

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
      (await import('drizzle-orm'))
        .sql`UPDATE members SET mobile_num = NULL, dial_code = NULL WHERE id = ${m.id}`,
    );
    await t.deps.db.execute(
      (await import('drizzle-orm'))
        .sql`UPDATE members SET dial_code = ${m.dialCode}, mobile_num = ${m.mobileNum} WHERE id = ${twin.id}`,
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
  const { sql } = await import('drizzle-orm');
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
    const { sql } = await import('drizzle-orm');
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
    await setState(id, 'ended');
    const drawn = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/draw`,
      token: admin,
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
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
      expect((await balances(t.deps.db, w)).player_bonus).toBe(prizes[i]);
    }
    expect(
      (await t.call({ method: 'POST', url: `/ops/api/promotions/${id}/draw`, token: admin }))
        .status,
    ).toBe(409);
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
});
