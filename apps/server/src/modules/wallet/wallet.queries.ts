// Vendors that keep their own wallet, and a member's game wallets (one ledger account per
// transfer-mode vendor, kind player_game, owner_key = the vendor's code).
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { gameVendors } from '../../db/schema/content';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger';

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

const cash = alias(ledgerAccounts, 'cash');
const game = alias(ledgerAccounts, 'game');

/**
 * Everything a game-wallet transfer reads before it posts, in one query: the member's state, its
 * cash and this vendor's game wallet (null when never opened), the vendor's name if it is an active
 * transfer-mode vendor (as findTransferVendor), and the ledger transaction already under the key.
 * Built once per database as a prepared statement: this runs on every transfer.
 */
function prepareTransferFacts(db: Db) {
  return (
    db
      .select({
        member: { status: members.status, accountType: members.accountType },
        cash: { id: cash.id, kind: cash.kind, currency: cash.currency },
        game: { id: game.id, kind: game.kind, currency: game.currency },
        vendorName: gameVendors.displayName,
        original: ledgerTransactions,
      })
      .from(members)
      .leftJoin(
        cash,
        and(eq(cash.kind, 'player_cash'), eq(cash.memberId, members.id), eq(cash.ownerKey, '')),
      )
      .leftJoin(
        game,
        and(
          eq(game.kind, 'player_game'),
          eq(game.memberId, members.id),
          eq(game.ownerKey, sql.placeholder('vendor')),
        ),
      )
      .leftJoin(
        gameVendors,
        and(
          eq(gameVendors.vassalage, sql.placeholder('vendor')),
          eq(gameVendors.isActive, true),
          eq(gameVendors.walletMode, 'transfer'),
        ),
      )
      .leftJoin(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, sql.placeholder('key')))
      .where(eq(members.id, sql.placeholder('memberId')))
      // A vendor listed under several game types is several rows: the first, as findTransferVendor.
      .orderBy(asc(gameVendors.sort), asc(gameVendors.id))
      .limit(1)
      .prepare('wallet_transfer_facts')
  );
}

const transferFactsByDb = new WeakMap<Db, ReturnType<typeof prepareTransferFacts>>();

/** The facts of a member's transfer with a vendor under a ledger key; null for no such member. */
export async function readTransferFacts(
  db: Db,
  params: { memberId: number; vendor: string; ledgerKey: string },
) {
  let prepared = transferFactsByDb.get(db);
  if (!prepared) {
    prepared = prepareTransferFacts(db);
    transferFactsByDb.set(db, prepared);
  }
  const rows = await prepared.execute({
    memberId: params.memberId,
    vendor: params.vendor,
    key: params.ledgerKey,
  });
  return rows[0] ?? null;
}
