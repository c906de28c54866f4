// bench:loyalty, points (i19-points): a bet's added cost for points earning at p99. Bet-and-win
// pairs one after another, in alternating blocks with earning off (no point settings: the
// accrual CTE finds nothing to add) and on (a '*' rule and a game-type rule: every settled stake
// adds to the member's accrual in the facts' statement). Goal: p99 of a pair with earning at
// most 1 ms above the same pair without. Also printed: crediting accrued points to the ledger
// (what a balance read or a redeem does first), p99.
import { sql } from 'drizzle-orm';
import { pointEarnRules, pointSettings } from '../src/db/schema/loyalty-points';
import { flushAccrual } from '../src/modules/points/points.service';
import { quantile } from '../test/money-workload';
import { BENCH_PAIRS, ms } from './bench-kit';
import type { LoyaltyBenchStep } from './loyalty-bench';

const PAIRS = BENCH_PAIRS;
const BLOCK = 20;
const ADDED_GOAL_MS = 1;

export const pointsStep: LoyaltyBenchStep = {
  name: `Points earning: ${PAIRS} bet-and-win pairs per kind, blocks of ${BLOCK}, alternating`,
  async run({ db, players, pair }) {
    const earningOn = async (on: boolean) => {
      if (on) {
        await db
          .insert(pointSettings)
          .values({
            id: 1,
            enabled: true,
            depositPoints: 1,
            depositPer: 10_000n,
            depositMicro: 100n,
          })
          .onConflictDoUpdate({ target: pointSettings.id, set: { enabled: true } });
        await db
          .insert(pointEarnRules)
          .values([
            { gameType: '*', points: 1, per: 100n, micro: 10_000n },
            { gameType: 'RNG', points: 2, per: 100n, micro: 20_000n },
          ])
          .onConflictDoNothing();
      } else {
        await db.execute(sql`UPDATE point_settings SET enabled = false`);
      }
    };
    const times = { off: [] as number[], on: [] as number[] };
    // Warm-up: both paths prepared on every connection.
    for (const on of [false, true]) {
      await earningOn(on);
      for (let i = 0; i < 100; i++) await pair(players[i % players.length]!, 1000n);
    }
    let i = 0;
    while (times.on.length < PAIRS) {
      for (const kind of ['off', 'on'] as const) {
        await earningOn(kind === 'on');
        for (let b = 0; b < BLOCK; b++, i++) {
          times[kind].push(await pair(players[i % players.length]!, 1000n));
        }
      }
    }
    const flushes: number[] = [];
    for (const p of players) {
      const t0 = performance.now();
      await flushAccrual(db, p.id);
      flushes.push(performance.now() - t0);
    }
    const [row] = (
      (await db.execute(
        sql`SELECT count(*)::int AS n, coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE kind = 'player_points'`,
      )) as unknown as { rows: Array<{ n: number; total: string }> }
    ).rows;
    const added = quantile(times.on, 0.99) - quantile(times.off, 0.99);
    const ok = added <= ADDED_GOAL_MS && Number(row?.n ?? 0) > 0;
    return {
      ok,
      lines: [
        `earning off  p50 ${ms(quantile(times.off, 0.5))}  p99 ${ms(quantile(times.off, 0.99))}`,
        `earning on   p50 ${ms(quantile(times.on, 0.5))}  p99 ${ms(quantile(times.on, 0.99))}`,
        `added at p99 (on - off): ${ms(added)}  goal <= ${ADDED_GOAL_MS} ms  ${added <= ADDED_GOAL_MS ? 'ok' : 'MISSED'}`,
        `crediting accrued points (${players.length} members): p50 ${ms(quantile(flushes, 0.5))}  p99 ${ms(quantile(flushes, 0.99))}; ${row?.n} points wallets hold ${row?.total} points`,
      ],
    };
  },
};
