// Launch reads a game with its vendor and credentials, and writes the launch session and the
// member's recent play.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { gamePlays, games, vendorCredentials, vendorSessions } from '../../db/schema/games';

export async function findLaunchableGame(db: Db, gameCode: string) {
  const rows = await db
    .select({
      id: games.id,
      gameCode: games.gameCode,
      gameType: games.gameType,
      isActive: games.isActive,
      trialEnabled: games.trialEnabled,
      vendorId: gameVendors.id,
      vassalage: gameVendors.vassalage,
      vendorActive: gameVendors.isActive,
      launchUrl: vendorCredentials.launchUrl,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .leftJoin(vendorCredentials, eq(vendorCredentials.vendorId, games.vendorId))
    .where(eq(games.gameCode, gameCode));
  return rows[0] ?? null;
}

export type LaunchableGame = NonNullable<Awaited<ReturnType<typeof findLaunchableGame>>>;

/**
 * A new launch session; the member's earlier live sessions for the same game and mode end (a
 * relaunch replaces the old tab; other games of the vendor keep theirs).
 */
export async function startVendorSession(
  db: Db,
  row: {
    tokenHash: string;
    memberId: number;
    vendorId: number;
    gameId: number;
    isTrial: boolean;
    expiresAt: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(vendorSessions)
      .set({ endedAt: sql`now()` })
      .where(
        and(
          eq(vendorSessions.memberId, row.memberId),
          eq(vendorSessions.vendorId, row.vendorId),
          eq(vendorSessions.gameId, row.gameId),
          eq(vendorSessions.isTrial, row.isTrial),
          isNull(vendorSessions.endedAt),
        ),
      );
    const [created] = await tx
      .insert(vendorSessions)
      .values(row)
      .returning({ id: vendorSessions.id });
    return created!.id;
  });
}

/** GCS_recentGame's source: one row per member and game. */
export async function recordPlay(db: Db, memberId: number, gameId: number): Promise<void> {
  await db
    .insert(gamePlays)
    .values({ memberId, gameId })
    .onConflictDoUpdate({
      target: [gamePlays.memberId, gamePlays.gameId],
      set: { lastPlayedAt: sql`now()`, launches: sql`${gamePlays.launches} + 1` },
    });
}

/**
 * Ends every live game session (launch token) of a member: their sessions on this site were
 * revoked (logout, password change or reset, an operator's disable), so no game they launched
 * may bet any more. Credits and rollbacks of bets already placed need no session and still
 * settle.
 */
export async function endVendorSessionsOf(db: Db, memberId: number): Promise<void> {
  await db
    .update(vendorSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(vendorSessions.memberId, memberId), isNull(vendorSessions.endedAt)));
}
