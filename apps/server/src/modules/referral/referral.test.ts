// Invite friends through HTTP: the member's code, the friends they brought with each status
// (registered, deposited, qualified by the live referral promotion), masked names; only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordActivity } from '../activity/record';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /wps/referral', () => {
  it("lists the member's friends with their status", async () => {
    const me = await makeMoneyMember(t);
    const other = await makeMoneyMember(t);
    const registered = await makeMoneyMember(t, { referrerId: me.id });
    const deposited = await makeMoneyMember(t, { referrerId: me.id });
    await makeMoneyMember(t, { referrerId: other.id });
    await t.deps.db.transaction((tx) =>
      recordActivity(tx as unknown as Db, {
        kind: 'money',
        memberId: deposited.id,
        deposit: 5000n,
      }),
    );
    const res = await t.call({ method: 'GET', url: '/wps/referral', token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.value.referralCode).toBe(me.referralCode);
    const friends = res.body.value.friends as Array<{ username: string; status: string }>;
    expect(friends).toHaveLength(2);
    expect(friends).toContainEqual(
      expect.objectContaining({
        username: `${registered.username.slice(0, 2)}***`,
        status: 'registered',
      }),
    );
    // Qualified needs a live referral promotion; without one, a deposit is 'deposited'.
    const status = friends.find(
      (f) => f.username === `${deposited.username.slice(0, 2)}***`,
    )!.status;
    expect(res.body.value.reward === null ? 'deposited' : 'qualified').toBe(status);
    expect(res.body.value.counts.registered).toBe(2);
    expect(res.body.value.counts.deposited).toBe(1);
    expect((await t.call({ method: 'GET', url: '/wps/referral' })).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/wps/referral?page=0', token: me.token })).status,
    ).toBe(400);
  });
});
