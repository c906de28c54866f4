// Deposits: the member's request (idempotent, within the channel's rules), the member's list,
// and the operators' list, approve and reject (audited, exactly once, one winner).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { ledgerTransactions } from '../../db/schema/ledger';
import { deposits } from '../../db/schema/payments';
import { accountOf, balances } from '../../ledger/accounts';
import { auditRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import {
  bankDeposit,
  cashOf,
  channelId,
  depositByRef,
  depositRows,
  expectLedgerOk,
  ledgerTransactionCount,
  makePayMember,
  newKey,
  proofIdOf,
  requestDeposit,
  sandboxDeposit,
} from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findChannelByCode } from '../payment-channels/payment-channels.queries';
import { updateChannel } from '../payment-channels/payment-channels.queries';
import { feeOf } from './deposits.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const approve = (reference: string, token: string) =>
  t.call({ method: 'POST', url: `/ops/api/deposits/${reference}/approve`, token });
const reject = (reference: string, token: string, reason: unknown = 'No money arrived') =>
  t.call({
    method: 'POST',
    url: `/ops/api/deposits/${reference}/reject`,
    token,
    payload: { reason },
  });

describe('POST /wps/payment/deposits', () => {
  it('creates a pending bank deposit with its proofs; nothing is credited yet', async () => {
    const member = await makePayMember(t);
    const proofs = [await proofIdOf(t, member.token), await proofIdOf(t, member.token)];
    const res = await requestDeposit(t, member.token, {
      idempotencyKey: newKey(),
      channelId: await channelId(t, 'kbz-bank'),
      amount: '250000',
      payerName: 'U Aung',
      proofIds: proofs,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      reference: expect.stringMatching(/^D[A-Z2-9]{12}$/),
      state: 'pending',
      amount: '250000',
      fee: '0',
      redirectUrl: null,
    });
    const row = await depositByRef(t, res.body.value.reference);
    expect(row).toMatchObject({ state: 'pending', payerName: 'U Aung', amount: 250000n });
    expect(row.proofIds).toEqual([...proofs].sort((a, b) => a - b));
    expect(await cashOf(t, member.id)).toBe(0n);
  });

  it('sends a sandbox deposit to the pay page', async () => {
    const member = await makePayMember(t);
    const created = await sandboxDeposit(t, member, '5000');
    expect(created.redirectUrl).toMatch(
      new RegExp(`^/sandbox-gateway/pay/${created.reference}\\?channel=sandbox&amount=5000&`),
    );
  });

  it('answers a replay with the identical body and makes nothing new; another body is 409', async () => {
    const member = await makePayMember(t);
    const body = {
      idempotencyKey: newKey(),
      channelId: await channelId(t, 'sandbox'),
      amount: '12345',
    };
    const first = await requestDeposit(t, member.token, body);
    const again = await requestDeposit(t, member.token, body);
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    for (const other of [
      { ...body, amount: '12346' },
      { ...body, channelId: await channelId(t, 'kbz-bank') },
      { ...body, payerName: 'Someone' },
    ]) {
      const res = await requestDeposit(t, member.token, other);
      expect([res.status, res.body.code, res.body.field]).toEqual([
        409,
        'CONFLICT',
        'body.idempotencyKey',
      ]);
    }
    // The key is the member's: another member may use the same one.
    const other = await makePayMember(t);
    const theirs = await requestDeposit(t, other.token, body);
    expect(theirs.status).toBe(200);
    expect(theirs.body.value.reference).not.toBe(first.body.value.reference);
    expect(await depositRows(t, member.id)).toHaveLength(1);
  });

  it('answers 20 concurrent copies of one request identically, with one deposit', async () => {
    const member = await makePayMember(t);
    const body = {
      idempotencyKey: newKey(),
      channelId: await channelId(t, 'sandbox'),
      amount: '7777',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestDeposit(t, member.token, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await depositRows(t, member.id)).toHaveLength(1);
  });

  it('takes the fee from the amount: the member is credited amount - fee on approval', async () => {
    const channel = (await findChannelByCode(t.deps.db, 'kbz-bank'))!;
    await updateChannel(t.deps.db, channel.id, { feeFixed: 100n, feeBps: 150 });
    try {
      expect(feeOf({ feeFixed: 100n, feeBps: 150 }, 200_000n)).toBe(3_100n);
      const member = await makePayMember(t);
      const res = await requestDeposit(t, member.token, {
        idempotencyKey: newKey(),
        channelId: channel.id,
        amount: '200000',
        proofIds: [await proofIdOf(t, member.token)],
      });
      expect(res.body.value).toMatchObject({ amount: '200000', fee: '3100' });
      const house = await accountOf(t.deps.db, 'house', null);
      const houseBefore = house?.balance ?? 0n;
      expect((await approve(res.body.value.reference, await t.opsToken())).status).toBe(200);
      expect(await cashOf(t, member.id)).toBe(196_900n);
      expect((await accountOf(t.deps.db, 'house', null))!.balance - houseBefore).toBe(3_100n);
      await expectLedgerOk(t);
    } finally {
      await updateChannel(t.deps.db, channel.id, { feeFixed: 0n, feeBps: 0 });
    }
  });

  it('refuses bad requests with a 4xx and creates nothing', async () => {
    const member = await makePayMember(t);
    const stranger = await makePayMember(t);
    const bankId = await channelId(t, 'kbz-bank');
    const sandboxId = await channelId(t, 'sandbox');
    const mine = await proofIdOf(t, member.token);
    const theirs = await proofIdOf(t, stranger.token);
    // A proof already on a deposit of the member's.
    const used = await proofIdOf(t, member.token);
    const first = await requestDeposit(t, member.token, {
      idempotencyKey: newKey(),
      channelId: bankId,
      amount: '100000',
      proofIds: [used],
    });
    expect(first.status).toBe(200);
    const disabled = await t.call({
      method: 'POST',
      url: '/ops/api/payment-channels',
      token: await t.opsToken(),
      payload: {
        code: 'off-bank',
        type: 'bank',
        name: 'Off',
        texts: { EN: { name: 'Off', instructions: '' } },
        minAmount: '1',
        maxAmount: '100000000',
        feeFixed: '0',
        feeBps: 0,
        forDeposit: true,
        forWithdrawal: false,
        enabled: false,
        sort: 0,
        bank: { bankName: 'X', accountName: 'Y', accountNumber: '1111' },
      },
    });
    expect(disabled.status).toBe(200);

    const good = { channelId: sandboxId, amount: '5000' };
    const table: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ ...good, amount: '0' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '-100' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '10.50' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '1e5' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: 'abc' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: 5000 }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '0100' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '99999999999999999999' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ ...good, amount: '999' }, 400, 'AMOUNT_OUT_OF_RANGE', 'body.amount'],
      [{ ...good, amount: '100000001' }, 400, 'AMOUNT_OUT_OF_RANGE', 'body.amount'],
      [{ ...good, amount: '1000000000000000' }, 400, 'AMOUNT_OUT_OF_RANGE', 'body.amount'],
      [{ ...good, channelId: 999_999 }, 409, 'CHANNEL_UNAVAILABLE', 'body.channelId'],
      [{ ...good, channelId: disabled.body.value.id }, 409, 'CHANNEL_UNAVAILABLE'],
      [{ ...good, channelId: '1' }, 400, 'VALIDATION_FAILED', 'body.channelId'],
      [{ ...good, proofIds: [mine] }, 400, 'VALIDATION_FAILED', 'body.proofIds'],
      [{ channelId: bankId, amount: '100000' }, 400, 'VALIDATION_FAILED', 'body.proofIds'],
      [{ channelId: bankId, amount: '100000', proofIds: [] }, 400, 'VALIDATION_FAILED'],
      [{ channelId: bankId, amount: '100000', proofIds: [theirs] }, 404, 'NOT_FOUND'],
      [{ channelId: bankId, amount: '100000', proofIds: [mine, theirs] }, 404, 'NOT_FOUND'],
      [{ channelId: bankId, amount: '100000', proofIds: [999_999_999] }, 404, 'NOT_FOUND'],
      [{ channelId: bankId, amount: '100000', proofIds: [mine, mine] }, 400, 'VALIDATION_FAILED'],
      [{ channelId: bankId, amount: '100000', proofIds: [1, 2, 3, 4] }, 400, 'VALIDATION_FAILED'],
      [{ channelId: bankId, amount: '100000', proofIds: [used] }, 409, 'CONFLICT', 'body.proofIds'],
      [{ channelId: bankId, amount: '99999', proofIds: [mine] }, 400, 'AMOUNT_OUT_OF_RANGE'],
      [{ ...good, payerName: 'a\u0000b' }, 400, 'VALIDATION_FAILED', 'body.payerName'],
      [{ ...good, extra: true }, 400, 'VALIDATION_FAILED'],
    ];
    const before = await depositRows(t, member.id);
    for (const [body, status, code, field] of table) {
      const res = await requestDeposit(t, member.token, { idempotencyKey: newKey(), ...body });
      const label = JSON.stringify(body);
      expect([res.status, res.body.code], label).toEqual([status, code]);
      if (field) expect(res.body.field, label).toBe(field);
    }
    for (const key of [undefined, 'short', 'has space in it', 'x'.repeat(101), 12345678]) {
      const res = await requestDeposit(t, member.token, { ...good, idempotencyKey: key });
      expect([res.status, res.body.field]).toEqual([400, 'body.idempotencyKey']);
    }
    expect(await depositRows(t, member.id)).toHaveLength(before.length);
    expect(await cashOf(t, member.id)).toBe(0n);
  });

  it('is for signed-in real accounts only', async () => {
    const body = {
      idempotencyKey: newKey(),
      channelId: await channelId(t, 'sandbox'),
      amount: '5000',
    };
    expect((await requestDeposit(t, '', body)).body.code).toBe('NOT_LOGGED_IN');
    const trial = await makePayMember(t, { accountType: ACCOUNT_TYPE.trial, password: null });
    const res = await requestDeposit(t, trial.token, body);
    expect([res.status, res.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    expect(await depositRows(t, trial.id)).toHaveLength(0);
    expect((await requestDeposit(t, await t.opsToken(), body)).body.code).toBe('NOT_A_MEMBER');
  });
});

describe('GET /wps/payment/deposits', () => {
  it("pages the member's own deposits, newest first, and no one else's", async () => {
    const member = await makePayMember(t, { language: 'EN' });
    const other = await makePayMember(t);
    await sandboxDeposit(t, other, '9000');
    const refs: string[] = [];
    for (const amount of ['1000', '2000', '3000']) {
      refs.push((await sandboxDeposit(t, member, amount)).reference);
    }
    const bank = await bankDeposit(t, member, '100000');
    refs.push(bank.reference);
    await reject(bank.reference, await t.opsToken(), 'Slip unreadable');

    const page1 = await t.call({
      method: 'GET',
      url: '/wps/payment/deposits?pageNo=1&pageSize=3',
      token: member.token,
    });
    expect(page1.status).toBe(200);
    expect(page1.body.value).toMatchObject({ total: 4, totalPages: 2 });
    expect(page1.body.value.list.map((d: { reference: string }) => d.reference)).toEqual(
      [...refs].reverse().slice(0, 3),
    );
    expect(page1.body.value.list[0]).toMatchObject({
      reference: bank.reference,
      channelName: 'Bank transfer (KBZ Bank)',
      channelType: 'bank',
      amount: '100000',
      credited: '100000',
      state: 'rejected',
      reason: 'Slip unreadable',
      redirectUrl: null,
    });
    expect(page1.body.value.list[0].decidedAt).not.toBeNull();
    expect(page1.body.value.list[1]).toMatchObject({
      amount: '3000',
      state: 'pending',
      channelType: 'sandbox',
      redirectUrl: expect.stringMatching(/^\/sandbox-gateway\/pay\//),
    });
    const page2 = await t.call({
      method: 'GET',
      url: '/wps/payment/deposits?pageNo=2&pageSize=3',
      token: member.token,
    });
    expect(page2.body.value.list.map((d: { reference: string }) => d.reference)).toEqual([refs[0]]);
    for (const query of ['pageNo=0', 'pageSize=101', 'pageNo=x', 'other=1']) {
      const res = await t.call({
        method: 'GET',
        url: `/wps/payment/deposits?${query}`,
        token: member.token,
      });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('operators and deposits', () => {
  it('approve credits a bank deposit exactly once, audited with who and when', async () => {
    const member = await makePayMember(t);
    const { reference } = await bankDeposit(t, member, '150000');
    const admin = await t.opsToken();
    const res = await approve(reference, admin);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      reference,
      username: member.username,
      state: 'completed',
      decidedBy: 'admin',
      channel: { code: 'kbz-bank', type: 'bank' },
    });
    expect(await cashOf(t, member.id)).toBe(150_000n);
    const row = await depositByRef(t, reference);
    const [posted] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, row.ledgerTransactionId!));
    expect(posted).toMatchObject({ idempotencyKey: `deposit:${reference}`, kind: 'deposit' });
    expect(posted!.metadata).toMatchObject({ reference, channel: 'kbz-bank' });
    // Clearing owes what the player got.
    expect((await accountOf(t.deps.db, 'clearing', 'kbz-bank'))!.balance).toBeLessThanOrEqual(
      -150_000n,
    );

    const count = await ledgerTransactionCount(t);
    for (const again of [await approve(reference, admin), await reject(reference, admin)]) {
      expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    }
    expect(await cashOf(t, member.id)).toBe(150_000n);
    expect(await ledgerTransactionCount(t)).toBe(count);

    const audit = (await auditRows(t, 'deposit.')).filter((a) => a.subject === reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'deposit.approve',
      actorKind: 'operator',
      actorId: 1,
    });
    expect(audit[0]!.createdAt).toBeInstanceOf(Date);
    await expectLedgerOk(t);
  });

  it('reject refuses a pending deposit with the reason, moves nothing and is audited', async () => {
    const member = await makePayMember(t);
    const { reference } = await bankDeposit(t, member, '120000');
    const count = await ledgerTransactionCount(t);
    const res = await reject(reference, await t.opsToken(), 'Amount not received');
    expect(res.body.value).toMatchObject({ state: 'rejected', reason: 'Amount not received' });
    expect(await cashOf(t, member.id)).toBe(0n);
    expect(await ledgerTransactionCount(t)).toBe(count);
    const again = await approve(reference, await t.opsToken());
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    expect(await cashOf(t, member.id)).toBe(0n);
    const audit = (await auditRows(t, 'deposit.')).filter((a) => a.subject === reference);
    expect(audit.map((a) => a.action)).toEqual(['deposit.reject']);
    expect(audit[0]!.detail).toMatchObject({ reason: 'Amount not received' });
  });

  it("tells the member's balance stream and inbox an approved deposit was credited; a reject tells neither", async () => {
    const member = await makePayMember(t);
    const credited = await bankDeposit(t, member, '150000');
    const refused = await bankDeposit(t, member, '200000');
    const heard: unknown[] = [];
    const stop = t.deps.balanceEvents.subscribe(member.id, (notice) => heard.push(notice));
    const admin = await t.opsToken();
    expect((await approve(credited.reference, admin)).status).toBe(200);
    expect((await reject(refused.reference, admin)).status).toBe(200);
    stop();
    const row = await depositByRef(t, credited.reference);
    expect(heard).toEqual([
      {
        kind: 'depositCredited',
        reference: credited.reference,
        amount: (row.amount - row.fee).toString(),
      },
    ]);
    // The site wrote it in the member's inbox too (issue 19), unread; the reject wrote nothing.
    const inbox = await t.call({ method: 'GET', url: '/wps/messages', token: member.token });
    expect(inbox.body.value.items).toEqual([
      expect.objectContaining({
        kind: 'site',
        template: 'depositCredited',
        params: { reference: credited.reference, amount: (row.amount - row.fee).toString() },
        isRead: false,
      }),
    ]);
  });

  it('lets exactly one of a concurrent approve and reject win', async () => {
    const admin = await t.opsToken();
    const second = await createOperatorToken(t, 'admin');
    for (let round = 0; round < 8; round++) {
      const member = await makePayMember(t);
      const { reference } = await bankDeposit(t, member, '100000');
      const [a, r, a2] = await Promise.all([
        approve(reference, admin),
        reject(reference, second),
        approve(reference, second),
      ]);
      const winners = [a, r, a2].filter((x) => x.status === 200);
      expect(winners).toHaveLength(1);
      for (const loser of [a, r, a2].filter((x) => x.status !== 200)) {
        expect([loser.status, loser.body.code]).toEqual([409, 'INVALID_STATE']);
      }
      const state = (await depositByRef(t, reference)).state;
      expect(await cashOf(t, member.id)).toBe(state === 'completed' ? 100_000n : 0n);
      expect(winners[0]!.body.value.state).toBe(state);
    }
    await expectLedgerOk(t);
  });

  it('lists and filters deposits by state, username and time, in pages', async () => {
    const admin = await t.opsToken();
    const member = await makePayMember(t);
    const a = await bankDeposit(t, member, '100000');
    const b = await sandboxDeposit(t, member, '4000');
    await approve(a.reference, admin);
    const list = (query: string) =>
      t.call({ method: 'GET', url: `/ops/api/deposits?${query}`, token: admin });

    const mine = await list(`username=${member.username.toUpperCase()}`);
    expect(mine.status).toBe(200);
    expect(mine.body.value.items.map((d: { reference: string }) => d.reference)).toEqual([
      b.reference,
      a.reference,
    ]);
    expect(mine.body.value.items[1]).toMatchObject({
      state: 'completed',
      decidedBy: 'admin',
      proofIds: [expect.any(Number)],
    });
    const pending = await list(`username=${member.username}&state=pending`);
    expect(pending.body.value.items.map((d: { reference: string }) => d.reference)).toEqual([
      b.reference,
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`username=${member.username}&from=${future}`)).body.value.total).toBe(0);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await list(`username=${member.username}&from=${past}&to=${future}`)).body.value.total,
    ).toBe(2);
    const paged = await list('pageSize=1&pageNo=2');
    expect(paged.body.value.items).toHaveLength(1);
    expect(paged.body.value.totalPages).toBe(paged.body.value.total);
    for (const bad of ['state=lost', 'from=yesterday', 'pageNo=0', 'pageSize=1000', 'x=1']) {
      expect((await list(bad)).status, bad).toBe(400);
    }
  });

  it('is for admins; unknown and malformed references are refused', async () => {
    const member = await makePayMember(t);
    const { reference } = await bankDeposit(t, member, '100000');
    for (const role of ['support', 'content'] as const) {
      const token = await createOperatorToken(t, role);
      expect((await approve(reference, token)).status).toBe(403);
      expect((await reject(reference, token)).status).toBe(403);
    }
    // Support reads the money lists (money.read) but decides nothing; content does not read them.
    const content = await createOperatorToken(t, 'content');
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/deposits', token: content })).body.code,
    ).toBe('FORBIDDEN');
    const support = await createOperatorToken(t, 'support');
    expect((await t.call({ method: 'GET', url: '/ops/api/deposits', token: support })).status).toBe(
      200,
    );
    expect((await approve(reference, member.token)).body.code).toBe('SESSION_EXPIRED');
    const admin = await t.opsToken();
    expect((await approve('DZZZZZZZZZZZZ', admin)).body.code).toBe('NOT_FOUND');
    expect((await approve('not-a-ref', admin)).status).toBe(400);
    for (const reason of ['', ' ', 'x'.repeat(201), 12, null]) {
      const res = await reject(reference, admin, reason);
      expect([res.status, res.body.field]).toEqual([400, 'body.reason']);
    }
    expect((await depositByRef(t, reference)).state).toBe('pending');
    expect(await cashOf(t, member.id)).toBe(0n);
    expect((await balances(t.deps.db, member.id)).player_cash).toBe(0n);
  });
});

describe('deposits table', () => {
  it('keeps completed and posted together (the schema check)', async () => {
    const member = await makePayMember(t);
    const { reference } = await bankDeposit(t, member, '100000');
    await expect(
      t.deps.db
        .update(deposits)
        .set({ state: 'completed' })
        .where(eq(deposits.reference, reference)),
    ).rejects.toThrow();
  });
});
