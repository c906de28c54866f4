// Posting many transactions at once (a lottery draw's payouts): post()'s rules and rows, with a
// fixed number of statements per call however many transactions it carries.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { isMemberKind, ledgerBug } from './accounts';
import {
  checkEntries,
  checkKey,
  checkKind,
  currencyOf,
  postFingerprint,
  type AccountFacts,
  type EntryInput,
  type PostInput,
} from './post';

export interface PostManyResult {
  /** Transactions this call wrote. */
  posted: number;
  /** Inputs whose key was already posted with the same content: skipped, nothing moved. */
  replayed: number;
}

interface Prepared {
  key: string;
  kind: string;
  metadata: string;
  fingerprint: string;
  currency: string;
  /** In account id order, as post() keeps them. */
  entries: EntryInput[];
}

/**
 * Posts every input as its own ledger transaction, in input order, all or nothing: in a
 * savepoint of the caller's transaction (or a transaction of its own). The rows are those
 * sequential post() calls in the same order would write: transaction ids ascending in input
 * order, each entry's balance_after the account's running balance.
 *
 * An input whose key is already posted with the same content is skipped (a replay); with other
 * content the call fails with CONFLICT and nothing is applied. A member account that would go
 * below zero at any point of the running balance, i.e. where sequential post() calls would
 * have refused an input, fails the call with INSUFFICIENT_FUNDS and nothing is applied. The
 * same key twice in one call, or entries post() would refuse, is a bug in the caller.
 *
 * Lock order: keys are taken in key order, then every account is locked in id order in one
 * statement. Two calls never wait on each other in a cycle; a caller that makes several calls
 * in one database transaction holds the first call's account locks while the next takes its
 * own, so it should be the only writer of those accounts (or commit per call).
 */
export async function postMany(tx: Db, inputs: readonly PostInput[]): Promise<PostManyResult> {
  if (inputs.length === 0) return { posted: 0, replayed: 0 };
  const prepared = inputs.map(prepare);
  const keys = new Set<string>();
  for (const { key } of prepared) {
    if (keys.has(key)) throw ledgerBug(`key ${key} appears twice in one postMany`);
    keys.add(key);
  }
  const accounts = await loadAccountFacts(tx, prepared);
  for (const p of prepared) p.currency = currencyOf(p.entries, accounts);

  return tx.transaction(async (savepoint) => {
    const db = savepoint as unknown as Db;
    const taken = await takeKeys(db, prepared);
    const fresh = prepared.filter((p) => taken.has(p.key));
    const replays = prepared.filter((p) => !taken.has(p.key));
    if (replays.length > 0) await checkReplays(db, replays);
    if (fresh.length > 0) {
      const before = await moveBalances(db, fresh, accounts);
      await insertEntries(db, fresh, taken, before);
    }
    return { posted: fresh.length, replayed: replays.length };
  });
}

/** post()'s checks and fingerprint; the currency is filled in once the accounts are read. */
function prepare(input: PostInput): Prepared {
  checkKey(input.key);
  checkKind(input.kind);
  const entries = checkEntries(input.entries);
  const metadata = input.metadata ?? {};
  return {
    key: input.key,
    kind: input.kind,
    metadata: JSON.stringify(metadata),
    fingerprint: postFingerprint(input.kind, entries, metadata),
    currency: '',
    entries,
  };
}

/** Every account the inputs name, read once without locks (kind and currency never change). */
async function loadAccountFacts(db: Db, prepared: Prepared[]): Promise<Map<number, AccountFacts>> {
  const ids = new Set<number>();
  for (const p of prepared) for (const e of p.entries) ids.add(e.account);
  const result = await db.execute(sql`
    SELECT id::text AS id, kind, currency FROM ledger_accounts
     WHERE id = ANY(${sql.param([...ids].map(String))}::bigint[])`);
  const rows = (
    result as unknown as { rows: Array<{ id: string; kind: string; currency: string }> }
  ).rows;
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { id: Number(r.id), kind: r.kind as AccountFacts['kind'], currency: r.currency },
    ]),
  );
}

/**
 * Inserts the transactions whose keys are free; answers their ids by key. The ids are drawn in
 * input order (the MATERIALIZED scan numbers the rows as unnest yields them, as sequential posts
 * would have), while the rows go in key order: two calls sharing keys then take them in one
 * order and never wait on each other in a cycle. A key another transaction is inserting makes
 * this wait for it, then counts as taken, as in post().
 */
async function takeKeys(db: Db, prepared: Prepared[]): Promise<Map<string, number>> {
  const column = (pick: (p: Prepared) => string) => sql.param(prepared.map(pick));
  const result = await db.execute(sql`
    WITH numbered AS MATERIALIZED (
      SELECT nextval('ledger_transactions_id_seq'::regclass) AS id, u.*
        FROM unnest(${column((p) => p.key)}::text[], ${column((p) => p.kind)}::text[],
                    ${column((p) => p.fingerprint)}::text[], ${column((p) => p.currency)}::text[],
                    ${column((p) => p.metadata)}::text[])
             AS u (key, kind, fingerprint, currency, metadata)
    )
    INSERT INTO ledger_transactions (id, idempotency_key, kind, fingerprint, currency, metadata)
    SELECT id, key, kind, fingerprint, currency, metadata::jsonb
      FROM numbered ORDER BY key COLLATE "C"
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id::text AS id, idempotency_key AS key`);
  const rows = (result as unknown as { rows: Array<{ id: string; key: string }> }).rows;
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

/** Keys already posted: the same content is a replay, other content CONFLICT. */
async function checkReplays(db: Db, replays: Prepared[]): Promise<void> {
  const result = await db.execute(sql`
    SELECT idempotency_key AS key, fingerprint FROM ledger_transactions
     WHERE idempotency_key = ANY(${sql.param(replays.map((p) => p.key))}::text[])`);
  const rows = (result as unknown as { rows: Array<{ key: string; fingerprint: string }> }).rows;
  const fingerprints = new Map(rows.map((r) => [r.key, r.fingerprint]));
  for (const { key, fingerprint } of replays) {
    const original = fingerprints.get(key);
    // Not inserted and not there: the insert waited for no one, so this cannot happen.
    if (original === undefined) throw ledgerBug(`key ${key} neither taken nor posted`);
    if (original !== fingerprint) {
      throw new AppError(
        'CONFLICT',
        `The key ${key} was already used for a different request.`,
        'key',
      );
    }
  }
}

/**
 * One statement locks every account in ascending id order and moves each balance once by the
 * sum of its amounts. A member account must stay at or above zero after every input, not only
 * at the end: its guard asks balance + (lowest running sum of its amounts) >= 0, which refuses
 * exactly the calls where some sequential post() would have been refused. A row the guard stops
 * is missing from the answer: INSUFFICIENT_FUNDS, and the savepoint undoes the rest. Answers
 * each account's balance before the call.
 */
async function moveBalances(
  db: Db,
  fresh: Prepared[],
  accounts: Map<number, AccountFacts>,
): Promise<Map<number, bigint>> {
  const moves = new Map<number, { sum: bigint; lowest: bigint }>();
  for (const p of fresh) {
    for (const { account, amount } of p.entries) {
      const move = moves.get(account) ?? { sum: 0n, lowest: 0n };
      move.sum += amount;
      if (move.sum < move.lowest) move.lowest = move.sum;
      moves.set(account, move);
    }
  }
  const ids = [...moves.keys()].sort((a, b) => a - b);
  const idList = sql.param(ids.map(String));
  const sums = sql.param(ids.map((id) => moves.get(id)!.sum.toString()));
  const lowest = sql.param(ids.map((id) => moves.get(id)!.lowest.toString()));
  const isGuarded = sql.param(ids.map((id) => isMemberKind(accounts.get(id)!.kind)));
  const result = await db.execute(sql`
    UPDATE ledger_accounts AS a
       SET balance = a.balance + m.sum
      FROM (SELECT id FROM ledger_accounts WHERE id = ANY(${idList}::bigint[]) ORDER BY id FOR UPDATE)
             AS locked,
           unnest(${idList}::bigint[], ${sums}::bigint[], ${lowest}::bigint[], ${isGuarded}::boolean[])
             AS m (id, sum, lowest, is_guarded)
     WHERE a.id = locked.id
       AND a.id = m.id
       AND (NOT m.is_guarded OR a.balance + m.lowest >= 0)
    RETURNING a.id::text AS id, (a.balance - m.sum)::text AS before`);
  // Text: a balance may be beyond 2^53.
  const rows = (result as unknown as { rows: Array<{ id: string; before: string }> }).rows;
  const before = new Map(rows.map((r) => [Number(r.id), BigInt(r.before)]));
  const refused = ids.filter((id) => !before.has(id));
  if (refused.length > 0) {
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      `Account ${refused.join(', ')} cannot pay its share of these transactions.`,
    );
  }
  return before;
}

/**
 * Records the entries with the running balances they leave, in input order: entry ids then
 * ascend with each account's running balance, as the ledger's checker reads them.
 */
async function insertEntries(
  db: Db,
  fresh: Prepared[],
  transactionIds: Map<string, number>,
  before: Map<number, bigint>,
): Promise<void> {
  const running = new Map(before);
  const transaction: string[] = [];
  const account: string[] = [];
  const currency: string[] = [];
  const amount: string[] = [];
  const balanceAfter: string[] = [];
  for (const p of fresh) {
    const id = String(transactionIds.get(p.key)!);
    for (const e of p.entries) {
      const after = running.get(e.account)! + e.amount;
      running.set(e.account, after);
      transaction.push(id);
      account.push(String(e.account));
      currency.push(p.currency);
      amount.push(e.amount.toString());
      balanceAfter.push(after.toString());
    }
  }
  await db.execute(sql`
    INSERT INTO ledger_entries (transaction_id, account_id, currency, amount, balance_after)
    SELECT transaction_id, account_id, currency, amount, balance_after
      FROM unnest(${sql.param(transaction)}::bigint[], ${sql.param(account)}::bigint[],
                  ${sql.param(currency)}::text[], ${sql.param(amount)}::bigint[],
                  ${sql.param(balanceAfter)}::bigint[])
           WITH ORDINALITY AS u (transaction_id, account_id, currency, amount, balance_after, n)
     ORDER BY n`);
}
