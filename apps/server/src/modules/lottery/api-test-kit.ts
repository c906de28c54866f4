// Set-up for the lottery calls' tests: lotteries of their own vendor with the engine's default play
// types, and draws inserted as rows (a committed seed and its SHA-256) at the times a test needs,
// so the calls are tested without the draw job.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { drawFromSeedSync, LOTTERY_PLAY_TYPES, type LotteryLayout } from '@wps/games/lottery';
import {
  lotteryDraws,
  lotteryGames,
  lotteryPlayTypes,
  type lotteryDrawStates,
  type lotteryPrizeModes,
} from '../../db/schema/lottery';
import type { TestApp } from '../../../test/test-app';
import { createLottery, type TestListing, type TestLottery } from './draws-test-kit';

export type ApiTestLottery = TestLottery;

/** A lottery with every play type of its layout enabled at the engine's default odds and limits. */
export async function createApiLottery(
  t: TestApp,
  options: TestListing & {
    layout: LotteryLayout;
    prizeMode: (typeof lotteryPrizeModes)[number];
    menuTag: string;
    drawDays?: number[];
  },
): Promise<ApiTestLottery> {
  const db = t.deps.db;
  const { layout, drawDays, ...listing } = options;
  const lottery = await createLottery(
    db,
    layout,
    { drawDays: drawDays ?? [1, 4, 7], lockSeconds: 60 },
    listing,
  );
  await db.insert(lotteryPlayTypes).values(
    LOTTERY_PLAY_TYPES[options.layout].map((def) => ({
      lotteryId: lottery.lotteryId,
      playType: def.playType,
      odds: def.defaultOdds,
      minStake: def.defaultMinStake,
      maxStake: def.defaultMaxStake,
    })),
  );
  return lottery;
}

/** Switches off every lottery but these (the demo seed's), so lists hold only the test's. */
export async function hideOtherLotteries(t: TestApp, keep: readonly number[]): Promise<void> {
  await t.deps.db
    .update(lotteryGames)
    .set({ isActive: false })
    .where(notInArray(lotteryGames.id, [...keep]));
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const MINUTE = 60_000;

/**
 * A draw row: drawAt `inMinutes` from now, betting closing `lockMinutes` before it. A drawn or
 * settled draw gets the numbers its seed gives.
 */
export async function insertDraw(
  t: TestApp,
  lottery: ApiTestLottery,
  options: {
    numero: string;
    inMinutes: number;
    lockMinutes?: number;
    state?: (typeof lotteryDrawStates)[number];
  },
) {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = `${lottery.gameCode}:${options.numero}`;
  const state = options.state ?? 'open';
  const drawAt = new Date(Date.now() + options.inMinutes * MINUTE);
  const isDrawn = state === 'drawn' || state === 'settled';
  const [draw] = await t.deps.db
    .insert(lotteryDraws)
    .values({
      lotteryId: lottery.lotteryId,
      numero: options.numero,
      drawAt,
      lockAt: new Date(drawAt.getTime() - (options.lockMinutes ?? 1) * MINUTE),
      serverSeed,
      serverSeedHash: sha256(serverSeed),
      clientSeed,
      state,
      numbers: isDrawn ? drawFromSeedSync(lottery.layout, serverSeed, clientSeed) : null,
      drawnAt: isDrawn ? drawAt : null,
      settledAt: state === 'settled' ? drawAt : null,
    })
    .returning();
  return draw!;
}

/** Changes a play type's row of a lottery (on or off, limits, odds). */
export async function updatePlayType(
  t: TestApp,
  lottery: ApiTestLottery,
  playType: string,
  patch: Partial<
    Pick<typeof lotteryPlayTypes.$inferInsert, 'isEnabled' | 'minStake' | 'maxStake' | 'odds'>
  >,
): Promise<void> {
  await t.deps.db
    .update(lotteryPlayTypes)
    .set(patch)
    .where(
      and(
        eq(lotteryPlayTypes.lotteryId, lottery.lotteryId),
        eq(lotteryPlayTypes.playType, playType),
      ),
    );
}
