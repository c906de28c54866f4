// Posting a transaction: entries that sum to zero, balances moved by guarded UPDATEs in one
// database transaction, exactly once per idempotency key.
import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executePrepared } from '../db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger';
import { AppError } from '../errors';
import { isMemberKind, ledgerBug, pgErrorCode, type LedgerAccount } from './accounts';

/** The largest amount one entry may move: far above any real payment, far below bigint's limit. */
export const MAX_AMOUNT = 10n ** 15n;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };
export type Metadata = { [k: string]: JsonValue };

export interface EntryInput {
  /** A ledger account id (openAccount / accountOf). */
  account: number;
  /** Minor units; positive credits the account, negative debits it; never zero. */
  amount: bigint;
}

export interface PostInput {
  /** Idempotency key, 1 to 200 characters, unique across the whole ledger. */
  key: string;
  /** What the movement is: deposit, withdrawal, bet, payout, transfer ... */
  kind: string;
  entries: EntryInput[];
  metadata?: Metadata;
}

export interface PostedEntry {
  account: number;
  amount: bigint;
  /** The account's balance right after this transaction, as recorded then. */
  balanceAfter: bigint;
}

export interface PostResult {
  transactionId: number;
  kind: string;
  currency: string;
  createdAt: Date;
  /** In account id order. */
  entries: PostedEntry[];
  /** True when this call found the key already posted and moved nothing. */
  replayed: boolean;
}

export type TransactionRow = typeof ledgerTransactions.$inferSelect;

export interface PostOptions {
  /**
   * The entries' accounts as the caller has just read them (a transfer reads them together with
   * its other facts in one query): post then skips its own read. Checked the same way.
   */
  accounts?: readonly AccountFacts[];
  /**
   * A condition the posting needs, read in its own statement (a member still allowed to move
   * money, say): saves the caller a query before posting. When it is false nothing moves and
   * post throws PostRefused; the caller reads why.
   */
  onlyIf?: SQL;
}

/** The posting's `onlyIf` condition was false: nothing moved, the key stays unused. */
export class PostRefused extends Error {}

/** What post needs to know of an account; id, kind and currency never change. */
export type AccountFacts = Pick<LedgerAccount, 'id' | 'kind' | 'currency'>;

/**
 * Posts the entries as one transaction, exactly once per key. A replay with the same content
 * returns the original result (replayed: true) and moves nothing; the same key with other
 * content is CONFLICT. A member account that would go below zero is INSUFFICIENT_FUNDS and
 * nothing moves (the key stays unused). Unbalanced, mixed-currency or malformed entries are
 * a bug in the caller: INTERNAL_ERROR.
 */
export async function post(
  db: Db,
  input: PostInput,
  options: PostOptions = {},
): Promise<PostResult> {
  checkKey(input.key);
  checkKind(input.kind);
  const entries = checkEntries(input.entries);
  const metadata = input.metadata ?? {};
  const fingerprint = postFingerprint(input.kind, entries, metadata);
  const accounts = options.accounts
    ? checkAccounts(entries, options.accounts)
    : await loadAccounts(db, entries);
  return exactlyOnce(
    db,
    input.key,
    fingerprint,
    (tx) =>
      applyTransaction(tx, {
        key: input.key,
        kind: input.kind,
        fingerprint,
        metadata,
        entries,
        accounts,
        onlyIf: options.onlyIf,
      }),
    (original) => replayOf(db, original),
  );
}

// ---------------------------------------------------------------------------------------------
// The parts holds.ts and post-many.ts share.

export function checkKind(kind: unknown): asserts kind is string {
  if (typeof kind !== 'string' || kind === '' || kind.length > 50) {
    throw ledgerBug('kind must be 1 to 50 characters');
  }
}

/** What a post's key stands for: the same content under the same key is a replay. */
export function postFingerprint(kind: string, sorted: EntryInput[], metadata: Metadata): string {
  return fingerprintOf({
    op: 'post',
    kind,
    entries: sorted.map((e) => [e.account, e.amount.toString()]),
    metadata,
  });
}

export function checkKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The idempotency key must be 1 to 200 characters.',
      'key',
    );
  }
}

/** A positive amount a client may have chosen: out of range is bad input, not a bug. */
export function checkPositiveAmount(amount: unknown, field = 'amount'): asserts amount is bigint {
  if (typeof amount !== 'bigint') throw ledgerBug(`${field} must be a bigint`);
  if (amount <= 0n || amount > MAX_AMOUNT) {
    throw new AppError('VALIDATION_FAILED', `The amount must be 1 to ${MAX_AMOUNT}.`, field);
  }
}

/** Checked and sorted by account id: the order every transaction locks accounts in. */
export function checkEntries(entries: EntryInput[]): EntryInput[] {
  if (!Array.isArray(entries) || entries.length < 2) throw ledgerBug('needs at least two entries');
  let sum = 0n;
  const seen = new Set<number>();
  for (const { account, amount } of entries) {
    if (!Number.isSafeInteger(account) || account <= 0) throw ledgerBug(`bad account ${account}`);
    if (seen.has(account)) throw ledgerBug(`account ${account} appears twice`);
    seen.add(account);
    if (typeof amount !== 'bigint') throw ledgerBug('amounts must be bigint');
    if (amount === 0n) throw ledgerBug('an entry of zero');
    if (amount > MAX_AMOUNT || amount < -MAX_AMOUNT) {
      throw new AppError(
        'VALIDATION_FAILED',
        `The amount must be at most ${MAX_AMOUNT}.`,
        'amount',
      );
    }
    sum += amount;
  }
  if (sum !== 0n) throw ledgerBug(`entries sum to ${sum}, not 0`);
  return entries
    .map((e) => ({ account: e.account, amount: e.amount }))
    .sort((a, b) => a.account - b.account);
}

/** The accounts of the entries, all existing and in one currency (read without locks). */
export async function loadAccounts(
  db: Db,
  entries: EntryInput[],
): Promise<Map<number, Pick<LedgerAccount, 'id' | 'kind' | 'currency' | 'memberId'>>> {
  const ids = entries.map((e) => e.account);
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      memberId: ledgerAccounts.memberId,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  return checkAccounts(entries, rows);
}

/** The entries' accounts by id, each one there and all in one currency. */
function checkAccounts<A extends AccountFacts>(
  entries: EntryInput[],
  rows: readonly A[],
): Map<number, A> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  currencyOf(entries, byId);
  return byId;
}

/** The one currency of the entries' accounts; a missing account or a mix is a bug. */
export function currencyOf(
  entries: EntryInput[],
  accounts: ReadonlyMap<number, Pick<AccountFacts, 'currency'>>,
): string {
  const currencies = new Set<string>();
  for (const { account } of entries) {
    const row = accounts.get(account);
    if (!row) throw ledgerBug(`no account ${account}`);
    currencies.add(row.currency);
  }
  if (currencies.size !== 1)
    throw ledgerBug(`one transaction mixes ${[...currencies].join(' and ')}`);
  return [...currencies][0]!;
}

/** SHA-256 of the canonical JSON (sorted keys) of a request's content. */
export function fingerprintOf(content: JsonValue): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw ledgerBug('metadata holds a non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  throw ledgerBug(`metadata holds a ${typeof value}; only JSON values are allowed`);
}

/** Thrown inside the database transaction when the key is already taken; rolls it back. */
class KeyTaken extends Error {}

/**
 * Runs `apply` in a database transaction (a savepoint when `db` already is one) unless the key
 * was posted before: then the original is answered if the content matches, else CONFLICT. Two
 * concurrent calls with one key: the second's key insert waits for the first to commit, finds
 * the key taken, rolls back and answers the first's result.
 */
export async function exactlyOnce<T>(
  db: Db,
  key: string,
  fingerprint: string,
  apply: (tx: Db) => Promise<T>,
  replay: (original: TransactionRow) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((tx) => apply(tx as unknown as Db));
  } catch (error) {
    // ON CONFLICT DO NOTHING normally reports the taken key; a unique violation is the same news.
    if (!(error instanceof KeyTaken) && pgErrorCode(error) !== '23505') throw error;
    const [original] = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    if (!original) throw error;
    if (original.fingerprint !== fingerprint) {
      throw new AppError('CONFLICT', 'This key was already used for a different request.', 'key');
    }
    return replay(original);
  }
}

/** The key's row, as the statement that takes the key answers it. */
interface TakenRow {
  id: unknown;
  created_at: unknown;
}

/** What one posting writes: the statement's values. */
export interface Posting {
  key: string;
  kind: string;
  fingerprint: string;
  metadata: Metadata;
  /** Sorted by account id (checkEntries). */
  entries: EntryInput[];
  /** Per entry: a member account, kept from going below zero. */
  guarded: boolean[];
  currency: string;
  /** The transaction's id, when the caller has taken one from the sequence already. */
  id?: number;
  /** PostOptions' onlyIf (not with applyTransaction's beforeBalances). */
  onlyIf?: SQL;
}

/** The key's row, inserted unless it is taken or `onlyIf` is false: its id and time, or nothing. */
function takeKeyStatement(p: Posting): SQL {
  return sql`
    INSERT INTO ledger_transactions (id, idempotency_key, kind, fingerprint, currency, metadata)
    SELECT COALESCE(${p.id ?? null}::bigint, nextval('ledger_transactions_id_seq')),
           ${p.key}, ${p.kind}, ${p.fingerprint}, ${p.currency},
           ${JSON.stringify(p.metadata)}::jsonb
     WHERE ${p.onlyIf ?? sql`true`}
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, created_at`;
}

/**
 * A posting as one statement: the key's row (`taken`: by default taken here), the balance moves
 * and the entries, answering the condition, the key's row and one row per entry moved. Written
 * out rather than built: this runs for every transaction, and its text changes only with onlyIf
 * (a prepared statement per text, db/prepared.ts). Exported for `bench:wallet`, which runs the
 * very same statement directly against PostgreSQL.
 */
export function postingStatement(
  p: Posting,
  taken: SQL = sql`taken AS (${takeKeyStatement(p)})`,
): SQL {
  // `locked` takes the accounts' row locks in ascending id order, whatever plan runs the update
  // (the update only reaches rows `locked` has handed it): two transactions never wait on each
  // other in a cycle. The guard keeps a member account from going below zero; a row it stops is
  // missing from the answer, and the caller's count check undoes everything. The entries go as
  // arrays, so the statement's text is the same for every transaction.
  const ids = sql.param(p.entries.map((e) => String(e.account)));
  const amounts = sql.param(p.entries.map((e) => e.amount.toString()));
  const isGuarded = sql.param(p.guarded);
  return sql`
    WITH ${taken},
    moved AS (
      UPDATE ledger_accounts AS a
         SET balance = a.balance + m.amount
        FROM taken,
             (SELECT id FROM ledger_accounts WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE)
               AS locked,
             unnest(${ids}::bigint[], ${amounts}::bigint[], ${isGuarded}::boolean[])
               AS m (id, amount, is_guarded)
       WHERE a.id = locked.id
         AND a.id = m.id
         AND (NOT m.is_guarded OR a.balance + m.amount >= 0)
      RETURNING a.id, m.amount, a.balance
    ),
    entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, currency, amount, balance_after)
      SELECT taken.id, moved.id, ${p.currency}::text, moved.amount, moved.balance FROM taken, moved
      RETURNING account_id, balance_after
    )
    SELECT condition.allowed, taken.id, taken.created_at,
           e.account_id::text AS account, e.balance_after::text AS balance_after
      FROM (SELECT ${p.onlyIf ?? sql`true`} AS allowed) AS condition
      LEFT JOIN taken ON true
      LEFT JOIN entries e ON true`;
}

/**
 * Inside a database transaction: takes the key, then moves each balance with a guarded UPDATE in
 * account id order (the lock order every transaction follows, so two never wait on each other
 * in a cycle), then records the entries with the balances they left. Without `beforeBalances`
 * all of it is one statement, one round trip: nothing moves when the key is already taken.
 */
export async function applyTransaction(
  tx: Db,
  input: Omit<Posting, 'guarded' | 'currency'> & {
    accounts: Map<number, Pick<LedgerAccount, 'kind' | 'currency'>>;
    /** Runs once the key is taken, before any balance moves (holds lock and check their row). */
    beforeBalances?: () => Promise<void>;
  },
): Promise<PostResult> {
  const currency = input.accounts.get(input.entries[0]!.account)!.currency;
  const { key, kind, fingerprint, metadata, entries, id, onlyIf } = input;
  const guarded = entries.map((e) => isMemberKind(input.accounts.get(e.account)!.kind));
  const posting: Posting = {
    key,
    kind,
    fingerprint,
    metadata,
    entries,
    guarded,
    currency,
    id,
    onlyIf,
  };
  let head: TakenRow | undefined;
  let taken: SQL | undefined;
  if (input.beforeBalances) {
    if (input.onlyIf) throw ledgerBug('onlyIf cannot be combined with beforeBalances');
    [head] = (await executePrepared<TakenRow>(tx, takeKeyStatement(posting))).rows;
    if (!head) throw new KeyTaken();
    await input.beforeBalances();
    taken = sql`taken AS (SELECT ${head.id}::bigint AS id, NULL::timestamptz AS created_at)`;
  }
  const { rows } = await executePrepared<
    TakenRow & { allowed: boolean; account: string | null; balance_after: string | null }
  >(tx, postingStatement(posting, taken));
  // Account and balance are text on both drivers: a balance may be beyond 2^53.
  if (!head) {
    // No key row: the condition refused it, or the key was taken already.
    const [first] = rows;
    if (first?.allowed === false) throw new PostRefused();
    if (!first || first.id === null) throw new KeyTaken();
    head = first;
  }
  const balances = new Map(
    rows.flatMap((r) =>
      r.account === null ? [] : [[Number(r.account), BigInt(r.balance_after!)]],
    ),
  );
  const posted: PostedEntry[] = [];
  for (const { account, amount } of input.entries) {
    const balanceAfter = balances.get(account);
    if (balanceAfter === undefined) {
      throw new AppError('INSUFFICIENT_FUNDS', `Account ${account} cannot pay ${-amount}.`);
    }
    posted.push({ account, amount, balanceAfter });
  }
  return {
    // The columns' own mappings, as a built query would apply them.
    transactionId: ledgerTransactions.id.mapFromDriverValue(head.id) as number,
    kind: input.kind,
    currency,
    createdAt: ledgerTransactions.createdAt.mapFromDriverValue(head.created_at) as Date,
    entries: posted,
    replayed: false,
  };
}

/** The original result of a posted transaction, from its recorded entries. */
export async function replayOf(db: Db, original: TransactionRow): Promise<PostResult> {
  const rows = await db
    .select({
      account: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, original.id))
    .orderBy(asc(ledgerEntries.accountId));
  return {
    transactionId: original.id,
    kind: original.kind,
    currency: original.currency,
    createdAt: original.createdAt,
    entries: rows,
    replayed: true,
  };
}
