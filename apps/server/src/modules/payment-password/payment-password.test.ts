// The payment password: set with the login password, changed with the old one, checked by
// money-out calls while the money settings require it, wrong guesses limited per member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMember, PASSWORD } from '../auth/test-helpers';
import { findMemberById } from '../member/member.queries';
import { startMemberSession } from '../member/member-session';
import { defaultMoneySettings } from '../money-settings/money-settings.queries';
import { createPlayer, PAYMENT_PASSWORD, requestBody } from '../withdrawals/withdrawal-test-kit';
import { checkPaymentPassword, PAYMENT_PASSWORD_TRIES } from './payment-password.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { ip: '203.0.113.10', userAgent: null };
async function memberWithToken(overrides: Parameters<typeof makeMember>[1] = {}) {
  const member = await makeMember(t, overrides);
  return { member, token: (await startMemberSession(t.deps, member, ctx)).token };
}
const setPp = (token: string, payload: object) =>
  t.call({ method: 'PUT', url: '/wps/member/payment-password', token, payload });
const reload = async (id: number) => (await findMemberById(t.deps.db, id))!;

describe('PUT /wps/member/payment-password', () => {
  it('sets the first one with the login password, then changes it with the old one', async () => {
    const { member, token } = await memberWithToken();
    const first = { newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect((await setPp(token, first)).body.field).toBe('body.password');
    expect((await setPp(token, { ...first, password: 'wrong-one1' })).body.code).toBe(
      'OLD_PASSWORD_WRONG',
    );
    const ok = await setPp(token, { ...first, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toEqual({ success: true });
    await expect(checkPaymentPassword(t.deps, await reload(member.id), '123456')).resolves.toBe(
      undefined,
    );

    const change = { newPaymentPassword: '654321', confirmPaymentPassword: '654321' };
    expect((await setPp(token, { ...change, password: PASSWORD })).body.code).toBe(
      'PAYMENT_PASSWORD_REQUIRED',
    );
    expect((await setPp(token, { ...change, oldPaymentPassword: '000000' })).body.code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    expect((await setPp(token, { ...change, oldPaymentPassword: '123456' })).status).toBe(200);
    await expect(
      checkPaymentPassword(t.deps, await reload(member.id), '123456'),
    ).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
  });

  it('refuses bad input and changes nothing', async () => {
    const { member, token } = await memberWithToken();
    for (const payload of [
      { newPaymentPassword: '12345', confirmPaymentPassword: '12345', password: PASSWORD },
      { newPaymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef', password: PASSWORD },
      { newPaymentPassword: '123456', confirmPaymentPassword: '123457', password: PASSWORD },
      { newPaymentPassword: 123456, confirmPaymentPassword: 123456, password: PASSWORD },
      { newPaymentPassword: '123456', confirmPaymentPassword: '123456', extra: 1 },
    ]) {
      const res = await setPp(token, payload);
      expect(res.status).toBe(400);
      expect(['VALIDATION_FAILED', 'PASSWORDS_DO_NOT_MATCH']).toContain(res.body.code);
    }
    expect((await reload(member.id)).paymentPasswordHash).toBeNull();
  });

  it('is for logged-in real accounts only', async () => {
    const body = { newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect((await setPp('', body)).body.code).toBe('NOT_LOGGED_IN');
    const trial = await memberWithToken({ accountType: ACCOUNT_TYPE.trial, password: null });
    expect((await setPp(trial.token, body)).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('checkPaymentPassword', () => {
  it('asks for nothing while the setting is off', async () => {
    const { member } = await memberWithToken();
    const ops = await t.opsToken();
    const put = (paymentPasswordRequired: boolean) =>
      t.call({
        method: 'PUT',
        url: '/ops/api/system/setting/money',
        token: ops,
        payload: { ...defaultMoneySettings, paymentPasswordRequired },
      });
    expect((await put(false)).status).toBe(200);
    try {
      await expect(checkPaymentPassword(t.deps, member, undefined)).resolves.toBe(undefined);
    } finally {
      expect((await put(true)).status).toBe(200);
    }
    await expect(checkPaymentPassword(t.deps, member, undefined)).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_NOT_SET',
    });
  });

  it(`allows ${PAYMENT_PASSWORD_TRIES} wrong guesses per member, then refuses even the right one`, async () => {
    const { member, token } = await memberWithToken();
    await setPp(token, {
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
      password: PASSWORD,
    });
    const row = await reload(member.id);
    await expect(checkPaymentPassword(t.deps, row, undefined)).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_REQUIRED',
    });
    for (let i = 0; i < PAYMENT_PASSWORD_TRIES; i++) {
      await expect(checkPaymentPassword(t.deps, row, '000000')).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_WRONG',
      });
    }
    await expect(checkPaymentPassword(t.deps, row, '246810')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('money settings', () => {
  it('operators replace them (admin); members read them; bad limits are refused', async () => {
    const ops = await t.opsToken();
    const got = await t.call({ method: 'GET', url: '/ops/api/system/setting/money', token: ops });
    expect(got.body.value).toEqual(defaultMoneySettings);
    const bad = await t.call({
      method: 'PUT',
      url: '/ops/api/system/setting/money',
      token: ops,
      payload: { ...defaultMoneySettings, withdrawalMin: '900', withdrawalMax: '800' },
    });
    expect(bad.status).toBe(400);
    for (const broken of [{ withdrawalMin: '1.5' }, { transferMax: 'abc' }, { withdrawalMax: 5 }]) {
      const res = await t.call({
        method: 'PUT',
        url: '/ops/api/system/setting/money',
        token: ops,
        payload: { ...defaultMoneySettings, ...broken },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/system/setting/money', token: ops })).body
        .value,
    ).toEqual(defaultMoneySettings);
    const { token } = await memberWithToken();
    const mine = await t.call({ method: 'GET', url: '/wps/member/money/options', token });
    expect(mine.body.value).toEqual(defaultMoneySettings);
  });
});

/**
 * 20 withdrawals at once with the right payment password, then wrong guesses: all 20 succeed,
 * and only the wrong ones count toward the limit.
 */
async function rightPasswordsAtOnce(app: TestApp) {
  const p = await createPlayer(app, { cash: 10_000_000n });
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.call({
        method: 'POST',
        url: '/wps/payment/withdrawals',
        token: p.token,
        payload: requestBody(p, '50000'),
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  // Wrong guesses still count, and only they do: five more wrong ones are refused, then 429.
  for (let i = 0; i < PAYMENT_PASSWORD_TRIES; i++) {
    const wrong = await app.call({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      token: p.token,
      payload: requestBody(p, '50000', { paymentPassword: '000000' }),
    });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_WRONG');
  }
  const blocked = await app.call({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    token: p.token,
    payload: requestBody(p, '50000', { paymentPassword: PAYMENT_PASSWORD }),
  });
  expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
}

describe('the payment password under concurrency', () => {
  it('answers 20 concurrent requests with the right password each on its own, none 429', () =>
    rightPasswordsAtOnce(t));

  it.runIf(process.env.TEST_REDIS_URL)('does the same with the counts in Redis', async () => {
    const app = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      await rightPasswordsAtOnce(app);
    } finally {
      await app.close();
    }
  });
});
