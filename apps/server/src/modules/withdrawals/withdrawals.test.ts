// Withdrawals end to end through the API: the request holds amount + fee exactly once per key;
// operators approve, mark paid or reject (every action audited); the member answers the
// receipt or disputes it; an operator settles a dispute; unanswered, the job counts it received.
// Every refusal is a 4xx that moves nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { ledgerHolds, ledgerTransactions } from '../../db/schema/ledger';
import { withdrawals } from '../../db/schema/payments';
import { balances } from '../../ledger/accounts';
import { runJobOnce } from '../../lib/jobs';
import { auditRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOperatorToken } from '../../../test/operators';
import { makeMember } from '../auth/test-helpers';
import { startMemberSession } from '../member/member-session';
import { defaultMoneySettings, writeMoneySettings } from '../money-settings/money-settings.queries';
import { withdrawalReceiptJob } from './withdrawal-receipt.job';
import { MANUAL_PAYOUT_CLEARING } from './withdrawals.service';
import {
  answerReceipt,
  clearingBalance,
  createPlayer,
  expectLedgerSound,
  houseBalance,
  insertChannel,
  newKey,
  opsAction,
  paidWithdrawal,
  PAYMENT_PASSWORD,
  proofOf,
  requestBody,
  requestWithdrawal,
  snapshot,
  withdraw,
  withdrawalRow,
} from './withdrawal-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 1.5 % fee, so every test sees the fee go its way.
  await writeMoneySettings(t.deps.db, { ...defaultMoneySettings, withdrawalFeeBps: 150 }, 1);
});
afterAll(() => t.close());

/** Counts the balance events published for a member from now on. */
function watchBalance(memberId: number) {
  let events = 0;
  const stop = t.deps.balanceEvents.subscribe(memberId, () => (events += 1));
  return { count: () => events, stop };
}

describe('POST /wps/payment/withdrawals', () => {
  it('holds amount + fee, creates a pending withdrawal, and tells the balance stream', async () => {
    const p = await createPlayer(t, { cash: 1_000_000n });
    const events = watchBalance(p.id);
    const res = await requestWithdrawal(t, p.token, requestBody(p, '200000'));
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      reference: expect.stringMatching(/^W[0-9A-Z]{15}$/),
      state: 'pending',
      amount: '200000',
      fee: '3000',
      total: '203000',
      currency: 'MMK',
      createdAt: expect.any(String),
    });
    const b = await balances(t.deps.db, p.id);
    expect(b.player_cash).toBe(797_000n);
    expect(b.player_held).toBe(203_000n);
    expect(events.count()).toBe(1);

    const row = await withdrawalRow(t, res.body.value.reference);
    expect(row).toMatchObject({ state: 'pending', amount: 200_000n, fee: 3000n, memberId: p.id });
    const [h] = await t.deps.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, row.holdId));
    expect(h).toMatchObject({ state: 'pending', amount: 203_000n });
    expect(h!.idempotencyKey).toBe(`withdrawal:${p.id}:${row.clientKey}`);
    const [holdTx] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, h!.holdTransactionId));
    expect(holdTx).toMatchObject({ kind: 'hold', metadata: { reference: row.reference } });
    await expectLedgerSound(t);
  });

  it('answers a replay byte for byte and moves nothing; another body under the key is CONFLICT', async () => {
    const p = await createPlayer(t);
    const body = requestBody(p, '60000');
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: `Bearer ${p.token}` },
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const before = await snapshot(t, p.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: `Bearer ${p.token}` },
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Still the answer of the request after an operator acted on it.
    await opsAction(t, first.json().value.reference, 'approve');
    expect((await requestWithdrawal(t, p.token, body)).body).toEqual(first.json());

    for (const other of [{ amount: '60001' }, { bankAccountId: p.bankAccountId + 100_000 }]) {
      const res = await requestWithdrawal(t, p.token, { ...body, ...other });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', field: 'body.idempotencyKey' });
    }
    expect(await snapshot(t, p.id)).toEqual(before);
  });

  it('gives one withdrawal and identical answers to a storm of one request', async () => {
    const p = await createPlayer(t);
    const body = requestBody(p, '70000');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => requestWithdrawal(t, p.token, body)),
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.id));
    expect(rows).toHaveLength(1);
    expect((await balances(t.deps.db, p.id)).player_held).toBe(71_050n);
    await expectLedgerSound(t);
  });

  it('refuses bad input with a 4xx and moves nothing', async () => {
    const p = await createPlayer(t, { cash: 100_000n });
    const other = await createPlayer(t);
    const unbound = (
      await t.call({
        method: 'POST',
        url: '/wps/member/bank-accounts',
        token: p.token,
        payload: { bankName: 'AYA', accountName: 'Aung Aung', accountNumber: '44445555666' },
      })
    ).body.value.id as number;
    await t.call({ method: 'DELETE', url: `/wps/member/bank-accounts/${unbound}`, token: p.token });
    const before = await snapshot(t, p.id);
    const { idempotencyKey: _key, ...withoutKey } = requestBody(p);
    const cases: Array<[string, object, number, string, string?]> = [
      ['amount 0', requestBody(p, '0'), 400, 'VALIDATION_FAILED', 'body.amount'],
      ['negative', requestBody(p, '-5000'), 400, 'VALIDATION_FAILED', 'body.amount'],
      ['fractional', requestBody(p, '5000.5'), 400, 'VALIDATION_FAILED', 'body.amount'],
      ['huge', requestBody(p, '1' + '0'.repeat(16)), 400, 'VALIDATION_FAILED', 'body.amount'],
      ['non-numeric', requestBody(p, 'abc'), 400, 'VALIDATION_FAILED', 'body.amount'],
      ['leading zero', requestBody(p, '05000'), 400, 'VALIDATION_FAILED', 'body.amount'],
      ['a number', { ...requestBody(p), amount: 5000 }, 400, 'VALIDATION_FAILED', 'body.amount'],
      ['missing key', withoutKey, 400, 'VALIDATION_FAILED', 'body.idempotencyKey'],
      [
        'short key',
        { ...requestBody(p), idempotencyKey: 'abc' },
        400,
        'VALIDATION_FAILED',
        'body.idempotencyKey',
      ],
      ['extra field', { ...requestBody(p), memberId: other.id }, 400, 'VALIDATION_FAILED'],
      ['below min', requestBody(p, '999'), 400, 'AMOUNT_OUT_OF_RANGE', 'body.amount'],
      ['above max', requestBody(p, '50000001'), 400, 'AMOUNT_OUT_OF_RANGE', 'body.amount'],
      [
        "another member's bank account",
        requestBody(p, '5000', { bankAccountId: other.bankAccountId }),
        404,
        'NOT_FOUND',
        'body.bankAccountId',
      ],
      [
        'an unbound bank account',
        requestBody(p, '5000', { bankAccountId: unbound }),
        404,
        'NOT_FOUND',
        'body.bankAccountId',
      ],
      [
        'missing payment password',
        requestBody(p, '5000', { paymentPassword: undefined }),
        400,
        'PAYMENT_PASSWORD_REQUIRED',
      ],
      [
        'wrong payment password',
        requestBody(p, '5000', { paymentPassword: '000000' }),
        400,
        'PAYMENT_PASSWORD_WRONG',
      ],
      ['more than the cash', requestBody(p, '99000'), 409, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [label, payload, status, code, field] of cases) {
      const res = await requestWithdrawal(t, p.token, payload);
      expect(res.status, label).toBe(status);
      expect(res.body.code, label).toBe(code);
      if (field) expect(res.body.field, label).toBe(field);
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await snapshot(t, other.id)).balances.player_cash).toBe(1_000_000n);
    await expectLedgerSound(t);
  });

  it('refuses members without a payment password, trial accounts and visitors', async () => {
    const noPassword = await createPlayer(t, { paymentPassword: null });
    const before = await snapshot(t, noPassword.id);
    const res = await requestWithdrawal(t, noPassword.token, requestBody(noPassword));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(await snapshot(t, noPassword.id)).toEqual(before);

    const trial = await makeMember(t, { accountType: ACCOUNT_TYPE.trial, password: null });
    const trialToken = (
      await startMemberSession(t.deps, trial, { ip: '203.0.113.31', userAgent: null })
    ).token;
    const refused = await requestWithdrawal(t, trialToken, {
      ...requestBody(noPassword),
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TRIAL_ACCOUNT');
    expect((await requestWithdrawal(t, '', requestBody(noPassword))).status).toBe(401);
    expect(await snapshot(t, noPassword.id)).toEqual(before);
  });
});

describe('GET /wps/payment/withdrawals', () => {
  it("lists the member's own, newest first, paged, with the account masked", async () => {
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    await withdraw(t, other);
    const refs = [
      await withdraw(t, p, '10000'),
      await withdraw(t, p, '20000'),
      await withdraw(t, p, '30000'),
    ];
    const page1 = await t.call({
      method: 'GET',
      url: '/wps/payment/withdrawals?pageNo=1&pageSize=2',
      token: p.token,
    });
    expect(page1.body.value.total).toBe(3);
    expect(page1.body.value.totalPages).toBe(2);
    expect(page1.body.value.items.map((w: { reference: string }) => w.reference)).toEqual([
      refs[2],
      refs[1],
    ]);
    expect(page1.body.value.items[0]).toMatchObject({
      state: 'pending',
      amount: '30000',
      fee: '450',
      total: '30450',
      bankAccount: {
        id: p.bankAccountId,
        maskedAccountNumber: expect.stringMatching(/^\*{4}\d{4}$/),
      },
      paidAt: null,
      receiptDueAt: null,
      forcedReceipt: false,
    });
    const page2 = await t.call({
      method: 'GET',
      url: '/wps/payment/withdrawals?pageNo=2&pageSize=2',
      token: p.token,
    });
    expect(page2.body.value.items.map((w: { reference: string }) => w.reference)).toEqual([
      refs[0],
    ]);
    expect(
      (await t.call({ method: 'GET', url: '/wps/payment/withdrawals?pageSize=0', token: p.token }))
        .status,
    ).toBe(400);
  });
});

describe('operators: approve, mark paid, reject', () => {
  it('approve then mark paid posts the hold to manual clearing and the fee to the house', async () => {
    const p = await createPlayer(t, { cash: 500_000n });
    const reference = await withdraw(t, p, '100000');
    const clearingBefore = await clearingBalance(t, MANUAL_PAYOUT_CLEARING);
    const houseBefore = await houseBalance(t);

    const approved = await opsAction(t, reference, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({
      reference,
      state: 'approved',
      payoutChannelId: null,
      decidedBy: 'admin',
      username: expect.any(String),
      bankAccount: { accountNumber: String(10_000_000 + p.id) },
    });
    expect((await balances(t.deps.db, p.id)).player_held).toBe(101_500n);

    const events = watchBalance(p.id);
    const paid = await opsAction(t, reference, 'mark-paid', { payoutRef: 'KBZ-778899' });
    events.stop();
    expect(paid.status).toBe(200);
    expect(paid.body.value).toMatchObject({ state: 'paid', payoutRef: 'KBZ-778899' });
    const { paidAt, receiptDueAt } = paid.body.value;
    expect(Date.parse(receiptDueAt) - Date.parse(paidAt)).toBe(60 * 60_000);
    expect(events.count()).toBe(1);

    const b = await balances(t.deps.db, p.id);
    expect(b.player_cash).toBe(398_500n);
    expect(b.player_held).toBe(0n);
    expect((await clearingBalance(t, MANUAL_PAYOUT_CLEARING)) - clearingBefore).toBe(100_000n);
    expect((await houseBalance(t)) - houseBefore).toBe(1500n);
    const kinds = await t.deps.db
      .select({ kind: ledgerTransactions.kind, key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `withdrawal-paid:${reference}`));
    expect(kinds).toEqual([{ kind: 'withdrawal', key: `withdrawal-paid:${reference}` }]);

    const audit = (await auditRows(t, 'withdrawal.')).filter((a) => a.subject === reference);
    expect(audit.map((a) => [a.action, a.actorKind])).toEqual([
      ['withdrawal.request', 'member'],
      ['withdrawal.approve', 'operator'],
      ['withdrawal.markPaid', 'operator'],
    ]);
    expect(audit[1]!.actorId).toBe(audit[2]!.actorId);
    expect(audit[1]!.createdAt).toBeInstanceOf(Date);
    await expectLedgerSound(t);
  });

  it("tells the member's balance stream a withdrawal was paid, with its reference and amount", async () => {
    const p = await createPlayer(t, { cash: 300_000n });
    const heard: unknown[] = [];
    const stop = t.deps.balanceEvents.subscribe(p.id, (notice) => heard.push(notice));
    const reference = await paidWithdrawal(t, p, '100000');
    stop();
    // The request and the approval change the balance with no notice; the payment has one.
    expect(heard.filter((n) => n !== null)).toEqual([
      { kind: 'withdrawalPaid', reference, amount: '100000' },
    ]);
    expect(heard.at(-1)).toEqual({ kind: 'withdrawalPaid', reference, amount: '100000' });
  });

  it("writes 'withdrawal paid' in the member's inbox when it is paid, once, and only there", async () => {
    const p = await createPlayer(t, { cash: 300_000n });
    const other = await createPlayer(t, { cash: 0n });
    const paidMessages = async (who: { token: string }) => {
      const res = await t.call({ method: 'GET', url: '/wps/messages', token: who.token });
      expect(res.status).toBe(200);
      return (res.body.value.items as Array<{ template: string | null }>).filter(
        (m) => m.template === 'withdrawalPaid',
      );
    };
    const unread = async () =>
      (await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', token: p.token })).body
        .value.unreadMessage as number;
    const reference = await withdraw(t, p, '100000');
    expect((await opsAction(t, reference, 'approve')).status).toBe(200);
    // Asked for and approved is not paid: nothing yet.
    expect(await paidMessages(p)).toEqual([]);
    const unreadBefore = await unread();

    expect((await opsAction(t, reference, 'mark-paid', { payoutRef: 'KBZ-1' })).status).toBe(200);
    const told = await paidMessages(p);
    // The amount the bank account gets (the fee is the site's), in the member's own words later.
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'site',
        template: 'withdrawalPaid',
        params: { reference, amount: '100000' },
        isRead: false,
      }),
    ]);
    expect(await unread()).toBe(unreadBefore + 1);
    // Marked paid again: refused, and no second message.
    expect((await opsAction(t, reference, 'mark-paid', { payoutRef: 'KBZ-1' })).status).toBe(409);
    expect(await paidMessages(p)).toHaveLength(1);
    expect(await paidMessages(other)).toEqual([]);
  });

  it('reject releases the hold, from pending or from approved before payout', async () => {
    const p = await createPlayer(t, { cash: 300_000n });
    const pending = await withdraw(t, p, '100000');
    const approved = await withdraw(t, p, '100000');
    await opsAction(t, approved, 'approve');
    expect((await balances(t.deps.db, p.id)).player_cash).toBe(97_000n);
    const events = watchBalance(p.id);
    for (const reference of [pending, approved]) {
      const res = await opsAction(t, reference, 'reject', { reason: 'Name differs at the bank' });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({
        state: 'rejected',
        reason: 'Name differs at the bank',
      });
    }
    events.stop();
    expect(events.count()).toBe(2);
    // The member is told in the inbox, with the reason.
    const inbox = await t.call({ method: 'GET', url: '/wps/messages', token: p.token });
    const told = (
      inbox.body.value.items as Array<{ template: string; params: Record<string, string> }>
    ).filter((m) => m.template === 'withdrawalRejected');
    expect(told.map((m) => m.params.reference).sort()).toEqual([pending, approved].sort());
    expect(told.every((m) => m.params.reason === 'Name differs at the bank')).toBe(true);
    const b = await balances(t.deps.db, p.id);
    expect(b.player_cash).toBe(300_000n);
    expect(b.player_held).toBe(0n);
    const audit = (await auditRows(t, 'withdrawal.reject')).filter((a) =>
      [pending, approved].includes(a.subject!),
    );
    expect(audit).toHaveLength(2);
    await expectLedgerSound(t);
  });

  it('refuses actions out of order with INVALID_STATE, moving nothing', async () => {
    const p = await createPlayer(t);
    const pending = await withdraw(t, p);
    const paid = await paidWithdrawal(t, p);
    const rejected = await withdraw(t, p);
    await opsAction(t, rejected, 'reject', { reason: 'no' });
    const before = await snapshot(t, p.id);
    const cases: Array<[string, Parameters<typeof opsAction>[2], object]> = [
      [pending, 'mark-paid', {}],
      [pending, 'resolve-dispute', { resolution: 'refund', reason: 'x' }],
      [paid, 'approve', {}],
      [paid, 'reject', { reason: 'too late' }],
      [paid, 'mark-paid', {}],
      [paid, 'resolve-dispute', { resolution: 'refund', reason: 'x' }],
      [rejected, 'approve', {}],
      [rejected, 'reject', { reason: 'again' }],
      [rejected, 'mark-paid', {}],
    ];
    for (const [reference, action, payload] of cases) {
      const res = await opsAction(t, reference, action, payload);
      expect(res.status, `${action} ${reference}`).toBe(409);
      expect(res.body.code).toBe('INVALID_STATE');
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await withdrawalRow(t, paid)).state).toBe('paid');
  });

  it('refuses unknown references, bad bodies and operators without the role', async () => {
    const p = await createPlayer(t);
    const reference = await withdraw(t, p);
    const before = await snapshot(t, p.id);
    expect((await opsAction(t, 'WNOSUCHREFERENCE', 'approve')).status).toBe(404);
    expect((await opsAction(t, 'bad ref!', 'approve')).status).toBe(400);
    expect((await opsAction(t, reference, 'reject', {})).body.field).toBe('body.reason');
    expect((await opsAction(t, reference, 'reject', { reason: '' })).status).toBe(400);
    expect((await opsAction(t, reference, 'approve', { payoutChannelId: 'x' })).status).toBe(400);
    const support = await createOperatorToken(t, 'support');
    const content = await createOperatorToken(t, 'content');
    expect((await opsAction(t, reference, 'approve', {}, support)).body.code).toBe('FORBIDDEN');
    expect((await opsAction(t, reference, 'reject', { reason: 'x' }, content)).status).toBe(403);
    expect((await opsAction(t, reference, 'approve', {}, p.token)).status).toBe(401);
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await withdrawalRow(t, reference)).state).toBe('pending');
  });
});

describe('the receipt (spec 4)', () => {
  it("'received' and 'full_payment' close a paid withdrawal; the same answer again is harmless", async () => {
    const p = await createPlayer(t);
    for (const answer of ['received', 'full_payment'] as const) {
      const reference = await paidWithdrawal(t, p);
      const res = await answerReceipt(t, p.token, reference, { answer });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({
        state: 'received',
        receiptAnswer: answer,
        forcedReceipt: false,
        receiptAt: expect.any(String),
      });
      expect((await answerReceipt(t, p.token, reference, { answer })).body).toEqual(res.body);
      const other = await answerReceipt(t, p.token, reference, {
        answer: 'not_received',
        proofIds: [await proofOf(t, p.id)],
      });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('INVALID_STATE');
    }
  });

  it("'not_received' with own proofs opens a dispute; the operator says paid: received", async () => {
    const p = await createPlayer(t);
    const reference = await paidWithdrawal(t, p);
    const proofs = [await proofOf(t, p.id), await proofOf(t, p.id)];
    const res = await answerReceipt(t, p.token, reference, {
      answer: 'not_received',
      proofIds: proofs,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'disputed', receiptAnswer: 'not_received' });
    const listed = await t.call({
      method: 'GET',
      url: '/ops/api/withdrawals?state=disputed',
      token: await t.opsToken(),
    });
    const item = listed.body.value.items.find(
      (w: { reference: string }) => w.reference === reference,
    );
    expect(item.proofIds).toEqual(proofs);

    const before = await snapshot(t, p.id);
    const resolved = await opsAction(t, reference, 'resolve-dispute', {
      resolution: 'paid',
      reason: 'Bank statement shows it arrived',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.value).toMatchObject({
      state: 'received',
      reason: 'Bank statement shows it arrived',
    });
    expect(await snapshot(t, p.id)).toEqual(before);
  });

  it("'refund' returns amount + fee from clearing and house, exactly once", async () => {
    const p = await createPlayer(t, { cash: 200_000n });
    const reference = await paidWithdrawal(t, p, '100000');
    expect((await balances(t.deps.db, p.id)).player_cash).toBe(98_500n);
    await answerReceipt(t, p.token, reference, {
      answer: 'not_received',
      proofIds: [await proofOf(t, p.id)],
    });
    const clearingBefore = await clearingBalance(t, MANUAL_PAYOUT_CLEARING);
    const houseBefore = await houseBalance(t);
    const events = watchBalance(p.id);
    const [a, b] = await Promise.all([
      opsAction(t, reference, 'resolve-dispute', { resolution: 'refund', reason: 'Never arrived' }),
      opsAction(t, reference, 'resolve-dispute', { resolution: 'refund', reason: 'Never arrived' }),
    ]);
    events.stop();
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a : b).body.value).toMatchObject({
      state: 'refunded',
      reason: 'Never arrived',
    });
    expect((await balances(t.deps.db, p.id)).player_cash).toBe(200_000n);
    expect(clearingBefore - (await clearingBalance(t, MANUAL_PAYOUT_CLEARING))).toBe(100_000n);
    expect(houseBefore - (await houseBalance(t))).toBe(1500n);
    expect(events.count()).toBe(1);
    const refunds = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `withdrawal-refund:${reference}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.kind).toBe('withdrawal_refund');
    const again = await opsAction(t, reference, 'resolve-dispute', {
      resolution: 'paid',
      reason: 'x',
    });
    expect(again.body.code).toBe('INVALID_STATE');
    await expectLedgerSound(t);
  });

  it('refuses bad answers, foreign proofs and references, and non-paid withdrawals; nothing changes', async () => {
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    const paid = await paidWithdrawal(t, p);
    const pending = await withdraw(t, p);
    const foreign = await paidWithdrawal(t, other);
    const own = await proofOf(t, p.id);
    const theirs = await proofOf(t, other.id);
    const before = await snapshot(t, p.id);
    const cases: Array<[string, string, object, number, string]> = [
      ['no proofs', paid, { answer: 'not_received' }, 400, 'VALIDATION_FAILED'],
      ['empty proofs', paid, { answer: 'not_received', proofIds: [] }, 400, 'VALIDATION_FAILED'],
      [
        'four proofs',
        paid,
        { answer: 'not_received', proofIds: [own, own + 1, own + 2, own + 3] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'twice one proof',
        paid,
        { answer: 'not_received', proofIds: [own, own] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'proof with received',
        paid,
        { answer: 'received', proofIds: [own] },
        400,
        'VALIDATION_FAILED',
      ],
      ['unknown answer', paid, { answer: 'maybe' }, 400, 'VALIDATION_FAILED'],
      ["another's proof", paid, { answer: 'not_received', proofIds: [theirs] }, 404, 'NOT_FOUND'],
      [
        'unknown proof',
        paid,
        { answer: 'not_received', proofIds: [own + 10_000] },
        404,
        'NOT_FOUND',
      ],
      ['pending withdrawal', pending, { answer: 'received' }, 409, 'INVALID_STATE'],
      ["another's withdrawal", foreign, { answer: 'received' }, 404, 'NOT_FOUND'],
      ['unknown reference', 'WUNKNOWN00000000', { answer: 'received' }, 404, 'NOT_FOUND'],
    ];
    for (const [label, reference, payload, status, code] of cases) {
      const res = await answerReceipt(t, p.token, reference, payload);
      expect(res.status, label).toBe(status);
      expect(res.body.code, label).toBe(code);
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await withdrawalRow(t, paid)).state).toBe('paid');
    expect((await withdrawalRow(t, foreign)).state).toBe('paid');
  });

  it("refuses 'not_received' once the receipt time has passed, even before the job ran", async () => {
    const p = await createPlayer(t);
    const reference = await paidWithdrawal(t, p);
    await t.deps.db
      .update(withdrawals)
      .set({ receiptDueAt: new Date(Date.now() - 1000) })
      .where(eq(withdrawals.reference, reference));
    const res = await answerReceipt(t, p.token, reference, {
      answer: 'not_received',
      proofIds: [await proofOf(t, p.id)],
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_STATE');
    expect((await withdrawalRow(t, reference)).state).toBe('paid');
  });
});

describe('the auto-receipt job', () => {
  it('counts a paid withdrawal received once its receipt time has passed; then no refund', async () => {
    const p = await createPlayer(t);
    const reference = await paidWithdrawal(t, p);
    const answered = await paidWithdrawal(t, p);
    await answerReceipt(t, p.token, answered, { answer: 'received' });
    const { receiptDueAt } = await withdrawalRow(t, reference);

    await runJobOnce(t.deps, withdrawalReceiptJob, new Date(receiptDueAt!.getTime() - 1000));
    expect((await withdrawalRow(t, reference)).state).toBe('paid');

    const before = await snapshot(t, p.id);
    const later = new Date(receiptDueAt!.getTime() + 1000);
    expect(await runJobOnce(t.deps, withdrawalReceiptJob, later)).toBe('done');
    const row = await withdrawalRow(t, reference);
    expect(row).toMatchObject({ state: 'received', forcedReceipt: true, receiptAnswer: null });
    expect(row.receiptAt).toEqual(later);
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await withdrawalRow(t, answered)).forcedReceipt).toBe(false);

    for (const payload of [
      { answer: 'not_received', proofIds: [await proofOf(t, p.id)] },
      { answer: 'received' },
    ]) {
      const res = await answerReceipt(t, p.token, reference, payload);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVALID_STATE');
    }
    expect(
      (await opsAction(t, reference, 'resolve-dispute', { resolution: 'refund', reason: 'x' })).body
        .code,
    ).toBe('INVALID_STATE');
    await runJobOnce(t.deps, withdrawalReceiptJob, later);
    const audits = (await auditRows(t, 'withdrawal.autoReceipt')).filter(
      (a) => a.subject === reference,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorKind).toBe('system');
  });
});

describe('GET /ops/api/withdrawals', () => {
  it('filters by state, username and time, 15 to a page; support may read', async () => {
    const p = await createPlayer(t);
    const refs: string[] = [];
    for (let i = 0; i < 16; i++) refs.push(await withdraw(t, p, String(10_000 + i)));
    await opsAction(t, refs[0]!, 'reject', { reason: 'test' });
    const [member] = await t.deps.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.reference, refs[0]!));
    const username = (
      await t.call({ method: 'GET', url: '/wps/member/security-centre', token: p.token })
    ).body.value.username as string;
    const support = await createOperatorToken(t, 'support');
    const list = (query: string, token = support) =>
      t.call({ method: 'GET', url: `/ops/api/withdrawals?${query}`, token });

    const all = await list(`username=${username.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.value.total).toBe(16);
    expect(all.body.value.totalPages).toBe(2);
    expect(all.body.value.items).toHaveLength(15);
    expect(all.body.value.items[0].reference).toBe(refs[15]);
    expect(
      (await list(`username=${username}&pageNo=2`)).body.value.items.map(
        (w: { reference: string }) => w.reference,
      ),
    ).toEqual([refs[0]]);
    const rejected = await list(`username=${username}&state=rejected`);
    expect(rejected.body.value.items.map((w: { reference: string }) => w.reference)).toEqual([
      refs[0],
    ]);

    const created = member!.createdAt.getTime();
    const from = encodeURIComponent(new Date(created).toISOString());
    const to = encodeURIComponent(new Date(created + 1).toISOString());
    const window = await list(`username=${username}&from=${from}&to=${to}`);
    expect(window.body.value.items.map((w: { reference: string }) => w.reference)).toContain(
      refs[0],
    );
    expect(window.body.value.total).toBeLessThan(16);

    expect((await list('state=lost')).status).toBe(400);
    expect((await list('from=yesterday')).status).toBe(400);
    expect((await list('', p.token)).status).toBe(401);
  });
});

describe('payout through a gateway channel', () => {
  it('pays out through the sandbox at once: posted to that channel’s clearing account', async () => {
    const channelId = await insertChannel(t, { code: 'sbx-payout', type: 'sandbox' });
    const p = await createPlayer(t, { cash: 400_000n });
    const reference = await withdraw(t, p, '200000');
    const events = watchBalance(p.id);
    const res = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      state: 'paid',
      payoutChannelId: channelId,
      payoutRef: `SBX-${reference}`,
      receiptDueAt: expect.any(String),
    });
    expect(await clearingBalance(t, 'sbx-payout')).toBe(200_000n);
    expect((await balances(t.deps.db, p.id)).player_held).toBe(0n);
    expect(events.count()).toBe(1);
    const audit = (await auditRows(t, 'withdrawal.')).filter((a) => a.subject === reference);
    expect(audit.map((a) => a.action)).toEqual([
      'withdrawal.request',
      'withdrawal.approve',
      'withdrawal.payout.paid',
    ]);
    expect((await opsAction(t, reference, 'reject', { reason: 'x' })).body.code).toBe(
      'INVALID_STATE',
    );
    await expectLedgerSound(t);
  });

  it('refuses channels that cannot pay out, leaving the withdrawal pending', async () => {
    const bank = await insertChannel(t, { code: 'bank-out', type: 'bank' });
    const off = await insertChannel(t, { code: 'sbx-off', type: 'sandbox', enabled: false });
    const depositOnly = await insertChannel(t, {
      code: 'sbx-in',
      type: 'sandbox',
      forWithdrawal: false,
    });
    const unconfigured = await insertChannel(t, { code: 'gw-unset', type: 'gateway' });
    const p = await createPlayer(t);
    const reference = await withdraw(t, p);
    const before = await snapshot(t, p.id);
    for (const payoutChannelId of [bank, off, depositOnly, unconfigured, 999_999]) {
      const res = await opsAction(t, reference, 'approve', { payoutChannelId });
      expect(res.status, String(payoutChannelId)).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CHANNEL_UNAVAILABLE',
        field: 'body.payoutChannelId',
      });
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await withdrawalRow(t, reference)).state).toBe('pending');
  });
});

it('keeps newKey distinct', () => {
  expect(newKey()).not.toBe(newKey());
});
