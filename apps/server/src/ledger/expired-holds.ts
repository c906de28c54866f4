// Holds past their expiry go back to the player: an expired hold can no longer be posted, so
// until it is voided its funds would sit in the held account for nothing.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerHolds } from '../db/schema/ledger';
import { AppError } from '../errors';
import { voidHold } from './holds';

export interface ExpiredHold {
  holdId: number;
  /** The player whose cash the hold returns to. */
  memberId: number;
}

/** Pending holds whose expiry is before `now`, oldest first. */
export async function findExpiredHolds(db: Db, now: Date, limit: number): Promise<ExpiredHold[]> {
  const rows = await db
    .select({ holdId: ledgerHolds.id, memberId: ledgerAccounts.memberId })
    .from(ledgerHolds)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerHolds.fromAccountId))
    .where(and(eq(ledgerHolds.state, 'pending'), lt(ledgerHolds.expiresAt, now)))
    .orderBy(asc(ledgerHolds.expiresAt), asc(ledgerHolds.id))
    .limit(limit);
  return rows.map((r) => ({ holdId: r.holdId, memberId: r.memberId! }));
}

/** The key of the void of an expired hold: one per hold, so a second void is a replay. */
export const expiryKeyOf = (holdId: number) => `hold-expire:${holdId}`;

/**
 * Voids an expired hold, exactly once. False when it was posted or voided by something else
 * since it was found (it is left alone); true when this call or an earlier one voided it.
 */
export async function voidExpiredHold(db: Db, holdId: number): Promise<boolean> {
  try {
    await voidHold(db, { key: expiryKeyOf(holdId), holdId, metadata: { reason: 'expired' } });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}
