// The hourly rebate job pays yesterday's automatic rebates only where the promotion's schedule
// covers yesterday and it is running (active): not for a day before its start or after its end,
// not while paused, never a manual one (the member claims those on manualRebate).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { runJobOnce } from '../../lib/jobs';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, siteDay } from './promotions.service';
import { rebateJob } from './rebate.job';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const DAY = 86_400_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

async function rebate(extra: object, state: 'active' | 'paused' = 'active', payout = 'auto') {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/promotions',
    token: admin,
    payload: {
      texts: { EN: { title: 'Rebate', body: '', image: null } },
      rules: { type: 'rebate', rates: { RNG: 100 }, payout },
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.value.id as number;
  for (const to of state === 'paused' ? ['active', 'paused'] : ['active']) {
    const moved = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/state`,
      token: admin,
      payload: { state: to },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return id;
}

describe('the rebate job', () => {
  it("pays yesterday's rebate only for running automatic promotions whose schedule covers it", async () => {
    const yesterday = addDays(siteDay(), -1);
    const m = await makeMoneyMember(t);
    await t.deps.db.execute(sql`INSERT INTO activity_daily
      (member_id, day, game_type, vendor_id, bet_amount, valid_bet)
      VALUES (${m.id}, ${yesterday}::date, 'RNG', 1, 100000, 100000)`);
    const paying = await rebate({ startsAt: iso(-3 * DAY) }); // 1 % of 100,000
    const none = [
      await rebate({ startsAt: iso(-60_000) }), // started a minute ago: yesterday was before it
      await rebate({ startsAt: iso(-5 * DAY), endsAt: iso(-2 * DAY) }), // ended before yesterday
      await rebate({}, 'paused'),
      await rebate({}, 'active', 'manual'),
    ];
    await runJobOnce(t.deps, rebateJob);
    await runJobOnce(t.deps, rebateJob);
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(1000n);
    const claims = (await t.deps.db.execute(
      sql`SELECT promotion_id AS "promotionId", period, status FROM promotion_claims
           WHERE member_id = ${m.id} ORDER BY promotion_id`,
    )) as unknown as { rows: Array<{ promotionId: number; period: string; status: string }> };
    expect(claims.rows).toEqual([{ promotionId: paying, period: yesterday, status: 'issued' }]);
    expect(none).toHaveLength(4);
  });
});
