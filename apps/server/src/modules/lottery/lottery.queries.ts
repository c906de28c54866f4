// SQL for the lottery calls: lotteries with their catalogue game and vendor, their draws (the one
// taking bets, the next ones, the drawn history), play types, and a member's bets.
import { and, asc, count, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { games } from '../../db/schema/games';
import {
  lotteryBets,
  lotteryDraws,
  lotteryGames,
  lotteryPlayTypes,
  type lotteryBetStates,
  type lotteryDrawStates,
  type lotteryPrizeModes,
} from '../../db/schema/lottery';

export type DrawState = (typeof lotteryDrawStates)[number];
export type BetState = (typeof lotteryBetStates)[number];
export type PrizeMode = (typeof lotteryPrizeModes)[number];
export type DrawRow = typeof lotteryDraws.$inferSelect;
export type PlayTypeRow = typeof lotteryPlayTypes.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;

/** The draws a result list shows: the numbers are out (or the draw was called off). */
export const DRAWN_STATES: readonly DrawState[] = ['drawn', 'settled'];
export const CLOSED_STATES: readonly DrawState[] = ['drawn', 'settled', 'cancelled'];

/** A lottery with what its menus and bets need of the catalogue game and the vendor. */
const lotteryColumns = {
  lottery: lotteryGames,
  gameCode: games.gameCode,
  gameType: games.gameType,
  names: games.names,
  art: games.art,
  vassalage: gameVendors.vassalage,
  /** The lottery, its game and its vendor are all switched on. */
  isOffered: sql<boolean>`(${lotteryGames.isActive} and ${games.isActive} and ${gameVendors.isActive})`,
};

function lotteriesWith(db: Db, where: SQL | undefined) {
  return db
    .select(lotteryColumns)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(where);
}

export type LotteryRow = Awaited<ReturnType<typeof lotteriesWith>>[number];

const offered = and(
  eq(lotteryGames.isActive, true),
  eq(games.isActive, true),
  eq(gameVendors.isActive, true),
);

/** The offered lotteries (of a prize mode, or of these ids), in menu order. */
export async function findOfferedLotteries(
  db: Db,
  filter: { prizeMode?: PrizeMode; ids?: readonly number[] },
): Promise<LotteryRow[]> {
  if (filter.ids?.length === 0) return [];
  return lotteriesWith(
    db,
    and(
      offered,
      filter.prizeMode ? eq(lotteryGames.prizeMode, filter.prizeMode) : undefined,
      filter.ids ? inArray(lotteryGames.id, [...filter.ids]) : undefined,
    ),
  ).orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
}

/** A lottery by its id (the spec's gameId), offered or not; null when there is none. */
export async function findLottery(db: Db, lotteryId: number): Promise<LotteryRow | null> {
  const [row] = await lotteriesWith(db, eq(lotteryGames.id, lotteryId));
  return row ?? null;
}

/** Per lottery, the earliest open draw still to come: the one the menus show. */
export async function findCurrentDraws(
  db: Db,
  lotteryIds: readonly number[],
  now: Date,
): Promise<Map<number, DrawRow>> {
  if (lotteryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lotteryDraws.lotteryId])
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.lotteryId, [...lotteryIds]),
        eq(lotteryDraws.state, 'open'),
        gt(lotteryDraws.drawAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.lotteryId), asc(lotteryDraws.drawAt));
  return new Map(rows.map((row) => [row.lotteryId, row]));
}

/** A lottery's open draws still to come, earliest first. */
export async function findComingDraws(
  db: Db,
  lotteryId: number,
  now: Date,
  limit: number,
): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.lotteryId, lotteryId),
        eq(lotteryDraws.state, 'open'),
        gt(lotteryDraws.drawAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
}

/** Per lottery, its latest drawn draw. */
export async function findLatestResults(
  db: Db,
  lotteryIds: readonly number[],
): Promise<Map<number, DrawRow>> {
  if (lotteryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lotteryDraws.lotteryId])
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.lotteryId, [...lotteryIds]),
        inArray(lotteryDraws.state, [...DRAWN_STATES]),
      ),
    )
    .orderBy(asc(lotteryDraws.lotteryId), desc(lotteryDraws.drawAt));
  return new Map(rows.map((row) => [row.lotteryId, row]));
}

/**
 * Bets per lottery on its draws since `since` (a draw's bets are placed before it draws, so this
 * reads the bets through the draws' index instead of scanning every bet by time).
 */
export async function countBetsSince(db: Db, since: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ lotteryId: lotteryDraws.lotteryId, bets: count(lotteryBets.id) })
    .from(lotteryDraws)
    .innerJoin(lotteryBets, eq(lotteryBets.drawId, lotteryDraws.id))
    .where(gt(lotteryDraws.drawAt, since))
    .groupBy(lotteryDraws.lotteryId);
  return new Map(rows.map((row) => [row.lotteryId, row.bets]));
}

/** The lotteries the member bet on, the most recent bet first. */
export async function findRecentLotteryIds(
  db: Db,
  memberId: number,
  limit: number,
): Promise<number[]> {
  const lastBet = max(lotteryBets.createdAt);
  const rows = await db
    .select({ lotteryId: lotteryBets.lotteryId, lastBet })
    .from(lotteryBets)
    .where(eq(lotteryBets.memberId, memberId))
    .groupBy(lotteryBets.lotteryId)
    .orderBy(desc(lastBet), desc(lotteryBets.lotteryId))
    .limit(limit);
  return rows.map((row) => row.lotteryId);
}

/** A draw with the lottery facts its answers show. */
const drawColumns = {
  draw: lotteryDraws,
  gameCode: games.gameCode,
  names: games.names,
  layout: lotteryGames.layout,
};

function drawsWith(db: Db, where: SQL | undefined) {
  return db
    .select(drawColumns)
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(where);
}

export type ListedDraw = Awaited<ReturnType<typeof drawsWith>>[number];

/** Draws in `states`, of one lottery or of a prize mode's offered lotteries, newest first. */
export async function findClosedDraws(
  db: Db,
  filter: { lotteryId?: number; prizeMode?: PrizeMode; states: readonly DrawState[] },
  limit: number,
): Promise<ListedDraw[]> {
  const ofPrizeMode = filter.prizeMode
    ? inArray(
        lotteryDraws.lotteryId,
        db
          .select({ id: lotteryGames.id })
          .from(lotteryGames)
          .innerJoin(games, eq(games.id, lotteryGames.gameId))
          .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
          .where(and(offered, eq(lotteryGames.prizeMode, filter.prizeMode))),
      )
    : undefined;
  return drawsWith(
    db,
    and(
      filter.lotteryId !== undefined ? eq(lotteryDraws.lotteryId, filter.lotteryId) : undefined,
      ofPrizeMode,
      inArray(lotteryDraws.state, [...filter.states]),
    ),
  )
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(limit);
}

/** A draw by its id, or by its lottery and numero. */
export async function findDraw(
  db: Db,
  by: { drawId: number } | { lotteryId: number; numero: string },
): Promise<ListedDraw | null> {
  const where =
    'drawId' in by
      ? eq(lotteryDraws.id, by.drawId)
      : and(eq(lotteryDraws.lotteryId, by.lotteryId), eq(lotteryDraws.numero, by.numero));
  const [row] = await drawsWith(db, where);
  return row ?? null;
}

/** A lottery's enabled play types (odds and limits as operators set them). */
export async function findEnabledPlayTypes(db: Db, lotteryId: number): Promise<PlayTypeRow[]> {
  return db
    .select()
    .from(lotteryPlayTypes)
    .where(and(eq(lotteryPlayTypes.lotteryId, lotteryId), eq(lotteryPlayTypes.isEnabled, true)));
}

/**
 * The draw's row, share-locked to the end of the bet's transaction: drawing it (an UPDATE of its
 * state) waits for the slip to commit, so settlement never misses a bet placed while it was open.
 */
export async function lockDrawForBets(tx: Db, drawId: number): Promise<DrawRow | null> {
  const [row] = await tx
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId))
    .for('share');
  return row ?? null;
}

/** The member's bets with these client keys. */
export async function findBetsByClientKeys(
  db: Db,
  memberId: number,
  clientKeys: readonly string[],
): Promise<BetRow[]> {
  return db
    .select()
    .from(lotteryBets)
    .where(
      and(eq(lotteryBets.memberId, memberId), inArray(lotteryBets.clientKey, [...clientKeys])),
    );
}

export type NewBet = Pick<
  typeof lotteryBets.$inferInsert,
  | 'drawId'
  | 'lotteryId'
  | 'memberId'
  | 'clientKey'
  | 'playType'
  | 'selection'
  | 'currency'
  | 'stake'
  | 'odds'
  | 'bonusStake'
  | 'bonusId'
>;

/**
 * The bet, or null when the member's client key is already taken (by a slip that committed
 * while this one ran: the insert waits for it, then yields).
 */
export async function insertBet(tx: Db, bet: NewBet): Promise<BetRow | null> {
  const [row] = await tx
    .insert(lotteryBets)
    .values(bet)
    .onConflictDoNothing({ target: [lotteryBets.memberId, lotteryBets.clientKey] })
    .returning();
  return row ?? null;
}

/** A bet with the facts the bet lists show. */
const betColumns = {
  bet: lotteryBets,
  numero: lotteryDraws.numero,
  gameCode: games.gameCode,
  names: games.names,
};

export type ListedBet = {
  bet: BetRow;
  numero: string;
  gameCode: string;
  names: LotteryRow['names'];
};

/** Bets by id, with their draw's numero and their lottery's game. */
export async function findBetsByIds(db: Db, betIds: readonly number[]): Promise<ListedBet[]> {
  if (betIds.length === 0) return [];
  return db
    .select(betColumns)
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.lotteryId))
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(inArray(lotteryBets.id, [...betIds]));
}

/** One page of the member's bets, newest first, and how many there are in all. */
export async function findMemberBets(
  db: Db,
  memberId: number,
  filter: { lotteryId?: number; state?: BetState },
  page: { limit: number; offset: number },
): Promise<{ rows: ListedBet[]; total: number }> {
  const where = and(
    eq(lotteryBets.memberId, memberId),
    filter.lotteryId !== undefined ? eq(lotteryBets.lotteryId, filter.lotteryId) : undefined,
    filter.state ? eq(lotteryBets.state, filter.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(betColumns)
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.lotteryId))
      .innerJoin(games, eq(games.id, lotteryGames.gameId))
      .where(where)
      .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(lotteryBets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
