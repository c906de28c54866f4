// Bank accounts: bound only in the payee's name (the first one names the payee), at most
// maxBankAccounts live, the same number once; unbound softly; only one's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { memberBankAccounts } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, countRows } from '../../../test/db-rows';
import { makeMember } from '../auth/test-helpers';
import { findMemberById } from '../member/member.queries';
import { startMemberSession } from '../member/member-session';
import { defaultMoneySettings, writeMoneySettings } from '../money-settings/money-settings.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { ip: '203.0.113.20', userAgent: null };
async function memberWithToken(overrides: Parameters<typeof makeMember>[1] = {}) {
  const member = await makeMember(t, overrides);
  return { member, token: (await startMemberSession(t.deps, member, ctx)).token };
}
const bind = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/wps/member/bank-accounts', token, payload });
const list = (token: string) => t.call({ method: 'GET', url: '/wps/member/bank-accounts', token });
const unbind = (token: string, id: number | string) =>
  t.call({ method: 'DELETE', url: `/wps/member/bank-accounts/${id}`, token });
const account = (accountNumber: string, accountName = 'Aung Aung') => ({
  bankName: 'KBZ Bank',
  accountName,
  accountNumber,
});

describe('POST /wps/member/bank-accounts', () => {
  it('binds in the payee name and shows the number masked', async () => {
    const { token } = await memberWithToken({ payeeName: 'Aung Aung' });
    const res = await bind(token, account('1234567890', '  aung   AUNG '));
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      bankName: 'KBZ Bank',
      accountName: 'aung AUNG',
      maskedAccountNumber: '****7890',
    });
    expect(JSON.stringify((await list(token)).body.value)).not.toContain('1234567890');
    expect((await list(token)).body.value).toHaveLength(1);
  });

  it('refuses another name than the payee name, and binds nothing', async () => {
    const { member, token } = await memberWithToken({ payeeName: 'Aung Aung' });
    const res = await bind(token, account('1234567890', 'Kyaw Kyaw'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PAYEE_NAME_MISMATCH', field: 'body.accountName' });
    expect((await list(token)).body.value).toEqual([]);
    expect((await findMemberById(t.deps.db, member.id))!.payeeName).toBe('Aung Aung');
  });

  it('names the payee with the first account when none is set; later ones must match', async () => {
    const { member, token } = await memberWithToken();
    expect((await bind(token, account('11112222', 'Su Su  Hlaing'))).status).toBe(200);
    expect((await findMemberById(t.deps.db, member.id))!.payeeName).toBe('Su Su Hlaing');
    expect((await bind(token, account('33334444', 'Other Name'))).body.code).toBe(
      'PAYEE_NAME_MISMATCH',
    );
    expect((await bind(token, account('33334444', 'SU SU HLAING'))).status).toBe(200);
    const audits = (await auditRows(t, 'member.')).filter((a) => a.actorId === member.id);
    expect(audits.map((a) => a.action)).toEqual([
      'member.payeeName.set',
      'member.bankAccount.bind',
      'member.bankAccount.bind',
    ]);
  });

  it('refuses the same number twice while it is bound, and again after unbinding allows it', async () => {
    const { token } = await memberWithToken({ payeeName: 'Aung Aung' });
    const first = await bind(token, account('555566667777'));
    const again = await bind(token, account('555566667777'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', field: 'body.accountNumber' });
    expect((await unbind(token, first.body.value.id)).body.value).toEqual({ success: true });
    expect((await bind(token, account('555566667777'))).status).toBe(200);
  });

  it(`allows at most maxBankAccounts live accounts`, async () => {
    await writeMoneySettings(t.deps.db, { ...defaultMoneySettings, maxBankAccounts: 2 }, 1);
    try {
      const { token } = await memberWithToken({ payeeName: 'Aung Aung' });
      const a = await bind(token, account('100000001'));
      expect((await bind(token, account('100000002'))).status).toBe(200);
      const third = await bind(token, account('100000003'));
      expect(third.status).toBe(409);
      expect(third.body.code).toBe('BANK_ACCOUNT_LIMIT');
      await unbind(token, a.body.value.id);
      expect((await bind(token, account('100000003'))).status).toBe(200);
      expect((await list(token)).body.value).toHaveLength(2);
    } finally {
      await writeMoneySettings(t.deps.db, defaultMoneySettings, 1);
    }
  });

  it('refuses bad input with the field named, and binds nothing', async () => {
    const { token } = await memberWithToken({ payeeName: 'Aung Aung' });
    const before = await countRows(t, memberBankAccounts);
    const cases: Array<[object, string]> = [
      [{ ...account('12345'), accountNumber: '12345' }, 'body.accountNumber'],
      [account('1'.repeat(31)), 'body.accountNumber'],
      [account('1234-5678'), 'body.accountNumber'],
      [account('12345678a'), 'body.accountNumber'],
      [{ ...account('12345678'), accountNumber: 12345678 }, 'body.accountNumber'],
      [{ ...account('12345678'), bankName: '' }, 'body.bankName'],
      [{ ...account('12345678'), bankName: 'x'.repeat(61) }, 'body.bankName'],
      [{ ...account('12345678'), accountName: 'A\nB' }, 'body.accountName'],
      [{ bankName: 'KBZ', accountNumber: '12345678' }, 'body.accountName'],
      [{ ...account('12345678'), extra: 1 }, 'body.extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await bind(token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.field, JSON.stringify(payload)).toBe(field);
    }
    expect(await countRows(t, memberBankAccounts)).toBe(before);
  });

  it('is for logged-in real accounts', async () => {
    expect((await bind('', account('12345678'))).body.code).toBe('NOT_LOGGED_IN');
    const trial = await memberWithToken({ accountType: ACCOUNT_TYPE.trial, password: null });
    expect((await bind(trial.token, account('12345678'))).body.code).toBe('TRIAL_ACCOUNT');
    expect((await list(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('DELETE /wps/member/bank-accounts/:id', () => {
  it("unbinds softly (the row stays), and another member's id is NOT_FOUND", async () => {
    const owner = await memberWithToken({ payeeName: 'Aung Aung' });
    const other = await memberWithToken({ payeeName: 'Aung Aung' });
    const { id } = (await bind(owner.token, account('987654321'))).body.value;
    const foreign = await unbind(other.token, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect((await list(owner.token)).body.value).toHaveLength(1);

    expect((await unbind(owner.token, id)).status).toBe(200);
    expect((await list(owner.token)).body.value).toEqual([]);
    expect((await unbind(owner.token, id)).status).toBe(404);
    const rows = await t.deps.db.select().from(memberBankAccounts);
    expect(rows.find((r) => r.id === id)?.removedAt).toBeInstanceOf(Date);
  });

  it('refuses ids that are not positive whole numbers', async () => {
    const { token } = await memberWithToken();
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await unbind(token, id);
      expect(res.status, id).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
