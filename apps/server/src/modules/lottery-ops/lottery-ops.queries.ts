// SQL for the operators' lottery screen: lotteries with their play types, one play type's odds and
// limits, a lottery's draws with their bet totals, one draw locked for cancelling and who it refunded.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games } from '../../db/schema/games';
import { lotteryBets, lotteryDraws, lotteryGames, lotteryPlayTypes } from '../../db/schema/lottery';

export type LotteryRow = typeof lotteryGames.$inferSelect;
export type PlayTypeRow = typeof lotteryPlayTypes.$inferSelect;

const lotteryWithGame = {
  lottery: lotteryGames,
  gameCode: games.gameCode,
  names: games.names,
};

export async function findLotteries(db: Db) {
  return db
    .select(lotteryWithGame)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .orderBy(asc(lotteryGames.menuTag), asc(lotteryGames.sort), asc(lotteryGames.id));
}

export async function findLottery(db: Db, id: number) {
  const [row] = await db
    .select(lotteryWithGame)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(eq(lotteryGames.id, id));
  return row;
}

export async function findPlayTypes(db: Db): Promise<PlayTypeRow[]> {
  return db.select().from(lotteryPlayTypes).orderBy(asc(lotteryPlayTypes.playType));
}

/** Inserts the row when the lottery had none for this play type of its layout. */
export async function upsertPlayType(db: Db, row: Omit<PlayTypeRow, 'updatedAt'>): Promise<void> {
  const { lotteryId: _lotteryId, playType: _playType, ...changes } = row;
  await db
    .insert(lotteryPlayTypes)
    .values(row)
    .onConflictDoUpdate({
      target: [lotteryPlayTypes.lotteryId, lotteryPlayTypes.playType],
      set: { ...changes, updatedAt: sql`now()` },
    });
}

/** Newest first, each with its bets' count, stakes and payouts (summed per draw of the page). */
export async function findDraws(
  db: Db,
  lotteryId: number,
  page: { limit: number; offset: number },
) {
  const ofDraw = sql`from ${lotteryBets} where ${lotteryBets.drawId} = ${lotteryDraws.id}`;
  const rows = await db
    .select({
      draw: lotteryDraws,
      bets: sql<number>`(select count(*)::int ${ofDraw})`,
      staked: sql<string>`(select coalesce(sum(${lotteryBets.stake}), 0)::text ${ofDraw})`,
      paid: sql<string>`(select coalesce(sum(${lotteryBets.payout}), 0)::text ${ofDraw})`,
    })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.lotteryId, lotteryId))
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.lotteryId, lotteryId));
  return { rows, total: total!.n };
}

/** The draw's row, locked so its state cannot change before the caller's transaction ends. */
export async function lockDraw(db: Db, drawId: number) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId))
    .for('update');
  return row;
}

/** The members with a bet on the draw: a cancel refunded each of them. */
export async function bettorsOf(db: Db, drawId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: lotteryBets.memberId })
    .from(lotteryBets)
    .where(eq(lotteryBets.drawId, drawId));
  return rows.map((r) => r.memberId);
}
