// 50 simultaneous claims of a once-per-member promotion give one bonus, on PostgreSQL (PGlite's
// single connection runs them one after another and so proves nothing here).
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses } from '../../db/schema/bonus';
import { promotionClaims } from '../../db/schema/promotions';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember } from '../../../test/money-members';
import { deliver, gatewayEvent, sandboxDeposit, type PayMember } from '../../../test/payments-kit';
import type { Db } from '../../db/client';
import { grantBonus, releaseMetBonuses } from '../bonus/bonus.service';
import { addDays, siteDay } from './promotions.service';
import { settleRebateDay } from './rebate-settlement';
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

  it("a deposit paying a chosen bonus while a release of the member's bonus is in flight does not deadlock", async () => {
    const id = await promotion({
      type: 'deposit',
      percentBps: 10_000,
      cap: '50000',
      minDeposit: '1000',
      choose: 'before',
      wageringMultiple: 1,
    });
    const m = await makeMoneyMember(t);
    // An active bonus whose wagering is met: the next bet's transaction releases it.
    const { bonusId } = await t.deps.db.transaction((tx) =>
      grantBonus(tx as unknown as Db, {
        memberId: m.id,
        amount: 1000n,
        promotionRef: 'race',
        wagering: { multiple: 1, base: 'bonus' },
        weights: { RNG: 100 },
        maxBet: 1_000_000n,
        expiresAt: new Date(Date.now() + 86_400_000),
        idempotencyKey: `race:${m.id}`,
      }),
    );
    await t.deps.db.execute(
      sql`UPDATE bonuses SET wagered = wagering_required WHERE id = ${bonusId}`,
    );
    const chosen = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      token: m.token,
      payload: { promotionId: id },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const member = m as unknown as PayMember;
    const first = await sandboxDeposit(t, member, '10000');
    // The release holds the bonus row a moment after its status update, where a bet's release
    // goes on to the activity facts and the cash account (a trigger in this test database only).
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION test_hold_release() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN PERFORM pg_sleep(1.5); RETURN NEW; END $$;
               CREATE TRIGGER test_hold_release AFTER UPDATE ON bonuses FOR EACH ROW
                 WHEN (OLD.status = 'active' AND NEW.status = 'released')
                 EXECUTE FUNCTION test_hold_release()`),
    );
    try {
      const release = t.deps.db.transaction((tx) =>
        releaseMetBonuses(tx as unknown as Db, [bonusId]),
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      const delivered = deliver(t, gatewayEvent({ reference: first.reference, amount: '10000' }));
      const [released, res] = await Promise.all([release, delivered]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(released).toEqual([m.id]);
    } finally {
      await t.deps.db.execute(
        sql.raw(`DROP TRIGGER test_hold_release ON bonuses; DROP FUNCTION test_hold_release()`),
      );
    }
    // The deposit went on without the bonus: the choice waits for the next deposit, which pays it.
    const claimOf = async () =>
      (
        await t.deps.db
          .select({ status: promotionClaims.status })
          .from(promotionClaims)
          .where(eq(promotionClaims.promotionId, id))
      )[0]!.status;
    expect(await claimOf()).toBe('process');
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(0n);
    const second = await sandboxDeposit(t, member, '10000');
    const paid = await deliver(t, gatewayEvent({ reference: second.reference, amount: '10000' }));
    expect(paid.status).toBe(200);
    expect(await claimOf()).toBe('issued');
    expect((await balances(t.deps.db, m.id)).player_bonus).toBe(10000n);
  });

  it('four rebate runs of one day at once pay each member once, in one posting', async () => {
    const id = await promotion({ type: 'rebate', rates: { RNG: 100 }, payout: 'auto' });
    const ms = await Promise.all(Array.from({ length: 30 }, () => makeMoneyMember(t)));
    const day = addDays(siteDay(), -9);
    for (const [i, m] of ms.entries()) {
      const validBet = String(10_000 * (i + 1));
      await t.deps.db.execute(
        sql`INSERT INTO activity_daily (member_id, day, game_type, vendor_id, bet_amount, valid_bet)
            VALUES (${m.id}, ${day}::date, 'RNG', 1, ${validBet}::bigint, ${validBet}::bigint)`,
      );
    }
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => settleRebateDay(t.deps.db, id, day)),
    );
    // 1% of 10,000 x (1 + 2 + ... + 30): paid by exactly one of the runs.
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(30);
    expect(runs.reduce((n, r) => n + r.total, 0n)).toBe(100n * 465n);
    for (const [i, m] of ms.entries()) {
      expect((await balances(t.deps.db, m.id)).player_cash).toBe(100n * BigInt(i + 1));
    }
    const [claims] = await t.deps.db
      .select({ n: count(), posted: count(promotionClaims.ledgerTransactionId) })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, id));
    expect(claims).toEqual({ n: 30, posted: 30 });
  });
});
