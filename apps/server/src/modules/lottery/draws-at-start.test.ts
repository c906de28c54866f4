// The next draws of every lottery exist as soon as the app answers (docs/provably-fair.md), not
// only after the lottery job's first run: a fresh site's lottery menus are never empty.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNearNumeros } from '@wps/contracts/lottery/lottery-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lotteryGames } from '../../db/schema/lottery';
import { DRAWS_AHEAD } from './lottery-draws';

let t: TestApp;
beforeAll(async () => {
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
      const res = await t.call({ method: 'GET', url: `/lgw/numeros/near?gameId=${id}` });
      expect(res.status, `lottery ${id}`).toBe(200);
      const near = getNearNumeros.value.parse(res.body.value);
      expect(near.current, `lottery ${id}`).not.toBeNull();
      expect(near.upcoming.length + 1, `lottery ${id}`).toBeGreaterThanOrEqual(DRAWS_AHEAD);
      expect(near.current!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
