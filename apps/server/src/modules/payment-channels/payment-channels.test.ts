// Payment channels: members see the usable ones in their language (EN fallback); operators
// (admin) create and change them, each change audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { paymentChannels } from '../../db/schema/payments';
import { auditRows, countRows } from '../../../test/db-rows';
import { expectValidationRefused } from '../../../test/expect-refused';
import {
  byKeys,
  expectListPages,
  expectPageBoundsRefused,
  readPage,
} from '../../../test/ops-list-pages';
import { createOperatorToken } from '../../../test/operators';
import { makePayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listFor = (token: string, query = '') =>
  t.call({ method: 'GET', url: `/wps/payment/channels${query}`, token });

const newChannel = (overrides: Record<string, unknown> = {}) => ({
  code: `gw-${Math.random().toString(36).slice(2, 8)}`,
  type: 'gateway',
  name: 'Wave gateway',
  texts: { EN: { name: 'Wave', instructions: 'Pay with Wave.' } },
  minAmount: '500',
  maxAmount: '100000',
  feeFixed: '0',
  feeBps: 150,
  forDeposit: true,
  forWithdrawal: false,
  enabled: true,
  sort: 5,
  bank: null,
  ...overrides,
});

describe('GET /wps/payment/channels', () => {
  it("lists the seeded bank and sandbox channels for deposits, in the member's language", async () => {
    const member = await makePayMember(t, { language: 'MY' });
    const res = await listFor(member.token);
    expect(res.status).toBe(200);
    const [bank, sandbox] = res.body.value;
    expect(res.body.value).toHaveLength(2);
    expect(bank).toMatchObject({
      code: 'kbz-bank',
      type: 'bank',
      name: 'ဘဏ်လွှဲ (KBZ ဘဏ်)',
      min: '100000',
      max: '500000000',
      feeFixed: '0',
      feeBps: 0,
      currency: 'MMK',
      needsProof: true,
      bank: { bankName: 'KBZ Bank', accountName: 'Demo Gaming Co., Ltd.' },
    });
    expect(sandbox).toMatchObject({
      code: 'sandbox',
      type: 'sandbox',
      min: '1000',
      max: '100000000',
      bank: null,
      needsProof: false,
    });
    // Asked in EN; in TH there is no text, so EN.
    expect((await listFor(member.token, '?language=EN')).body.value[0].name).toBe(
      'Bank transfer (KBZ Bank)',
    );
    expect((await listFor(member.token, '?language=TH')).body.value[0].name).toBe(
      'Bank transfer (KBZ Bank)',
    );
  });

  it('lists payout channels for direction=withdrawal: the sandbox, not the bank', async () => {
    const member = await makePayMember(t);
    const res = await listFor(member.token, '?direction=withdrawal');
    expect(res.body.value.map((c: { code: string }) => c.code)).toEqual(['sandbox']);
  });

  it('hides a gateway whose URL and secret are not configured, and the sandbox when off', async () => {
    const admin = await t.opsToken();
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/payment-channels',
      token: admin,
      payload: newChannel(),
    });
    expect(created.status).toBe(200);
    expect(created.body.value.isConfigured).toBe(false);
    const member = await makePayMember(t);
    const codes = (await listFor(member.token)).body.value.map((c: { code: string }) => c.code);
    expect(codes).not.toContain(created.body.value.code);

    const off = await createTestApp({ env: { PAYMENT_SANDBOX: 'off' } });
    try {
      const m = await makePayMember(off);
      const res = await off.call({ method: 'GET', url: '/wps/payment/channels', token: m.token });
      expect(res.body.value.map((c: { code: string }) => c.code)).toEqual(['kbz-bank']);
    } finally {
      await off.close();
    }
  });

  it('refuses trial accounts, operators and strangers, and bad queries', async () => {
    const trial = await makePayMember(t, { accountType: ACCOUNT_TYPE.trial, password: null });
    expect((await listFor(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
    expect((await listFor('')).body.code).toBe('NOT_LOGGED_IN');
    expect((await listFor(await t.opsToken())).body.code).toBe('NOT_A_MEMBER');
    const member = await makePayMember(t);
    expect((await listFor(member.token, '?direction=sideways')).status).toBe(400);
    expect((await listFor(member.token, '?language=XX')).status).toBe(400);
  });
});

describe('/ops/api/payment-channels', () => {
  it('creates, lists and updates a channel, auditing each change; members see the change', async () => {
    const admin = await t.opsToken();
    const body = newChannel({
      type: 'bank',
      code: 'aya-bank',
      bank: { bankName: 'AYA Bank', accountName: 'Demo Co', accountNumber: '1234 5678' },
    });
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/payment-channels',
      token: admin,
      payload: body,
    });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      code: 'aya-bank',
      type: 'bank',
      currency: 'MMK',
      feeBps: 150,
      isConfigured: true,
    });
    const id = created.body.value.id;
    const list = await readPage<{ code: string }>(
      t,
      '/ops/api/payment-channels',
      admin,
      'pageSize=100',
    );
    expect(list.items.map((c) => c.code)).toContain('aya-bank');

    const member = await makePayMember(t);
    expect((await listFor(member.token)).body.value.map((c: { code: string }) => c.code)).toContain(
      'aya-bank',
    );

    const { code: _code, type: _type, ...fields } = body;
    const updated = await t.call({
      method: 'PUT',
      url: `/ops/api/payment-channels/${id}`,
      token: admin,
      payload: { ...fields, enabled: false, minAmount: '1000' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.value).toMatchObject({ enabled: false, minAmount: '1000' });
    expect(
      (await listFor(member.token)).body.value.map((c: { code: string }) => c.code),
    ).not.toContain('aya-bank');

    const audit = (await auditRows(t, 'payment-channel.')).filter((a) => a.subject === 'aya-bank');
    expect(audit.map((a) => [a.action, a.subject])).toEqual([
      ['payment-channel.create', 'aya-bank'],
      ['payment-channel.update', 'aya-bank'],
    ]);
    expect(audit.every((a) => a.actorKind === 'operator' && a.actorId === 1)).toBe(true);
  });

  it('refuses a taken code, bad fields and missing or misplaced bank details', async () => {
    const admin = await t.opsToken();
    const before = await countRows(t, paymentChannels);
    const taken = await t.call({
      method: 'POST',
      url: '/ops/api/payment-channels',
      token: admin,
      payload: newChannel({ code: 'sandbox' }),
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'CONFLICT']);
    const post = (payload: unknown) =>
      ({ method: 'POST', url: '/ops/api/payment-channels', token: admin, payload }) as const;
    const table: Array<[Record<string, unknown>, string]> = [
      [{ code: 'Bad Code' }, 'body.code'],
      [{ code: 'x' }, 'body.code'],
      [{ type: 'cash' }, 'body.type'],
      [{ minAmount: '0' }, 'body.minAmount'],
      [{ minAmount: '-5' }, 'body.minAmount'],
      [{ maxAmount: '1.5' }, 'body.maxAmount'],
      [{ minAmount: '200000', maxAmount: '100000' }, 'body.minAmount'],
      [{ feeBps: 10_001 }, 'body.feeBps'],
      [{ feeBps: -1 }, 'body.feeBps'],
      [{ feeFixed: '-1' }, 'body.feeFixed'],
      [{ texts: { MY: { name: 'x', instructions: '' } } }, 'body.texts.EN'],
      [{ texts: { EN: { name: '', instructions: '' } } }, 'body.texts.EN.name'],
      [{ type: 'bank', bank: null }, 'body.bank'],
      [{ bank: { bankName: 'X', accountName: 'Y', accountNumber: '1234' } }, 'body.bank'],
      [
        {
          type: 'bank',
          forWithdrawal: true,
          bank: { bankName: 'X', accountName: 'Y', accountNumber: '1234' },
        },
        'body.forWithdrawal',
      ],
      [{ extra: 1 }, 'body'],
    ];
    for (const [patch, field] of table) {
      await expectValidationRefused(t, post(newChannel(patch)), field);
    }
    expect(await countRows(t, paymentChannels)).toBe(before);

    // An update may not drop a bank channel's details nor give a gateway some.
    const list = await readPage<Record<string, unknown>>(
      t,
      '/ops/api/payment-channels',
      admin,
      'pageSize=100',
    );
    const bank = list.items.find((c) => c.code === 'kbz-bank')!;
    const {
      id,
      code: _c,
      type: _t,
      isConfigured: _i,
      createdAt: _a,
      updatedAt: _u,
      currency: _cur,
      ...fields
    } = bank;
    const put = (payload: object) =>
      ({ method: 'PUT', url: `/ops/api/payment-channels/${id}`, token: admin, payload }) as const;
    await expectValidationRefused(t, put({ ...fields, bank: null }), 'body.bank');
    await expectValidationRefused(t, put({ ...fields, forWithdrawal: true }), 'body.forWithdrawal');
    const missing = await t.call({ ...put(fields), url: '/ops/api/payment-channels/999999' });
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('is for admins only', async () => {
    for (const role of ['support', 'content'] as const) {
      const token = await createOperatorToken(t, role);
      const res = await t.call({ method: 'GET', url: '/ops/api/payment-channels', token });
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
      const choices = await t.call({
        method: 'GET',
        url: '/ops/api/payment-channels/choices',
        token,
      });
      expect([choices.status, choices.body.code]).toEqual([403, 'FORBIDDEN']);
      const created = await t.call({
        method: 'POST',
        url: '/ops/api/payment-channels',
        token,
        payload: newChannel(),
      });
      expect(created.status).toBe(403);
    }
    const member = await makePayMember(t);
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/payment-channels', token: member.token })).body
        .code,
    ).toBe('SESSION_EXPIRED');
  });
});

describe('/ops/api/payment-channels, paged on the server', () => {
  type Channel = { id: number; sort: number; type: string; name: string };

  it('pages the channels in display order, with their total', async () => {
    const admin = await t.opsToken();
    for (const sort of [7, -3, 2]) {
      const res = await t.call({
        method: 'POST',
        url: '/ops/api/payment-channels',
        token: admin,
        payload: newChannel({ sort }),
      });
      expect(res.status).toBe(200);
    }
    await expectListPages<Channel>(
      t,
      '/ops/api/payment-channels',
      admin,
      byKeys(
        (c) => c.sort,
        (c) => c.id,
      ),
    );
  });

  it('offers every channel as a payout choice, whole, in the same order', async () => {
    const admin = await t.opsToken();
    const all = (
      await readPage<Channel & Record<string, unknown>>(
        t,
        '/ops/api/payment-channels',
        admin,
        'pageSize=100',
      )
    ).items;
    const res = await t.call({
      method: 'GET',
      url: '/ops/api/payment-channels/choices',
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual(
      all.map(({ id, type, name, forWithdrawal, enabled, isConfigured }) => ({
        id,
        type,
        name,
        forWithdrawal,
        enabled,
        isConfigured,
      })),
    );
  });

  it('refuses a page or size out of bounds with 400, changing nothing', async () => {
    await expectPageBoundsRefused(t, '/ops/api/payment-channels', await t.opsToken());
  });
});
