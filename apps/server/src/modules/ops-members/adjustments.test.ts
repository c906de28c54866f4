// Balance adjustments through HTTP: posted at once up to the approval amount, waiting for a second
// operator above it; the maker cannot approve its own; a rejection moves nothing; ledger:check holds.
// Points adjustments: whole points against the site's points account, the approval amount applied
// to their cash value at the conversion rate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAdjustments } from '../../db/schema/back-office';
import { ledgerTransactions } from '../../db/schema/ledger';
import { pointSettings } from '../../db/schema/loyalty-points';
import { checkLedger } from '../../ledger/check';
import { accountOf, balances, openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { auditRows, countRows } from '../../../test/db-rows';
import { makeMoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let maker: string;
let checker: string;
let support: string;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.opsToken();
  checker = await createOperatorToken(t, 'admin');
  support = await createOperatorToken(t, 'support');
  memberId = (await makeMoneyMember(t, { cash: 5_000n })).id;
});
afterAll(() => t.close());

const adjust = (body: Record<string, unknown>, token = maker, id = memberId) =>
  t.call({ method: 'POST', url: `/ops/api/members/${id}/adjustments`, token, payload: body });
const decide = (id: number, how: 'approve' | 'reject', token = checker) =>
  t.call({ method: 'POST', url: `/ops/api/adjustments/${id}/${how}`, token });
const cash = async () => (await balances(t.deps.db, memberId)).player_cash;

describe('balance adjustments', () => {
  it('posts a small credit at once through the adjustments account, audited', async () => {
    const res = await adjust({
      wallet: 'cash',
      direction: 'credit',
      amount: '2500',
      reason: 'Goodwill',
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      state: 'posted',
      amount: '2500',
      wallet: 'cash',
      reason: 'Goodwill',
    });
    expect(res.body.value.checker).toBe(res.body.value.maker);
    expect(await cash()).toBe(7_500n);
    const ledger = await t.call({
      method: 'GET',
      url: `/ops/api/members/${memberId}/ledger`,
      token: support,
    });
    expect(ledger.body.value.items[0]).toMatchObject({
      kind: 'balance_adjustment',
      account: 'player_cash',
      amount: '2500',
      balanceAfter: '7500',
    });
    const audit = (await auditRows(t, 'member.adjustment.post')).filter(
      (a) => a.subject === `member:${memberId}`,
    );
    expect(audit).toHaveLength(1);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('holds a large one for a second operator: the maker cannot approve it, another can, once', async () => {
    const made = await adjust({
      wallet: 'cash',
      direction: 'credit',
      amount: '100001',
      reason: 'Refund of a failed payout',
    });
    expect(made.status).toBe(200);
    expect(made.body.value.state).toBe('pending');
    expect(await cash()).toBe(7_500n);
    const id = made.body.value.id;

    const own = await decide(id, 'approve', maker);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('SAME_OPERATOR');
    expect(await cash()).toBe(7_500n);

    const approved = await decide(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ state: 'posted', checker: expect.any(String) });
    expect(approved.body.value.checker).not.toBe(approved.body.value.maker);
    expect(await cash()).toBe(107_501n);

    const again = await decide(id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    expect(await cash()).toBe(107_501n);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('rejects without moving money; a debit beyond the balance is refused and changes nothing', async () => {
    const made = await adjust({
      wallet: 'cash',
      direction: 'debit',
      amount: '200000',
      reason: 'Chargeback',
    });
    expect(made.body.value.state).toBe('pending');
    const refused = await decide(made.body.value.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    const [row] = await t.deps.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, made.body.value.id));
    expect(row!.state).toBe('pending');
    const rejected = await decide(made.body.value.id, 'reject');
    expect(rejected.body.value.state).toBe('rejected');
    expect(await cash()).toBe(107_501n);

    const before = await countRows(t, balanceAdjustments);
    const small = await adjust(
      { wallet: 'cash', direction: 'debit', amount: '99999', reason: 'Too much' },
      maker,
    );
    expect(small.status).toBe(200);
    expect(await cash()).toBe(7_502n);
    const tooMuch = await adjust({
      wallet: 'cash',
      direction: 'debit',
      amount: '8000',
      reason: 'Too much',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await countRows(t, balanceAdjustments)).toBe(before + 1);
    expect(await cash()).toBe(7_502n);
  });

  it('refuses a bonus adjustment without an active bonus', async () => {
    const res = await adjust({ wallet: 'bonus', direction: 'credit', amount: '100', reason: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_STATE');
  });

  it('lists the pending ones for checkers', async () => {
    const made = await adjust({
      wallet: 'cash',
      direction: 'credit',
      amount: '500000',
      reason: 'Promo fix',
    });
    const list = await t.call({
      method: 'GET',
      url: '/ops/api/adjustments?state=pending',
      token: support,
    });
    expect(list.status).toBe(200);
    expect(list.body.value.items.map((a: { id: number }) => a.id)).toContain(made.body.value.id);
    expect(list.body.value.items.every((a: { state: string }) => a.state === 'pending')).toBe(true);
  });

  it.each([
    [{ wallet: 'cash', direction: 'credit', amount: '0', reason: 'x' }],
    [{ wallet: 'cash', direction: 'credit', amount: '-5', reason: 'x' }],
    [{ wallet: 'cash', direction: 'credit', amount: '1.5', reason: 'x' }],
    [{ wallet: 'held', direction: 'credit', amount: '5', reason: 'x' }],
    [{ wallet: 'cash', direction: 'up', amount: '5', reason: 'x' }],
    [{ wallet: 'cash', direction: 'credit', amount: '5', reason: '' }],
    [{ wallet: 'cash', direction: 'credit', amount: '5' }],
  ])('refuses the bad body %j and records nothing', async (body) => {
    const before = await countRows(t, balanceAdjustments);
    const res = await adjust(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await countRows(t, balanceAdjustments)).toBe(before);
  });

  it('needs admin to adjust or decide; support may only read; unknown member or adjustment is 404', async () => {
    const body = { wallet: 'cash', direction: 'credit', amount: '5', reason: 'x' };
    expect((await adjust(body, support)).status).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/ops/api/members/${memberId}/adjustments`,
          payload: body,
        })
      ).status,
    ).toBe(401);
    expect((await decide(1, 'approve', support)).status).toBe(403);
    expect((await adjust(body, maker, 999_999)).status).toBe(404);
    expect((await decide(999_999, 'approve')).status).toBe(404);
  });
});

describe('points adjustments', () => {
  let pointsMember: number;
  let firstId: number;
  const points = async () => (await balances(t.deps.db, pointsMember)).player_points;
  const sitePoints = async () => (await accountOf(t.deps.db, 'points', null))?.balance ?? 0n;
  const adjustPoints = (direction: 'credit' | 'debit', amount: string, token = maker) =>
    adjust({ wallet: 'points', direction, amount, reason: 'Points fix' }, token, pointsMember);
  /** The points' conversion rate: `convertPoints` points buy `convertAmount` minor units. */
  const setRate = (convertPoints: number, convertAmount: bigint) =>
    t.deps.db
      .insert(pointSettings)
      .values({ id: 1, convertPoints, convertAmount })
      .onConflictDoUpdate({ target: pointSettings.id, set: { convertPoints, convertAmount } });

  beforeAll(async () => {
    pointsMember = (await makeMoneyMember(t)).id;
    // 100 points buy 100,000 minor units: a point is worth 1,000, so the default approval amount
    // (100,000) lets 100 points post at once and holds 101.
    await setRate(100, 100_000n);
  });

  it('credits whole points at once up to the amount, through the points account, audited', async () => {
    const siteBefore = await sitePoints();
    const res = await adjustPoints('credit', '100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'posted', wallet: 'points', amount: '100' });
    firstId = res.body.value.id;
    expect(res.body.value.checker).toBe(res.body.value.maker);
    expect(await points()).toBe(100n);
    expect(await sitePoints()).toBe(siteBefore - 100n);
    expect((await balances(t.deps.db, pointsMember)).player_cash).toBe(0n);
    const [posted] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `adjustment:${res.body.value.id}`));
    expect(posted).toMatchObject({ kind: 'points_adjust', currency: 'PTS' });
    const ledger = await t.call({
      method: 'GET',
      url: `/ops/api/members/${pointsMember}/ledger`,
      token: support,
    });
    expect(ledger.body.value.items[0]).toMatchObject({
      kind: 'points_adjust',
      account: 'player_points',
      amount: '100',
      balanceAfter: '100',
    });
    const audit = (await auditRows(t, 'member.adjustment.post')).filter(
      (a) => a.subject === `member:${pointsMember}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ wallet: 'points', amount: '100' });
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('debits points; a debit below zero is INSUFFICIENT_FUNDS and moves nothing', async () => {
    const debit = await adjustPoints('debit', '30');
    expect(debit.status).toBe(200);
    expect(debit.body.value).toMatchObject({ state: 'posted', amount: '-30' });
    expect(await points()).toBe(70n);

    const rows = await countRows(t, balanceAdjustments);
    const transactions = await countRows(t, ledgerTransactions);
    const siteBefore = await sitePoints();
    const tooMuch = await adjustPoints('debit', '71');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await points()).toBe(70n);
    expect(await sitePoints()).toBe(siteBefore);
    expect(await countRows(t, balanceAdjustments)).toBe(rows);
    expect(await countRows(t, ledgerTransactions)).toBe(transactions);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('holds points worth more than the amount for a second operator: never its maker, once', async () => {
    const made = await adjustPoints('credit', '101');
    expect(made.status).toBe(200);
    expect(made.body.value.state).toBe('pending');
    expect(await points()).toBe(70n);
    const id = made.body.value.id;

    const own = await decide(id, 'approve', maker);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('SAME_OPERATOR');
    expect(await points()).toBe(70n);

    const approved = await decide(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ state: 'posted', wallet: 'points' });
    expect(approved.body.value.checker).not.toBe(approved.body.value.maker);
    expect(await points()).toBe(171n);
    expect((await decide(id, 'approve')).status).toBe(409);
    expect(await points()).toBe(171n);

    // A held debit beyond the points left is refused at approval and stays pending.
    const big = await adjustPoints('debit', '500');
    expect(big.body.value.state).toBe('pending');
    const refused = await decide(big.body.value.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await decide(big.body.value.id, 'reject')).body.value.state).toBe('rejected');
    expect(await points()).toBe(171n);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('holds every points adjustment while points have no cash rate', async () => {
    await setRate(0, 0n);
    try {
      const made = await adjustPoints('credit', '1');
      expect(made.body.value.state).toBe('pending');
      expect(await points()).toBe(171n);
      expect((await decide(made.body.value.id, 'reject')).body.value.state).toBe('rejected');
    } finally {
      await setRate(100, 100_000n);
    }
  });

  it.each(['1.5', '0.5', '10.0', '0', '-3', '1e3', ''])(
    'refuses %j points with 400 and records nothing',
    async (amount) => {
      const rows = await countRows(t, balanceAdjustments);
      const res = await adjustPoints('credit', amount);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(await countRows(t, balanceAdjustments)).toBe(rows);
      expect(await points()).toBe(171n);
    },
  );

  it('refuses a number (not a string of digits) for points', async () => {
    const res = await adjust(
      { wallet: 'points', direction: 'credit', amount: 2.5, reason: 'x' },
      maker,
      pointsMember,
    );
    expect(res.status).toBe(400);
    expect(await points()).toBe(171n);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('ledger:check finds a points adjustment that moved other than its amount, and one without its row', async () => {
    const rollback = new Error('rollback');
    let problems: string[] = [];
    await t.deps.db
      .transaction(async (tx) => {
        await tx
          .update(balanceAdjustments)
          .set({ amount: 99n })
          .where(eq(balanceAdjustments.id, firstId));
        const site = await openAccount(tx, 'points', null);
        const mine = await openAccount(tx, 'player_points', pointsMember);
        await post(tx, {
          key: 'stray-points-adjust',
          kind: 'points_adjust',
          entries: [
            { account: site.id, amount: -5n },
            { account: mine.id, amount: 5n },
          ],
        });
        problems = (await checkLedger(tx)).problems;
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(problems).toEqual([
      expect.stringContaining(
        `adjustment ${firstId} (points): amount 99, the member's wallet moved 100`,
      ),
      expect.stringContaining('(key stray-points-adjust): an adjustment with no posted row'),
    ]);
    expect(await points()).toBe(171n);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });
});
