// `npm run bench:lottery`: settling a big draw on PostgreSQL, as the lottery job does it (the
// job's runs back to back, each in its own transaction: draw the due draw, then one batch of
// 5,000 bets per run until none is open). Goal: 100,000 bets of one draw settled in at most 10 s.
// Two draws of 100,000 bets each, by 10,000 members:
//  1. a 4D draw (23 prizes) with the SEA mix of play types (big, small, box, 3D, 2D), random
//     picks and stakes: few winners, as in life;
//  2. a fast draw with mostly digit-sum bets (big, small, odd, even): about 4 in 10 win, the
//     heaviest case for the ledger's bulk post.
// The bets are placed beforehand as the bet call places them (bet row, ledger debit), not timed.
// Prints seconds and bets/s per draw, and the ledger check afterwards. Exit code 1 when a goal is
// missed or the check finds a problem. BENCH_DATABASE_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/postgres); a fresh database is made there and dropped after.
import { cpus, loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { LOTTERY_PLAY_TYPES } from '@wps/games/lottery';
import { openPostgres, type Db } from '../src/db/client';
import { lotteryDraws } from '../src/db/schema/lottery';
import { checkLedger } from '../src/ledger/check';
import { runJobOnce } from '../src/lib/jobs';
import {
  createLottery,
  createMembers,
  drawsOf,
  jobDeps,
  placeBets,
  type TestBet,
} from '../src/modules/lottery/draws-test-kit';
import { createDrawsUntil } from '../src/modules/lottery/lottery-draws';
import { lotteryDrawsJob } from '../src/modules/lottery/lottery.job';
import { createScratchDatabase } from '../test/server-process';
import { benchDatabaseUrl, generator, runBench } from './bench-kit';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const MEMBERS = 10_000;
const GOAL_SECONDS = 10;
const STAKES = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n];

/** Play type -> share of the bets. */
const MIXES: Record<'sea4d' | 'fast5', Record<string, number>> = {
  sea4d: { '4D_BIG': 35, '4D_SMALL': 15, '4D_BOX': 10, '3D': 15, '3D_BOX': 5, '2D': 20 },
  fast5: { BIG: 15, SMALL: 15, ODD: 15, EVEN: 15, TAIL: 15, HEAD: 10, '2D': 10, '3D': 5 },
};

function betsFor(layout: 'sea4d' | 'fast5', memberIds: readonly number[]): TestBet[] {
  const random = generator(layout === 'sea4d' ? 4 : 5);
  const wheel = Object.entries(MIXES[layout]).flatMap(([playType, share]) =>
    Array<string>(share).fill(playType),
  );
  return Array.from({ length: BETS }, (_, i) => {
    const playType = wheel[random(wheel.length)]!;
    const def = LOTTERY_PLAY_TYPES[layout].find((d) => d.playType === playType)!;
    const selection = Array.from({ length: def.digits }, () => String(random(10))).join('');
    return {
      memberId: memberIds[i % memberIds.length]!,
      playType,
      selection,
      stake: STAKES[random(STAKES.length)]!,
    };
  });
}

interface Settled {
  name: string;
  seconds: number;
  runs: number;
  winners: number;
  paid: bigint;
}

/** A lottery drawing every 10 minutes whose draw of 10 minutes ago carries the bets. */
async function settleOne(
  db: Db,
  layout: 'sea4d' | 'fast5',
  memberIds: readonly number[],
): Promise<Settled> {
  const lottery = await createLottery(db, layout, { intervalSeconds: 600, drawTime: '00:00' });
  const now = new Date();
  await createDrawsUntil(db, lottery.lotteryId, now, new Date(now.getTime() - 600_000));
  const [draw] = await drawsOf(db, lottery.lotteryId);
  if (!draw) throw new Error('no draw in the last 10 minutes');
  const started = performance.now();
  process.stderr.write(`  ${layout}: placing ${BETS.toLocaleString('en')} bets ...\n`);
  await placeBets(db, lottery, draw.id, betsFor(layout, memberIds));
  process.stderr.write(
    `  ${layout}: placed in ${((performance.now() - started) / 1000).toFixed(1)} s; settling\n`,
  );
  await db.execute(sql`ANALYZE lottery_bets`);

  const deps = jobDeps(db, []);
  const t0 = performance.now();
  let runs = 1;
  while ((await runJobOnce(deps, lotteryDrawsJob, now)) === 'more') runs += 1;
  const seconds = (performance.now() - t0) / 1000;

  const [state] = await db
    .select({ state: lotteryDraws.state })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, draw.id));
  if (state?.state !== 'settled') throw new Error(`draw ${draw.id} is ${state?.state}`);
  const result = (await db.execute(sql`
    SELECT count(*) FILTER (WHERE state = 'won')::int AS winners, sum(payout)::text AS paid,
           count(*) FILTER (WHERE state = 'open')::int AS open
      FROM lottery_bets WHERE draw_id = ${draw.id}`)) as unknown as {
    rows: Array<{ winners: number; paid: string; open: number }>;
  };
  const row = result.rows[0]!;
  if (row.open > 0) throw new Error(`${row.open} bets left open`);
  const name = layout === 'sea4d' ? '4D draw (SEA mix)' : 'fast draw (digit-sum mix)';
  return { name, seconds, runs, winners: row.winners, paid: BigInt(row.paid) };
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0]!;
  const scratch = await createScratchDatabase(benchDatabaseUrl, 'lb');
  const database = await openPostgres(scratch.url);
  try {
    const db = database.db;
    process.stderr.write(`lottery benchmark: ${MEMBERS.toLocaleString('en')} members ...\n`);
    const memberIds = await createMembers(db, MEMBERS, 100_000_000n);
    const results = [
      await settleOne(db, 'sea4d', memberIds),
      await settleOne(db, 'fast5', memberIds),
    ];
    const checkStarted = performance.now();
    const check = await checkLedger(db);
    const checkSeconds = (performance.now() - checkStarted) / 1000;
    const lines = results.map(
      (r) =>
        `${r.name.padEnd(28)} ${r.seconds.toFixed(2).padStart(6)} s  ` +
        `${Math.round(BETS / r.seconds)
          .toLocaleString('en')
          .padStart(7)} bets/s  ` +
        `(${r.runs} job runs, ${r.winners.toLocaleString('en')} winners paid ${r.paid}) ` +
        `goal <= ${GOAL_SECONDS} s  ${r.seconds <= GOAL_SECONDS ? 'ok' : 'OVER'}`,
    );
    process.stdout.write(
      [
        '',
        `lottery benchmark: ${BETS.toLocaleString('en')} bets per draw by ` +
          `${MEMBERS.toLocaleString('en')} members, settled by the lottery job on PostgreSQL, ` +
          `${cpus().length} CPUs (load average ${loadBefore.toFixed(1)} before, ` +
          `${loadavg()[0]!.toFixed(1)} after)`,
        ...lines,
        `ledger check afterwards (${checkSeconds.toFixed(1)} s): ` +
          (check.ok ? 'every invariant holds' : check.problems.join('; ')),
        '',
      ].join('\n'),
    );
    const isOver = results.some((r) => r.seconds > GOAL_SECONDS);
    return isOver || !check.ok ? 1 : 0;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

runBench('lottery', main);
