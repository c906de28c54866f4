// `npm run bench:loyalty` (issue 19), on PostgreSQL, in process (bench-kit.ts: the service
// functions the routes and the vendor API's handlers call, so HTTP is not in the figures). The
// steps run in order on one database, each printing its figures and its goal:
//  1. Points earning (loyalty-points-step.ts): a bet's added cost at p99, goal <= 1 ms.
//  2. Mission progress (loyalty-social-steps.ts): a bet's added cost at p99, goal <= 1 ms.
//  3. A mission leaderboard of BENCH_MEMBERS members (top 20 and the caller's rank): p95 of
//     calls by random members, goal <= 50 ms.
//  4. A broadcast message to every member: accepted within 2 s and readable at once.
// Then ledger:check. Exit code 1 when a goal is missed, a call fails or the check finds a problem.
// Sizes: BENCH_PAIRS (pairs per kind, 10,000: bench-kit.ts says why), BENCH_MEMBERS (100,000), BENCH_PLAYERS (200).
// A quick run that only proves it works: BENCH_PAIRS=100 BENCH_MEMBERS=2000 npm run bench:loyalty
import { runMoneyBench, type MoneyBench } from './bench-kit';
import { pointsStep } from './loyalty-points-step';
import { broadcastStep, leaderboardStep, missionProgressStep } from './loyalty-social-steps';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);

/** What each step gets: the seeded database, funded players and the timed pair. */
export type LoyaltyBenchContext = MoneyBench;

export interface LoyaltyBenchStep {
  name: string;
  run(context: LoyaltyBenchContext): Promise<{ lines: string[]; ok: boolean }>;
}

/** The measurements, in order, on one database. */
export const loyaltyBenchSteps: LoyaltyBenchStep[] = [
  pointsStep,
  missionProgressStep,
  leaderboardStep,
  broadcastStep,
];

runMoneyBench('loyalty', PLAYERS, async (bench) => {
  let ok = true;
  for (const step of loyaltyBenchSteps) {
    process.stdout.write(`\n${step.name}\n`);
    const result = await step.run(bench);
    for (const line of result.lines) process.stdout.write(`  ${line}\n`);
    ok &&= result.ok;
  }
  return ok;
});
