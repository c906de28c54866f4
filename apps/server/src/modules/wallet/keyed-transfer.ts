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
// A refused request (INSUFFICIENT_FUNDS, AMOUNT_OUT_OF_RANGE, a wrong payment password ...) posts
// nothing, so its key stays unused: the same key may be sent again later, with the same or any
// other content, and is then judged afresh (docs/decisions.md, "Transfers").
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/ledger';
import { AppError } from '../../errors';
import { fingerprintOf, replayOf, type JsonValue, type PostResult } from '../../ledger/post';

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
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${transfer.ledgerKey}, 0))`);
    const [original] = await tx
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, transfer.ledgerKey));
    if (original) {
      if (original.metadata.request !== request) {
        throw new AppError(
          'CONFLICT',
          'This key was already used for a different request.',
          'body.idempotencyKey',
        );
      }
      return { result: await replayOf(tx, original), isNew: false };
    }
    return { result: await transfer.apply(tx, { request }), isNew: true };
  });
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
