// postMany's rules one by one (the rows, replays, conflicts, running-balance guard, all or
// nothing, a fixed number of statements), and a property test: any batch gives the rows and
// outcome that sequential post() calls in the same order give.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { PgDatabase } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../db/client';
import { fundedCash } from '../../test/ledger-kit';
import { openTestDatabase } from '../../test/test-app';
import { openAccount, type LedgerAccount } from './accounts';
import { checkLedger } from './check';
import { post, type PostInput } from './post';
import { postMany } from './post-many';

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
const newKey = (label = 'pm') => `${label}-${++keyCounter}`;

const transfer = (key: string, from: number, to: number, amount: bigint): PostInput => ({
  key,
  kind: 'transfer',
  entries: [
    { account: from, amount: -amount },
    { account: to, amount },
  ],
});

interface EntryRow {
  key: string;
  transactionId: number;
  entryId: number;
  account: number;
  amount: bigint;
  balanceAfter: bigint;
}

/** The entries of these keys' transactions, in entry id order. */
async function entriesOf(keys: string[]): Promise<EntryRow[]> {
  const result = await db().execute(sql`
    SELECT t.idempotency_key AS key, t.id::text AS transaction_id, e.id::text AS entry_id,
           e.account_id::text AS account, e.amount::text AS amount,
           e.balance_after::text AS balance_after
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE t.idempotency_key = ANY(${sql.param(keys)}::text[])
     ORDER BY e.id`);
  return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => ({
    key: r.key!,
    transactionId: Number(r.transaction_id),
    entryId: Number(r.entry_id),
    account: Number(r.account),
    amount: BigInt(r.amount!),
    balanceAfter: BigInt(r.balance_after!),
  }));
}

async function balancesOf(ids: number[]): Promise<bigint[]> {
  const result = await db().execute(sql`
    SELECT id::text AS id, balance::text AS balance FROM ledger_accounts
     WHERE id = ANY(${sql.param(ids.map(String))}::bigint[])`);
  const rows = (result as unknown as { rows: Array<{ id: string; balance: string }> }).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), BigInt(r.balance)]));
  return ids.map((id) => byId.get(id)!);
}

async function counts() {
  const result = await db().execute(sql`SELECT
      (SELECT count(*) FROM ledger_transactions)::int AS transactions,
      (SELECT count(*) FROM ledger_entries)::int AS entries,
      (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts) AS total`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
}

/** Runs `action`, expects it to fail with `code`, and checks the ledger did not change at all. */
async function expectRefusedUnchanged(action: () => Promise<unknown>, code: string) {
  const before = await counts();
  await expect(action()).rejects.toMatchObject({ code });
  expect(await counts()).toEqual(before);
  expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
}

describe('postMany', () => {
  it('writes the rows sequential posts would: ids in input order, running balances', async () => {
    const a = await fundedCash(db(), 100n);
    const b = await fundedCash(db(), 0n);
    const keys = [newKey(), newKey(), newKey()];
    const result = await postMany(db(), [
      transfer(keys[0]!, a.id, b.id, 60n),
      transfer(keys[1]!, b.id, a.id, 10n),
      transfer(keys[2]!, a.id, b.id, 50n),
    ]);
    expect(result).toEqual({ posted: 3, replayed: 0 });
    const rows = await entriesOf(keys);
    expect(rows.map((r) => [r.key, r.account, r.amount, r.balanceAfter])).toEqual([
      [keys[0], a.id, -60n, 40n],
      [keys[0], b.id, 60n, 60n],
      [keys[1], a.id, 10n, 50n],
      [keys[1], b.id, -10n, 50n],
      [keys[2], a.id, -50n, 0n],
      [keys[2], b.id, 50n, 100n],
    ]);
    const transactionIds = [...new Set(rows.map((r) => r.transactionId))];
    expect(transactionIds).toEqual([...transactionIds].sort((x, y) => x - y));
    expect(await balancesOf([a.id, b.id])).toEqual([0n, 100n]);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('keeps metadata, kind and currency per input, and play money apart', async () => {
    const a = await fundedCash(db(), 0n);
    const key = newKey();
    await postMany(db(), [
      {
        key,
        kind: 'win',
        entries: [
          { account: house.id, amount: -7n },
          { account: a.id, amount: 7n },
        ],
        metadata: { reference: 'LUCKY4D 20261121', betId: 9 },
      },
    ]);
    const result = await db().execute(
      sql`SELECT kind, currency, metadata FROM ledger_transactions WHERE idempotency_key = ${key}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'win', currency: 'MMK', metadata: { reference: 'LUCKY4D 20261121', betId: 9 } },
    ]);
    const housePlay = await openAccount(db(), 'house_play', null);
    await expectRefusedUnchanged(
      () => postMany(db(), [transfer(newKey(), housePlay.id, a.id, 5n)]),
      'INTERNAL_ERROR',
    );
  });

  it('skips keys already posted with the same content, by post() or postMany', async () => {
    const a = await fundedCash(db(), 0n);
    const [k1, k2, k3] = [newKey(), newKey(), newKey()];
    await post(db(), transfer(k1, house.id, a.id, 5n));
    const batch = [
      transfer(k1, house.id, a.id, 5n),
      transfer(k2, house.id, a.id, 6n),
      transfer(k3, house.id, a.id, 7n),
    ];
    expect(await postMany(db(), batch)).toEqual({ posted: 2, replayed: 1 });
    expect(await balancesOf([a.id])).toEqual([18n]);
    const before = await counts();
    expect(await postMany(db(), batch)).toEqual({ posted: 0, replayed: 3 });
    expect(await counts()).toEqual(before);
    // post() sees postMany's transactions as its own: a replay, the original entries.
    const again = await post(db(), transfer(k3, house.id, a.id, 7n));
    expect(again.replayed).toBe(true);
    expect(again.entries.find((e) => e.account === a.id)!.balanceAfter).toBe(18n);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('refuses a key posted with other content as CONFLICT and applies nothing', async () => {
    const a = await fundedCash(db(), 0n);
    const taken = newKey();
    await post(db(), transfer(taken, house.id, a.id, 5n));
    const fresh = newKey();
    await expectRefusedUnchanged(
      () =>
        postMany(db(), [transfer(fresh, house.id, a.id, 1n), transfer(taken, house.id, a.id, 6n)]),
      'CONFLICT',
    );
    // The fresh key stayed unused.
    expect(await postMany(db(), [transfer(fresh, house.id, a.id, 1n)])).toEqual({
      posted: 1,
      replayed: 0,
    });
  });

  it('refuses the same key twice in one call as a bug', async () => {
    const a = await fundedCash(db(), 0n);
    const key = newKey();
    await expectRefusedUnchanged(
      () => postMany(db(), [transfer(key, house.id, a.id, 1n), transfer(key, house.id, a.id, 1n)]),
      'INTERNAL_ERROR',
    );
  });

  it.each([
    ['unbalanced entries', { amount: -5n }, { amount: 4n }, 'INTERNAL_ERROR'],
    [
      'an amount beyond the maximum',
      { amount: -(10n ** 16n) },
      { amount: 10n ** 16n },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s anywhere in the call', async (_, first, second, code) => {
    const a = await fundedCash(db(), 100n);
    await expectRefusedUnchanged(
      () =>
        postMany(db(), [
          transfer(newKey(), house.id, a.id, 1n),
          {
            key: newKey(),
            kind: 'transfer',
            entries: [
              { account: a.id, ...first },
              { account: house.id, ...second },
            ],
          },
        ]),
      code,
    );
    await expectRefusedUnchanged(
      () => postMany(db(), [transfer(newKey(), a.id, 99_999_999, 1n)]),
      'INTERNAL_ERROR',
    );
  });

  it('refuses a member balance below zero at any point, even when the end balance is fine', async () => {
    const a = await fundedCash(db(), 100n);
    const b = await fundedCash(db(), 0n);
    // Sequential posts would refuse the first input: 100 - 150 < 0, though 100 - 150 + 100 >= 0.
    await expectRefusedUnchanged(
      () =>
        postMany(db(), [
          transfer(newKey(), a.id, b.id, 150n),
          transfer(newKey(), house.id, a.id, 100n),
        ]),
      'INSUFFICIENT_FUNDS',
    );
    // A member that receives first and pays later: fine, as sequentially.
    await expectRefusedUnchanged(
      () =>
        postMany(db(), [transfer(newKey(), b.id, a.id, 1n), transfer(newKey(), a.id, b.id, 50n)]),
      'INSUFFICIENT_FUNDS',
    );
    expect(
      await postMany(db(), [
        transfer(newKey(), house.id, a.id, 100n),
        transfer(newKey(), a.id, b.id, 150n),
        transfer(newKey(), b.id, a.id, 150n),
      ]),
    ).toEqual({ posted: 3, replayed: 0 });
    expect(await balancesOf([a.id, b.id])).toEqual([200n, 0n]);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it("runs in a savepoint of the caller's transaction: a refusal leaves the caller's work", async () => {
    const a = await fundedCash(db(), 0n);
    await db().transaction(async (tx) => {
      const inner = tx as unknown as Db;
      await postMany(inner, [transfer(newKey(), house.id, a.id, 3n)]);
      await expect(postMany(inner, [transfer(newKey(), a.id, house.id, 4n)])).rejects.toMatchObject(
        { code: 'INSUFFICIENT_FUNDS' },
      );
      await postMany(inner, [transfer(newKey(), a.id, house.id, 2n)]);
    });
    expect(await balancesOf([a.id])).toEqual([1n]);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it('answers an empty call without touching the database', async () => {
    const execute = vi.spyOn(PgDatabase.prototype, 'execute');
    try {
      expect(await postMany(db(), [])).toEqual({ posted: 0, replayed: 0 });
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it('sends as many statements for 100 inputs as for 2', async () => {
    const senders = await Promise.all(
      Array.from({ length: 3 }, () => openAccount(db(), 'clearing', newKey('side'))),
    );
    const players = await Promise.all(Array.from({ length: 100 }, () => fundedCash(db(), 0n)));
    const batch = (n: number) =>
      players.slice(0, n).map((p, i) => transfer(newKey(), senders[i % 3]!.id, p.id, 10n));
    const statements = async (inputs: PostInput[]) => {
      const execute = vi.spyOn(PgDatabase.prototype, 'execute');
      try {
        await postMany(db(), inputs);
        return execute.mock.calls.length;
      } finally {
        execute.mockRestore();
      }
    };
    const small = await statements(batch(2));
    expect(small).toBeGreaterThan(0);
    expect(await statements(batch(100))).toBe(small);
    // With replays among them, one more (reading the taken keys' fingerprints).
    const mixed = batch(100);
    await post(db(), mixed[7]!);
    expect(await statements(mixed)).toBe(small + 1);
    expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// The property: one world posts a batch with postMany, its twin with sequential post() calls in
// one transaction; both end with the same outcome, entries and balances.

const ACCOUNTS = 5;
/** The first three are member accounts (guarded), the others the site's (may go negative). */
const MEMBERS = 3;

const entriesArb = fc
  .uniqueArray(fc.nat({ max: ACCOUNTS - 1 }), { minLength: 2, maxLength: 3 })
  .chain((accounts) =>
    fc
      .array(
        fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0),
        {
          minLength: accounts.length - 1,
          maxLength: accounts.length - 1,
        },
      )
      .map((amounts) => {
        const all = amounts.map(BigInt);
        let sum = all.reduce((s, x) => s + x, 0n);
        if (sum === 0n) {
          all[0] = all[0]! + (all[0]! > 0n ? 1n : -1n);
          sum = all.reduce((s, x) => s + x, 0n);
        }
        return accounts.map((account, i) => ({ account, amount: i < all.length ? all[i]! : -sum }));
      }),
  );

const inputArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('new' as const), entries: entriesArb }) },
  // An earlier post's key again: the same content (a replay) or doubled amounts (a conflict).
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('again' as const),
      prior: fc.nat(),
      change: fc.boolean(),
    }),
  },
);

const caseArb = fc.record({
  opening: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: MEMBERS, maxLength: MEMBERS }),
  prior: fc.array(entriesArb, { maxLength: 3 }),
  batch: fc.array(inputArb, { minLength: 1, maxLength: 12 }),
});

type Shape = Array<{ account: number; amount: bigint }>;

interface World {
  ids: number[];
  prefix: string;
}

let run = 0;

async function openWorld(prefix: string, opening: number[]): Promise<World> {
  const ids: number[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    ids.push(
      i < MEMBERS
        ? (await fundedCash(db(), BigInt(opening[i]!))).id
        : (await openAccount(db(), 'clearing', `${prefix}-side-${i}`)).id,
    );
  }
  return { ids, prefix };
}

const inputOf = (world: World, name: string, shape: Shape, kind = 'transfer'): PostInput => ({
  key: `${world.prefix}-${name}`,
  kind,
  entries: shape.map((e) => ({ account: world.ids[e.account]!, amount: e.amount })),
  metadata: { name },
});

async function outcome(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** A world's entries as indexes into its accounts, for comparing the twins. */
async function worldEntries(world: World) {
  const result = await db().execute(sql`
    SELECT t.idempotency_key AS key, t.id::text AS transaction_id, e.account_id::text AS account,
           e.amount::text AS amount, e.balance_after::text AS balance_after
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.account_id = ANY(${sql.param(world.ids.map(String))}::bigint[])
       AND t.idempotency_key LIKE ${`${world.prefix}-%`}
     ORDER BY e.id`);
  const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
  const name = (r: Record<string, string>) => r.key!.slice(world.prefix.length);
  const byTransactionId = [...rows].sort(
    (x, y) => Number(x.transaction_id) - Number(y.transaction_id),
  );
  return {
    // Per account, its entries in entry id order: the running balances as the checker reads them.
    perAccount: world.ids.map((id) =>
      rows.filter((r) => Number(r.account) === id).map((r) => [name(r), r.amount, r.balance_after]),
    ),
    // The transactions in id order.
    transactions: [...new Set(byTransactionId.map(name))],
  };
}

describe('postMany against sequential post()', () => {
  it('gives the same outcome, entries and balances for any batch', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ opening, prior, batch }) => {
        run += 1;
        const many = await openWorld(`many${run}`, opening);
        const sequential = await openWorld(`seq${run}`, opening);
        // Earlier posts, some refused for want of funds: the same in both worlds.
        const posted: boolean[] = [];
        for (const [i, shape] of prior.entries()) {
          const a = await outcome(() => post(db(), inputOf(many, `prior${i}`, shape)));
          const b = await outcome(() => post(db(), inputOf(sequential, `prior${i}`, shape)));
          expect(a).toBe(b);
          posted.push(a === 'ok');
        }
        // The batch by name and shape; a prior key at most once (twice is the caller's bug).
        const steps: Array<{ name: string; shape: Shape }> = [];
        let hasConflict = false;
        for (const [i, step] of batch.entries()) {
          if (step.type === 'new') {
            steps.push({ name: `batch${i}`, shape: step.entries });
            continue;
          }
          if (prior.length === 0) continue;
          const p = step.prior % prior.length;
          if (steps.some((s) => s.name === `prior${p}`)) continue;
          if (step.change && posted[p]) hasConflict = true;
          const factor = step.change ? 2n : 1n;
          const shape = prior[p]!.map((e) => ({ ...e, amount: e.amount * factor }));
          steps.push({ name: `prior${p}`, shape });
        }
        const manyInputs = steps.map((s) => inputOf(many, s.name, s.shape));
        const sequentialInputs = steps.map((s) => inputOf(sequential, s.name, s.shape));

        const a = await outcome(() => postMany(db(), manyInputs));
        const b = await outcome(() =>
          db().transaction(async (tx) => {
            for (const input of sequentialInputs) await post(tx as unknown as Db, input);
          }),
        );
        // Sequential posts stop at the first refusal; postMany checks every key before any
        // balance, so a conflict anywhere wins over a want of funds.
        expect(a).toBe(b === 'INSUFFICIENT_FUNDS' && hasConflict ? 'CONFLICT' : b);
        expect(await worldEntries(many)).toEqual(await worldEntries(sequential));
        expect(await balancesOf(many.ids)).toEqual(await balancesOf(sequential.ids));
        expect(await checkLedger(db())).toEqual({ ok: true, problems: [] });
      }),
      { numRuns: 40 },
    );
  });
});
