// The security centre: what the account has set (contacts masked), the payee name set once,
// the email address set and changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR } from '@wps/contracts/account/accounts';
import { lastMessage, makeMember, nextIp, nextName, PASSWORD } from '../auth/test-helpers';
import { findMemberById } from '../member/member.queries';
import { startMemberSession } from '../member/member-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { ip: '203.0.113.21', userAgent: null };
async function memberWithToken(overrides: Parameters<typeof makeMember>[1] = {}) {
  const member = await makeMember(t, overrides);
  return { member, token: (await startMemberSession(t.deps, member, ctx)).token };
}
const centre = (token: string) =>
  t.call({ method: 'GET', url: '/wps/member/security-centre', token });
const put = (token: string, what: 'payee-name' | 'email', payload: object) =>
  t.call({ method: 'PUT', url: `/wps/member/${what}`, token, payload });

describe('GET /wps/member/security-centre', () => {
  it('shows what is set, with the mobile, email and account numbers masked', async () => {
    const { token, member } = await memberWithToken({
      dialCode: '95',
      mobileNum: '9123456789',
      email: 'someone@example.com',
      payeeName: 'Aung Aung',
    });
    await t.call({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      token,
      payload: { bankName: 'AYA', accountName: 'Aung Aung', accountNumber: '00112233445566' },
    });
    const res = await centre(token);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      username: member.username,
      nickname: member.nickname,
      payeeName: 'Aung Aung',
      hasPassword: true,
      hasPaymentPassword: false,
      paymentPasswordRequired: true,
      zaloId: null,
      mobile: '+95 ****6789',
      email: 's***@example.com',
      bankAccounts: [
        {
          id: expect.any(Number),
          bankName: 'AYA',
          accountName: 'Aung Aung',
          maskedAccountNumber: '****5566',
          createdAt: expect.any(String),
        },
      ],
      maxBankAccounts: 3,
    });
  });

  it('is for logged-in real accounts', async () => {
    expect((await centre('')).status).toBe(401);
    const trial = await memberWithToken({ accountType: ACCOUNT_TYPE.trial, password: null });
    expect((await centre(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('PUT /wps/member/payee-name', () => {
  it('sets it once; afterwards INVALID_STATE and the name stays', async () => {
    const { member, token } = await memberWithToken();
    const res = await put(token, 'payee-name', { payeeName: ' Mya  Mya ' });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ payeeName: 'Mya Mya' });
    const again = await put(token, 'payee-name', { payeeName: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', field: 'body.payeeName' });
    expect((await findMemberById(t.deps.db, member.id))!.payeeName).toBe('Mya Mya');
  });

  it('refuses bad names and sets nothing', async () => {
    const { member, token } = await memberWithToken();
    for (const payeeName of ['', 'A', 'x'.repeat(101), 'Tab\there', 42]) {
      const res = await put(token, 'payee-name', { payeeName });
      expect(res.status, String(payeeName)).toBe(400);
      expect(res.body.field).toBe('body.payeeName');
    }
    expect((await findMemberById(t.deps.db, member.id))!.payeeName).toBeNull();
  });

  it("applies registration's payee-name rule: markup and symbols are refused", async () => {
    const { member, token } = await memberWithToken();
    for (const payeeName of [
      '<svg onload=alert(1)>',
      '<b>Aung</b> Aung',
      'Aung "Aung"',
      'Aung Aung; DROP',
      'Aung 123',
      '=HYPERLINK("x")',
      'Mya_Mya',
    ]) {
      const res = await put(token, 'payee-name', { payeeName });
      expect(res.status, payeeName).toBe(400);
      expect(res.body, payeeName).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'body.payeeName',
      });
    }
    expect((await findMemberById(t.deps.db, member.id))!.payeeName).toBeNull();
    // A bank account's name is the same rule (binding the first one sets the payee name).
    const bind = await t.call({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      token,
      payload: { bankName: 'AYA', accountName: '<svg onload=alert(1)>', accountNumber: '001122' },
    });
    expect(bind.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.accountName' });
    // Names in other scripts, with their marks, and the usual separators are fine.
    const burmese = await put(token, 'payee-name', { payeeName: 'အောင် အောင်' });
    expect(burmese.status).toBe(200);
    const other = await memberWithToken();
    expect((await put(other.token, 'payee-name', { payeeName: "D'Souza Mary-Ann" })).status).toBe(
      200,
    );
  });
});

describe('PUT /wps/member/email', () => {
  it('sets and changes the address with the login password, answering it masked', async () => {
    const { member, token } = await memberWithToken();
    expect(
      (await put(token, 'email', { email: ' first@example.com ', password: PASSWORD })).body.value,
    ).toEqual({ email: 'f***@example.com' });
    expect(
      (await put(token, 'email', { email: 'second@mail.example.org', password: PASSWORD })).status,
    ).toBe(200);
    expect((await findMemberById(t.deps.db, member.id))!.email).toBe('second@mail.example.org');
    expect((await centre(token)).body.value.email).toBe('s***@mail.example.org');
  });

  it('needs the password: none or a wrong one changes nothing; the old address is told', async () => {
    const old = `${nextName('old')}@example.com`;
    const { member, token } = await memberWithToken({ email: old });
    const stolen = 'thief@evil.example';
    const none = await put(token, 'email', { email: stolen });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.password' });
    const wrong = await put(token, 'email', { email: stolen, password: 'Guess1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'body.password' });
    expect((await findMemberById(t.deps.db, member.id))!.email).toBe(old);
    expect(await lastMessage(t, old, 'mail')).toBeNull();

    const right = await put(token, 'email', { email: 'new@example.com', password: PASSWORD });
    expect(right.status).toBe(200);
    expect((await findMemberById(t.deps.db, member.id))!.email).toBe('new@example.com');
    const notice = await lastMessage(t, old, 'mail');
    expect(notice?.body).toContain('n***@example.com');
    expect(notice?.body).not.toContain('new@example.com');
  });

  it('counts wrong passwords as failed logins: the account limit holds here too', async () => {
    const { member, token } = await memberWithToken({ email: 'kept2@example.com' });
    // The login guard's per-account allowance, spent through this call alone.
    let refused = 0;
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR + 1; i++) {
      const res = await t.call({
        method: 'PUT',
        url: '/wps/member/email',
        token,
        payload: { email: 'x@example.com', password: `Wrong${i}aa` },
        headers: { 'x-forwarded-for': nextIp() },
        remoteAddress: nextIp(),
      });
      if (res.body.code === 'TOO_MANY_REQUESTS') refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(1);
    // The right password is refused too while the account is locked: no oracle.
    const right = await put(token, 'email', { email: 'x@example.com', password: PASSWORD });
    expect(right.body.code).toBe('TOO_MANY_REQUESTS');
    expect((await findMemberById(t.deps.db, member.id))!.email).toBe('kept2@example.com');
  });

  it('refuses what is not an email address and keeps the old one', async () => {
    const { member, token } = await memberWithToken({ email: 'kept@example.com' });
    for (const email of [
      '',
      'plain',
      'a@b',
      'a b@example.com',
      '@example.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      const res = await put(token, 'email', { email, password: PASSWORD });
      expect(res.status, email).toBe(400);
      expect(res.body.field).toBe('body.email');
    }
    expect((await findMemberById(t.deps.db, member.id))!.email).toBe('kept@example.com');
  });
});
