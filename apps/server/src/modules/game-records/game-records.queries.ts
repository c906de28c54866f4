// A member's game rounds (game_rounds with their vendor and game): the betting record's rows and
// totals, and the profit-and-loss sums per vendor.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { gameRounds, games } from '../../db/schema/games';

export interface RoundFilter {
  memberId: number;
  isTrial: boolean;
  /** Calendar days (yyyy-MM-dd) in `timeZone`, both inclusive; a round counts by its start. */
  startDate: string;
  endDate: string;
  timeZone: string;
  gameType?: TGameType;
  /** Non-empty: the service answers an unknown vendor before asking. */
  vendorIds?: readonly number[];
  state?: 'open' | 'ended';
}

function whereOf(f: RoundFilter): SQL {
  // A day's start in the site's zone, as an instant: PostgreSQL applies the zone and its history
  // (as the account records do).
  const dayStart = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${f.timeZone})`;
  const conditions: SQL[] = [
    eq(gameRounds.memberId, f.memberId),
    eq(gameRounds.isTrial, f.isTrial),
    gte(gameRounds.startedAt, dayStart(sql`${f.startDate}::date`)),
    lt(gameRounds.startedAt, dayStart(sql`${f.endDate}::date + 1`)),
  ];
  if (f.gameType) conditions.push(eq(gameVendors.gameType, f.gameType));
  if (f.vendorIds) conditions.push(inArray(gameRounds.vendorId, [...f.vendorIds]));
  if (f.state) conditions.push(eq(gameRounds.state, f.state));
  return and(...conditions)!;
}

/** A round's bet: what was staked less what rollbacks gave back. */
const netBet = sql`(${gameRounds.betTotal} - ${gameRounds.refundTotal})`;
/** Sums come back as numeric text: exact at any size, read as bigint. */
const sumText = (expr: SQL) => sql<string>`coalesce(sum(${expr}), 0)::text`;

export async function roundTotals(db: Db, f: RoundFilter) {
  const [row] = await db
    .select({
      rounds: count(),
      bet: sumText(netBet),
      win: sumText(sql`${gameRounds.winTotal}`),
    })
    .from(gameRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .where(whereOf(f));
  return { rounds: row?.rounds ?? 0, bet: BigInt(row?.bet ?? 0), win: BigInt(row?.win ?? 0) };
}

/** Newest first (by start, then id: rounds started in the same instant keep one order). */
export async function findRounds(db: Db, f: RoundFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: gameRounds.id,
      roundRef: gameRounds.roundRef,
      state: gameRounds.state,
      currency: gameRounds.currency,
      betTotal: gameRounds.betTotal,
      winTotal: gameRounds.winTotal,
      refundTotal: gameRounds.refundTotal,
      startedAt: gameRounds.startedAt,
      endedAt: gameRounds.endedAt,
      vendor: gameVendors.vassalage,
      vendorName: gameVendors.displayName,
      gameType: gameVendors.gameType,
      gameCode: games.gameCode,
      gameNames: games.names,
    })
    .from(gameRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(whereOf(f))
    .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Sums per vendor: rounds, bets, bets of ended rounds, wins. */
export async function profitByVendor(db: Db, f: RoundFilter) {
  const rows = await db
    .select({
      gameType: gameVendors.gameType,
      vendor: gameVendors.vassalage,
      vendorName: gameVendors.displayName,
      rounds: count(),
      bet: sumText(netBet),
      validBet: sumText(sql`case when ${gameRounds.state} = 'ended' then ${netBet} else 0 end`),
      win: sumText(sql`${gameRounds.winTotal}`),
    })
    .from(gameRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .where(whereOf(f))
    .groupBy(gameVendors.id, gameVendors.gameType, gameVendors.vassalage, gameVendors.displayName);
  return rows.map((r) => ({
    ...r,
    bet: BigInt(r.bet),
    validBet: BigInt(r.validBet),
    win: BigInt(r.win),
  }));
}

/** The ids of the vendors with this code (of this type, if given). */
export async function vendorIdsByCode(db: Db, code: string, gameType?: TGameType) {
  const rows = await db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.vassalage, code),
        gameType ? eq(gameVendors.gameType, gameType) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
