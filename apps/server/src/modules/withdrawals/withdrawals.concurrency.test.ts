// Withdrawals under concurrency on PostgreSQL: operators deciding the same withdrawal at once
// (exactly one decision wins, the money follows it), and several auto-receipt runs at once
// (each withdrawal received once). Skipped on PGlite, whose one connection serialises everything.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/payments';
import { balances } from '../../ledger/accounts';
import { runJobOnce } from '../../lib/jobs';
import { auditRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defaultMoneySettings, writeMoneySettings } from '../money-settings/money-settings.queries';
import { withdrawalReceiptJob } from './withdrawal-receipt.job';
import {
  clearingBalance,
  createPlayer,
  expectLedgerSound,
  insertChannel,
  opsAction,
  paidWithdrawal,
  withdraw,
  withdrawalRow,
} from './withdrawal-test-kit';

const N = 20;
let t: TestApp;

describe.runIf(process.env.TEST_DATABASE_URL)('withdrawals under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    // A pool smaller than the requests in flight: they queue for connections and still race.
    t = await createTestApp({ poolSize: 16 });
    await writeMoneySettings(t.deps.db, { ...defaultMoneySettings, withdrawalFeeBps: 150 }, 1);
    await t.opsToken();
  });
  afterAll(() => t?.close());

  it('approve (paid out through the sandbox at once) and reject at once: exactly one wins', async () => {
    const channelId = await insertChannel(t, { code: 'sbx-race', type: 'sandbox' });
    const p = await createPlayer(t, { cash: 10_000_000n });
    const refs: string[] = [];
    for (let i = 0; i < N; i++) refs.push(await withdraw(t, p, '100000'));
    const answers = await Promise.all(
      refs.map((reference) =>
        Promise.all([
          opsAction(t, reference, 'approve', { payoutChannelId: channelId }),
          opsAction(t, reference, 'reject', { reason: 'race' }),
        ]),
      ),
    );
    let paid = 0;
    for (const [i, [a, r]] of answers.entries()) {
      expect([a.status, r.status].sort(), JSON.stringify([a.body, r.body])).toEqual([200, 409]);
      expect((a.status === 409 ? a : r).body.code).toBe('INVALID_STATE');
      const row = await withdrawalRow(t, refs[i]!);
      expect(row.state).toBe(a.status === 200 ? 'paid' : 'rejected');
      if (row.state === 'paid') paid += 1;
    }
    const b = await balances(t.deps.db, p.id);
    expect(b.player_held).toBe(0n);
    expect(b.player_cash).toBe(10_000_000n - BigInt(paid) * 101_500n);
    expect(await clearingBalance(t, 'sbx-race')).toBe(BigInt(paid) * 100_000n);
    const decisions = (await auditRows(t, 'withdrawal.')).filter(
      (a) => refs.includes(a.subject!) && a.actorKind === 'operator',
    );
    expect(decisions).toHaveLength(N);
    await expectLedgerSound(t);
  });

  it('two approves and two rejects at once: one of each kind at most, the money released once', async () => {
    const p = await createPlayer(t, { cash: 10_000_000n });
    const refs: string[] = [];
    for (let i = 0; i < N; i++) refs.push(await withdraw(t, p, '100000'));
    const answers = await Promise.all(
      refs.map((reference) =>
        Promise.all([
          opsAction(t, reference, 'approve'),
          opsAction(t, reference, 'reject', { reason: 'race' }),
          opsAction(t, reference, 'approve'),
          opsAction(t, reference, 'reject', { reason: 'race' }),
        ]),
      ),
    );
    for (const [i, [a1, r1, a2, r2]] of answers.entries()) {
      const label = JSON.stringify([a1, r1, a2, r2].map((x) => x.body.code ?? x.body.value.state));
      // Reject is allowed from pending and from approved-by-hand: one reject always succeeds,
      // at most one approve (only if it came first), every other call is INVALID_STATE.
      expect([r1.status, r2.status].sort(), label).toEqual([200, 409]);
      expect([a1.status, a2.status].filter((s) => s === 200).length, label).toBeLessThanOrEqual(1);
      for (const x of [a1, r1, a2, r2])
        if (x.status !== 200) expect(x.body.code).toBe('INVALID_STATE');
      expect((await withdrawalRow(t, refs[i]!)).state).toBe('rejected');
    }
    const b = await balances(t.deps.db, p.id);
    expect(b.player_held).toBe(0n);
    expect(b.player_cash).toBe(10_000_000n);
    await expectLedgerSound(t);
  });

  it('mark-paid and reject at once on approved withdrawals: one wins, posted or released', async () => {
    const p = await createPlayer(t, { cash: 10_000_000n });
    const refs: string[] = [];
    for (let i = 0; i < N; i++) {
      const reference = await withdraw(t, p, '100000');
      await opsAction(t, reference, 'approve');
      refs.push(reference);
    }
    const answers = await Promise.all(
      refs.map((reference) =>
        Promise.all([
          opsAction(t, reference, 'mark-paid'),
          opsAction(t, reference, 'reject', { reason: 'race' }),
        ]),
      ),
    );
    let paid = 0;
    for (const [i, [m, r]] of answers.entries()) {
      expect([m.status, r.status].sort(), JSON.stringify([m.body, r.body])).toEqual([200, 409]);
      expect((m.status === 409 ? m : r).body.code).toBe('INVALID_STATE');
      expect((await withdrawalRow(t, refs[i]!)).state).toBe(m.status === 200 ? 'paid' : 'rejected');
      if (m.status === 200) paid += 1;
    }
    const b = await balances(t.deps.db, p.id);
    expect(b.player_held).toBe(0n);
    expect(b.player_cash).toBe(10_000_000n - BigInt(paid) * 101_500n);
    await expectLedgerSound(t);
  });

  it('several auto-receipt runs at once receive each withdrawal once', async () => {
    const p = await createPlayer(t, { cash: 10_000_000n });
    const refs: string[] = [];
    for (let i = 0; i < N; i++) refs.push(await paidWithdrawal(t, p, '10000'));
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    // Direct runs (no job lock: the statement itself must keep them apart) beside locked ones.
    await Promise.all([
      ...Array.from({ length: 4 }, () => withdrawalReceiptJob.run(t.deps, later)),
      ...Array.from({ length: 2 }, () => runJobOnce(t.deps, withdrawalReceiptJob, later)),
    ]);
    const rows = await t.deps.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.reference, refs));
    expect(rows.map((r) => [r.state, r.forcedReceipt])).toEqual(
      Array.from({ length: N }, () => ['received', true]),
    );
    const audits = (await auditRows(t, 'withdrawal.autoReceipt')).filter((a) =>
      refs.includes(a.subject!),
    );
    expect(audits).toHaveLength(N);
    expect(new Set(audits.map((a) => a.subject)).size).toBe(N);
  });
});
