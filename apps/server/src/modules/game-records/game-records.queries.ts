// A member's game records: the vendors' game rounds (game_rounds) and the site's own lottery bets
// (lottery_bets), read as one list of rounds (the betting record's rows and totals, and the
// profit-and-loss sums per vendor).
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { gameRounds, games } from '../../db/schema/games';
import { lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema/lottery';

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

/**
 * Every round of every member, in game_rounds' shape: the vendors' rounds as they are, and each
 * lottery bet as a round of its lottery's catalogue game (whose vendor is the lottery's brand, of
 * type LOTT or ELOTT): ref `<numero>#<betId>`, open until settled, bet = stake, win = payout, the
 * stake refunded when its draw was cancelled (void). Lottery bets are never trial play (a trial
 * account cannot bet). The queries filter it by member first: PostgreSQL pushes the filter into
 * both halves, where the member indexes serve it.
 */
function roundsOf(db: Db) {
  const vendorRounds = db
    .select({
      source: sql<'round' | 'lottery'>`'round'`.as('source'),
      id: gameRounds.id,
      memberId: gameRounds.memberId,
      isTrial: gameRounds.isTrial,
      vendorId: gameRounds.vendorId,
      gameId: gameRounds.gameId,
      roundRef: gameRounds.roundRef,
      state: gameRounds.state,
      currency: gameRounds.currency,
      betTotal: gameRounds.betTotal,
      winTotal: gameRounds.winTotal,
      refundTotal: gameRounds.refundTotal,
      startedAt: gameRounds.startedAt,
      endedAt: gameRounds.endedAt,
    })
    .from(gameRounds);
  const isOpen = sql`${lotteryBets.state} = 'open'`;
  const lotteryRounds = db
    .select({
      source: sql<'round' | 'lottery'>`'lottery'`.as('source'),
      id: lotteryBets.id,
      memberId: lotteryBets.memberId,
      isTrial: sql<boolean>`false`.as('is_trial'),
      vendorId: games.vendorId,
      gameId: games.id,
      roundRef: sql<string>`${lotteryDraws.numero} || '#' || ${lotteryBets.id}`.as('round_ref'),
      state: sql<'open' | 'ended'>`case when ${isOpen} then 'open' else 'ended' end`.as('state'),
      currency: lotteryBets.currency,
      betTotal: lotteryBets.stake,
      winTotal: lotteryBets.payout,
      refundTotal:
        sql<bigint>`case when ${lotteryBets.state} = 'void' then ${lotteryBets.stake} else 0 end`.as(
          'refund_total',
        ),
      startedAt: lotteryBets.createdAt,
      // A settled or refunded bet ended when it was settled (its draw's time if not recorded).
      endedAt: sql<Date | null>`case when ${isOpen} then null
        else coalesce(${lotteryBets.settledAt}, ${lotteryDraws.drawAt}) end`.as('ended_at'),
    })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.lotteryId))
    .innerJoin(games, eq(games.id, lotteryGames.gameId));
  return unionAll(vendorRounds, lotteryRounds).as('rounds');
}

function whereOf(rounds: ReturnType<typeof roundsOf>, f: RoundFilter): SQL {
  // A day's start in the site's zone, as an instant: PostgreSQL applies the zone and its history
  // (as the account records do).
  const dayStart = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${f.timeZone})`;
  const conditions: SQL[] = [
    eq(rounds.memberId, f.memberId),
    eq(rounds.isTrial, f.isTrial),
    gte(rounds.startedAt, dayStart(sql`${f.startDate}::date`)),
    lt(rounds.startedAt, dayStart(sql`${f.endDate}::date + 1`)),
  ];
  if (f.gameType) conditions.push(eq(gameVendors.gameType, f.gameType));
  if (f.vendorIds) conditions.push(inArray(rounds.vendorId, [...f.vendorIds]));
  if (f.state) conditions.push(eq(rounds.state, f.state));
  return and(...conditions)!;
}

/** Sums come back as numeric text: exact at any size, read as bigint. */
const sumText = (expr: SQL) => sql<string>`coalesce(sum(${expr}), 0)::text`;

/** A round's bet: what was staked less what rollbacks (or a cancelled draw) gave back. */
const netBetOf = (rounds: ReturnType<typeof roundsOf>) =>
  sql`(${rounds.betTotal} - ${rounds.refundTotal})`;

export async function roundTotals(db: Db, f: RoundFilter) {
  const rounds = roundsOf(db);
  const [row] = await db
    .select({
      rounds: count(),
      bet: sumText(netBetOf(rounds)),
      win: sumText(sql`${rounds.winTotal}`),
    })
    .from(rounds)
    .innerJoin(gameVendors, eq(gameVendors.id, rounds.vendorId))
    .where(whereOf(rounds, f));
  return { rounds: row?.rounds ?? 0, bet: BigInt(row?.bet ?? 0), win: BigInt(row?.win ?? 0) };
}

/**
 * Newest first (by start, then source and id: rounds started in the same instant keep one order;
 * a round's id is unique within its source only).
 */
export async function findRounds(db: Db, f: RoundFilter, page: { offset: number; limit: number }) {
  const rounds = roundsOf(db);
  return db
    .select({
      id: rounds.id,
      roundRef: rounds.roundRef,
      state: rounds.state,
      currency: rounds.currency,
      betTotal: rounds.betTotal,
      winTotal: rounds.winTotal,
      refundTotal: rounds.refundTotal,
      startedAt: rounds.startedAt,
      endedAt: rounds.endedAt,
      vendor: gameVendors.vassalage,
      vendorName: gameVendors.displayName,
      gameType: gameVendors.gameType,
      gameCode: games.gameCode,
      gameNames: games.names,
    })
    .from(rounds)
    .innerJoin(gameVendors, eq(gameVendors.id, rounds.vendorId))
    .leftJoin(games, eq(games.id, rounds.gameId))
    .where(whereOf(rounds, f))
    .orderBy(desc(rounds.startedAt), desc(rounds.source), desc(rounds.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Sums per vendor: rounds, bets, bets of ended rounds, wins. */
export async function profitByVendor(db: Db, f: RoundFilter) {
  const rounds = roundsOf(db);
  const netBet = netBetOf(rounds);
  const rows = await db
    .select({
      gameType: gameVendors.gameType,
      vendor: gameVendors.vassalage,
      vendorName: gameVendors.displayName,
      rounds: count(),
      bet: sumText(netBet),
      validBet: sumText(sql`case when ${rounds.state} = 'ended' then ${netBet} else 0 end`),
      win: sumText(sql`${rounds.winTotal}`),
    })
    .from(rounds)
    .innerJoin(gameVendors, eq(gameVendors.id, rounds.vendorId))
    .where(whereOf(rounds, f))
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
