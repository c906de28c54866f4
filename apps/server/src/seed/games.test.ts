// The demo catalogue: enough games of every type, named in EN and Burmese, with art paths, plus
// the cockfight vendors, the vendors' credentials, the PvP rooms and the jackpot's opening pool.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gameTypes } from '@wps/contracts/content/game-nav';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../db/schema/content';
import { games, pvpRooms, vendorCredentials } from '../db/schema/games';
import { accountOf } from '../ledger/accounts';
import { repoRoot } from '../lib/paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoGames, launchUrlOf } from './games';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo games', () => {
  it('has at least 300 games from at least 20 vendors, every type, EN and MY names, art', async () => {
    const rows = await t.deps.db.select().from(games);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.length).toBe(demoGames.length);
    expect(new Set(rows.map((g) => g.vendorId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((g) => g.gameType))).toEqual(new Set(gameTypes));
    for (const g of rows) {
      expect(g.names.EN, g.gameCode).toBeTruthy();
      expect(g.names.MY, g.gameCode).toMatch(/[\u1000-\u109f]/);
      expect(g.art).toBe(`/images/games/${g.gameCode}.svg`);
      expect(g.searchText).toContain(g.names.EN.toLowerCase());
    }
    const rng = rows.filter((g) => g.gameType === 'RNG');
    expect(new Set(rng.map((g) => g.classify)).size).toBe(6);
    expect(new Set(rng.map((g) => g.minBet))).toEqual(new Set([1n, 5n, 10n, 50n, 75n]));
    const slotLines = new Set(rng.filter((g) => g.classify === 'SLOTS').map((g) => g.lines));
    expect(slotLines).toEqual(new Set([9, 20, 25, 40, 50]));
    expect(rows.some((g) => g.isHot) && rows.some((g) => g.trialEnabled)).toBe(true);
    const engineOf = { RNG: 'slot', FISH: 'fish', PVP: 'pvp' } as Record<string, string>;
    for (const g of rows) expect(g.engine, g.gameCode).toBe(engineOf[g.gameType] ?? null);
  });

  it('adds the cockfight vendors with logos, and credentials for every launchable vendor', async () => {
    const vendors = await t.deps.db.select().from(gameVendors);
    for (const code of ['DS88', 'DIG', 'WS168']) {
      const v = vendors.find((x) => x.vassalage === code);
      expect(v?.gameType, code).toBe('COCKFIGHT');
      expect(existsSync(join(repoRoot, 'apps/web/public', v!.logo)), code).toBe(true);
    }
    const creds = await t.deps.db.select().from(vendorCredentials);
    const byVendor = new Map(creds.map((c) => [c.vendorId, c]));
    for (const v of vendors) {
      const url = launchUrlOf[v.gameType];
      if (!url) {
        expect(byVendor.has(v.id), v.vassalage).toBe(false);
        continue;
      }
      const c = byVendor.get(v.id);
      expect(c?.launchUrl, v.vassalage).toBe(url);
      expect(c!.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(c!.allowedIps).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
    }
    expect(new Set(creds.map((c) => c.secret)).size).toBe(creds.length);
  });

  it('gives every PvP game rooms and opens the jackpot pool', async () => {
    const pvp = await t.deps.db.select().from(games).where(eq(games.gameType, 'PVP'));
    const rooms = await t.deps.db.select().from(pvpRooms);
    for (const g of pvp) {
      const mine = rooms.filter((r) => r.gameId === g.id);
      expect(mine.length, g.gameCode).toBeGreaterThanOrEqual(4);
      expect(mine.every((r) => r.seats === 6 && r.minBet < r.maxBet && r.names.MY)).toBe(true);
    }
    const jackpot = await accountOf(t.deps.db, 'jackpot', null);
    expect(jackpot?.balance).toBe(500_000_000n);
  });
});
