// `npm run bench:promotions` (issue 18), on PostgreSQL, in process (the service functions the
// vendor API's handlers call, so HTTP and signing are not in the figures):
//  1. Wagering: a bet's added cost for bonus money at p99. Bet-and-win pairs (debit, then its
//     credit settling the round) one after another, interleaved across three kinds of player:
//     no bonus; an active bonus with the stake covered by cash (the bonus lookup and its row lock,
//     the wagering counted in recordActivity's statement); an active bonus paying the stake (the
//     cash-and-bonus legs, the round's bonus stake, the win shared back). Goal: p99 of a pair at
//     most 1 ms above the same pair without a bonus.
// More measurements (i18-promos: one day's rebate for 100,000 members) go on promotionBenchSteps:
// each gets the seeded database and answers one printed line and whether its goal was met.
// Exit code 1 when a goal is missed, a call fails or the ledger check finds a problem.
// BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/
// postgres); a fresh database is made there and dropped after (bench-kit.ts, shared with
// bench:loyalty). BENCH_PAIRS: pairs per kind (10,000; bench-kit.ts says why).
import type { Db } from '../src/db/client';
import type { Deps } from '../src/deps';
import { grantBonus } from '../src/modules/bonus/bonus.service';
import { quantile } from '../test/money-workload';
import { BENCH_PAIRS, ms, runMoneyBench } from './bench-kit';
import { rebateStep } from './promotions-rebate-step';

const PAIRS = BENCH_PAIRS;
const PLAYERS_PER_KIND = 100;
const ADDED_GOAL_MS = 1;
export interface PromotionBenchContext {
  db: Db;
  deps: Deps;
}
export interface PromotionBenchStep {
  name: string;
  run(context: PromotionBenchContext): Promise<{ line: string; ok: boolean }>;
}
/** Further measurements, run after the wagering one on the same database (push onto it). */
export const promotionBenchSteps: PromotionBenchStep[] = [rebateStep];

runMoneyBench('promo', 3 * PLAYERS_PER_KIND, async ({ db, deps, players, pair }) => {
  let ok = true;
  const kinds = {
    none: players.slice(0, PLAYERS_PER_KIND),
    cashCovers: players.slice(PLAYERS_PER_KIND, 2 * PLAYERS_PER_KIND),
    bonusPays: players.slice(2 * PLAYERS_PER_KIND),
  };
  // bonusPays players lose all their cash first, so every stake of theirs comes from the bonus.
  for (const p of kinds.bonusPays) await pair(p, 1_000_000_000n, 0n);
  // Bonuses that never complete here (x100 of a large amount).
  for (const [kind, list] of [
    ['cashCovers', kinds.cashCovers],
    ['bonusPays', kinds.bonusPays],
  ] as const) {
    for (const p of list) {
      await db.transaction((tx) =>
        grantBonus(tx as unknown as Db, {
          memberId: p.id,
          amount: 500_000_000n,
          promotionRef: `bench:${kind}`,
          wagering: { multiple: 100, base: 'bonus' },
          weights: { RNG: 100 },
          maxBet: 1_000_000n,
          expiresAt: new Date(Date.now() + 86_400_000),
          idempotencyKey: `bench:${p.id}`,
        }),
      );
    }
  }
  const times = { none: [] as number[], cashCovers: [] as number[], bonusPays: [] as number[] };
  const order = ['none', 'cashCovers', 'bonusPays'] as const;
  const warm = Math.min(200, PAIRS / 10);
  for (let i = 0; i < PAIRS + warm; i++) {
    for (const kind of order) {
      const list = kinds[kind];
      const elapsed = await pair(list[i % list.length]!, 1000n);
      if (i >= warm) times[kind].push(elapsed);
    }
  }
  const p99 = (k: keyof typeof times) => quantile(times[k], 0.99);
  const p50 = (k: keyof typeof times) => quantile(times[k], 0.5);
  process.stdout.write(`\nWagering: ${PAIRS} bet-and-win pairs per kind, one after another\n`);
  for (const kind of order) {
    process.stdout.write(`  ${kind.padEnd(11)} p50 ${ms(p50(kind))}  p99 ${ms(p99(kind))}\n`);
  }
  const added = Math.max(p99('cashCovers'), p99('bonusPays')) - p99('none');
  const wageringOk = added <= ADDED_GOAL_MS;
  process.stdout.write(
    `  added at p99 (worst bonus kind - none): ${ms(added)}  goal <= ${ADDED_GOAL_MS} ms  ${wageringOk ? 'ok' : 'MISSED'}\n`,
  );
  ok &&= wageringOk;
  for (const step of promotionBenchSteps) {
    const result = await step.run({ db, deps });
    process.stdout.write(`${result.line}\n`);
    ok &&= result.ok;
  }
  return ok;
});
