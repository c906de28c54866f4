// postMany under concurrency on PostgreSQL: calls racing for the same keys, and calls and single
// posts moving money over shared accounts. Skipped on PGlite, whose single connection runs
// everything one after another and so proves nothing here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { fundedCash } from '../../test/ledger-kit';
import { openTestDatabase } from '../../test/test-app';
import { openAccount, type LedgerAccount } from './accounts';
import { checkLedger } from './check';
import { post, type PostInput } from './post';
import { postMany, type PostManyResult } from './post-many';

let database: Database;

describe.runIf(process.env.TEST_DATABASE_URL)('postMany under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 24 });
  });
  afterAll(async () => {
    await database?.close();
  });

  const db = () => database.db;

  /** How many transactions each key has. */
  async function transactionsPerKey(prefix: string): Promise<Map<string, number>> {
    const result = await db().execute(sql`
      SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transactions
       WHERE idempotency_key LIKE ${`${prefix}%`} GROUP BY idempotency_key`);
    const rows = (result as unknown as { rows: Array<{ key: string; n: number }> }).rows;
    return new Map(rows.map((r) => [r.key, r.n]));
  }

  async function balanceOf(account: LedgerAccount): Promise<bigint> {
    const result = await db().execute(
      sql`SELECT balance::text AS balance FROM ledger_accounts WHERE id = ${account.id}`,
    );
    return BigInt((result as unknown as { rows: Array<{ balance: string }> }).rows[0]!.balance);
  }

  /** A payout per player from the side accounts, keyed `${prefix}${i}` (zero-padded). */
  function payouts(prefix: string, sides: LedgerAccount[], players: LedgerAccount[]) {
    return players.map((player, i): PostInput => ({
      key: `${prefix}${String(i).padStart(4, '0')}`,
      kind: 'win',
      entries: [
        { account: sides[i % sides.length]!.id, amount: -BigInt(10 + i) },
        { account: player.id, amount: BigInt(10 + i) },
      ],
      metadata: { betId: i },
    }));
  }

  const inTransaction = (inputs: PostInput[]) =>
    db().transaction((tx) => postMany(tx as unknown as Db, inputs));

  it('applies each key once when two calls with the same keys race, in opposite orders', async () => {
    const sides = await Promise.all(
      [0, 1, 2, 3].map((i) => openAccount(db(), 'vendor', `RACE#${i}`)),
    );
    const players = await Promise.all(Array.from({ length: 200 }, () => fundedCash(db(), 0n)));
    const inputs = payouts('race-', sides, players);
    for (let round = 0; round < 3; round++) {
      const keyed = inputs.map((x) => ({ ...x, key: `${x.key}-r${round}` }));
      const results = await Promise.all([
        inTransaction(keyed),
        inTransaction([...keyed].reverse()),
      ]);
      expect(results.reduce((s, r) => s + r.posted, 0)).toBe(200);
      expect(results.reduce((s, r) => s + r.replayed, 0)).toBe(200);
    }
    const perKey = await transactionsPerKey('race-');
    expect(perKey.size).toBe(600);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    for (const [i, player] of players.entries()) {
      expect(await balanceOf(player)).toBe(3n * BigInt(10 + i));
    }
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('applies each key once when calls share only some keys', async () => {
    const sides = await Promise.all([0, 1].map((i) => openAccount(db(), 'vendor', `OVERLAP#${i}`)));
    const players = await Promise.all(Array.from({ length: 150 }, () => fundedCash(db(), 0n)));
    const inputs = payouts('overlap-', sides, players);
    const results: PostManyResult[] = await Promise.all([
      inTransaction(inputs.slice(0, 100)),
      inTransaction(inputs.slice(50).reverse()),
      inTransaction(inputs.filter((_, i) => i % 3 === 0)),
    ]);
    expect(results.reduce((s, r) => s + r.posted, 0)).toBe(150);
    const perKey = await transactionsPerKey('overlap-');
    expect(perKey.size).toBe(150);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('keeps every balance right with calls and single posts crossing the same accounts', async () => {
    const sides = await Promise.all(
      [0, 1, 2].map((i) => openAccount(db(), 'vendor', `CROSS#${i}`)),
    );
    const players = await Promise.all(Array.from({ length: 40 }, () => fundedCash(db(), 1_000n)));
    const all = [...sides, ...players];
    const refused: string[] = [];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const transfer = (key: string): PostInput => {
      const from = random(all.length);
      const to = (from + 1 + random(all.length - 1)) % all.length;
      const amount = BigInt(1 + random(300));
      return {
        key,
        kind: 'transfer',
        entries: [
          { account: all[from]!.id, amount: -amount },
          { account: all[to]!.id, amount },
        ],
      };
    };
    await Promise.all(
      Array.from({ length: 12 }, async (_, worker) => {
        for (let round = 0; round < 6; round++) {
          const key = `cross-${worker}-${round}`;
          try {
            if (worker % 3 === 0) {
              await post(db(), transfer(key));
            } else {
              const batch = Array.from({ length: 30 }, (_, i) => transfer(`${key}-${i}`));
              expect((await inTransaction(batch)).posted).toBe(30);
            }
          } catch (error) {
            // A member account that ran dry refuses the whole call; nothing else may fail.
            expect(error, key).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            refused.push(key);
          }
        }
      }),
    );
    expect(refused.length).toBeLessThan(12 * 6);
    // Money stayed among these accounts: members never below zero, the total unchanged.
    const balances = await Promise.all(all.map(balanceOf));
    expect(balances.reduce((s, b) => s + b, 0n)).toBe(40n * 1_000n);
    expect(balances.slice(sides.length).every((b) => b >= 0n)).toBe(true);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
