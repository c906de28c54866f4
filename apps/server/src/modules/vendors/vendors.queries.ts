import { and, asc, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { gameTypes, type TGameType } from '@wps/contracts/content/game-nav';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { gameRounds, vendorCredentials } from '../../db/schema/games';
import { ledgerAccounts } from '../../db/schema/ledger';

export async function findVendors(db: Db, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(gameVendors)
    .where(options.activeOnly ? eq(gameVendors.isActive, true) : undefined)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
}

/** The navigation's order: game type as the site lists them, then the vendor's own order. */
const inNavOrder = [
  sql`case ${gameVendors.gameType} ${sql.join(
    gameTypes.map((type, i) => sql`when ${type} then ${sql.raw(String(i))}`),
    sql` `,
  )} end`,
  asc(gameVendors.sort),
  asc(gameVendors.id),
];

const ofType = (gameType: TGameType | undefined) =>
  gameType === undefined ? undefined : eq(gameVendors.gameType, gameType);

/**
 * A page of vendors (every type or one) in the navigation's order, with when each key was last
 * set (null: no credentials), for operators; the key itself is never selected.
 */
export async function findVendorPage(
  db: Db,
  filter: { gameType?: TGameType },
  page: { limit: number; offset: number },
) {
  return db
    .select({ ...getTableColumns(gameVendors), keyUpdatedAt: vendorCredentials.updatedAt })
    .from(gameVendors)
    .leftJoin(vendorCredentials, eq(vendorCredentials.vendorId, gameVendors.id))
    .where(ofType(filter.gameType))
    .orderBy(...inNavOrder)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countVendors(db: Db, filter: { gameType?: TGameType }): Promise<number> {
  const rows = await db.select({ n: count() }).from(gameVendors).where(ofType(filter.gameType));
  return rows[0]?.n ?? 0;
}

/** Every vendor as a picker offers it, in the navigation's order. */
export async function findVendorChoices(db: Db) {
  return db
    .select({
      id: gameVendors.id,
      gameType: gameVendors.gameType,
      vassalage: gameVendors.vassalage,
      displayName: gameVendors.displayName,
      isActive: gameVendors.isActive,
    })
    .from(gameVendors)
    .orderBy(...inNavOrder);
}

/** The vendors of these ids that exist, with their game type (a mapping's check). */
export async function findVendorTypes(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: gameVendors.id, gameType: gameVendors.gameType })
    .from(gameVendors)
    .where(inArray(gameVendors.id, ids));
}

/** One vendor, locked for the rest of the transaction, with its key's date. */
export async function lockVendor(db: Db, id: number) {
  const rows = await db
    .select({ ...getTableColumns(gameVendors), keyUpdatedAt: vendorCredentials.updatedAt })
    .from(gameVendors)
    .leftJoin(vendorCredentials, eq(vendorCredentials.vendorId, gameVendors.id))
    .where(eq(gameVendors.id, id))
    .for('update', { of: gameVendors });
  return rows[0] ?? null;
}

export async function keyUpdatedAt(db: Db, vendorId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: vendorCredentials.updatedAt })
    .from(vendorCredentials)
    .where(eq(vendorCredentials.vendorId, vendorId));
  return rows[0]?.at ?? null;
}

export async function updateVendor(
  db: Db,
  id: number,
  patch: Partial<
    Pick<
      typeof gameVendors.$inferInsert,
      'isHot' | 'isActive' | 'sort' | 'displayName' | 'walletMode'
    >
  >,
) {
  const rows = await db
    .update(gameVendors)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(gameVendors.id, id))
    .returning();
  return rows[0] ?? null;
}

/** Whether the vendor has a round not yet ended (real or trial). */
export async function hasOpenRound(db: Db, vendorId: number): Promise<boolean> {
  const rows = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.state, 'open')))
    .limit(1);
  return rows.length > 0;
}

/** Whether any member's game wallet with this vendor code holds money (either sign). */
export async function hasFundedGameWallet(db: Db, vendorCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'player_game'),
        eq(ledgerAccounts.ownerKey, vendorCode),
        ne(ledgerAccounts.balance, sql`0`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Replaces the vendor's signing key; null when it has no credentials row (no integration). */
export async function replaceVendorKey(db: Db, vendorId: number, key: string) {
  const rows = await db
    .update(vendorCredentials)
    .set({ secret: key, updatedAt: new Date() })
    .where(eq(vendorCredentials.vendorId, vendorId))
    .returning({ updatedAt: vendorCredentials.updatedAt });
  return rows[0]?.updatedAt ?? null;
}
