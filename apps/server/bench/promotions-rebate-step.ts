// bench:promotions, the rebate step (i18-promos): one day's automatic rebate for 100,000 members,
// each with valid bet in two game types, settled by the rebate job's step (settleRebateDay:
// claims keyed (promotion, member, day), one ledger transaction per batch): goal <= 30 s. A
// second run of the same day must pay nothing, and the ledger must check. BENCH_REBATE_MEMBERS
// changes the member count.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { checkLedger } from '../src/ledger/check';
import { insertPromotion } from '../src/modules/promotions/promotions.queries';
import { settleRebateDay } from '../src/modules/promotions/rebate-settlement';
import type { PromotionBenchStep } from './promotions-bench';

const MEMBERS = Number(process.env.BENCH_REBATE_MEMBERS ?? 100_000);
const REBATE_GOAL_S = 30;
const DAY = '2026-01-15';

interface PartResult {
  name: string;
  figure: string;
  goal: string;
  ok: boolean;
}

const log = (line: string) => process.stdout.write(`  ${line}\n`);

export async function rebatePart(db: Db): Promise<PartResult> {
  log(`seeding ${MEMBERS.toLocaleString('en')} members with a day of valid bet ...`);
  const t0 = performance.now();
  for (let start = 0; start < MEMBERS; start += 20_000) {
    const n = Math.min(20_000, MEMBERS - start);
    await db.execute(sql`
      INSERT INTO members (username, nickname, referral_code)
      SELECT 'rb' || g, 'rb' || g, 'rb' || g FROM generate_series(${start + 1}::int, ${start + n}::int) g`);
  }
  await db.execute(sql`
    INSERT INTO activity_daily (member_id, day, game_type, vendor_id, bet_amount, valid_bet, rounds)
    SELECT m.id, ${DAY}::date, gt, 1, 1000 + (m.id % 997) * 100, 1000 + (m.id % 997) * 100, 10
      FROM members m CROSS JOIN (VALUES ('RNG'), ('LIVE')) AS g(gt)
     WHERE m.username LIKE 'rb%'`);
  log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const promotion = await insertPromotion(db, {
    type: 'rebate',
    state: 'active',
    texts: { EN: { title: 'Daily rebate', body: '', image: null } },
    rules: { type: 'rebate', rates: { RNG: 80, LIVE: 50 }, payout: 'auto', minPayout: '1' },
  });
  const t1 = performance.now();
  const first = await settleRebateDay(db, promotion.id, DAY);
  const seconds = (performance.now() - t1) / 1000;
  const second = await settleRebateDay(db, promotion.id, DAY);
  const [expected] = (
    (await db.execute(sql`
      SELECT sum(r)::text AS total FROM (
        SELECT member_id, sum(CASE game_type WHEN 'RNG' THEN valid_bet * 80 / 10000
                                             ELSE valid_bet * 50 / 10000 END) AS r
          FROM activity_daily WHERE day = ${DAY}::date GROUP BY member_id) s`)) as unknown as {
      rows: Array<{ total: string }>;
    }
  ).rows;
  const check = await checkLedger(db);
  log(
    `first run: ${first.paid.toLocaleString('en')} members paid, ${first.total} in all ` +
      `(expected ${expected!.total}); second run paid ${second.paid}; ledger check: ` +
      `${check.ok ? 'ok' : check.problems.join('; ')}`,
  );
  const correct =
    first.paid === MEMBERS &&
    first.total.toString() === expected!.total &&
    second.paid === 0 &&
    check.ok;
  return {
    name: `rebate settlement, one day, ${MEMBERS.toLocaleString('en')} members`,
    figure: `${seconds.toFixed(1)} s (${Math.round(MEMBERS / seconds).toLocaleString('en')} members/s)`,
    goal: `<= ${REBATE_GOAL_S} s, each member paid once`,
    ok: correct && seconds <= REBATE_GOAL_S,
  };
}

export const rebateStep: PromotionBenchStep = {
  name: 'rebate settlement',
  async run({ db }) {
    const r = await rebatePart(db);
    return { line: `${r.name}: ${r.figure}   goal ${r.goal}`, ok: r.ok };
  },
};
