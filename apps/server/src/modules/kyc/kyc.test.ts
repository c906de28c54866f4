// KYC through HTTP: a member sends its own uploads, an operator reviews, and the money settings'
// rule holds a withdrawal until an approval (KYC_REQUIRED, nothing moves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '../../db/schema/back-office';
import { withdrawals } from '../../db/schema/payments';
import { countRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { proofIdOf } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defaultMoneySettings } from '../money-settings/money-settings.queries';
import { createPlayer, requestBody, requestWithdrawal } from '../withdrawals/withdrawal-test-kit';

let t: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t.close());

const setRule = (kycRule: string, kycAbove = '100000') =>
  t.call({
    method: 'PUT',
    url: '/ops/api/system/setting/money',
    token: admin,
    payload: { ...defaultMoneySettings, kycRule, kycAbove },
  });
const submit = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/wps/member/kyc', token, payload });
const review = (id: number, payload: object, token = admin) =>
  t.call({ method: 'POST', url: `/ops/api/kyc/${id}/review`, token, payload });

describe('KYC', () => {
  it('holds a first withdrawal until the documents are approved', async () => {
    expect((await setRule('first_withdrawal')).status).toBe(200);
    const p = await createPlayer(t);
    const before = await countRows(t, withdrawals);
    const refused = await requestWithdrawal(t, p.token, requestBody(p));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('KYC_REQUIRED');
    expect(await countRows(t, withdrawals)).toBe(before);

    const mine = await t.call({ method: 'GET', url: '/wps/member/kyc', token: p.token });
    expect(mine.body.value).toMatchObject({ state: 'none', rule: 'first_withdrawal' });

    const proofId = await proofIdOf(t, p.token);
    const sent = await submit(p.token, {
      documentType: 'national_id',
      documentNumber: '12/ABC(N)123456',
      proofIds: [proofId],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value.state).toBe('pending');
    const twice = await submit(p.token, {
      documentType: 'passport',
      documentNumber: 'X',
      proofIds: [proofId],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('KYC_OPEN');

    const list = await t.call({ method: 'GET', url: '/ops/api/kyc', token: support });
    const item = list.body.value.items.find((k: { memberId: number }) => k.memberId === p.id);
    expect(item).toMatchObject({
      documentType: 'national_id',
      proofIds: [proofId],
      state: 'pending',
    });
    expect((await review(item.id, { decision: 'approve' }, support)).status).toBe(403);
    const noReason = await review(item.id, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    const approved = await review(item.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ state: 'approved', reviewer: 'admin' });
    expect((await review(item.id, { decision: 'approve' })).status).toBe(409);

    const ok = await requestWithdrawal(t, p.token, requestBody(p));
    expect(ok.status).toBe(200);
  });

  it('above an amount only; a rejection says why and the member may send again', async () => {
    await setRule('above_amount', '100000');
    const p = await createPlayer(t);
    expect((await requestWithdrawal(t, p.token, requestBody(p, '50000'))).status).toBe(200);
    const big = await requestWithdrawal(t, p.token, requestBody(p, '100001'));
    expect(big.body.code).toBe('KYC_REQUIRED');

    const proofId = await proofIdOf(t, p.token);
    await submit(p.token, {
      documentType: 'passport',
      documentNumber: 'MA123',
      proofIds: [proofId],
    });
    const list = await t.call({ method: 'GET', url: '/ops/api/kyc?state=pending', token: support });
    const item = list.body.value.items.find((k: { memberId: number }) => k.memberId === p.id);
    await review(item.id, { decision: 'reject', reason: 'Photo unreadable' });
    const mine = await t.call({ method: 'GET', url: '/wps/member/kyc', token: p.token });
    expect(mine.body.value).toMatchObject({ state: 'rejected', reason: 'Photo unreadable' });
    expect((await requestWithdrawal(t, p.token, requestBody(p, '100001'))).body.code).toBe(
      'KYC_REQUIRED',
    );
    const again = await submit(p.token, {
      documentType: 'passport',
      documentNumber: 'MA123',
      proofIds: [proofId],
    });
    expect(again.body.value.state).toBe('pending');
    await setRule('never');
  });

  it("refuses another member's proof and bad bodies, recording nothing", async () => {
    const a = await createPlayer(t, { cash: 0n });
    const b = await createPlayer(t, { cash: 0n });
    const others = await proofIdOf(t, b.token);
    const before = await countRows(t, kycSubmissions);
    const stolen = await submit(a.token, {
      documentType: 'passport',
      documentNumber: 'X1',
      proofIds: [others],
    });
    expect(stolen.status).toBe(404);
    for (const body of [
      { documentType: 'selfie', documentNumber: 'X1', proofIds: [others] },
      { documentType: 'passport', documentNumber: '', proofIds: [others] },
      { documentType: 'passport', documentNumber: 'X1', proofIds: [] },
      { documentType: 'passport', documentNumber: 'X1', proofIds: [1, 2, 3, 4] },
    ]) {
      const res = await submit(a.token, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await countRows(t, kycSubmissions)).toBe(before);
    expect((await t.call({ method: 'GET', url: '/wps/member/kyc' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/ops/api/kyc', token: a.token })).status).toBe(401);
  });
});
