// Maker-checker under load (PostgreSQL): 20 approvals of one adjustment at once post it exactly
// once. Skipped on PGlite, whose one connection would run them one after another.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../db/schema/ledger';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

describe.runIf(process.env.TEST_DATABASE_URL)('adjustment approvals at once (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ poolSize: 24 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts an adjustment once under 20 concurrent approvals', async () => {
    const maker = await t.opsToken();
    const checkers = await Promise.all(
      Array.from({ length: 4 }, () => createOperatorToken(t, 'admin')),
    );
    const { id: memberId } = await makeMoneyMember(t, { cash: 1_000n });
    const made = await t.call({
      method: 'POST',
      url: `/ops/api/members/${memberId}/adjustments`,
      token: maker,
      payload: { wallet: 'cash', direction: 'credit', amount: '250000', reason: 'Race' },
    });
    expect(made.body.value.state).toBe('pending');
    const id = made.body.value.id as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call({
          method: 'POST',
          url: `/ops/api/adjustments/${id}/approve`,
          token: checkers[i % checkers.length]!,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.code === 'INVALID_STATE'),
    ).toBe(true);
    expect((await balances(t.deps.db, memberId)).player_cash).toBe(251_000n);
    const posted = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `adjustment:${id}`));
    expect(posted).toHaveLength(1);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });
});
