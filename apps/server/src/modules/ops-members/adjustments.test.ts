// Balance adjustments through HTTP: posted at once up to the approval amount, waiting for a second
// operator above it; the maker cannot approve its own; a rejection moves nothing; ledger:check holds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAdjustments } from '../../db/schema/back-office';
import { checkLedger } from '../../ledger/check';
import { balances } from '../../ledger/accounts';
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
    [{ wallet: 'points', direction: 'credit', amount: '5', reason: 'x' }],
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
