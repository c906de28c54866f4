// The expired-holds job: voids each expired pending hold exactly once, however many runners
// race, leaves every other hold alone, and tells the members' balance streams after commit.
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fundedCash } from '../../../test/ledger-kit';
import type { Db } from '../../db/client';
import { ledgerHolds, ledgerTransactions } from '../../db/schema/ledger';
import { balances, openAccount } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { expiryKeyOf, voidExpiredHold } from '../../ledger/expired-holds';
import { hold, postHold } from '../../ledger/holds';
import { runJobOnce } from '../../lib/jobs';
import { expireHoldsJob } from './expire-holds.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const newKey = () => `expire-test-${randomBytes(6).toString('hex')}`;

/** A member with 1000 in cash and a hold of `amount` expiring at `expiresAt`. */
async function heldFor(amount: bigint, expiresAt?: Date) {
  const cash = await fundedCash(t.deps.db, 1000n);
  const h = await hold(t.deps.db, { key: newKey(), from: cash.id, amount, expiresAt });
  return { memberId: cash.memberId!, holdId: h.holdId };
}

const stateOf = async (holdId: number) =>
  (await t.deps.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId)))[0]!.state;

const expiryVoidsOf = async (holdId: number) =>
  t.deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, expiryKeyOf(holdId)));

describe('the hold-expire job', () => {
  it('voids expired holds once with several runners at once, and leaves the rest alone', async () => {
    const expired = await Promise.all(Array.from({ length: 12 }, () => heldFor(100n, minutes(-1))));
    const later = await heldFor(100n, minutes(10));
    const never = await heldFor(100n);
    const house = await openAccount(t.deps.db, 'house', null);
    // Posted before it expired: by the job's clock it has expired now, but it is not pending.
    const posted = await heldFor(100n, minutes(1));
    await postHold(t.deps.db, { key: newKey(), holdId: posted.holdId, to: house.id });

    const now = minutes(2);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => runJobOnce(t.deps, expireHoldsJob, now)),
    );
    expect(outcomes).toContain('done');
    // Runners that did not get the lock skipped; the others found nothing left to do.
    for (const outcome of outcomes) expect(['done', 'skipped']).toContain(outcome);

    for (const { memberId, holdId } of expired) {
      expect(await stateOf(holdId)).toBe('voided');
      expect(await expiryVoidsOf(holdId)).toHaveLength(1);
      expect(await balances(t.deps.db, memberId)).toMatchObject({
        player_cash: 1000n,
        player_held: 0n,
      });
    }
    expect(await stateOf(posted.holdId)).toBe('posted');
    expect(await expiryVoidsOf(posted.holdId)).toHaveLength(0);
    expect(await balances(t.deps.db, posted.memberId)).toMatchObject({ player_cash: 900n });
    for (const { holdId } of [later, never]) expect(await stateOf(holdId)).toBe('pending');
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('stays exactly once without the lock too: two runs in parallel transactions', async () => {
    const expired = await Promise.all(Array.from({ length: 6 }, () => heldFor(250n, minutes(-1))));
    const now = new Date();
    // Bypasses runJobOnce's lock: the ledger keys alone must keep each void single.
    await Promise.all(
      [0, 1].map(() =>
        t.deps.db.transaction((tx) =>
          expireHoldsJob.run({ ...t.deps, db: tx as unknown as Db }, now),
        ),
      ),
    );
    for (const { memberId, holdId } of expired) {
      expect(await expiryVoidsOf(holdId)).toHaveLength(1);
      expect(await balances(t.deps.db, memberId)).toMatchObject({
        player_cash: 1000n,
        player_held: 0n,
      });
    }
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('leaves alone a hold posted between being found and being voided', async () => {
    const house = await openAccount(t.deps.db, 'house', null);
    const h = await heldFor(300n, minutes(1));
    await postHold(t.deps.db, { key: newKey(), holdId: h.holdId, to: house.id });
    expect(await voidExpiredHold(t.deps.db, h.holdId)).toBe(false);
    expect(await stateOf(h.holdId)).toBe('posted');
    expect(await expiryVoidsOf(h.holdId)).toHaveLength(0);
    expect(await balances(t.deps.db, h.memberId)).toMatchObject({
      player_cash: 700n,
      player_held: 0n,
    });
  });

  it("tells the member's balance stream once the void has committed", async () => {
    const h = await heldFor(400n, minutes(-1));
    const seen: bigint[] = [];
    const heard = new Promise<void>((resolve) => {
      t.deps.balanceEvents.subscribe(h.memberId, () => {
        // Read on another connection (PostgreSQL): the new balance must already be visible.
        void balances(t.deps.db, h.memberId).then((b) => {
          seen.push(b.player_cash);
          resolve();
        });
      });
    });
    const other = vi.fn();
    const bystander = await heldFor(50n, minutes(10));
    t.deps.balanceEvents.subscribe(bystander.memberId, other);
    await runJobOnce(t.deps, expireHoldsJob, new Date());
    await heard;
    expect(seen).toEqual([1000n]);
    expect(other).not.toHaveBeenCalled();
  });

  it('voids a backlog larger than one run in runs that follow', async () => {
    const now = minutes(60);
    const backlog = await Promise.all(Array.from({ length: 105 }, () => heldFor(1n, minutes(30))));
    expect(await runJobOnce(t.deps, expireHoldsJob, now)).toBe('more');
    expect(await runJobOnce(t.deps, expireHoldsJob, now)).toBe('done');
    for (const { holdId } of backlog) expect(await stateOf(holdId)).toBe('voided');
    const voids = await t.deps.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'hold-expire:%'));
    // This file's earlier expiry voids, and one for each hold of the backlog.
    expect(voids.length).toBeGreaterThanOrEqual(backlog.length);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });
});
