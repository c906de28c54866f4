// Set-up for the draw engine's tests and benchmark, below HTTP: a lottery (vendor, catalogue game,
// schedule), members with cash, and bets placed as the bet call places them (the bet row and its
// ledger transaction, player_cash -> the vendor's shard, key lottery:bet:<betId>), in bulk.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { playTypeOf, type DrawNumbers, type LotteryLayout } from '@wps/games/lottery';
import type { LotterySchedule } from '@wps/games/lottery-schedule';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { members } from '../../db/schema/accounts';
import { gameVendors } from '../../db/schema/content';
import { games } from '../../db/schema/games';
import { ledgerAccounts } from '../../db/schema/ledger';
import {
  lotteryBets,
  lotteryDraws,
  lotteryGames,
  type lotteryPrizeModes,
} from '../../db/schema/lottery';
import { openAccount, SITE_CURRENCY, vendorAccountOwner } from '../../ledger/accounts';
import { postMany } from '../../ledger/post-many';
import type { PostInput } from '../../ledger/post';
import type { BalanceEvents } from '../wallet/balance-events';

export interface TestLottery {
  lotteryId: number;
  layout: LotteryLayout;
  gameCode: string;
  vassalage: string;
}

/** How a test lottery is listed; by default as its layout's demo lotteries are. */
export interface TestListing {
  prizeMode?: (typeof lotteryPrizeModes)[number];
  menuTag?: string;
  names?: Record<string, string> & { EN: string };
  sort?: number;
  isHot?: boolean;
}

/**
 * A lottery of its own vendor (type ELOTT for fast5, else LOTT), with the schedule given (daily
 * 19:00 by default). It has no play-type rows: the API tests' kit adds them.
 */
export async function createLottery(
  db: Db,
  layout: LotteryLayout,
  schedule: Partial<LotterySchedule> = {},
  listing: TestListing = {},
): Promise<TestLottery> {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const vassalage = `LT${suffix}`;
  const gameCode = `LOT_${suffix}`;
  const names = listing.names ?? { EN: `Lotto ${suffix}` };
  const gameType = layout === 'fast5' ? 'ELOTT' : 'LOTT';
  const [vendor] = await db
    .insert(gameVendors)
    .values({
      gameType,
      vassalage,
      displayName: names.EN,
      accountTypeId: 1,
      logo: '/images/vendors/lotto.svg',
    })
    .returning({ id: gameVendors.id });
  const [game] = await db
    .insert(games)
    .values({
      vendorId: vendor!.id,
      gameType,
      gameCode,
      names,
      searchText: Object.values(names).join('\n').toLowerCase(),
      art: `/images/games/${gameCode}.svg`,
    })
    .returning({ id: games.id });
  const [lottery] = await db
    .insert(lotteryGames)
    .values({
      gameId: game!.id,
      menuTag: listing.menuTag ?? (layout === 'fast5' ? 'FAST' : '4D'),
      prizeMode: listing.prizeMode ?? (layout === 'fast5' ? 'Elott' : 'Lott'),
      isHot: listing.isHot ?? false,
      sort: listing.sort ?? 0,
      layout,
      timeZone: schedule.timeZone ?? 'Asia/Kuala_Lumpur',
      drawDays: [...(schedule.drawDays ?? [1, 2, 3, 4, 5, 6, 7])],
      drawTime: schedule.drawTime ?? '19:00',
      intervalSeconds: schedule.intervalSeconds ?? null,
      lockSeconds: schedule.lockSeconds ?? 60,
    })
    .returning({ id: lotteryGames.id });
  return { lotteryId: lottery!.id, layout, gameCode, vassalage };
}

let serial = 0;

/** `count` members, each with `cash` in their cash account (one bulk post from the house). */
export async function createMembers(db: Db, count: number, cash: bigint): Promise<number[]> {
  const batch = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    const name = `lot${batch}${serial}`;
    return { username: name, nickname: name, referralCode: `T${batch}${serial}`.toUpperCase() };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1_000) {
    const made = await db
      .insert(members)
      .values(rows.slice(i, i + 1_000))
      .returning({ id: members.id });
    ids.push(...made.map((m) => m.id));
  }
  const house = await openAccount(db, 'house', null);
  await db
    .insert(ledgerAccounts)
    .values(
      ids.map((memberId) => ({ kind: 'player_cash' as const, currency: SITE_CURRENCY, memberId })),
    )
    .onConflictDoNothing();
  const cashIds = await cashAccounts(db, ids);
  await inChunks(ids, (chunk) =>
    postMany(
      db,
      chunk.map((memberId) => ({
        key: `test-fund:${batch}:${memberId}`,
        kind: 'deposit',
        entries: [
          { account: house.id, amount: -cash },
          { account: cashIds.get(memberId)!, amount: cash },
        ],
      })),
    ),
  );
  return ids;
}

async function cashAccounts(db: Db, memberIds: readonly number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (let i = 0; i < memberIds.length; i += 5_000) {
    const rows = await db
      .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, 'player_cash'),
          inArray(ledgerAccounts.memberId, memberIds.slice(i, i + 5_000)),
        ),
      );
    for (const r of rows) map.set(r.memberId!, r.id);
  }
  return map;
}

async function inChunks<T>(items: readonly T[], run: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += 5_000) await run(items.slice(i, i + 5_000));
}

export interface TestBet {
  memberId: number;
  playType: string;
  selection: string;
  stake: bigint;
  /** Default: the play type's default odds. */
  odds?: Record<string, number>;
}

/** The lottery's draws, earliest first. */
export async function drawsOf(db: Db, lotteryId: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.lotteryId, lotteryId))
    .orderBy(lotteryDraws.drawAt);
}

/** Draws the draw with chosen numbers instead of its seed's: a test's way to force hits. */
export async function forceDrawn(db: Db, drawId: number, numbers: DrawNumbers): Promise<void> {
  await db
    .update(lotteryDraws)
    .set({ state: 'drawn', numbers, drawnAt: new Date() })
    .where(eq(lotteryDraws.id, drawId));
}

/**
 * Places the bets on the draw as the bet call does (bet row, then its ledger debit to the
 * vendor's shard), in bulk. Answers the bet ids in input order.
 */
export async function placeBets(
  db: Db,
  lottery: TestLottery,
  drawId: number,
  bets: readonly TestBet[],
): Promise<number[]> {
  const [draw] = await db
    .select({ numero: lotteryDraws.numero })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId));
  const batch = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let i = 0; i < bets.length; i += 5_000) {
    const chunk = bets.slice(i, i + 5_000);
    const made = await db
      .insert(lotteryBets)
      .values(
        chunk.map((b, j) => ({
          drawId,
          lotteryId: lottery.lotteryId,
          memberId: b.memberId,
          clientKey: `t${batch}-${i + j}`,
          playType: b.playType,
          selection: b.selection,
          currency: SITE_CURRENCY,
          stake: b.stake,
          odds: b.odds ?? playTypeOf(lottery.layout, b.playType)!.defaultOdds,
        })),
      )
      .returning({ id: lotteryBets.id });
    ids.push(...made.map((m) => m.id));
  }
  const memberIds = [...new Set(bets.map((b) => b.memberId))];
  const cash = await cashAccounts(db, memberIds);
  const vendor = new Map<string, number>();
  for (const m of memberIds) {
    const owner = vendorAccountOwner(lottery.vassalage, m);
    if (!vendor.has(owner)) vendor.set(owner, (await openAccount(db, 'vendor', owner)).id);
  }
  const posts: PostInput[] = bets.map((b, k) => ({
    key: `lottery:bet:${ids[k]}`,
    kind: 'bet',
    entries: [
      { account: cash.get(b.memberId)!, amount: -b.stake },
      { account: vendor.get(vendorAccountOwner(lottery.vassalage, b.memberId))!, amount: b.stake },
    ],
    metadata: {
      reference: `${lottery.gameCode} ${draw!.numero}`,
      drawId,
      betId: ids[k]!,
    },
  }));
  await inChunks(posts, (chunk) => postMany(db, chunk));
  return ids;
}

/**
 * What the lottery job reads of Deps (the database, the balance events, the error log), the
 * events it publishes collected in `published`, its errors in `errors`. It touches nothing else.
 */
export function jobDeps(db: Db, published: number[], errors: unknown[] = []): Deps {
  const balanceEvents: BalanceEvents = {
    publish: (ids) => void published.push(...ids),
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
  const log = { error: (fields: unknown) => void errors.push(fields) };
  return { db, balanceEvents, log } as unknown as Deps;
}
