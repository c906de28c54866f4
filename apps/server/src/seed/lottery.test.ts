// The demo lotteries (seed step 7): every LOTT and ELOTT game is a lottery of its brand's vendor
// with its card art, each play type of its layout at the engine's defaults, a drawn and settled
// past that anyone can recompute from the revealed seeds, and a second run changes nothing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '@wps/games/fair';
import { drawFromSeed, LOTTERY_PLAY_TYPES } from '@wps/games/lottery';
import { drawsBetween } from '@wps/games/lottery-schedule';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../db/schema/content';
import { games } from '../db/schema/games';
import { lotteryDraws, lotteryGames, lotteryPlayTypes } from '../db/schema/lottery';
import { repoRoot } from '../lib/paths';
import { countRows } from '../../test/db-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DRAWS_AHEAD } from '../modules/lottery/lottery-draws';
import { DAILY_HISTORY_MS, FAST_HISTORY_MS, seedLotteries } from './lottery';
import { demoLotteries } from './lottery-list';

let t: TestApp;
/** After the seed ran: its history ends at or before this. */
let seededBy: Date;

beforeAll(async () => {
  t = await createTestApp();
  seededBy = new Date();
});
afterAll(() => t.close());

async function lotteryRows() {
  return t.deps.db
    .select({
      lottery: lotteryGames,
      gameCode: games.gameCode,
      gameType: games.gameType,
      isActive: games.isActive,
      art: games.art,
      vendorType: gameVendors.gameType,
      vassalage: gameVendors.vassalage,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId));
}

describe('demo lotteries (seed step 7)', () => {
  it('makes every LOTT and ELOTT game a lottery of its vendor, with its art', async () => {
    const rows = await lotteryRows();
    expect(rows.map((r) => r.gameCode).sort()).toEqual(demoLotteries.map((l) => l.gameCode).sort());
    const lotteryGamesOfType = await t.deps.db
      .select({ gameCode: games.gameCode })
      .from(games)
      .where(inArray(games.gameType, ['LOTT', 'ELOTT']));
    expect(lotteryGamesOfType.map((g) => g.gameCode).sort()).toEqual(
      rows.map((r) => r.gameCode).sort(),
    );
    for (const l of demoLotteries) {
      const row = rows.find((r) => r.gameCode === l.gameCode)!;
      expect(row.vassalage, l.gameCode).toBe(l.vendor);
      expect(row.vendorType, l.gameCode).toBe(l.gameType);
      expect(row.gameType).toBe(l.gameType);
      expect(row.lottery).toMatchObject({ layout: l.layout, menuTag: l.menuTag, isActive: true });
      expect(existsSync(join(repoRoot, 'apps/web/public', row.art)), row.art).toBe(true);
    }
    const tags = new Set(rows.map((r) => r.lottery.menuTag));
    expect(tags).toEqual(new Set(['4D', 'NORTH', 'SOUTH', 'FAST']));
    expect(rows.filter((r) => r.lottery.menuTag === 'SOUTH')).toHaveLength(14);
    expect(await countRows(t, games)).toBeGreaterThanOrEqual(300);
  });

  it("gives each lottery every play type of its layout at the engine's defaults", async () => {
    const rows = await lotteryRows();
    const playTypes = await t.deps.db.select().from(lotteryPlayTypes);
    for (const { lottery } of rows) {
      const mine = playTypes.filter((p) => p.lotteryId === lottery.id);
      const defaults = LOTTERY_PLAY_TYPES[lottery.layout];
      expect(mine.map((p) => p.playType).sort()).toEqual(defaults.map((d) => d.playType).sort());
      for (const d of defaults) {
        const p = mine.find((x) => x.playType === d.playType)!;
        expect(p.odds).toEqual(d.defaultOdds);
        expect([p.minStake, p.maxStake, p.isEnabled]).toEqual([
          d.defaultMinStake,
          d.defaultMaxStake,
          true,
        ]);
      }
    }
  });

  it('draws and settles a week of daily draws and two hours of fast ones, verifiably', async () => {
    const rows = await lotteryRows();
    const draws = await t.deps.db.select().from(lotteryDraws);
    for (const { lottery, gameCode } of rows) {
      const all = draws.filter((d) => d.lotteryId === lottery.id);
      // The app made the coming draws as it got ready (open, seeds not revealed); the rest is
      // the seed's history, all of it before them. Told apart by state, not by a clock read
      // after the app was ready: a fast draw can fall due between the two (CI, 2026-11-28).
      const coming = all.filter((d) => d.state === 'open');
      expect(coming.length, gameCode).toBe(DRAWS_AHEAD);
      const mine = all.filter((d) => d.state !== 'open');
      const lastSeeded = Math.max(...mine.map((d) => d.drawAt.getTime()));
      expect(
        coming.every((d) => d.drawAt.getTime() > lastSeeded),
        gameCode,
      ).toBe(true);
      const span = lottery.intervalSeconds === null ? DAILY_HISTORY_MS : FAST_HISTORY_MS;
      // The seed ran a moment before seededBy: its window ends between the two.
      const wanted = drawsBetween(lottery, new Date(seededBy.getTime() - span), seededBy);
      expect(mine.length, gameCode).toBeGreaterThanOrEqual(wanted.length - 1);
      expect(mine.length, gameCode).toBeLessThanOrEqual(wanted.length + 1);
      expect(mine.every((d) => d.state === 'settled')).toBe(true);
    }
    const daily = rows.filter((r) => r.lottery.intervalSeconds === null);
    expect(
      draws.filter((d) => d.state === 'settled' && daily.some((r) => r.lottery.id === d.lotteryId))
        .length,
    ).toBeGreaterThan(30);
    // Any drawn draw can be recomputed from what the site publishes.
    const sample = draws.filter((d, k) => k % 25 === 0 && d.state === 'settled');
    for (const d of sample) {
      const { lottery, gameCode } = rows.find((r) => r.lottery.id === d.lotteryId)!;
      expect(await sha256Hex(d.serverSeed)).toBe(d.serverSeedHash);
      expect(d.clientSeed).toBe(`${gameCode}:${d.numero}`);
      expect(d.numbers).toEqual(await drawFromSeed(lottery.layout, d.serverSeed, d.clientSeed));
    }
  });

  it('changes nothing when run again, and hides lottery games that are not lotteries', async () => {
    const [vendor] = await t.deps.db
      .select()
      .from(gameVendors)
      .where(eq(gameVendors.vassalage, 'KENOSTAR'));
    await t.deps.db.insert(games).values({
      vendorId: vendor!.id,
      gameType: 'ELOTT',
      gameCode: 'KENOSTAR_KENO',
      names: { EN: 'Keno Star Keno', MY: 'Keno Star ကီနို' },
      searchText: 'keno star keno',
      minBet: 100n,
      art: '/images/games/KENOSTAR_KENO.svg',
    });
    const now = new Date();
    await seedLotteries(t.deps.db, now);
    const counts = async () =>
      Promise.all(
        [games, lotteryGames, lotteryPlayTypes, lotteryDraws].map((x) => countRows(t, x)),
      );
    const before = await counts();
    const draws = await t.deps.db.select().from(lotteryDraws).orderBy(lotteryDraws.id);

    await seedLotteries(t.deps.db, now);
    expect(await counts()).toEqual(before);
    expect(await t.deps.db.select().from(lotteryDraws).orderBy(lotteryDraws.id)).toEqual(draws);
    const [old] = await t.deps.db.select().from(games).where(eq(games.gameCode, 'KENOSTAR_KENO'));
    expect(old!.isActive).toBe(false);
    const lotteries = await lotteryRows();
    expect(lotteries.every((r) => r.isActive)).toBe(true);
  });
});
