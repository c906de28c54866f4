// Two-phase transfers, as TigerBeetle's pending transfers: a hold moves player cash to the
// player's held account; later it is posted (all or part to a destination, the rest back) or
// voided (all back). Each step is exactly once by its own key; a hold resolves once.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerHolds } from '../db/schema/ledger';
import { AppError } from '../errors';
import { ledgerBug, openAccount } from './accounts';
import {
  applyTransaction,
  checkEntries,
  checkKey,
  checkPositiveAmount,
  exactlyOnce,
  fingerprintOf,
  loadAccounts,
  replayOf,
  type EntryInput,
  type Metadata,
  type PostResult,
} from './post';

export type LedgerHold = typeof ledgerHolds.$inferSelect;

export interface HoldResult {
  holdId: number;
  /** The player's cash account the funds came from (and return to). */
  from: number;
  /** The player's held account that keeps them meanwhile. */
  held: number;
  amount: bigint;
  expiresAt: Date | null;
  transaction: PostResult;
}

export interface HoldResolution {
  holdId: number;
  state: 'posted' | 'voided';
  /** Where the posted amount went; null for a void. */
  to: number | null;
  /** Moved to `to` (0 for a void). */
  amount: bigint;
  /** Returned to the player's cash. */
  returned: bigint;
  transaction: PostResult;
}

/** Reserves `amount` of a player's cash. INSUFFICIENT_FUNDS when the cash is short. */
export async function hold(
  db: Db,
  input: { key: string; from: number; amount: bigint; expiresAt?: Date; metadata?: Metadata },
): Promise<HoldResult> {
  checkKey(input.key);
  checkPositiveAmount(input.amount);
  const [from] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, input.from));
  if (!from) throw ledgerBug(`no account ${input.from}`);
  if (from.kind !== 'player_cash')
    throw ledgerBug(`holds are taken from player_cash, not ${from.kind}`);
  const held = await openAccount(db, 'player_held', from.memberId, from.currency);
  const expiresAt = input.expiresAt ?? null;
  const metadata = input.metadata ?? {};
  const fingerprint = fingerprintOf({
    op: 'hold',
    from: from.id,
    amount: input.amount.toString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    metadata,
  });
  const entries = checkEntries([
    { account: from.id, amount: -input.amount },
    { account: held.id, amount: input.amount },
  ]);
  const accounts = await loadAccounts(db, entries);
  const resultOf = (h: LedgerHold, transaction: PostResult): HoldResult => ({
    holdId: h.id,
    from: h.fromAccountId,
    held: h.heldAccountId,
    amount: h.amount,
    expiresAt: h.expiresAt,
    transaction,
  });
  return exactlyOnce(
    db,
    input.key,
    fingerprint,
    async (tx) => {
      const transaction = await applyTransaction(tx, {
        key: input.key,
        kind: 'hold',
        fingerprint,
        metadata,
        entries,
        accounts,
      });
      const [created] = await tx
        .insert(ledgerHolds)
        .values({
          idempotencyKey: input.key,
          fromAccountId: from.id,
          heldAccountId: held.id,
          amount: input.amount,
          holdTransactionId: transaction.transactionId,
          expiresAt,
        })
        .returning();
      return resultOf(created!, transaction);
    },
    async (original) => {
      const [h] = await db
        .select()
        .from(ledgerHolds)
        .where(eq(ledgerHolds.holdTransactionId, original.id));
      if (!h) throw ledgerBug(`transaction ${original.id} has no hold`);
      return resultOf(h, await replayOf(db, original));
    },
  );
}

/**
 * Completes a pending hold: `amount` (default all of it, at most all) goes to `to`, the rest
 * returns to the player's cash. CONFLICT when the hold was already posted or voided by another
 * key, or has expired; NOT_FOUND for an unknown hold.
 */
export async function postHold(
  db: Db,
  input: {
    key: string;
    holdId: number;
    to: number;
    amount?: bigint;
    metadata?: Metadata;
    /** The transaction's kind when the posting has a name of its own ('withdrawal'). */
    kind?: string;
  },
): Promise<HoldResolution> {
  checkKey(input.key);
  if (input.kind !== undefined && (input.kind === '' || input.kind.length > 50)) {
    throw ledgerBug('kind must be 1 to 50 characters');
  }
  const h = await findHold(db, input.holdId);
  const amount = input.amount ?? h.amount;
  checkPositiveAmount(amount);
  if (amount > h.amount) {
    throw new AppError('VALIDATION_FAILED', `At most ${h.amount} is held.`, 'amount');
  }
  if (input.to === h.heldAccountId) throw ledgerBug('a hold cannot be posted to its held account');
  const returned = h.amount - amount;
  return resolve(
    db,
    input.key,
    h,
    'posted',
    input.to,
    amount,
    returned,
    input.metadata ?? {},
    input.kind,
  );
}

/** Releases a pending hold: all of it returns to the player's cash. CONFLICT if already resolved. */
export async function voidHold(
  db: Db,
  input: { key: string; holdId: number; metadata?: Metadata },
): Promise<HoldResolution> {
  checkKey(input.key);
  const h = await findHold(db, input.holdId);
  return resolve(db, input.key, h, 'voided', null, 0n, h.amount, input.metadata ?? {});
}

async function findHold(db: Db, holdId: number): Promise<LedgerHold> {
  if (!Number.isSafeInteger(holdId) || holdId <= 0)
    throw new AppError('NOT_FOUND', 'No such hold.');
  const [h] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
  if (!h) throw new AppError('NOT_FOUND', 'No such hold.');
  return h;
}

async function resolve(
  db: Db,
  key: string,
  h: LedgerHold,
  state: 'posted' | 'voided',
  to: number | null,
  amount: bigint,
  returned: bigint,
  metadata: Metadata,
  kind?: string,
): Promise<HoldResolution> {
  const fingerprint = fingerprintOf({
    op: state === 'posted' ? 'postHold' : 'voidHold',
    holdId: h.id,
    to,
    amount: amount.toString(),
    metadata,
    // Only when named, so the fingerprints of unnamed postings stay as they were.
    ...(kind === undefined ? {} : { kind }),
  });
  // Posting to the player's own cash merges with the returned part: one entry per account.
  const moves = new Map<number, bigint>([[h.heldAccountId, -h.amount]]);
  if (to !== null) moves.set(to, amount);
  if (returned > 0n) moves.set(h.fromAccountId, (moves.get(h.fromAccountId) ?? 0n) + returned);
  const entries = checkEntries(
    [...moves].map(([account, value]): EntryInput => ({ account, amount: value })),
  );
  const accounts = await loadAccounts(db, entries);
  const resultOf = (transaction: PostResult): HoldResolution => ({
    holdId: h.id,
    state,
    to,
    amount,
    returned,
    transaction,
  });
  return exactlyOnce(
    db,
    key,
    fingerprint,
    async (tx) => {
      // The key is taken first (so a replay waits there), then the hold row, then the accounts.
      const transaction = await applyTransaction(tx, {
        key,
        kind: kind ?? (state === 'posted' ? 'hold_post' : 'hold_void'),
        fingerprint,
        metadata,
        entries,
        accounts,
        beforeBalances: async () => {
          const [current] = await tx
            .select({
              state: ledgerHolds.state,
              isExpired: sql<boolean>`coalesce(${ledgerHolds.expiresAt} <= now(), false)`,
            })
            .from(ledgerHolds)
            .where(eq(ledgerHolds.id, h.id))
            .for('update');
          if (current!.state !== 'pending') {
            throw new AppError('CONFLICT', `The hold was already ${current!.state}.`, 'holdId');
          }
          if (state === 'posted' && current!.isExpired) {
            throw new AppError(
              'CONFLICT',
              'The hold has expired; it can only be voided.',
              'holdId',
            );
          }
        },
      });
      await tx
        .update(ledgerHolds)
        .set(
          state === 'posted'
            ? {
                state,
                postedTransactionId: transaction.transactionId,
                postedToAccountId: to,
                postedAmount: amount,
                resolvedAt: sql`now()`,
              }
            : { state, voidedTransactionId: transaction.transactionId, resolvedAt: sql`now()` },
        )
        .where(eq(ledgerHolds.id, h.id));
      return resultOf(transaction);
    },
    async (original) => {
      const [resolved] = await db
        .select({ id: ledgerHolds.id })
        .from(ledgerHolds)
        .where(
          state === 'posted'
            ? eq(ledgerHolds.postedTransactionId, original.id)
            : eq(ledgerHolds.voidedTransactionId, original.id),
        );
      if (resolved?.id !== h.id)
        throw ledgerBug(`transaction ${original.id} did not resolve hold ${h.id}`);
      return resultOf(await replayOf(db, original));
    },
  );
}
