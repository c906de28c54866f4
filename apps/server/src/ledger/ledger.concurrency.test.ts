// Concurrency on PostgreSQL: many connections moving money between a few hot accounts, storms of
// identical requests, and races to resolve one hold. Skipped on PGlite, whose single connection
// runs everything one after another and so proves nothing here.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { ledgerAccounts, ledgerTransactions } from '../db/schema/ledger';
import { createMemberRow, fundedCash } from '../../test/ledger-kit';
import { openTestDatabase } from '../../test/test-app';
import { openAccount, type LedgerAccount } from './accounts';
import { checkLedger } from './check';
import { hold, postHold, voidHold, type HoldResolution } from './holds';
import { post, type PostResult } from './post';

const CONNECTIONS = 32;

let database: Database;
let house: LedgerAccount;

describe.runIf(process.env.TEST_DATABASE_URL)('the ledger under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: CONNECTIONS + 4 });
    house = await openAccount(database.db, 'house', null);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A random integer in [0, n) from a seeded generator, so a failure can be rerun. */
  function generator(seed: number) {
    let state = seed >>> 0 || 1;
    return (n: number) => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % n;
    };
  }

  it('keeps every balance right with 32 connections on 5 hot accounts', async () => {
    const db = database.db;
    const hot = await Promise.all(Array.from({ length: 5 }, () => fundedCash(db, 2_000n)));
    const payout = await openAccount(db, 'clearing', 'concurrency-payout');
    const ids = hot.map((a) => a.id);
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let paidOut = 0n;

    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        const random = generator(worker + 1);
        const myHolds: number[] = [];
        for (let i = 0; i < 25; i++) {
          const key = `hot-${worker}-${i}`;
          const from = random(5);
          const to = (from + 1 + random(4)) % 5;
          const amount = BigInt(1 + random(400));
          try {
            const choice = random(10);
            if (choice < 6) {
              // Opposite directions on the same pair are the classic deadlock: lock order stops it.
              await post(db, {
                key,
                kind: 'transfer',
                entries: [
                  { account: ids[from]!, amount: -amount },
                  { account: ids[to]!, amount },
                ],
              });
            } else if (choice < 8 || myHolds.length === 0) {
              myHolds.push((await hold(db, { key, from: ids[from]!, amount })).holdId);
            } else {
              const holdId = myHolds.shift()!;
              if (random(2) === 0) {
                const r = await postHold(db, { key, holdId, to: payout.id });
                paidOut += r.amount;
              } else {
                await voidHold(db, { key, holdId });
              }
            }
            acknowledged.push(key);
          } catch (error) {
            expect(error, key).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            refused.push(key);
          }
        }
      }),
    );

    expect(acknowledged.length).toBeGreaterThan(CONNECTIONS * 10);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
    // Every acknowledged key is exactly one transaction; every refused key none.
    const keys = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.idempotencyKey, [...acknowledged, ...refused]));
    expect(keys.map((k) => k.key).sort()).toEqual([...acknowledged].sort());
    // Money only moved between the players, their held accounts and the payout account.
    const rows = await db
      .select({ balance: sql<string>`sum(${ledgerAccounts.balance})::text` })
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.memberId,
          hot.map((a) => a.memberId!),
        ),
      );
    expect(BigInt(rows[0]!.balance) + paidOut).toBe(5n * 2_000n);
    const [p] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, payout.id));
    expect(p!.balance).toBe(paidOut);
  });

  it('gives 50 identical concurrent posts one effect and the same answer', async () => {
    const db = database.db;
    const cash = await fundedCash(db, 0n);
    const send = () =>
      post(db, {
        key: 'storm-post',
        kind: 'deposit',
        entries: [
          { account: house.id, amount: -777n },
          { account: cash.id, amount: 777n },
        ],
        metadata: { reference: 'storm' },
      });
    const results = await Promise.all(Array.from({ length: 50 }, send));
    const strip = ({ replayed: _, ...rest }: PostResult) => rest;
    for (const r of results) expect(strip(r)).toEqual(strip(results[0]!));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const [n] = await db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'storm-post'));
    expect(n!.n).toBe(1);
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, cash.id));
    expect(row!.balance).toBe(777n);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });

  it('gives 50 identical concurrent debits of the last funds one effect, never a negative balance', async () => {
    const db = database.db;
    const cash = await fundedCash(db, 500n);
    const send = () =>
      post(db, {
        key: 'storm-debit',
        kind: 'bet',
        entries: [
          { account: cash.id, amount: -500n },
          { account: house.id, amount: 500n },
        ],
      });
    const results = await Promise.all(Array.from({ length: 50 }, send));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, cash.id));
    expect(row!.balance).toBe(0n);
  });

  it('lets exactly one of many competing posts and voids resolve a hold; its replays agree', async () => {
    const db = database.db;
    const cash = await fundedCash(db, 1_000n);
    const h = await hold(db, { key: 'race-hold', from: cash.id, amount: 600n });
    const attempts = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? postHold(db, { key: `race-post-${i % 4}`, holdId: h.holdId, to: house.id, amount: 250n })
        : voidHold(db, { key: `race-void-${i % 4}`, holdId: h.holdId }),
    );
    const settled = await Promise.allSettled(attempts);
    const won = settled.filter((s) => s.status === 'fulfilled') as Array<
      PromiseFulfilledResult<HoldResolution>
    >;
    for (const s of settled) {
      if (s.status === 'rejected') expect(s.reason).toMatchObject({ code: 'CONFLICT' });
    }
    // The winner's key may have been sent 10 times: those all agree, nothing else succeeded.
    expect(new Set(won.map((w) => w.value.transaction.transactionId)).size).toBe(1);
    expect(won.length).toBe(10);
    const winner = won[0]!.value;
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, cash.id));
    expect(row!.balance).toBe(winner.state === 'posted' ? 400n + 350n : 1_000n);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });

  it('opens one account when 32 connections open it at once', async () => {
    const memberId = await createMemberRow(database.db);
    const opened = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => openAccount(database.db, 'player_bonus', memberId)),
    );
    expect(new Set(opened.map((a) => a.id)).size).toBe(1);
  });
});
