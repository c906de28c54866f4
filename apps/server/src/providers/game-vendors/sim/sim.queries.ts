// The simulated vendors' own books (sim_events, sim_bets) and the few catalogue facts they need
// (which vendors they are, a game's vendor). Money never moves here: only through the vendor API.
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TSimGameType } from '@wps/contracts/games/sim-common';
import { simGameTypes } from '@wps/contracts/games/sim-common';
import type { Db } from '../../../db/client';
import { gameVendors } from '../../../db/schema/content';
import { games, simBets, simEvents, vendorCredentials } from '../../../db/schema/games';

export type SimEventRow = typeof simEvents.$inferSelect;
export type SimBetRow = typeof simBets.$inferSelect;

export interface SimVendor {
  id: number;
  code: string;
  name: string;
  gameType: TSimGameType;
}

/** Every active vendor of a simulated type that can call the vendor API (has credentials). */
export async function findSimVendors(db: Db): Promise<SimVendor[]> {
  const rows = await db
    .select({
      id: gameVendors.id,
      code: gameVendors.vassalage,
      name: gameVendors.displayName,
      gameType: gameVendors.gameType,
    })
    .from(gameVendors)
    .innerJoin(vendorCredentials, eq(vendorCredentials.vendorId, gameVendors.id))
    .where(and(eq(gameVendors.isActive, true), inArray(gameVendors.gameType, [...simGameTypes])))
    .orderBy(asc(gameVendors.id));
  return rows as SimVendor[];
}

export interface SimGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  minBet: bigint;
  vendor: SimVendor;
}

/** An active game of an active simulated vendor by its code, or null. */
export async function findSimGame(db: Db, gameCode: string): Promise<SimGame | null> {
  const [row] = await db
    .select({
      gameId: games.id,
      gameCode: games.gameCode,
      names: games.names,
      minBet: games.minBet,
      vendorId: gameVendors.id,
      code: gameVendors.vassalage,
      name: gameVendors.displayName,
      gameType: gameVendors.gameType,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(games.gameCode, gameCode),
        eq(games.isActive, true),
        eq(gameVendors.isActive, true),
        inArray(gameVendors.gameType, [...simGameTypes]),
      ),
    );
  if (!row) return null;
  return {
    gameId: row.gameId,
    gameCode: row.gameCode,
    gameName: row.names.EN,
    minBet: row.minBet,
    vendor: {
      id: row.vendorId,
      code: row.code,
      name: row.name,
      gameType: row.gameType as TSimGameType,
    },
  };
}

/** The start of the vendor's latest event, or null. */
export async function latestStart(db: Db, vendorId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: simEvents.startsAt })
    .from(simEvents)
    .where(eq(simEvents.vendorId, vendorId))
    .orderBy(desc(simEvents.startsAt))
    .limit(1);
  return row?.at ?? null;
}

export type NewSimEvent = typeof simEvents.$inferInsert;

export async function insertEvents(db: Db, rows: NewSimEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(simEvents).values(rows);
}

/** Scheduled events whose start has come (and end has not): now live. */
export async function startDueEvents(db: Db, now: Date): Promise<void> {
  await db
    .update(simEvents)
    .set({ state: 'live' })
    .where(
      and(
        eq(simEvents.state, 'scheduled'),
        lte(simEvents.startsAt, now),
        gt(simEvents.endsAt, now),
      ),
    );
}

/** Scheduled or live events whose end has come, oldest first. */
export async function findDueEnds(
  db: Db,
  now: Date,
  limit: number,
): Promise<Array<SimEventRow & { gameType: TSimGameType }>> {
  const rows = await db
    .select({ event: simEvents, gameType: gameVendors.gameType })
    .from(simEvents)
    .innerJoin(gameVendors, eq(gameVendors.id, simEvents.vendorId))
    .where(and(inArray(simEvents.state, ['scheduled', 'live']), lte(simEvents.endsAt, now)))
    .orderBy(asc(simEvents.endsAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.event, gameType: r.gameType as TSimGameType }));
}

/** Ends an event with its result, once: false when it had already ended. */
export async function finishEvent(
  db: Db,
  id: number,
  state: 'ended' | 'cancelled',
  result: unknown,
): Promise<boolean> {
  const rows = await db
    .update(simEvents)
    .set({ state, result })
    .where(and(eq(simEvents.id, id), inArray(simEvents.state, ['scheduled', 'live'])))
    .returning({ id: simEvents.id });
  return rows.length === 1;
}

/** Ended events older than `before` that nobody bet on: the calendar's old pages. */
export async function pruneEvents(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(simEvents)
    .where(
      inArray(
        simEvents.id,
        db
          .select({ id: simEvents.id })
          .from(simEvents)
          .where(
            and(
              inArray(simEvents.state, ['ended', 'cancelled']),
              lte(simEvents.endsAt, before),
              sql`not exists (select 1 from ${simBets} where ${simBets.eventId} = ${simEvents.id})`,
            ),
          )
          .limit(limit),
      ),
    )
    .returning({ id: simEvents.id });
  return rows.length;
}

/** A bet still to be settled: open, or pending (placed, its debit unconfirmed). */
const unsettled = inArray(simBets.state, ['open', 'pending']);

/** Ended or cancelled events with bets still to settle, oldest end first. */
export async function findEventsToSettle(db: Db, limit: number): Promise<SimEventRow[]> {
  return db
    .select()
    .from(simEvents)
    .where(
      and(
        inArray(simEvents.state, ['ended', 'cancelled']),
        sql`exists (select 1 from ${simBets} where ${simBets.eventId} = ${simEvents.id} and ${unsettled})`,
      ),
    )
    .orderBy(asc(simEvents.endsAt))
    .limit(limit);
}

export async function findUnsettledBets(db: Db, eventId: number): Promise<SimBetRow[]> {
  return db
    .select()
    .from(simBets)
    .where(and(eq(simBets.eventId, eventId), unsettled))
    .orderBy(asc(simBets.id));
}

/**
 * Settles a bet once (compare-and-set from what it was): false when someone else already did.
 */
export async function settleBet(
  db: Db,
  id: number,
  from: 'open' | 'pending',
  to: { state: 'won' | 'lost' | 'void'; payout: bigint; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(simBets)
    .set({ state: to.state, payout: to.payout, settledAt: to.at })
    .where(and(eq(simBets.id, id), eq(simBets.state, from)))
    .returning({ id: simBets.id });
  return rows.length === 1;
}

export async function findEvent(db: Db, id: number): Promise<SimEventRow | null> {
  const [row] = await db.select().from(simEvents).where(eq(simEvents.id, id));
  return row ?? null;
}

export async function findBetByRef(db: Db, betRef: string): Promise<SimBetRow | null> {
  const [row] = await db.select().from(simBets).where(eq(simBets.betRef, betRef));
  return row ?? null;
}

/** Records a bet before its debit, as pending; null if the ref exists. */
export async function insertPendingBet(
  db: Db,
  row: Pick<
    typeof simBets.$inferInsert,
    'vendorId' | 'eventId' | 'playerId' | 'gameCode' | 'betRef' | 'selection' | 'odds' | 'stake'
  >,
): Promise<SimBetRow | null> {
  const [inserted] = await db
    .insert(simBets)
    .values({ ...row, state: 'pending' })
    .onConflictDoNothing({ target: simBets.betRef })
    .returning();
  return inserted ?? null;
}

/** The debit went through: pending -> open. False when settlement got there first. */
export async function confirmBet(db: Db, id: number): Promise<SimBetRow | null> {
  const [row] = await db
    .update(simBets)
    .set({ state: 'open' })
    .where(and(eq(simBets.id, id), eq(simBets.state, 'pending')))
    .returning();
  return row ?? null;
}

/** The debit was refused: the pending bet is forgotten (nothing was taken). */
export async function dropPendingBet(db: Db, id: number): Promise<void> {
  await db.delete(simBets).where(and(eq(simBets.id, id), eq(simBets.state, 'pending')));
}

/** Scheduled and live events of a vendor, soonest first. */
export async function findOpenEvents(
  db: Db,
  vendorId: number,
  sport: string | undefined,
  limit: number,
): Promise<SimEventRow[]> {
  return db
    .select()
    .from(simEvents)
    .where(
      and(
        eq(simEvents.vendorId, vendorId),
        inArray(simEvents.state, ['scheduled', 'live']),
        sport ? eq(simEvents.sport, sport) : undefined,
      ),
    )
    .orderBy(asc(simEvents.startsAt), asc(simEvents.id))
    .limit(limit);
}

/** The vendor's latest ended or cancelled events. */
export async function findRecentResults(
  db: Db,
  vendorId: number,
  sport: string | undefined,
  limit: number,
): Promise<SimEventRow[]> {
  return db
    .select()
    .from(simEvents)
    .where(
      and(
        eq(simEvents.vendorId, vendorId),
        inArray(simEvents.state, ['ended', 'cancelled']),
        sport ? eq(simEvents.sport, sport) : undefined,
      ),
    )
    .orderBy(desc(simEvents.endsAt), desc(simEvents.id))
    .limit(limit);
}

/** A player's latest bets with a vendor, with their events. */
export async function findPlayerBets(
  db: Db,
  vendorId: number,
  playerId: number,
  limit: number,
): Promise<Array<{ bet: SimBetRow; event: SimEventRow }>> {
  return db
    .select({ bet: simBets, event: simEvents })
    .from(simBets)
    .innerJoin(simEvents, eq(simEvents.id, simBets.eventId))
    .where(and(eq(simBets.vendorId, vendorId), eq(simBets.playerId, playerId)))
    .orderBy(desc(simBets.createdAt), desc(simBets.id))
    .limit(limit);
}

/** Events of SPORTS and ESPORTS vendors in the given states, for the home page. */
export async function findMatches(
  db: Db,
  opts: {
    gameTypes: Array<'SPORTS' | 'ESPORTS'>;
    states: Array<'scheduled' | 'live' | 'ended'>;
    featuredOnly?: boolean;
    order: 'soonest' | 'latestEnd';
    limit: number;
  },
): Promise<Array<SimEventRow & { vendor: string; gameType: TSimGameType }>> {
  const rows = await db
    .select({ event: simEvents, vendor: gameVendors.vassalage, gameType: gameVendors.gameType })
    .from(simEvents)
    .innerJoin(gameVendors, eq(gameVendors.id, simEvents.vendorId))
    .where(
      and(
        eq(gameVendors.isActive, true),
        inArray(gameVendors.gameType, opts.gameTypes),
        inArray(simEvents.state, opts.states),
        opts.featuredOnly ? eq(simEvents.isFeatured, true) : undefined,
      ),
    )
    .orderBy(
      ...(opts.order === 'soonest'
        ? [asc(simEvents.startsAt), asc(simEvents.id)]
        : [desc(simEvents.endsAt), desc(simEvents.id)]),
    )
    .limit(opts.limit);
  return rows.map((r) => ({
    ...r.event,
    vendor: r.vendor,
    gameType: r.gameType as TSimGameType,
  }));
}
