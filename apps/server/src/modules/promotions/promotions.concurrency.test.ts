// 50 simultaneous claims of a once-per-member promotion give one bonus, on PostgreSQL (PGlite's
// single connection runs them one after another and so proves nothing here).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses } from '../../db/schema/bonus';
import { promotionClaims } from '../../db/schema/promotions';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe.runIf(process.env.TEST_DATABASE_URL)('simultaneous claims (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ poolSize: 24 });
  });
  afterAll(async () => {
    if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    await t?.close();
  });

  async function promotion(rules: object, extra: object = {}) {
    const admin = await t.opsToken();
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/promotions',
      token: admin,
      payload: { texts: { EN: { title: 'T', body: '', image: null } }, rules, ...extra },
    });
    const id = res.body.value.id as number;
    await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/state`,
      token: admin,
      payload: { state: 'active' },
    });
    return id;
  }

  it('50 claims of a once-per-member sign-up bonus pay one bonus', async () => {
    const id = await promotion({ type: 'signup', amount: '5000', identities: [] });
    const m = await makeMoneyMember(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call({
          method: 'POST',
          url: '/wps/promotions/claim',
          token: m.token,
          payload: { promotionId: id },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(5000n);
    const [claims] = await t.deps.db
      .select({ n: count() })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, id));
    expect(claims!.n).toBe(1);
    // One bonus granted (the bonus core's row and its ledger grant).
    const [granted] = await t.deps.db
      .select({ n: count() })
      .from(bonuses)
      .where(eq(bonuses.memberId, m.id));
    expect(granted!.n).toBe(1);
  });

  it('50 members at once against a budget of 10 bonuses: 10 paid, spent never passes it', async () => {
    const id = await promotion(
      { type: 'signup', amount: '100', identities: [] },
      { budget: '1000' },
    );
    const ms = await Promise.all(Array.from({ length: 50 }, () => makeMoneyMember(t)));
    const results = await Promise.all(
      ms.map((m) =>
        t.call({
          method: 'POST',
          url: '/wps/promotions/claim',
          token: m.token,
          payload: { promotionId: id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    const [claims] = await t.deps.db
      .select({ n: count() })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, id));
    expect(claims!.n).toBe(10);
  });
});
