// Vendors that keep their own wallet, and a member's game wallets (one ledger account per
// transfer-mode vendor, kind player_game, owner_key = the vendor's code).
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { ledgerAccounts } from '../../db/schema/ledger';

export interface TransferVendor {
  vendor: string;
  displayName: string;
}

/**
 * The active vendors with wallet mode 'transfer', one per code (a vendor listed under several
 * game types is one wallet), in navigation order.
 */
export async function listTransferVendors(db: Db): Promise<TransferVendor[]> {
  const rows = await db
    .select({
      vendor: gameVendors.vassalage,
      displayName: min(gameVendors.displayName),
      sort: min(gameVendors.sort),
    })
    .from(gameVendors)
    .where(and(eq(gameVendors.isActive, true), eq(gameVendors.walletMode, 'transfer')))
    .groupBy(gameVendors.vassalage)
    .orderBy(asc(min(gameVendors.sort)), asc(gameVendors.vassalage));
  return rows.map((r) => ({ vendor: r.vendor, displayName: r.displayName ?? r.vendor }));
}

/** The active transfer-mode vendor with this code, or null. */
export async function findTransferVendor(db: Db, vendor: string): Promise<TransferVendor | null> {
  const rows = await db
    .select({ vendor: gameVendors.vassalage, displayName: gameVendors.displayName })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.vassalage, vendor),
        eq(gameVendors.isActive, true),
        eq(gameVendors.walletMode, 'transfer'),
      ),
    )
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's game wallets that exist (opened by a first transfer), by vendor code. */
export async function listGameWallets(
  db: Db,
  memberId: number,
): Promise<Array<{ vendor: string; balance: bigint }>> {
  return db
    .select({ vendor: ledgerAccounts.ownerKey, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'player_game')))
    .orderBy(asc(ledgerAccounts.ownerKey));
}

/** Display names of vendors by code, whatever their state (a name for a stranded game wallet). */
export async function vendorNames(db: Db, vendors: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ vendor: gameVendors.vassalage, displayName: min(gameVendors.displayName) })
    .from(gameVendors)
    .where(inArray(gameVendors.vassalage, vendors))
    .groupBy(gameVendors.vassalage);
  return new Map(rows.map((r) => [r.vendor, r.displayName ?? r.vendor]));
}
