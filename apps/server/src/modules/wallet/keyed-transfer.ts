// A member's money-moving request under the client's idempotency key, for the transfers
// (upline, downline, game wallets): the request is answered once, and the same key again gets
// the same answer without the rules being asked again.
//
// Requests with one key run one after another (a transaction-scoped advisory lock on the ledger
// key). The first checks the rules (limits, payment password, upline ...) and posts; the others
// find the key posted and answer from the recorded entries. Checking the key first matters: a
// retry must not count against the payment password's wrong-guess limit or be refused because
// an operator changed a limit since, and fifty copies at once must not race through the rules.
//
// A request whose rules need no lock (no payment password, no counter: a game-wallet transfer)
// takes a cheaper way, runUnlockedKeyedTransfer: the key is looked up without a lock, and a new
// request posts in the ledger's own transaction, whose insert of the key makes a copy sent at the
// same time wait there and then answer the first's result.
//
// A refused request (INSUFFICIENT_FUNDS, AMOUNT_OUT_OF_RANGE, a wrong payment password ...) posts
// nothing, so its key stays unused: the same key may be sent again later, with the same or any
// other content, and is then judged afresh (docs/decisions.md, "Transfers").
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/ledger';
import { AppError } from '../../errors';
import { withKeyLock } from '../../lib/key-lock';
import {
  fingerprintOf,
  replayOf,
  type JsonValue,
  type PostResult,
  type TransactionRow,
} from '../../ledger/post';

export interface KeyedTransfer {
  /** The ledger's idempotency key: the client's key scoped to the member, e.g. `xfer:42:abc`. */
  ledgerKey: string;
  /** The request's content without secrets (no payment password): its fingerprint is stored. */
  request: JsonValue;
  /**
   * Runs only for a key not posted yet, inside the transaction that holds the key's lock: checks
   * the rules with `tx` (never the pool: the lock holder must not wait for a connection) and
   * posts with the metadata given, which carries the request's fingerprint.
   */
  apply(tx: Db, metadata: { request: string }): Promise<PostResult>;
}

export interface KeyedOutcome {
  result: PostResult;
  /** True when this call posted; false for a replay (nothing moved, no event to publish). */
  isNew: boolean;
}

export async function runKeyedTransfer(db: Db, transfer: KeyedTransfer): Promise<KeyedOutcome> {
  const request = fingerprintOf(transfer.request);
  return withKeyLock(db, transfer.ledgerKey, async (tx) => {
    const original = await findPosted(tx, transfer.ledgerKey);
    if (original) return { result: await replayRequest(tx, original, request), isNew: false };
    return { result: await transfer.apply(tx, { request }), isNew: true };
  });
}

export interface UnlockedKeyedTransfer {
  /** As KeyedTransfer's. */
  ledgerKey: string;
  /** As KeyedTransfer's. */
  request: JsonValue;
  /**
   * The ledger transaction under the key, when the caller has just looked it up (null: none);
   * undefined and it is looked up here.
   */
  original?: TransactionRow | null;
  /**
   * Runs only for a key not posted yet: checks the rules and posts through the ledger with the
   * metadata given, in the ledger's own transaction (not one of the caller's with the key
   * already taken), so that a copy of this request running at the same time waits on the key
   * there and is answered the first's result (post's `replayed`).
   */
  post(metadata: { request: string }): Promise<PostResult>;
}

/**
 * runKeyedTransfer without the lock, for requests whose rules may run twice at once harmlessly:
 * the key is looked up first (a replay is answered as recorded, whatever has changed since),
 * then the request posts. Copies at once each check the rules, then meet on the ledger's key.
 */
export async function runUnlockedKeyedTransfer(
  db: Db,
  transfer: UnlockedKeyedTransfer,
): Promise<KeyedOutcome> {
  const request = fingerprintOf(transfer.request);
  const original =
    transfer.original === undefined ? await findPosted(db, transfer.ledgerKey) : transfer.original;
  if (original) return { result: await replayRequest(db, original, request), isNew: false };
  try {
    const result = await transfer.post({ request });
    return { result, isNew: !result.replayed };
  } catch (error) {
    // The ledger found the key posted meanwhile with another posting. That is the client's
    // CONFLICT only if the request differs: a copy of this request whose posting differs in
    // what was read for it (a vendor renamed in between) is the same request, answered alike.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    const posted = await findPosted(db, transfer.ledgerKey);
    if (!posted) throw error;
    return { result: await replayRequest(db, posted, request), isNew: false };
  }
}

async function findPosted(db: Db, ledgerKey: string): Promise<TransactionRow | null> {
  const [original] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, ledgerKey));
  return original ?? null;
}

/** The original's answer if it was this request, else CONFLICT. */
async function replayRequest(
  db: Db,
  original: TransactionRow,
  request: string,
): Promise<PostResult> {
  if (original.metadata.request !== request) {
    throw new AppError(
      'CONFLICT',
      'This key was already used for a different request.',
      'body.idempotencyKey',
    );
  }
  return replayOf(db, original);
}

/** The balance an account was left with by a posted (or replayed) transaction. */
export function balanceAfter(result: PostResult, accountId: number): string {
  const entry = result.entries.find((e) => e.account === accountId);
  if (!entry)
    throw new AppError(
      'INTERNAL_ERROR',
      `transaction ${result.transactionId} has no entry for account ${accountId}`,
    );
  return entry.balanceAfter.toString();
}
