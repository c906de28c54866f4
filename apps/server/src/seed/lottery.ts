// Demo lotteries (seed step 7): the lotteries of lottery-list.ts as catalogue games and lotteries,
// each play type of its layout with the engine's default odds and stake limits, and a past of
// drawn and settled draws (a week of the daily ones, two hours of the fast ones) so the result
// lists are not empty on a fresh site. Every LOTT and ELOTT game is one of these lotteries: a
// database seeded before this step keeps its older generated lottery games, hidden.
import { LOTTERY_PLAY_TYPES } from '@wps/games/lottery';
import { and, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { games } from '../db/schema/games';
import { lotteryGames, lotteryPlayTypes } from '../db/schema/lottery';
import type { Deps } from '../deps';
import { backfillDraws } from '../modules/lottery/lottery-draws';
import { insertDemoGames } from './games';
import { demoLotteries, lotteryDemoGames } from './lottery-list';

const HOUR_MS = 3_600_000;
/** How far back the demo history goes. */
export const DAILY_HISTORY_MS = 7 * 24 * HOUR_MS;
export const FAST_HISTORY_MS = 2 * HOUR_MS;

const lotteryTypes = ['LOTT', 'ELOTT'] as const;
const lotteryCodes = demoLotteries.map((l) => l.gameCode);

/** The lotteries' rows and odds, missing ones only; answers the lotteries' ids by game code. */
async function insertLotteries(db: Db): Promise<Map<string, number>> {
  await insertDemoGames(db, lotteryDemoGames);
  const found = await db
    .select({ id: games.id, gameCode: games.gameCode })
    .from(games)
    .where(inArray(games.gameCode, lotteryCodes));
  const gameIdOf = new Map(found.map((g) => [g.gameCode, g.id]));
  const rows = demoLotteries.flatMap((l, index) => {
    const gameId = gameIdOf.get(l.gameCode);
    if (gameId === undefined) return [];
    return [
      {
        gameId,
        menuTag: l.menuTag,
        prizeMode: l.prizeMode,
        layout: l.layout,
        timeZone: l.timeZone,
        drawDays: [...l.drawDays],
        drawTime: l.drawTime,
        intervalSeconds: l.intervalSeconds,
        lockSeconds: l.lockSeconds,
        isHot: l.isHot,
        sort: (index + 1) * 10,
      },
    ];
  });
  if (rows.length > 0) await db.insert(lotteryGames).values(rows).onConflictDoNothing();

  const lotteries = await db
    .select({ id: lotteryGames.id, gameId: lotteryGames.gameId, layout: lotteryGames.layout })
    .from(lotteryGames)
    .where(inArray(lotteryGames.gameId, [...gameIdOf.values()]));
  const playTypes = lotteries.flatMap((l) =>
    LOTTERY_PLAY_TYPES[l.layout].map((p) => ({
      lotteryId: l.id,
      playType: p.playType,
      odds: p.defaultOdds,
      minStake: p.defaultMinStake,
      maxStake: p.defaultMaxStake,
    })),
  );
  if (playTypes.length > 0)
    await db.insert(lotteryPlayTypes).values(playTypes).onConflictDoNothing();
  const codeOf = new Map(found.map((g) => [g.id, g.gameCode]));
  return new Map(lotteries.map((l) => [codeOf.get(l.gameId)!, l.id]));
}

/** The games of the lottery types made before lotteries existed: hidden, not deleted (bets). */
async function hideOtherLotteryGames(db: Db): Promise<void> {
  await db
    .update(games)
    .set({ isActive: false })
    .where(and(inArray(games.gameType, lotteryTypes), notInArray(games.gameCode, lotteryCodes)));
}

/** Draws up to `now`: a week of the daily lotteries, two hours of the fast ones. */
async function backfillHistory(db: Db, idOf: Map<string, number>, now: Date): Promise<void> {
  for (const l of demoLotteries) {
    const id = idOf.get(l.gameCode);
    if (id === undefined) continue;
    const span = l.intervalSeconds === null ? DAILY_HISTORY_MS : FAST_HISTORY_MS;
    await backfillDraws(db, id, new Date(now.getTime() - span), now);
  }
}

export async function seedLotteries(db: Db, now: Date): Promise<void> {
  const idOf = await insertLotteries(db);
  await hideOtherLotteryGames(db);
  await backfillHistory(db, idOf, now);
}

/** Seed step 7 (after the lottery vendors of step 2 and the games of step 6). */
export const lotterySeed = { version: 7, run: ({ db }: Deps) => seedLotteries(db, new Date()) };
