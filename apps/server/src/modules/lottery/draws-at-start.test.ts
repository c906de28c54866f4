// The next draws of every lottery exist as soon as the app answers (docs/provably-fair.md), not
// only after the lottery job's first run: a fresh site's lottery menus are never empty.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNearNumeros } from '@wps/contracts/lottery/lottery-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lotteryDraws, lotteryGames } from '../../db/schema/lottery';
import { DRAWS_AHEAD } from './lottery-draws';

let t: TestApp;
let startedAt: Date;
beforeAll(async () => {
  startedAt = new Date();
  // Built and seeded as main.ts does, no job started.
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a fresh site, before any job has run', () => {
  it('lists the coming draws of every active lottery', async () => {
    const lotteries = await t.deps.db
      .select({ id: lotteryGames.id })
      .from(lotteryGames)
      .where(eq(lotteryGames.isActive, true));
    expect(lotteries.length).toBeGreaterThan(0);
    for (const { id } of lotteries) {
      // The app made DRAWS_AHEAD draws still to come when it started. A one-minute lottery's
      // first one may be drawn while a loaded machine runs this test, so the call is held to
      // the draws still to come just before it, not to a count fixed in advance.
      const made = await t.deps.db
        .select({ drawAt: lotteryDraws.drawAt })
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.lotteryId, id), gt(lotteryDraws.drawAt, startedAt)));
      expect(made.length, `lottery ${id}`).toBeGreaterThanOrEqual(DRAWS_AHEAD);
      const stillComing = made.filter((d) => d.drawAt.getTime() > Date.now() + 1_000).length;
      const res = await t.call({ method: 'GET', url: `/lgw/numeros/near?gameId=${id}` });
      expect(res.status, `lottery ${id}`).toBe(200);
      const near = getNearNumeros.value.parse(res.body.value);
      expect(near.current, `lottery ${id}`).not.toBeNull();
      expect(near.upcoming.length + 1, `lottery ${id}`).toBeGreaterThanOrEqual(stillComing);
      expect(near.current!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
