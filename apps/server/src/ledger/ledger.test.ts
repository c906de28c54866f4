// The ledger's rules, one by one: balanced entries, guarded debits, exactly-once keys, holds,
// play money apart from real money, and a checker that notices every kind of damage.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { ledgerAccounts, ledgerHolds, ledgerTransactions } from '../db/schema/ledger';
import { createMemberRow, fundedCash } from '../../test/ledger-kit';
import { openTestDatabase } from '../../test/test-app';
import { accountOf, balances, openAccount, type LedgerAccount } from './accounts';
import { checkLedger } from './check';
import { hold, postHold, voidHold } from './holds';
import { MAX_AMOUNT, post, PostRefused } from './post';

let database: Database;
let house: LedgerAccount;

beforeAll(async () => {
  database = await openTestDatabase();
  house = await openAccount(database.db, 'house', null);
});
afterAll(async () => {
  await database?.close();
});

const db = () => database.db;
let keyCounter = 0;
const newKey = (label = 'k') => `${label}-${++keyCounter}`;

async function balanceOf(id: number): Promise<bigint> {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row!.balance;
}

async function counts() {
  const [row] = await db()
    .execute(
      sql`SELECT
      (SELECT count(*) FROM ledger_transactions)::int AS transactions,
      (SELECT count(*) FROM ledger_entries)::int AS entries,
      (SELECT count(*) FROM ledger_holds)::int AS holds,
      (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts) AS total`,
    )
    .then((r) => (r as unknown as { rows: Array<Record<string, unknown>> }).rows);
  return row!;
}

/** Runs `action`, expects it to fail with `code`, and checks the ledger did not change at all. */
async function expectRefusedUnchanged(action: () => Promise<unknown>, code: string) {
  const before = await counts();
  await expect(action()).rejects.toMatchObject({ code });
  expect(await counts()).toEqual(before);
  expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
}

const transfer = (key: string, from: number, to: number, amount: bigint) =>
  post(db(), {
    key,
    kind: 'transfer',
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });

describe('accounts', () => {
  it('opens one account per kind and owner, even when opened many times at once', async () => {
    const memberId = await createMemberRow(db());
    const opened = await Promise.all(
      Array.from({ length: 8 }, () => openAccount(db(), 'player_cash', memberId)),
    );
    expect(new Set(opened.map((a) => a.id)).size).toBe(1);
    expect(opened[0]).toMatchObject({
      kind: 'player_cash',
      memberId,
      currency: 'MMK',
      balance: 0n,
    });
    expect(await accountOf(db(), 'player_cash', memberId)).toEqual(opened[0]);
    expect(await accountOf(db(), 'player_bonus', memberId)).toBeNull();
  });

  it('keeps clearing and vendor accounts apart by their key', async () => {
    const bank = await openAccount(db(), 'clearing', 'bank');
    const gateway = await openAccount(db(), 'clearing', 'gateway');
    const vendor = await openAccount(db(), 'vendor', 'bank');
    expect(new Set([bank.id, gateway.id, vendor.id]).size).toBe(3);
    expect((await openAccount(db(), 'clearing', 'bank')).id).toBe(bank.id);
  });

  it('refuses an owner that does not fit the kind, and an unknown member', async () => {
    await expect(openAccount(db(), 'player_cash', null)).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
    await expect(openAccount(db(), 'house', 5)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    await expect(openAccount(db(), 'clearing', '')).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
    await expect(openAccount(db(), 'player_cash', 99_999_999)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('puts play money in PLAY and nothing else there', async () => {
    const memberId = await createMemberRow(db(), 4);
    expect((await openAccount(db(), 'player_play', memberId)).currency).toBe('PLAY');
    expect((await openAccount(db(), 'house_play', null)).currency).toBe('PLAY');
    await expect(openAccount(db(), 'player_bonus', memberId, 'PLAY')).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
    await expect(
      db().insert(ledgerAccounts).values({ kind: 'player_play', memberId, currency: 'MMK' }),
    ).rejects.toThrow();
  });

  it("reports a member's balances per kind, 0 where no account exists", async () => {
    const cash = await fundedCash(db(), 1234n);
    expect(await balances(db(), cash.memberId!)).toEqual({
      player_cash: 1234n,
      player_bonus: 0n,
      player_held: 0n,
      player_play: 0n,
      agent_commission: 0n,
      player_game: 0n,
      player_points: 0n,
    });
  });

  it("keeps one game wallet per member and vendor, and sums them in the member's balances", async () => {
    const cash = await fundedCash(db(), 1000n);
    const member = cash.memberId!;
    const a = await openAccount(db(), 'player_game', { member, vendor: 'JILI' });
    const b = await openAccount(db(), 'player_game', { member, vendor: 'PG' });
    expect(a.id).not.toBe(b.id);
    expect((await openAccount(db(), 'player_game', { member, vendor: 'JILI' })).id).toBe(a.id);
    await post(db(), {
      key: `game-wallets-${member}`,
      kind: 'wallet_transfer',
      entries: [
        { account: cash.id, amount: -700n },
        { account: a.id, amount: 300n },
        { account: b.id, amount: 400n },
      ],
    });
    expect(await balances(db(), member)).toMatchObject({ player_cash: 300n, player_game: 700n });
    await expect(openAccount(db(), 'player_game', member)).rejects.toThrow(/vendor code/);
  });
});

describe('post', () => {
  it('moves balances by entries that sum to zero and records the balances they left', async () => {
    const a = await fundedCash(db(), 1000n);
    const b = await fundedCash(db(), 0n);
    const result = await transfer(newKey(), a.id, b.id, 300n);
    expect(result).toMatchObject({ kind: 'transfer', currency: 'MMK', replayed: false });
    expect(result.entries).toEqual([
      { account: a.id, amount: -300n, balanceAfter: 700n },
      { account: b.id, amount: 300n, balanceAfter: 300n },
    ]);
    expect(await balanceOf(a.id)).toBe(700n);
    expect(await balanceOf(b.id)).toBe(300n);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('keeps three-way transactions balanced (a deposit with a fee)', async () => {
    const cash = await fundedCash(db(), 0n);
    const clearing = await openAccount(db(), 'clearing', 'sandbox');
    const result = await post(db(), {
      key: newKey(),
      kind: 'deposit',
      entries: [
        { account: clearing.id, amount: -1000n },
        { account: cash.id, amount: 990n },
        { account: house.id, amount: 10n },
      ],
      metadata: { reference: 'R1', fee: 10 },
    });
    expect(result.entries.map((e) => e.account)).toEqual(
      [clearing.id, cash.id, house.id].sort((x, y) => x - y),
    );
    expect(await balanceOf(cash.id)).toBe(990n);
  });

  it('keeps amounts exact far beyond 2^53', async () => {
    const big = MAX_AMOUNT; // 10^15; eight of them pass 2^53
    const cash = await fundedCash(db(), 0n);
    for (let i = 0; i < 8; i++) {
      await post(db(), {
        key: newKey('big'),
        kind: 'deposit',
        entries: [
          { account: house.id, amount: -big },
          { account: cash.id, amount: big },
        ],
      });
    }
    const result = await transfer(newKey(), cash.id, house.id, 1n);
    expect(result.entries.find((e) => e.account === cash.id)!.balanceAfter).toBe(8n * big - 1n);
    expect(await balanceOf(cash.id)).toBe(8n * big - 1n);
  });

  it.each([
    ['unbalanced', [{ amount: -100n }, { amount: 99n }]],
    ['a zero entry', [{ amount: 0n }, { amount: 0n }]],
    ['one entry', [{ amount: 0n }]],
    ['a number instead of bigint', [{ amount: -1 }, { amount: 1 }]],
  ])('refuses %s entries as a bug and moves nothing', async (_, shape) => {
    const a = await fundedCash(db(), 500n);
    const b = await fundedCash(db(), 0n);
    const accounts = [a.id, b.id];
    await expectRefusedUnchanged(
      () =>
        post(db(), {
          key: newKey(),
          kind: 'transfer',
          entries: shape.map((e, i) => ({ account: accounts[i]!, amount: e.amount as bigint })),
        }),
      'INTERNAL_ERROR',
    );
  });

  it('refuses the same account twice, an unknown account and unknown metadata types', async () => {
    const a = await fundedCash(db(), 500n);
    const entries = [
      { account: a.id, amount: -5n },
      { account: a.id, amount: 5n },
    ];
    await expectRefusedUnchanged(
      () => post(db(), { key: newKey(), kind: 't', entries }),
      'INTERNAL_ERROR',
    );
    await expectRefusedUnchanged(() => transfer(newKey(), a.id, 99_999_999, 5n), 'INTERNAL_ERROR');
    await expectRefusedUnchanged(
      () =>
        post(db(), {
          key: newKey(),
          kind: 'transfer',
          entries: [
            { account: a.id, amount: -5n },
            { account: house.id, amount: 5n },
          ],
          metadata: { when: new Date() as unknown as string },
        }),
      'INTERNAL_ERROR',
    );
  });

  it('refuses an amount above the maximum and a bad key as bad input', async () => {
    const a = await fundedCash(db(), 500n);
    await expectRefusedUnchanged(
      () => transfer(newKey(), house.id, a.id, MAX_AMOUNT + 1n),
      'VALIDATION_FAILED',
    );
    await expectRefusedUnchanged(() => transfer('', house.id, a.id, 5n), 'VALIDATION_FAILED');
    await expectRefusedUnchanged(
      () => transfer('x'.repeat(201), house.id, a.id, 5n),
      'VALIDATION_FAILED',
    );
  });

  it('never mixes play money with real money in one transaction', async () => {
    const memberId = await createMemberRow(db(), 4);
    const play = await openAccount(db(), 'player_play', memberId);
    await expectRefusedUnchanged(() => transfer(newKey(), house.id, play.id, 5n), 'INTERNAL_ERROR');
    const housePlay = await openAccount(db(), 'house_play', null);
    const result = await transfer(newKey(), housePlay.id, play.id, 2000n);
    expect(result.currency).toBe('PLAY');
    expect((await balances(db(), memberId)).player_play).toBe(2000n);
  });

  it('refuses a debit beyond the balance with INSUFFICIENT_FUNDS, moves nothing and leaves the key unused', async () => {
    const a = await fundedCash(db(), 100n);
    const b = await fundedCash(db(), 0n);
    const key = newKey();
    await expectRefusedUnchanged(() => transfer(key, a.id, b.id, 101n), 'INSUFFICIENT_FUNDS');
    expect(await balanceOf(a.id)).toBe(100n);
    expect(await balanceOf(b.id)).toBe(0n);
    // After a deposit the same request (same key) goes through.
    await transfer(newKey(), house.id, a.id, 1n);
    expect((await transfer(key, a.id, b.id, 101n)).replayed).toBe(false);
    expect(await balanceOf(a.id)).toBe(0n);
  });

  it('posts with onlyIf only while its condition holds: else PostRefused, nothing moves', async () => {
    const a = await fundedCash(db(), 100n);
    const b = await fundedCash(db(), 0n);
    const key = newKey();
    const entries = [
      { account: a.id, amount: -40n },
      { account: b.id, amount: 40n },
    ];
    const postIf = (allowed: boolean) =>
      post(db(), { key, kind: 'test', entries }, { onlyIf: sql`${allowed}::boolean` });
    await expect(postIf(false)).rejects.toBeInstanceOf(PostRefused);
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual([100n, 0n]);
    expect((await postIf(true)).replayed).toBe(false);
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual([60n, 40n]);
    // A posted key is still a replay while the condition holds, and refused once it does not.
    expect((await postIf(true)).replayed).toBe(true);
    await expect(postIf(false)).rejects.toBeInstanceOf(PostRefused);
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual([60n, 40n]);
  });

  it('lets the house and clearing accounts go negative, never a member account', async () => {
    const clearing = await openAccount(db(), 'clearing', 'negative-ok');
    const cash = await fundedCash(db(), 0n);
    await transfer(newKey(), clearing.id, cash.id, 50n);
    expect(await balanceOf(clearing.id)).toBe(-50n);
    // The CHECK constraint stops a member account going negative even without the guard.
    await expect(
      db().update(ledgerAccounts).set({ balance: -1n }).where(eq(ledgerAccounts.id, cash.id)),
    ).rejects.toThrow();
  });

  it('answers a replay with the original result and moves nothing', async () => {
    const a = await fundedCash(db(), 1000n);
    const b = await fundedCash(db(), 0n);
    const key = newKey();
    const first = await transfer(key, a.id, b.id, 200n);
    await transfer(newKey(), a.id, b.id, 100n); // later movement: the replay must not show it
    const before = await counts();
    const again = await transfer(key, a.id, b.id, 200n);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await counts()).toEqual(before);
    expect(await balanceOf(a.id)).toBe(700n);
  });

  it('refuses the same key with different content as CONFLICT', async () => {
    const a = await fundedCash(db(), 1000n);
    const b = await fundedCash(db(), 0n);
    const key = newKey();
    await transfer(key, a.id, b.id, 200n);
    await expectRefusedUnchanged(() => transfer(key, a.id, b.id, 201n), 'CONFLICT');
    await expectRefusedUnchanged(() => transfer(key, b.id, a.id, 200n), 'CONFLICT');
    await expectRefusedUnchanged(
      () =>
        post(db(), {
          key,
          kind: 'bet',
          entries: [
            { account: a.id, amount: -200n },
            { account: b.id, amount: 200n },
          ],
        }),
      'CONFLICT',
    );
  });

  it('takes the accounts a caller has read, and checks them as its own', async () => {
    const a = await fundedCash(db(), 1000n);
    const b = await fundedCash(db(), 0n);
    const move = (amount: bigint, accounts: LedgerAccount[]) =>
      post(
        db(),
        {
          key: newKey(),
          kind: 'transfer',
          entries: [
            { account: a.id, amount: -amount },
            { account: b.id, amount },
          ],
        },
        { accounts },
      );
    expect((await move(300n, [b, a])).entries).toEqual([
      { account: a.id, amount: -300n, balanceAfter: 700n },
      { account: b.id, amount: 300n, balanceAfter: 300n },
    ]);
    // The guard works from the given kind: a member account still cannot go below zero.
    await expectRefusedUnchanged(() => move(701n, [a, b]), 'INSUFFICIENT_FUNDS');
    await expectRefusedUnchanged(() => move(1n, [a]), 'INTERNAL_ERROR');
    await expectRefusedUnchanged(() => move(1n, [a, { ...b, currency: 'PLAY' }]), 'INTERNAL_ERROR');
    expect(await balanceOf(a.id)).toBe(700n);
  });

  it('posts inside a caller’s transaction and rolls back with it', async () => {
    const a = await fundedCash(db(), 100n);
    const key = newKey();
    await expect(
      db().transaction(async (tx) => {
        await post(tx, {
          key,
          kind: 'payout',
          entries: [
            { account: house.id, amount: -40n },
            { account: a.id, amount: 40n },
          ],
        });
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await balanceOf(a.id)).toBe(100n);
    const [row] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    expect(row).toBeUndefined();
  });
});

describe('holds', () => {
  it('holds cash, then posts part of it and returns the rest', async () => {
    const cash = await fundedCash(db(), 1000n);
    const payout = await openAccount(db(), 'clearing', 'payout');
    const h = await hold(db(), { key: newKey('hold'), from: cash.id, amount: 600n });
    expect(await balances(db(), cash.memberId!)).toMatchObject({
      player_cash: 400n,
      player_held: 600n,
    });
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });

    const posted = await postHold(db(), {
      key: newKey('post'),
      holdId: h.holdId,
      to: payout.id,
      amount: 450n,
    });
    expect(posted).toMatchObject({
      holdId: h.holdId,
      state: 'posted',
      to: payout.id,
      amount: 450n,
      returned: 150n,
    });
    expect(await balances(db(), cash.memberId!)).toMatchObject({
      player_cash: 550n,
      player_held: 0n,
    });
    expect(await balanceOf(payout.id)).toBe(450n);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('posts all of it when no amount is given, and voids return everything', async () => {
    const cash = await fundedCash(db(), 1000n);
    const h1 = await hold(db(), { key: newKey('hold'), from: cash.id, amount: 300n });
    const h2 = await hold(db(), { key: newKey('hold'), from: cash.id, amount: 200n });
    const posted = await postHold(db(), { key: newKey('post'), holdId: h1.holdId, to: house.id });
    expect(posted).toMatchObject({ amount: 300n, returned: 0n });
    const voided = await voidHold(db(), { key: newKey('void'), holdId: h2.holdId });
    expect(voided).toMatchObject({ state: 'voided', to: null, amount: 0n, returned: 200n });
    expect(await balances(db(), cash.memberId!)).toMatchObject({
      player_cash: 700n,
      player_held: 0n,
    });
    const [row] = await db().select().from(ledgerHolds).where(eq(ledgerHolds.id, h2.holdId));
    expect(row).toMatchObject({
      state: 'voided',
      voidedTransactionId: voided.transaction.transactionId,
    });
  });

  it('refuses a hold beyond the cash with INSUFFICIENT_FUNDS and moves nothing', async () => {
    const cash = await fundedCash(db(), 100n);
    await expectRefusedUnchanged(
      () => hold(db(), { key: newKey(), from: cash.id, amount: 101n }),
      'INSUFFICIENT_FUNDS',
    );
    await expectRefusedUnchanged(
      () => hold(db(), { key: newKey(), from: cash.id, amount: 0n }),
      'VALIDATION_FAILED',
    );
    await expectRefusedUnchanged(
      () => hold(db(), { key: newKey(), from: cash.id, amount: -5n }),
      'VALIDATION_FAILED',
    );
    await expectRefusedUnchanged(
      () => hold(db(), { key: newKey(), from: house.id, amount: 5n }),
      'INTERNAL_ERROR',
    );
  });

  it('resolves a hold once: a replay answers the original, another action is CONFLICT', async () => {
    const cash = await fundedCash(db(), 1000n);
    const holdKey = newKey('hold');
    const h = await hold(db(), { key: holdKey, from: cash.id, amount: 500n });
    expect(await hold(db(), { key: holdKey, from: cash.id, amount: 500n })).toEqual({
      ...h,
      transaction: { ...h.transaction, replayed: true },
    });
    await expectRefusedUnchanged(
      () => hold(db(), { key: holdKey, from: cash.id, amount: 400n }),
      'CONFLICT',
    );

    const postKey = newKey('post');
    const posted = await postHold(db(), {
      key: postKey,
      holdId: h.holdId,
      to: house.id,
      amount: 100n,
    });
    const replay = await postHold(db(), {
      key: postKey,
      holdId: h.holdId,
      to: house.id,
      amount: 100n,
    });
    expect(replay).toEqual({ ...posted, transaction: { ...posted.transaction, replayed: true } });
    await expectRefusedUnchanged(
      () => postHold(db(), { key: postKey, holdId: h.holdId, to: house.id, amount: 200n }),
      'CONFLICT',
    );
    await expectRefusedUnchanged(
      () => voidHold(db(), { key: newKey('void'), holdId: h.holdId }),
      'CONFLICT',
    );
    await expectRefusedUnchanged(
      () => postHold(db(), { key: newKey('post'), holdId: h.holdId, to: house.id }),
      'CONFLICT',
    );
    expect(await balances(db(), cash.memberId!)).toMatchObject({
      player_cash: 900n,
      player_held: 0n,
    });
  });

  it('refuses posting more than is held, an unknown hold, and posting after expiry (void still works)', async () => {
    const cash = await fundedCash(db(), 1000n);
    const h = await hold(db(), { key: newKey('hold'), from: cash.id, amount: 100n });
    await expectRefusedUnchanged(
      () => postHold(db(), { key: newKey(), holdId: h.holdId, to: house.id, amount: 101n }),
      'VALIDATION_FAILED',
    );
    await expectRefusedUnchanged(
      () => voidHold(db(), { key: newKey(), holdId: 99_999_999 }),
      'NOT_FOUND',
    );

    const expired = await hold(db(), {
      key: newKey('hold'),
      from: cash.id,
      amount: 50n,
      expiresAt: new Date(Date.now() - 60_000),
    });
    await expectRefusedUnchanged(
      () => postHold(db(), { key: newKey(), holdId: expired.holdId, to: house.id }),
      'CONFLICT',
    );
    await voidHold(db(), { key: newKey('void'), holdId: expired.holdId });
    expect(await balances(db(), cash.memberId!)).toMatchObject({
      player_cash: 900n,
      player_held: 100n,
    });
  });

  it('posting back to the player’s own cash merges into one entry', async () => {
    const cash = await fundedCash(db(), 100n);
    const h = await hold(db(), { key: newKey('hold'), from: cash.id, amount: 80n });
    const posted = await postHold(db(), {
      key: newKey('post'),
      holdId: h.holdId,
      to: cash.id,
      amount: 30n,
    });
    expect(posted.transaction.entries).toHaveLength(2);
    expect(await balanceOf(cash.id)).toBe(100n);
  });
});

describe('the checker', () => {
  // Each case damages a copy of the data inside a transaction that is rolled back afterwards.
  async function damaged(...statements: string[]): Promise<string[]> {
    const cash = await fundedCash(db(), 500n);
    await hold(db(), { key: newKey('hold'), from: cash.id, amount: 100n });
    let problems: string[] = [];
    const rollBack = new Error('roll back');
    await db()
      .transaction(async (tx) => {
        for (const statement of statements) {
          await tx.execute(sql.raw(statement.replaceAll('$cash', String(cash.id))));
        }
        problems = (await checkLedger(tx)).problems;
        throw rollBack;
      })
      .catch((error: unknown) => {
        if (error !== rollBack) throw error;
      });
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
    return problems;
  }

  it('notices a balance that its entries do not explain', async () => {
    const problems = await damaged(
      `UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $cash`,
    );
    expect(
      problems.some((p) => p.startsWith("an account's balance is the sum of its entries")),
    ).toBe(true);
  });

  it('notices an entry that unbalances its transaction', async () => {
    const problems = await damaged(
      `UPDATE ledger_entries SET amount = amount + 7, balance_after = balance_after + 7
        WHERE id = (SELECT max(id) FROM ledger_entries WHERE account_id = $cash)`,
    );
    expect(problems.some((p) => p.startsWith('entries of a transaction sum to 0'))).toBe(true);
  });

  it('notices a recorded balance_after that is not the running sum (a lost update)', async () => {
    const problems = await damaged(
      `UPDATE ledger_entries SET balance_after = balance_after + 3
        WHERE id = (SELECT min(id) FROM ledger_entries WHERE account_id = $cash)`,
    );
    expect(problems.some((p) => p.startsWith("each entry's balance_after"))).toBe(true);
  });

  it('notices a held balance that pending holds do not explain', async () => {
    const problems = await damaged(`UPDATE ledger_holds SET amount = amount - 1
        WHERE from_account_id = $cash`);
    expect(
      problems.some((p) => p.startsWith('a held account holds exactly its pending holds')),
    ).toBe(true);
  });

  it('notices a negative member balance and a transaction without entries', async () => {
    const problems = await damaged(
      'ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_member_not_negative',
      'UPDATE ledger_accounts SET balance = -5 WHERE id = $cash',
      `INSERT INTO ledger_transactions (idempotency_key, kind, fingerprint, currency)
        VALUES ('empty-one', 'x', 'x', 'MMK')`,
    );
    expect(problems.some((p) => p.startsWith('no member balance is negative'))).toBe(true);
    expect(problems.some((p) => p.startsWith('a transaction has at least two entries'))).toBe(true);
  });

  it('is ok on an empty ledger', async () => {
    const fresh = await openTestDatabase();
    try {
      expect(await checkLedger(fresh.db)).toEqual({ ok: true, problems: [] });
    } finally {
      await fresh.close();
    }
  });
});
