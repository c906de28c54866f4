// The built-in vendor's reads and writes: the launch behind a token, the member's provably fair
// seeds, the house rounds linked to the vendor API's game rounds, and the PvP seats. Money is not
// here: it moves only through the seamless-wallet API (vendor-client.ts).
import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { newClientSeed, newServerSeed, sha256Hex } from '@wps/games/fair';
import type { Db } from '../../../db/client';
import { gameVendors } from '../../../db/schema/content';
import {
  fairSeeds,
  gameRounds,
  games,
  houseRounds,
  pvpRooms,
  pvpSeats,
  vendorSessions,
} from '../../../db/schema/games';
import { members } from '../../../db/schema/accounts';
import { AppError } from '../../../errors';
import { pgErrorCode } from '../../../ledger/accounts';

export type FairSeed = typeof fairSeeds.$inferSelect;
export type HouseRound = typeof houseRounds.$inferSelect;
export type PvpRoom = typeof pvpRooms.$inferSelect;

/** What a launch token stands for, as our own launch recorded it. */
export interface LaunchFacts {
  memberId: number;
  vendorId: number;
  vendorCode: string;
  vendorActive: boolean;
  game: {
    id: number;
    code: string;
    names: Record<string, string | undefined> & { EN: string };
    engine: string | null;
    minBet: bigint;
    lines: number;
    isActive: boolean;
  } | null;
}

/** The launch whose token has this hash (expired or ended ones too: authenticate judges). */
export async function findLaunch(db: Db, tokenHash: string): Promise<LaunchFacts | null> {
  const rows = await db
    .select({
      memberId: vendorSessions.memberId,
      vendorId: vendorSessions.vendorId,
      vendorCode: gameVendors.vassalage,
      vendorActive: gameVendors.isActive,
      gameId: games.id,
      gameCode: games.gameCode,
      names: games.names,
      engine: games.engine,
      minBet: games.minBet,
      lines: games.lines,
      gameActive: games.isActive,
    })
    .from(vendorSessions)
    .innerJoin(gameVendors, eq(gameVendors.id, vendorSessions.vendorId))
    .leftJoin(games, eq(games.id, vendorSessions.gameId))
    .where(eq(vendorSessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: row.memberId,
    vendorId: row.vendorId,
    vendorCode: row.vendorCode,
    vendorActive: row.vendorActive,
    game:
      row.gameId === null
        ? null
        : {
            id: row.gameId,
            code: row.gameCode!,
            names: row.names!,
            engine: row.engine,
            minBet: row.minBet!,
            lines: row.lines!,
            isActive: row.gameActive!,
          },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeds

export async function findActiveSeed(db: Db, memberId: number): Promise<FairSeed | null> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
  return row ?? null;
}

/** A new seed pair for the member, nonce 0. Fails (unique index) when one is already active. */
export async function insertSeed(db: Db, memberId: number, clientSeed: string): Promise<FairSeed> {
  const serverSeed = newServerSeed();
  const [row] = await db
    .insert(fairSeeds)
    .values({ memberId, serverSeed, serverSeedHash: await sha256Hex(serverSeed), clientSeed })
    .returning();
  return row!;
}

/**
 * The member's active seed; made on first use with a random client seed. Two first uses at once
 * meet on the unique index of active seeds: the loser reads the winner's row.
 */
export async function ensureActiveSeed(db: Db, memberId: number): Promise<FairSeed> {
  const found = await findActiveSeed(db, memberId);
  if (found) return found;
  try {
    return await db.transaction((tx) => insertSeed(tx as unknown as Db, memberId, newClientSeed()));
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    const again = await findActiveSeed(db, memberId);
    if (!again) throw error;
    return again;
  }
}

/** Inside a transaction: the active seed, locked (rounds and rotations take turns on it). */
export async function lockActiveSeed(tx: Db, memberId: number): Promise<FairSeed | null> {
  const [row] = await tx
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
    .for('update');
  return row ?? null;
}

export async function revealSeed(tx: Db, seedId: number): Promise<FairSeed> {
  const [row] = await tx
    .update(fairSeeds)
    .set({ revealedAt: new Date() })
    .where(eq(fairSeeds.id, seedId))
    .returning();
  return row!;
}

export async function takeNonce(tx: Db, seedId: number, nonce: number): Promise<void> {
  await tx
    .update(fairSeeds)
    .set({ nextNonce: nonce + 1 })
    .where(eq(fairSeeds.id, seedId));
}

export async function findSeedByHash(db: Db, serverSeedHash: string): Promise<FairSeed | null> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(eq(fairSeeds.serverSeedHash, serverSeedHash));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Rounds

export interface GameRoundFacts {
  id: number;
  memberId: number;
  state: 'open' | 'ended';
  /** Seconds since the round started, by the database's clock. */
  ageSeconds: number;
}

/** The vendor API's round of (vendor, roundRef); `lock` takes its row lock (in a transaction). */
export async function findGameRound(
  db: Db,
  vendorId: number,
  roundRef: string,
  lock = false,
): Promise<GameRoundFacts | null> {
  const query = db
    .select({
      id: gameRounds.id,
      memberId: gameRounds.memberId,
      state: gameRounds.state,
      ageSeconds: sql<number>`extract(epoch from (now() - ${gameRounds.startedAt}))::float8`,
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundRef, roundRef)));
  const [row] = lock ? await query.for('update', { of: gameRounds }) : await query;
  return row ? { ...row, ageSeconds: Number(row.ageSeconds) } : null;
}

export async function findHouseRound(db: Db, roundId: number): Promise<HouseRound | null> {
  const [row] = await db.select().from(houseRounds).where(eq(houseRounds.roundId, roundId));
  return row ?? null;
}

export async function insertHouseRound(
  tx: Db,
  row: typeof houseRounds.$inferInsert,
): Promise<HouseRound> {
  const [inserted] = await tx.insert(houseRounds).values(row).returning();
  return inserted!;
}

/** Everything the public verify page shows of a round (never who played it). */
export async function findRoundForVerify(db: Db, roundId: number) {
  const [row] = await db
    .select({
      roundId: houseRounds.roundId,
      engine: houseRounds.engine,
      bet: houseRounds.bet,
      outcome: houseRounds.outcome,
      win: houseRounds.win,
      nonce: houseRounds.nonce,
      createdAt: houseRounds.createdAt,
      gameCode: games.gameCode,
      gameNames: games.names,
      vendorCode: gameVendors.vassalage,
      currency: gameRounds.currency,
      betTotal: gameRounds.betTotal,
      serverSeedHash: fairSeeds.serverSeedHash,
      serverSeed: fairSeeds.serverSeed,
      clientSeed: fairSeeds.clientSeed,
      revealedAt: fairSeeds.revealedAt,
    })
    .from(houseRounds)
    .innerJoin(gameRounds, eq(gameRounds.id, houseRounds.roundId))
    .innerJoin(fairSeeds, eq(fairSeeds.id, houseRounds.seedId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(eq(houseRounds.roundId, roundId));
  return row ?? null;
}

/** How many rounds a seed has played and the last nonce (null when none). */
export async function seedRoundCount(db: Db, seedId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(houseRounds)
    .where(eq(houseRounds.seedId, seedId));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// PvP rooms and seats

export async function listRooms(db: Db, gameId: number): Promise<PvpRoom[]> {
  return db
    .select()
    .from(pvpRooms)
    .where(eq(pvpRooms.gameId, gameId))
    .orderBy(asc(pvpRooms.sort), asc(pvpRooms.id));
}

export async function findRoom(db: Db, roomId: number): Promise<PvpRoom | null> {
  const [row] = await db.select().from(pvpRooms).where(eq(pvpRooms.id, roomId));
  return row ?? null;
}

export interface SeatRow {
  roomId: number;
  seatNo: number;
  memberId: number;
  username: string;
}

/** The seats of these rooms seen since `since` (older ones count as free). */
export async function liveSeats(db: Db, roomIds: number[], since: Date): Promise<SeatRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .select({
      roomId: pvpSeats.roomId,
      seatNo: pvpSeats.seatNo,
      memberId: pvpSeats.memberId,
      username: members.username,
    })
    .from(pvpSeats)
    .innerJoin(members, eq(members.id, pvpSeats.memberId))
    .where(and(inArray(pvpSeats.roomId, roomIds), gte(pvpSeats.seenAt, since)))
    .orderBy(asc(pvpSeats.roomId), asc(pvpSeats.seatNo));
}

/**
 * Seats the member at (room, seat) in one transaction: an idle seat there (not seen since
 * `since`) is freed first, the member's own seat elsewhere is given up. SEAT_TAKEN, and nothing
 * changed, when another member holds that seat and was seen recently.
 */
export async function takeSeat(
  db: Db,
  p: { roomId: number; seatNo: number; memberId: number; since: Date },
): Promise<void> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .delete(pvpSeats)
      .where(
        and(
          eq(pvpSeats.roomId, p.roomId),
          eq(pvpSeats.seatNo, p.seatNo),
          ne(pvpSeats.memberId, p.memberId),
          lt(pvpSeats.seenAt, p.since),
        ),
      );
    await tx
      .delete(pvpSeats)
      .where(
        and(
          eq(pvpSeats.memberId, p.memberId),
          sql`(${pvpSeats.roomId}, ${pvpSeats.seatNo}) <> (${p.roomId}, ${p.seatNo})`,
        ),
      );
    const now = new Date();
    const inserted = await tx
      .insert(pvpSeats)
      .values({ roomId: p.roomId, seatNo: p.seatNo, memberId: p.memberId })
      .onConflictDoUpdate({
        target: [pvpSeats.roomId, pvpSeats.seatNo],
        set: { seenAt: now },
        // Only the member's own seat is refreshed; someone else's stays theirs.
        setWhere: eq(pvpSeats.memberId, p.memberId),
      })
      .returning({ memberId: pvpSeats.memberId });
    if (inserted.length !== 1)
      throw new AppError('SEAT_TAKEN', 'Someone sits there.', 'body.seatNo');
  });
}

export async function leaveSeat(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(pvpSeats)
    .where(eq(pvpSeats.memberId, memberId))
    .returning({ roomId: pvpSeats.roomId });
  return rows.length > 0;
}

/** The member's seat, if any (idle or not). */
export async function seatOf(
  db: Db,
  memberId: number,
): Promise<{ roomId: number; seatNo: number; seenAt: Date } | null> {
  const [row] = await db
    .select({ roomId: pvpSeats.roomId, seatNo: pvpSeats.seatNo, seenAt: pvpSeats.seenAt })
    .from(pvpSeats)
    .where(eq(pvpSeats.memberId, memberId));
  return row ?? null;
}

/** The member was here: their seat stays theirs a while longer. */
export async function touchSeat(db: Db, memberId: number): Promise<void> {
  await db.update(pvpSeats).set({ seenAt: new Date() }).where(eq(pvpSeats.memberId, memberId));
}

/** These members were here (one statement for all the watchers of a table). */
export async function touchSeats(db: Db, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .update(pvpSeats)
    .set({ seenAt: new Date() })
    .where(inArray(pvpSeats.memberId, memberIds));
}
