// SQL for the game catalogue: the lobby's lists (ordered by the games_lobby index: game type,
// active, sort, id), favourites, recent plays, the winners board, PvP rooms and operators' edits.
import type { TGameClassify, TGameType } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { gameVendors } from '../../db/schema/content';
import {
  gameFavourites,
  gamePlays,
  gameRounds,
  games,
  pvpRooms,
  pvpSeats,
} from '../../db/schema/games';

export type GameRow = typeof games.$inferSelect;

/** What the lobby's lists filter by; every list shows active games of active vendors only. */
export interface GameFilter {
  gameType?: TGameType;
  vassalage?: string;
  classify?: TGameClassify;
  /** Vendors the language does not offer (the TY site's vendor ids, spec 9). */
  exceptVendorIds?: number[];
  /** BINGO games are left out (every language but TY, spec 9). */
  withoutBingo?: boolean;
  /** Lower-cased part of a name. */
  nameLike?: string;
  maxMinBet?: bigint;
  minLines?: number;
  hotOnly?: boolean;
}

/** The search text of a game's names: each lower-cased, one per line (what gameName matches). */
export function searchTextOf(names: Partial<Record<TLanguage, string>>): string {
  return Object.values(names)
    .filter((n): n is string => typeof n === 'string' && n !== '')
    .map((n) => n.toLowerCase())
    .join('\n');
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function lobbyConditions(f: GameFilter): SQL[] {
  // The vendor's activity (and code) as an id list the planner hashes: the games_lobby index
  // still gives the order, with no join per row.
  const vendorIds = and(
    eq(gameVendors.isActive, true),
    f.gameType ? eq(gameVendors.gameType, f.gameType) : undefined,
    f.vassalage ? eq(gameVendors.vassalage, f.vassalage) : undefined,
    f.exceptVendorIds?.length ? notInArray(gameVendors.id, f.exceptVendorIds) : undefined,
  );
  const conditions: SQL[] = [
    eq(games.isActive, true),
    inArray(games.vendorId, sql`(select ${gameVendors.id} from ${gameVendors} where ${vendorIds})`),
  ];
  if (f.gameType) conditions.push(eq(games.gameType, f.gameType));
  if (f.classify) conditions.push(eq(games.classify, f.classify));
  if (f.withoutBingo) {
    conditions.push(or(sql`${games.classify} is null`, ne(games.classify, 'BINGO'))!);
  }
  if (f.nameLike) conditions.push(sql`${games.searchText} like ${containsPattern(f.nameLike)}`);
  if (f.maxMinBet !== undefined) conditions.push(lte(games.minBet, f.maxMinBet));
  if (f.minLines !== undefined) conditions.push(gte(games.lines, f.minLines));
  if (f.hotOnly) conditions.push(eq(games.isHot, true));
  return conditions;
}

/** A game as the lists answer: the row, its vendor's code and name, and the member's star. */
const listColumns = (memberId: number | null) => ({
  game: games,
  vassalage: gameVendors.vassalage,
  vendorName: gameVendors.displayName,
  isFavourite:
    memberId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${gameFavourites} where ${gameFavourites.memberId} = ${memberId} and ${gameFavourites.gameId} = ${games.id})`,
});
export type ListedGame = {
  game: GameRow;
  vassalage: string;
  vendorName: string;
  isFavourite: boolean;
};

export async function findLobbyGames(
  db: Db,
  filter: GameFilter,
  page: { limit: number; offset: number },
  memberId: number | null,
): Promise<ListedGame[]> {
  return db
    .select(listColumns(memberId))
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(...lobbyConditions(filter)))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLobbyGames(db: Db, filter: GameFilter): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(games)
    .where(and(...lobbyConditions(filter)));
  return rows[0]?.n ?? 0;
}

/** The member's favourites matching the filter, newest first. */
export async function findFavouriteGames(
  db: Db,
  memberId: number,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedGame[]; total: number }> {
  const where = and(eq(gameFavourites.memberId, memberId), ...lobbyConditions(filter));
  const [rows, totals] = await Promise.all([
    db
      .select({ ...listColumns(null), isFavourite: sql<boolean>`true` })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The member's launched games matching the filter, last played first. */
export async function findRecentGames(
  db: Db,
  memberId: number,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: Array<ListedGame & { lastPlayedAt: Date }>; total: number }> {
  const where = and(eq(gamePlays.memberId, memberId), ...lobbyConditions(filter));
  const [rows, totals] = await Promise.all([
    db
      .select({ ...listColumns(memberId), lastPlayedAt: gamePlays.lastPlayedAt })
      .from(gamePlays)
      .innerJoin(games, eq(games.id, gamePlays.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(desc(gamePlays.lastPlayedAt), desc(gamePlays.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(gamePlays)
      .innerJoin(games, eq(games.id, gamePlays.gameId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findGameWithVendor(db: Db, id: number) {
  const rows = await db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(games.id, id));
  return rows[0] ?? null;
}

/** Removes the favourite; true when there was one. */
export async function deleteFavourite(db: Db, memberId: number, gameId: number): Promise<boolean> {
  const rows = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)))
    .returning({ gameId: gameFavourites.gameId });
  return rows.length > 0;
}

export async function insertFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();
}

/**
 * The biggest wins of ended real-money rounds since `since` (ties: the later first). The
 * started-at bound lets the game_rounds_started index narrow the scan: a round that ended in the
 * window started at most a day before it.
 */
export async function findBiggestWins(
  db: Db,
  options: { since: Date; gameType?: TGameType; limit: number },
) {
  const startedSince = new Date(options.since.getTime() - 24 * 60 * 60 * 1000);
  return db
    .select({
      username: members.username,
      game: games,
      vassalage: gameVendors.vassalage,
      winTotal: gameRounds.winTotal,
      currency: gameRounds.currency,
      endedAt: gameRounds.endedAt,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .where(
      and(
        eq(gameRounds.state, 'ended'),
        eq(gameRounds.isTrial, false),
        gt(gameRounds.winTotal, 0n),
        gte(gameRounds.startedAt, startedSince),
        gte(gameRounds.endedAt, options.since),
        options.gameType ? eq(games.gameType, options.gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRounds.winTotal), desc(gameRounds.endedAt), desc(gameRounds.id))
    .limit(options.limit);
}

/** Active PvP games' rooms with the seats seen since `seenSince`. */
export async function findRooms(db: Db, options: { gameCode?: string; seenSince: Date }) {
  const taken = db
    .select({ roomId: pvpSeats.roomId, n: count().as('n') })
    .from(pvpSeats)
    .where(gte(pvpSeats.seenAt, options.seenSince))
    .groupBy(pvpSeats.roomId)
    .as('taken');
  return db
    .select({
      room: pvpRooms,
      gameCode: games.gameCode,
      gameNames: games.names,
      vendor: gameVendors.vassalage,
      seatsTaken: sql<number>`coalesce(${taken.n}, 0)::int`,
    })
    .from(pvpRooms)
    .innerJoin(games, eq(games.id, pvpRooms.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .leftJoin(taken, eq(taken.roomId, pvpRooms.id))
    .where(
      and(
        eq(games.isActive, true),
        eq(gameVendors.isActive, true),
        options.gameCode ? eq(games.gameCode, options.gameCode) : undefined,
      ),
    )
    .orderBy(asc(games.sort), asc(games.id), asc(pvpRooms.sort), asc(pvpRooms.id));
}

// ---------------------------------------------------------------------------------------------
// Operators

/** Every PvP room (of any game, shown or not) with its game, for the ops console. */
export async function findOpsRooms(db: Db, roomId?: number) {
  return db
    .select({ room: pvpRooms, gameCode: games.gameCode, gameNames: games.names })
    .from(pvpRooms)
    .innerJoin(games, eq(games.id, pvpRooms.gameId))
    .where(roomId === undefined ? undefined : eq(pvpRooms.id, roomId))
    .orderBy(asc(games.sort), asc(games.id), asc(pvpRooms.sort), asc(pvpRooms.id));
}

export async function setRoomBots(db: Db, roomId: number, botsEnabled: boolean) {
  const rows = await db
    .update(pvpRooms)
    .set({ botsEnabled })
    .where(eq(pvpRooms.id, roomId))
    .returning({ id: pvpRooms.id });
  return rows.length > 0;
}

export interface OpsGameFilter {
  gameType?: TGameType;
  vendorId?: number;
  nameLike?: string;
  isActive?: boolean;
}

function opsConditions(f: OpsGameFilter) {
  return and(
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
    f.vendorId ? eq(games.vendorId, f.vendorId) : undefined,
    f.nameLike ? sql`${games.searchText} like ${containsPattern(f.nameLike)}` : undefined,
    f.isActive === undefined ? undefined : eq(games.isActive, f.isActive),
  );
}

export async function findOpsGames(
  db: Db,
  filter: OpsGameFilter,
  page: { limit: number; offset: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vassalage: gameVendors.vassalage })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(opsConditions(filter))
      .orderBy(asc(games.gameType), asc(games.sort), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(games).where(opsConditions(filter)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type GameChanges = Partial<
  Pick<
    typeof games.$inferInsert,
    | 'names'
    | 'searchText'
    | 'classify'
    | 'minBet'
    | 'lines'
    | 'isHot'
    | 'sort'
    | 'isActive'
    | 'trialEnabled'
  >
>;

export async function updateGame(db: Db, id: number, changes: GameChanges) {
  const rows = await db
    .update(games)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning();
  return rows[0] ?? null;
}

/** Null when the game code is taken. */
export async function insertGame(db: Db, row: typeof games.$inferInsert) {
  const rows = await db.insert(games).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findVendor(db: Db, id: number) {
  const rows = await db.select().from(gameVendors).where(eq(gameVendors.id, id));
  return rows[0] ?? null;
}
